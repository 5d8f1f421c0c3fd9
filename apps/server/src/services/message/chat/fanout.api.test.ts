/**
 * One conversation across two server processes (issue 12, DESIGN.md "Real-time"): two real
 * `main.ts` processes on one PostgreSQL database, the buyer's socket on one and the agent's and the
 * goods owner's on the other. Everything that crosses between them goes through NOTIFY carrying ids.
 * PostgreSQL only (PGlite is one process by construction; its in-process bus is in chat.api.test.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatConversation, type ChatMessage, ChatKind, type Envelope } from '@clearlot/contract';
import { type Db, openDb } from '../../../platform/db';
import { createSession } from '../../../platform/sessions';
import { engines, freshPostgres } from '../../../testing/harness';
import { postNotice, NoticeKinds } from '../notices/service';
import { ChatClient, MSG, nonce } from './testing';

const MAIN = resolve(import.meta.dirname, '../../../main.ts');

async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SWEEPER: 'false',
      CAPTCHA_ENABLED: 'false',
      METRICS: 'false',
      CLEARLOT_WEB_DIST: '/nonexistent',
      CLEARLOT_MEDIA_DIR: mkdtempSync(join(tmpdir(), 'clearlot-fanout-media-')),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill();
  throw new Error(`server on ${port} did not start`);
}

describe.skipIf(!engines.includes('postgres'))('chat across two server processes on postgres', () => {
  let drop: () => Promise<void>;
  let db: Db;
  const servers: ChildProcess[] = [];
  const clients: ChatClient[] = [];
  const port = 39_000 + Math.floor(Math.random() * 2000);
  const apiA = `http://127.0.0.1:${port}`;
  const apiB = `http://127.0.0.1:${port + 1}`;
  const people: Record<'buyer' | 'agent' | 'owner', { userId: number; token: string; username: string }> = {} as never;

  const call = async <T>(api: string, path: string, body: object, token: string) => {
    const response = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  };
  const socket = async (api: string, who: keyof typeof people) => {
    const token = await call<string>(api, `${MSG}/im/getTokenByUsername`, { username: people[who].username }, people[who].token);
    const client = await ChatClient.open(api.replace('http', 'ws'), token.data);
    clients.push(client);
    await client.next('ready');
    return client;
  };

  beforeAll(async () => {
    const fresh = await freshPostgres();
    drop = fresh.drop;
    // the first migrates and seeds; the second starts on the same database
    servers.push(await startServer(fresh.url, port));
    servers.push(await startServer(fresh.url, port + 1));
    db = await openDb({ databaseUrl: fresh.url, dataDir: '' });
    for (const [who, email] of [
      ['buyer', 'buyer@clearlot.test'],
      ['agent', 'agent@clearlot.test'],
      ['owner', 'owner@clearlot.test'],
    ] as const) {
      const [row] = await db.query<{ id: number; username: string }>('select id, username from app_user where email = $1', [email]);
      people[who] = { userId: row!.id, username: row!.username, token: await createSession(db, { userId: row!.id, pending: false, ip: null, userAgent: null }) };
    }
  }, 180_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map((server) => new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)))));
    await db?.close();
    await drop?.();
  });

  it('a buyer on process A and customer service on process B talk in one conversation, both ways, with unread counts', async () => {
    const buyerOnA = await socket(apiA, 'buyer');
    const agentOnB = await socket(apiB, 'agent');
    const conversation = await call<ChatConversation>(apiA, `${MSG}/chat/open`, { kind: ChatKind.CustomerService }, people.buyer.token);
    const id = conversation.data.id;
    const key = nonce();
    buyerOnA.send({ type: 'send', conversationId: id, nonce: key, text: 'Hello from process A' });
    const ack = await buyerOnA.next('ack', (frame) => frame.nonce === key);
    const heard = await agentOnB.next('message', (frame) => frame.message.id === ack.message.id);
    expect(heard.message).toMatchObject({ text: 'Hello from process A', seq: ack.message.seq, senderRole: 'buyer' });

    const answer = await call<ChatMessage>(apiB, `${MSG}/chat/send`, { conversationId: id, nonce: nonce(), text: 'Hello from process B' }, people.agent.token);
    expect(answer.code).toBe(200);
    const back = await buyerOnA.next('message', (frame) => frame.message.id === answer.data.id);
    expect(back.message.text).toBe('Hello from process B');
    expect(await buyerOnA.next('unread', (frame) => frame.conversationId === id && frame.count >= 1)).toMatchObject({ count: 1 });
  });

  it('a goods owner on process B hears a buyer on process A, and a message-centre notice reaches the buyer’s header on A', async () => {
    const ownerOnB = await socket(apiB, 'owner');
    const buyerOnA = await socket(apiA, 'buyer');
    const [shop] = await db.query<{ id: number }>('select id from goods_owner where user_id = $1', [people.owner.userId]);
    const conversation = await call<ChatConversation>(apiA, `${MSG}/chat/open`, { kind: ChatKind.GoodsOwner, ownerId: shop!.id }, people.buyer.token);
    const sent = await call<ChatMessage>(apiA, `${MSG}/chat/send`, { conversationId: conversation.data.id, nonce: nonce(), text: 'Any more pallets?' }, people.buyer.token);
    await ownerOnB.next('message', (frame) => frame.message.id === sent.data.id);
    // a notice posted by this test process (a third one) reaches the socket through NOTIFY as well
    const before = (await call<{ notices: number }>(apiA, `${MSG}/chat/unread`, {}, people.buyer.token)).data.notices;
    await postNotice(db, people.buyer.userId, { kind: NoticeKinds.Other, title: { en: 'Hello', zh: '你好' }, body: { en: 'A notice', zh: '一条通知' } });
    expect(await buyerOnA.next('unread', (frame) => frame.conversationId === null && frame.notices === before + 1)).toMatchObject({ notices: before + 1 });
  });
});
