/** The demo chats (issue 12): a conversation with customer service and one with the demo goods owner, once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatConversation, UnreadCounts } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { seedDemoChats } from './seed';
import { DEMO_AGENT, DEMO_BUYER, DEMO_OWNER, MSG, account } from './testing';

describe.each(engines)('demo chats on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('gives the demo buyer two conversations with one unread answer, the agent one of theirs and the owner one in the inbox; seeding again adds nothing', async () => {
    await seedDemoChats(t.db);
    await seedDemoChats(t.db);
    const [buyer, agent, owner] = await Promise.all([account(t, DEMO_BUYER), account(t, DEMO_AGENT), account(t, DEMO_OWNER)]);
    const mine = await t.post<{ list: ChatConversation[]; total: number }>(`${MSG}/chat/conversations`, {}, buyer.token);
    expect(mine.body.data.list.map((c) => [c.kind, c.unReadCount])).toEqual([
      [2, 1],
      [1, 0],
    ]);
    expect((await t.post<UnreadCounts>(`${MSG}/chat/unread`, {}, buyer.token)).body.data.chat).toBe(1);
    expect((await t.post<{ list: ChatConversation[]; total: number }>(`${MSG}/chat/desk/list`, { tab: 'mine' }, agent.token)).body.data.total).toBe(1);
    expect((await t.post<{ list: ChatConversation[]; total: number }>(`${MSG}/chat/conversations`, {}, owner.token)).body.data.list).toHaveLength(1);
    expect(await t.db.query('select 1 from chat_message')).toHaveLength(4);
  });
});
