/**
 * A chat socket does not outlive its session (issue 31 item 1), and a chat message is validated once,
 * the same over HTTP and over the socket (item 5). On PostgreSQL the sockets sit on a second app
 * instance over the same database, so the session's end crosses processes through NOTIFY; on PGlite
 * it goes through the in-process bus.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ChatConversation, type ChatMessage, CHAT_CLOSE_TOKEN_INVALID, CHAT_TEXT_MAX, ChatKind, ErrorCatalogue } from '@clearlot/contract';
import { hashToken, revokeSession } from '../../../platform/sessions';
import { NEW_BUYER, type SecondProcess, type TestApp, USER, createTestApp, engines, secondProcess } from '../../../testing/harness';
import { type Account, ChatClient, DEMO_BUYER, MSG, account, chatToken, listen, nonce } from './testing';

const closed = async (client: ChatClient, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (client.closeCode === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return client.closeCode;
};

describe.each(engines)('chat sessions on %s', (engine) => {
  let t: TestApp;
  /** where the sockets are: a second app instance on PostgreSQL, the same app on PGlite */
  let second: SecondProcess | null = null;
  let socketApp: FastifyInstance;
  let base: string;
  const clients: ChatClient[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
    if (engine === 'postgres') second = await secondProcess(t);
    socketApp = second?.app ?? t.app;
    base = await listen(socketApp);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await second?.close();
    await t.close();
  });

  const connect = async (who: Account) => {
    const client = await ChatClient.open(base, await chatToken(t, who));
    clients.push(client);
    await client.next('ready');
    return client;
  };
  const serviceConversation = async (who: Account) => (await t.post<ChatConversation>(`${MSG}/chat/open`, { kind: ChatKind.CustomerService }, who.token)).body.data.id;
  const storedWithNonce = async (key: string) => (await t.db.query('select id from chat_message where nonce = $1', [key])).length;
  const ended = ErrorCatalogue.chatSessionEnded;

  it('signing out closes that session’s sockets (told why, close code 4401) and leaves the same person’s other session open', async () => {
    const phone = await account(t, DEMO_BUYER);
    const laptop = await account(t, DEMO_BUYER);
    const conversationId = await serviceConversation(phone);
    const [phoneSocket, phoneSecondTab, laptopSocket] = [await connect(phone), await connect(phone), await connect(laptop)];

    expect((await t.post(`${USER}/buyer/logout`, { token: phone.token }, phone.token)).body.code).toBe(200);
    expect(await closed(phoneSocket)).toBe(CHAT_CLOSE_TOKEN_INVALID);
    expect(await closed(phoneSecondTab)).toBe(CHAT_CLOSE_TOKEN_INVALID);
    expect(phoneSocket.frames).toContainEqual(expect.objectContaining({ type: 'error', code: ended.code, message: ended.zh, messageEn: ended.en }));

    // the other session's socket still sends
    const key = nonce();
    laptopSocket.send({ type: 'send', conversationId, nonce: key, text: 'Still here on the laptop' });
    expect((await laptopSocket.next('ack', (frame) => frame.nonce === key)).message.text).toBe('Still here on the laptop');
    expect(laptopSocket.closeCode).toBeNull();
  });

  it('a message sent on a socket whose session has just ended, before the close reaches it, is refused and not stored', async () => {
    const buyer = await account(t, DEMO_BUYER);
    const conversationId = await serviceConversation(buyer);
    const socket = await connect(buyer);
    const [session] = await t.db.query<{ id: number }>('select id from user_session where token_hash = $1', [hashToken(buyer.token)]);
    // revoked in the database without announcing it: the moment between a revocation and its close
    await revokeSession(t.db, session!.id);
    const key = nonce();
    socket.send({ type: 'send', conversationId, nonce: key, text: 'Sent after signing out' });
    const refusal = await socket.next('error', (frame) => frame.nonce === key);
    expect(refusal).toMatchObject({ code: ended.code, message: ended.zh, messageEn: ended.en });
    expect(await storedWithNonce(key)).toBe(0);
  });

  it('a password reset signs out every device: each of their sockets closes', async () => {
    const sessions = await Promise.all([account(t, NEW_BUYER), account(t, NEW_BUYER)]);
    const sockets = await Promise.all(sessions.map(connect));
    await t.post(`${USER}/captcha/sendEmailCode`, { email: NEW_BUYER.email, scene: 'resetPassword' });
    const code = await t.latestCode(NEW_BUYER.email);
    const reset = await t.post(`${USER}/buyer/checkCodeAndResetPassword`, { email: NEW_BUYER.email, code, password: NEW_BUYER.password, confirmPassword: NEW_BUYER.password });
    expect(reset.body.code).toBe(200);
    for (const socket of sockets) expect(await closed(socket)).toBe(CHAT_CLOSE_TOKEN_INVALID);
  });

  it('changing the password closes the sockets of the other sessions and keeps this one’s', async () => {
    const [here, elsewhere] = await Promise.all([account(t, NEW_BUYER), account(t, NEW_BUYER)]);
    const conversationId = await serviceConversation(here);
    const [hereSocket, elsewhereSocket] = [await connect(here), await connect(elsewhere)];
    const changed = await t.post(`${USER}/buyer/updatePassword`, { currentPassword: NEW_BUYER.password, password: 'N3w!Password', confirmPassword: 'N3w!Password' }, here.token);
    expect(changed.body.code).toBe(200);
    expect(await closed(elsewhereSocket)).toBe(CHAT_CLOSE_TOKEN_INVALID);
    const key = nonce();
    hereSocket.send({ type: 'send', conversationId, nonce: key, text: 'This device stays signed in' });
    await hereSocket.next('ack', (frame) => frame.nonce === key);
    expect(hereSocket.closeCode).toBeNull();
    await t.post(`${USER}/buyer/updatePassword`, { currentPassword: 'N3w!Password', password: NEW_BUYER.password, confirmPassword: NEW_BUYER.password }, here.token);
  });

  it('a NUL byte or an over-long text is refused over the socket with the envelope HTTP gives the same body, nothing stored and no error logged', async () => {
    const buyer = await account(t, DEMO_BUYER);
    const conversationId = await serviceConversation(buyer);
    const socket = await connect(buyer);
    const errors = vi.spyOn(socketApp.log, 'error');
    try {
      for (const text of ['Hello\u0000world', 'x'.repeat(CHAT_TEXT_MAX + 1), '\ud800 half a pair']) {
        const key = nonce();
        const body = { conversationId, nonce: key, text };
        const overHttp = await t.post<ChatMessage>(`${MSG}/chat/send`, body, buyer.token);
        expect(overHttp.status).toBe(400);
        socket.send({ type: 'send', ...body });
        const overSocket = await socket.next('error', (frame) => frame.nonce === key);
        const { type: _type, nonce: _nonce, ...envelope } = overSocket;
        expect(envelope).toEqual(overHttp.body);
        expect(envelope.data?.field).toBe('text');
        expect(await storedWithNonce(key)).toBe(0);
      }
      // a read marker goes through the same check
      socket.send({ type: 'read', conversationId, seq: 'x\u0000' });
      expect(await socket.next('error', (frame) => frame.data?.field === 'seq')).toMatchObject({ code: ErrorCatalogue.validationFailed.code });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
