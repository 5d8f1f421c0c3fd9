/**
 * Chat through HTTP and the socket (issue 12): tokens, customer service and the agent's desk, goods
 * owners and their inbox, the delivery guarantees (stored first, server order, nonce, fetch after the
 * last seq), safety limits, and concurrency with real parallel requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatConversation, type ChatMessage, type ChatMessageList, ChatKind, ChatStatus, type UnreadCounts } from '@clearlot/contract';
import { NEW_BUYER, type TestApp, createTestApp, engines } from '../../../testing/harness';
import { makeBuyer } from '../../order/orders/testing';
import { type Account, ChatClient, DEMO_AGENT, DEMO_BUYER, DEMO_OWNER, MSG, account, chatToken, listen, nonce } from './testing';

describe.each(engines)('chat on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let buyer: Account;
  let other: Account;
  let owner: Account;
  let agent: Account;
  let ownerShopId: number;
  const clients: ChatClient[] = [];
  const connect = async (who: Account) => {
    const client = await ChatClient.open(base, await chatToken(t, who));
    clients.push(client);
    await client.next('ready');
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    base = await listen(t.app);
    [buyer, other, owner, agent] = await Promise.all([account(t, DEMO_BUYER), account(t, NEW_BUYER), account(t, DEMO_OWNER), account(t, DEMO_AGENT)]);
    const [shop] = await t.db.query<{ id: number }>('select id from goods_owner where user_id = $1', [owner.userId]);
    ownerShopId = shop!.id;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await t.close();
  });

  const openService = async (who: Account) => (await t.post<ChatConversation>(`${MSG}/chat/open`, { kind: ChatKind.CustomerService }, who.token)).body;
  const send = (who: Account, body: object) => t.post<ChatMessage>(`${MSG}/chat/send`, body, who.token);

  it('issues a chat token only for the signed-in account, and a socket opened without a valid one is refused with 7101', async () => {
    const mismatch = await t.post(`${MSG}/im/getTokenByUsername`, { username: owner.username }, buyer.token);
    expect(mismatch.body.code).toBe(7102);
    expect((await t.post(`${MSG}/im/getTokenByUsername`, { username: buyer.username })).status).toBe(401);
    const refused = await ChatClient.open(base, 'not-a-token');
    clients.push(refused);
    const error = await refused.next('error');
    expect(error.code).toBe(7101);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refused.closeCode).toBe(4401);
  });

  it('a revoked session closes its chat: the token no longer opens a socket', async () => {
    const session = await account(t, NEW_BUYER);
    const token = await chatToken(t, session);
    await t.post('/srs-user-service/buyer/logout', { token: session.token }, session.token);
    const refused = await ChatClient.open(base, token);
    clients.push(refused);
    expect((await refused.next('error')).code).toBe(7101);
  });

  it('a buyer writes to customer service over the socket; the message is stored first, acknowledged with its id and seq, and reaches the agents in the queue', async () => {
    const agentSocket = await connect(agent);
    const buyerSocket = await connect(buyer);
    const conversation = await openService(buyer);
    expect(conversation).toMatchObject({ code: 200, data: { kind: 1, conversationType: 'groupChat', status: ChatStatus.Waiting, unReadCount: 0 } });
    const id = conversation.data.id;
    const key = nonce();
    buyerSocket.send({ type: 'send', conversationId: id, nonce: key, text: 'Hello, where is my order? <b>now</b>' });
    const ack = await buyerSocket.next('ack', (frame) => frame.nonce === key);
    const [stored] = await t.db.query<{ id: number; seq: number }>('select id, seq from chat_message where nonce = $1', [key]);
    expect(ack.message).toMatchObject({ id: stored!.id, seq: stored!.seq, text: 'Hello, where is my order? <b>now</b>', senderRole: 'buyer' });
    const pushed = await agentSocket.next('message', (frame) => frame.message.nonce === key);
    expect(pushed.message.id).toBe(stored!.id);
    // the desk shows it waiting
    const desk = await t.post<{ list: ChatConversation[] }>(`${MSG}/chat/desk/list`, { tab: 'waiting' }, agent.token);
    expect(desk.body.data.list.map((c) => c.id)).toContain(id);
    // a retry of the same nonce lands once: same id, nothing new announced
    buyerSocket.send({ type: 'send', conversationId: id, nonce: key, text: 'Hello, where is my order? <b>now</b>' });
    const again = await buyerSocket.next('ack', (frame) => frame.nonce === key && frame !== ack);
    expect(again.message.id).toBe(stored!.id);
    expect(await t.db.query('select 1 from chat_message where nonce = $1', [key])).toHaveLength(1);
    // the same nonce with other words is refused
    const reused = await send(buyer, { conversationId: id, nonce: key, text: 'something else' });
    expect(reused.body.code).toBe(7110);
  });

  it('the agent takes and answers; the buyer hears the answer and the new unread count, and reading clears it', async () => {
    const buyerSocket = await connect(buyer);
    const id = (await openService(buyer)).data.id;
    const take = await t.post<ChatConversation>(`${MSG}/chat/desk/take`, { conversationId: id }, agent.token);
    expect(take.body.data).toMatchObject({ status: ChatStatus.Open, agentId: agent.userId });
    const statusFrame = await buyerSocket.next('conversation', (frame) => frame.conversationId === id && frame.status === ChatStatus.Open);
    expect(statusFrame.agentId).toBe(agent.userId);
    const answer = await send(agent, { conversationId: id, nonce: nonce(), text: 'It ships today.' });
    expect(answer.body.data).toMatchObject({ senderRole: 'agent', text: 'It ships today.' });
    await buyerSocket.next('message', (frame) => frame.message.id === answer.body.data.id);
    const unread = await buyerSocket.next('unread', (frame) => frame.conversationId === id && frame.count > 0);
    expect(unread).toMatchObject({ count: 1, total: 1 });
    expect((await t.post<UnreadCounts>(`${MSG}/chat/unread`, {}, buyer.token)).body.data.chat).toBe(1);
    const read = await t.post<UnreadCounts>(`${MSG}/chat/read`, { conversationId: id, seq: answer.body.data.seq }, buyer.token);
    expect(read.body.data.chat).toBe(0);
    await buyerSocket.next('unread', (frame) => frame.total === 0 && frame.conversationId === null);
    // the buyer's recent orders beside the conversation, for the agent only
    const orders = await t.post<{ buyer: { id: number } }>(`${MSG}/chat/desk/buyerOrders`, { conversationId: id }, agent.token);
    expect(orders.body.data.buyer.id).toBe(buyer.userId);
    // the desk's calls declare customer service's roles: anyone else is refused before the handler
    expect((await t.post(`${MSG}/chat/desk/buyerOrders`, { conversationId: id }, buyer.token)).body.code).toBe(2002);
  });

  it('records every move an agent makes on a conversation in the audit log, once: a take, a take by answering, a close (issue 34 item 7)', async () => {
    const audit = (id: number) =>
      t.db.query<{ action: string; actor_user_id: number; before: object; after: object }>(
        `select action, actor_user_id, before, after from staff_action where target_kind = 'conversation' and target_id = $1 order by id`,
        [String(id)],
      );
    const [first, second] = await Promise.all([makeBuyer(t), makeBuyer(t)]);
    const taken = (await t.post<ChatConversation>(`${MSG}/chat/open`, { kind: ChatKind.CustomerService }, first.token)).body.data.id;
    expect(await audit(taken)).toEqual([]);
    expect((await t.post(`${MSG}/chat/desk/take`, { conversationId: taken }, agent.token)).body.code).toBe(200);
    // taking it again changes nothing and records nothing
    expect((await t.post(`${MSG}/chat/desk/take`, { conversationId: taken }, agent.token)).body.code).toBe(200);
    expect((await t.post(`${MSG}/chat/desk/close`, { conversationId: taken }, agent.token)).body.code).toBe(200);
    expect((await t.post(`${MSG}/chat/desk/close`, { conversationId: taken }, agent.token)).body.code).toBe(200);
    expect(await audit(taken)).toEqual([
      {
        action: 'chat.take',
        actor_user_id: agent.userId,
        before: { status: ChatStatus.Waiting, agentId: null },
        after: { status: ChatStatus.Open, agentId: agent.userId, buyerId: first.userId },
      },
      {
        action: 'chat.close',
        actor_user_id: agent.userId,
        before: { status: ChatStatus.Open, agentId: agent.userId },
        after: { status: ChatStatus.Closed, agentId: agent.userId, buyerId: first.userId },
      },
    ]);
    // the buyer writing again puts it back in the queue: the buyer's move, not a staff action
    expect((await send({ ...buyer, token: first.token, userId: first.userId }, { conversationId: taken, nonce: nonce(), text: 'One more thing' })).body.code).toBe(200);
    expect(await audit(taken)).toHaveLength(2);

    // an agent answering a waiting conversation takes it: the same row as a take from the desk
    const answered = (await t.post<ChatConversation>(`${MSG}/chat/open`, { kind: ChatKind.CustomerService }, second.token)).body.data.id;
    expect((await send(agent, { conversationId: answered, nonce: nonce(), text: 'Hello, how can I help?' })).body.code).toBe(200);
    expect(await audit(answered)).toEqual([
      {
        action: 'chat.take',
        actor_user_id: agent.userId,
        before: { status: ChatStatus.Waiting, agentId: null },
        after: { status: ChatStatus.Open, agentId: agent.userId, buyerId: second.userId },
      },
    ]);
    expect((await send(agent, { conversationId: answered, nonce: nonce(), text: 'Still here.' })).body.code).toBe(200);
    expect(await audit(answered)).toHaveLength(1);
  });

  it('refuses the desk’s calls to everyone without customer service’s roles before the handler, whatever the body', async () => {
    for (const path of ['/chat/desk/list', '/chat/desk/counts', '/chat/desk/take', '/chat/desk/close', '/chat/desk/buyerOrders']) {
      for (const who of [buyer, owner]) {
        for (const body of [{}, { conversationId: 'x', nonsense: '\u0000' }]) {
          const res = await t.post(`${MSG}${path}`, body, who.token);
          expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 403, code: 2002 });
        }
      }
      // the agent gets past the guard to the body's validation
      expect((await t.post(`${MSG}${path}`, { nonsense: true }, agent.token)).body.code, path).toBe(1001);
    }
  });

  it('only participants read or write a conversation: anyone else is told it does not exist', async () => {
    const id = (await openService(buyer)).data.id;
    for (const [path, body] of [
      ['/chat/messages', { conversationId: id }],
      ['/chat/conversation', { conversationId: id }],
      ['/chat/send', { conversationId: id, nonce: nonce(), text: 'let me in' }],
      ['/chat/read', { conversationId: id, seq: 1 }],
    ] as const) {
      const res = await t.post(`${MSG}${path}`, body, other.token);
      expect(res.body.code, path).toBe(7103);
    }
    expect((await t.post(`${MSG}/chat/desk/list`, {}, owner.token)).body.code).toBe(2002);
    const socket = await connect(other);
    const key = nonce();
    socket.send({ type: 'send', conversationId: id, nonce: key, text: 'let me in' });
    expect((await socket.next('error', (frame) => frame.nonce === key)).code).toBe(7103);
  });

  it('a buyer chats with a goods owner, who answers from the inbox; a goods owner cannot chat with their own shop', async () => {
    const own = await t.post(`${MSG}/chat/open`, { kind: ChatKind.GoodsOwner, ownerId: ownerShopId }, owner.token);
    expect(own.body.code).toBe(7104);
    const ownerSocket = await connect(owner);
    const opened = await t.post<ChatConversation>(`${MSG}/chat/open`, { kind: ChatKind.GoodsOwner, ownerId: ownerShopId }, buyer.token);
    expect(opened.body.data).toMatchObject({ kind: 2, conversationType: 'peer', status: ChatStatus.Open, ownerId: ownerShopId });
    const id = opened.body.data.id;
    const question = await send(buyer, { conversationId: id, nonce: nonce(), text: 'Is the pallet price negotiable?' });
    await ownerSocket.next('message', (frame) => frame.message.id === question.body.data.id);
    await ownerSocket.next('unread', (frame) => frame.conversationId === id && frame.count === 1);
    const inbox = await t.post<{ list: ChatConversation[] }>(`${MSG}/chat/conversations`, {}, owner.token);
    const row = inbox.body.data.list.find((c) => c.id === id)!;
    expect(row).toMatchObject({ unReadCount: 1, lastMessage: 'Is the pallet price negotiable?' });
    expect(row.title).not.toBe('');
    const reply = await send(owner, { conversationId: id, nonce: nonce(), text: 'Yes, for 10 or more.' });
    expect(reply.body.data.senderRole).toBe('owner');
    // opening again finds the same conversation
    expect((await t.post<ChatConversation>(`${MSG}/chat/open`, { kind: ChatKind.GoodsOwner, ownerId: ownerShopId }, buyer.token)).body.data.id).toBe(id);
  });

  it("a goods owner's list by side: the inbox (buyers' questions to the shop, the console) apart from the chats they opened themselves (the storefront)", async () => {
    const asked = (await t.post<ChatConversation>(`${MSG}/chat/open`, { kind: ChatKind.GoodsOwner, ownerId: ownerShopId }, buyer.token)).body.data.id;
    const ownService = (await openService(owner)).data.id;
    const ids = async (side?: string) =>
      (await t.post<{ list: ChatConversation[]; total: number }>(`${MSG}/chat/conversations`, side ? { side } : {}, owner.token)).body.data.list.map((c) => c.id);
    const [inbox, mine, both] = [await ids('owner'), await ids('buyer'), await ids()];
    expect(inbox).toContain(asked);
    expect(inbox).not.toContain(ownService);
    expect(mine).toContain(ownService);
    expect(mine).not.toContain(asked);
    expect([...both].sort()).toEqual([...inbox, ...mine].sort());
    const refused = await t.post(`${MSG}/chat/conversations`, { side: 'agent' }, owner.token);
    expect(refused.body.code).toBe(1001);
  });

  it('after a dropped connection the client fetches everything after its last seq: nothing lost, nothing twice', async () => {
    const id = (await openService(buyer)).data.id;
    const first = await connect(buyer);
    const before = await send(agent, { conversationId: id, nonce: nonce(), text: 'before the drop' });
    await first.next('message', (frame) => frame.message.id === before.body.data.id);
    const lastSeq = before.body.data.seq;
    await first.close();
    const missed = [];
    for (const text of ['missed one', 'missed two']) missed.push((await send(agent, { conversationId: id, nonce: nonce(), text })).body.data);
    const second = await connect(buyer);
    const after = await t.post<ChatMessageList>(`${MSG}/chat/messages`, { conversationId: id, afterSeq: lastSeq }, buyer.token);
    expect(after.body.data.list.map((m) => m.text)).toEqual(['missed one', 'missed two']);
    expect(after.body.data.lastSeq).toBe(missed[1]!.seq);
    const live = await send(agent, { conversationId: id, nonce: nonce(), text: 'after the reconnect' });
    await second.next('message', (frame) => frame.message.id === live.body.data.id);
  });

  it('history pages back from the newest (500 at most per page) and forward from a seq', async () => {
    const id = (await openService(buyer)).data.id;
    const newest = await t.post<ChatMessageList>(`${MSG}/chat/messages`, { conversationId: id, pageSize: 2 }, buyer.token);
    expect(newest.body.data.list).toHaveLength(2);
    expect(newest.body.data.hasMore).toBe(true);
    const older = await t.post<ChatMessageList>(`${MSG}/chat/messages`, { conversationId: id, pageSize: 2, beforeSeq: newest.body.data.list[0]!.seq }, buyer.token);
    expect(older.body.data.list.at(-1)!.seq).toBe(newest.body.data.list[0]!.seq - 1);
    expect((await t.post(`${MSG}/chat/messages`, { conversationId: id, pageSize: 501 }, buyer.token)).body.code).toBe(1001);
  });

  it('refuses empty and over-long texts, pictures that are not the sender’s upload, and sending too fast', async () => {
    const id = (await openService(other)).data.id;
    expect((await send(other, { conversationId: id, nonce: nonce(), text: '   ' })).body.code).toBe(7106);
    expect((await send(other, { conversationId: id, nonce: nonce(), text: 'x'.repeat(2001) })).body.code).toBe(1001);
    expect((await send(other, { conversationId: id, nonce: nonce(), image: `${'a'.repeat(32)}.png` })).body.code).toBe(7108);
    expect((await send(other, { conversationId: id, nonce: 'short', text: 'hi' })).body.code).toBe(1001);
    await t.db.query(`delete from rate_limit_counter where key like 'chat:send:%'`);
    const results = [];
    for (let i = 0; i < 21; i++) results.push((await send(other, { conversationId: id, nonce: nonce(), text: `message ${i}` })).body.code);
    expect(results.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(results[20]).toBe(7109);
  });

  it('50 parallel sends of one nonce store one message; parallel senders get gapless, unique seqs in commit order', async () => {
    const conversation = await t.post<ChatConversation>(`${MSG}/chat/open`, { kind: ChatKind.GoodsOwner, ownerId: ownerShopId }, buyer.token);
    const id = conversation.body.data.id;
    // the buyer's window may hold earlier sends: start from a fresh one
    await t.db.query(`delete from rate_limit_counter where key like 'chat:send:%'`);
    const key = nonce();
    const same = await Promise.all(Array.from({ length: 50 }, () => send(buyer, { conversationId: id, nonce: key, text: 'exactly once' })));
    const stored = await t.db.query<{ id: number }>('select id from chat_message where nonce = $1', [key]);
    expect(stored).toHaveLength(1);
    for (const res of same) {
      if (res.body.code === 200) expect(res.body.data.id).toBe(stored[0]!.id);
      else expect(res.body.code).toBe(7109);
    }
    await t.db.query(`delete from rate_limit_counter where key like 'chat:send:%'`);
    const before = (await t.post<ChatConversation>(`${MSG}/chat/conversation`, { conversationId: id }, buyer.token)).body.data.lastSeq;
    const parallel = await Promise.all(Array.from({ length: 40 }, (_, i) => send(i % 2 === 0 ? buyer : owner, { conversationId: id, nonce: nonce(), text: `parallel ${i}` })));
    expect(parallel.every((res) => res.body.code === 200)).toBe(true);
    const seqs = parallel.map((res) => res.body.data.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 40 }, (_, i) => before + 1 + i));
    const ids = parallel.map((res) => [res.body.data.seq, res.body.data.id] as const).sort((a, b) => a[0] - b[0]);
    // a later seq was committed later: reading after any seq never skips one
    const all = await t.post<ChatMessageList>(`${MSG}/chat/messages`, { conversationId: id, afterSeq: before }, buyer.token);
    expect(all.body.data.list.map((m) => m.seq)).toEqual(ids.map(([seq]) => seq));
  });

  it('two agents taking one conversation at once: one takes it, the other is told', async () => {
    await t.db.query(`insert into user_role (user_id, role_id) values ($1, 5) on conflict do nothing`, [other.userId]);
    const second = await account(t, NEW_BUYER);
    const fresh = await account(t, DEMO_BUYER);
    await t.db.query(`update chat_conversation set status = 3, agent_id = null where buyer_id = $1 and kind = 1`, [fresh.userId]);
    const id = (await openService(fresh)).data.id;
    await t.db.query(`delete from rate_limit_counter where key like 'chat:send:%'`);
    await send(fresh, { conversationId: id, nonce: nonce(), text: 'anyone there?' });
    const [{ last }] = (await t.db.query<{ last: number }>('select coalesce(max(id), 0)::int as last from staff_action')) as [{ last: number }];
    const [a, b] = await Promise.all([t.post(`${MSG}/chat/desk/take`, { conversationId: id }, agent.token), t.post(`${MSG}/chat/desk/take`, { conversationId: id }, second.token)]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 7112]);
    // one take, one audit row: the refused agent's transaction recorded nothing
    expect(await t.db.query(`select 1 from staff_action where id > $1 and action = 'chat.take' and target_id = $2`, [last, String(id)])).toHaveLength(1);
    const closed = await t.post<ChatConversation>(`${MSG}/chat/desk/close`, { conversationId: id }, a.body.code === 200 ? agent.token : second.token);
    expect(closed.body.data.status).toBe(ChatStatus.Closed);
    // the buyer writing again puts it back in the queue
    await send(fresh, { conversationId: id, nonce: nonce(), text: 'one more thing' });
    expect((await t.post<ChatConversation>(`${MSG}/chat/conversation`, { conversationId: id }, fresh.token)).body.data.status).toBe(ChatStatus.Waiting);
    await t.db.query(`delete from user_role where user_id = $1 and role_id = 5`, [other.userId]);
  });
});
