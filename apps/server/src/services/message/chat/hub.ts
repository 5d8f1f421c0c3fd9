/**
 * This process's chat sockets (a room per person, immich-style) and what it pushes to them when the
 * bus brings an event: the message itself (read once from the database however many local sockets
 * want it), the new unread figures of each person told, conversation changes for the agents' desk.
 * Every socket is authenticated by its chat token before it joins a room.
 */
import type { WebSocket } from 'ws';
import { type ChatServerFrame, SendChatBody, ReadChatBody, ErrorCatalogue, CHAT_CLOSE_GOING_AWAY, CHAT_CLOSE_TOKEN_INVALID } from '@clearlot/contract';
import type { ZodType } from 'zod';
import type { Db } from '../../../platform/db';
import { AppError, RequestValidationError, validationEnvelope } from '../../../platform/errors';
import { zodValidatorCompiler } from '../../../platform/http';
import type { ChatBus, ChatEvent } from './bus';
import { type ChatPorts, type ChatUser, isAgent, markRead, sendMessage } from './service';
import { recentMessage } from './recent';
import * as store from './store';

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const HEARTBEAT_MS = 30_000;
/** The heartbeat looks every second and pings the sockets whose turn it is: 10,000 pings at one instant held the event loop for tens of milliseconds. */
const HEARTBEAT_TICK_MS = 1_000;

export interface ChatHub {
  join(socket: WebSocket, user: ChatUser): void;
  /** sockets open on this process (metrics, benchmark) */
  size(): number;
  close(): void;
}

interface Member {
  user: ChatUser;
  alive: boolean;
  /** when its next ping is due (each socket's turn comes HEARTBEAT_MS after it joined, so turns spread out) */
  pingAt: number;
}

