/** Test helpers for chat: accounts, chat tokens and a socket client that remembers every frame. */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { CHAT_SOCKET_PATH, type ChatServerFrame } from '@clearlot/contract';
import { DEMO_BUYER, type TestApp, signIn } from '../../../testing/harness';

export const MSG = '/srs-message-service';
export const DEMO_OWNER = { email: 'owner@clearlot.test', password: 'Demo#Owner2026' };
export const DEMO_AGENT = { email: 'agent@clearlot.test', password: 'Demo#Agent2026' };
export { DEMO_BUYER };

export const nonce = () => randomUUID();

export interface Account {
  token: string;
  userId: number;
  username: string;
}

export async function account(t: TestApp, who: { email: string; password: string }): Promise<Account> {
  const token = await signIn(t, who);
  const [row] = await t.db.query<{ id: number; username: string }>('select id, username from app_user where email = $1', [who.email]);
  return { token, userId: row!.id, username: row!.username };
}

export async function chatToken(t: TestApp, who: Account): Promise<string> {
  const res = await t.post<string>(`${MSG}/im/getTokenByUsername`, { username: who.username }, who.token);
  if (res.body.code !== 200) throw new Error(`no chat token: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function listen(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A socket that keeps every frame it received and can wait for one. */
export class ChatClient {
  readonly frames: ChatServerFrame[] = [];
  private waiters: Array<{ match: (frame: ChatServerFrame) => boolean; resolve: (frame: ChatServerFrame) => void }> = [];
  closeCode: number | null = null;
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ChatServerFrame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(frame)) return true;
        waiter.resolve(frame);
        return false;
      });
    });
    socket.on('close', (code) => {
      this.closeCode = code;
    });
  }

  static async open(base: string, token: string): Promise<ChatClient> {
    const socket = new WebSocket(`${base}${CHAT_SOCKET_PATH}?token=${encodeURIComponent(token)}`);
    const client = new ChatClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** The first frame (already received or still to come) that matches, within the time given. */
  next<T extends ChatServerFrame['type']>(
    type: T,
    where: (frame: Extract<ChatServerFrame, { type: T }>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Extract<ChatServerFrame, { type: T }>> {
    const match = (frame: ChatServerFrame) => frame.type === type && where(frame as Extract<ChatServerFrame, { type: T }>);
    const seen = this.frames.find(match);
    if (seen) return Promise.resolve(seen as Extract<ChatServerFrame, { type: T }>);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.slice(-5))}`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame as Extract<ChatServerFrame, { type: T }>);
        },
      });
    });
  }

  send(frame: object): void {
    this.socket.send(JSON.stringify(frame));
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}