function send(socket: WebSocket, frame: ChatServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

function errorFrame(error: unknown, nonce?: string): ChatServerFrame {
  if (error instanceof RequestValidationError) {
    // the envelope an HTTP call with the same body is answered with (the field named, both languages)
    const { code, message, messageEn, data } = validationEnvelope(error);
    return { type: 'error', ...(nonce ? { nonce } : {}), code, message, messageEn, data };
  }
  const definition = error instanceof AppError ? error.definition : ErrorCatalogue.internal;
  return { type: 'error', ...(nonce ? { nonce } : {}), code: definition.code, message: definition.zh, messageEn: definition.en };
}

/**
 * A frame's body checked exactly as the HTTP route checks its body (platform/http's validator: no NUL
 * or half surrogate pair anywhere, then the contract's schema), so both ways refuse the same input
 * with the same envelope.
 */
function validated<T>(schema: ZodType<T>, data: unknown): T {
  const result = zodValidatorCompiler({ schema, method: 'POST', url: '', httpPart: 'body' })(data) as { value?: T; error?: Error };
  if (result.error) throw result.error;
  return result.value as T;
}

export function createChatHub(db: Db, bus: ChatBus, ports: ChatPorts, log: Log): ChatHub {
  const rooms = new Map<number, Set<WebSocket>>();
  /** the sockets opened with each session (a chat token is issued to one session) */
  const sessions = new Map<number, Set<WebSocket>>();
  const members = new Map<WebSocket, Member>();
  const agents = new Set<number>();

  const socketsOf = (userId: number) => rooms.get(userId) ?? new Set<WebSocket>();
  const recipientsOf = (event: { u: number[]; a?: 1 }) => {
    const people = new Set(event.u);
    if (event.a) for (const agent of agents) people.add(agent);
    return [...people].filter((userId) => rooms.has(userId));
  };

  const cachedMessage = (id: number) => recentMessage(db, id, (messageId) => store.messageById(db, messageId));

  const pushUnread = async (userId: number, conversationId: number | null) => {
    const figures = await store.unreadFigures(db, userId, conversationId);
    for (const socket of socketsOf(userId)) send(socket, { type: 'unread', conversationId, ...figures });
  };

  const handle = async (event: ChatEvent) => {
    if (event.t === 'm') {
      const people = recipientsOf(event);
      if (people.length === 0) return;
      const message = await cachedMessage(event.m);
      if (!message) return;
      for (const userId of people) for (const socket of socketsOf(userId)) send(socket, { type: 'message', message });
      await Promise.all(people.filter((userId) => userId !== message.senderId).map((userId) => pushUnread(userId, event.c)));
    } else if (event.t === 'c') {
      const people = recipientsOf(event);
      if (people.length === 0) return;
      const row = await store.conversation(db, event.c);
      if (!row) return;
      for (const userId of people) for (const socket of socketsOf(userId)) send(socket, { type: 'conversation', conversationId: row.id, status: row.status, agentId: row.agentId });
    } else if (event.t === 'u') {
      await Promise.all(event.u.filter((userId) => rooms.has(userId)).map((userId) => pushUnread(userId, null)));
    } else if (event.t === 's') {
      // the session that opened them ended: told so, then closed (the client asks for a new token, which a dead session cannot have)
      for (const sessionId of event.s) {
        for (const socket of sessions.get(sessionId) ?? []) {
          send(socket, errorFrame(new AppError('chatSessionEnded')));
          socket.close(CHAT_CLOSE_TOKEN_INVALID, 'session ended');
        }
      }
    } else if (event.t === 'x') {
      // the token that opened them is gone with every session: the socket is told so and closed
      for (const userId of event.u) for (const socket of socketsOf(userId)) socket.close(CHAT_CLOSE_TOKEN_INVALID, 'session ended');
    } else {
      // the listener was away: events may be lost, so every socket fetches what it missed
      for (const socket of members.keys()) send(socket, { type: 'resync' });
    }
  };
  const unsubscribe = bus.subscribe((event) => {
    handle(event).catch((error: unknown) => log.error({ err: error }, 'chat event not delivered'));
  });

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const [socket, member] of members) {
      if (member.pingAt > now) continue;
      if (!member.alive) {
        socket.terminate();
        continue;
      }
      member.alive = false;
      member.pingAt = now + HEARTBEAT_MS;
      socket.ping();
    }
  }, HEARTBEAT_TICK_MS);
  heartbeat.unref();

  const receive = async (socket: WebSocket, user: ChatUser, raw: string) => {
    let frame: { type?: unknown; nonce?: unknown } & Record<string, unknown>;
    try {
      frame = JSON.parse(raw) as typeof frame;
    } catch {
      return send(socket, errorFrame(new AppError('chatFrameInvalid')));
    }
    const nonce = typeof frame?.nonce === 'string' ? frame.nonce.slice(0, 64) : undefined;
    try {
      if (frame?.type === 'ping') return send(socket, { type: 'pong' });
      if (frame?.type === 'send') {
        const { type: _type, ...rest } = frame;
        const body = validated(SendChatBody, rest);
        const { message } = await sendMessage(db, ports, user, body);
        return send(socket, { type: 'ack', nonce: body.nonce, message });
      }
      if (frame?.type === 'read') {
        const { type: _type, ...rest } = frame;
        const body = validated(ReadChatBody, rest);
        return await markRead(db, user, body.conversationId, body.seq);
      }
      throw new AppError('chatFrameInvalid');
    } catch (error) {
      // refused input is the sender's mistake, answered in the frame: only a fault of ours is logged
      if (!(error instanceof AppError) && !(error instanceof RequestValidationError)) log.error({ err: error }, 'chat frame failed');
      send(socket, errorFrame(error, nonce));
    }
  };

  return {
    join(socket, user) {
      const member: Member = { user, alive: true, pingAt: Date.now() + HEARTBEAT_MS };
      members.set(socket, member);
      let room = rooms.get(user.userId);
      if (!room) rooms.set(user.userId, (room = new Set()));
      room.add(socket);
      if (isAgent(user)) agents.add(user.userId);
      const sessionId = user.sessionId;
      let sessionSockets: Set<WebSocket> | undefined;
      if (sessionId !== undefined) {
        sessionSockets = sessions.get(sessionId);
        if (!sessionSockets) sessions.set(sessionId, (sessionSockets = new Set()));
        sessionSockets.add(socket);
      }
      socket.on('pong', () => {
        member.alive = true;
      });
      socket.on('message', (data, isBinary) => {
        member.alive = true;
        if (isBinary) return send(socket, errorFrame(new AppError('chatFrameInvalid')));
        void receive(socket, user, data.toString());
      });
      socket.on('close', () => {
        members.delete(socket);
        room.delete(socket);
        if (sessionSockets) {
          sessionSockets.delete(socket);
          if (sessionSockets.size === 0) sessions.delete(sessionId!);
        }
        if (room.size === 0) {
          rooms.delete(user.userId);
          agents.delete(user.userId);
        }
      });
      send(socket, { type: 'ready', userId: user.userId });
      pushUnread(user.userId, null).catch((error: unknown) => log.warn({ err: error }, 'unread figures not sent'));
    },
    size: () => members.size,
    close() {
      unsubscribe();
      clearInterval(heartbeat);
      for (const socket of members.keys()) socket.close(CHAT_CLOSE_GOING_AWAY, 'server closing');
    },
  };
}
