/**
 * Fan-out of chat and notice events between server processes (DESIGN.md "Real-time"). An event
 * carries ids only — the conversation, the message and the people to tell — never the text: every
 * process reads what it pushes from the database, where it was stored first.
 *
 * On PostgreSQL an event is a NOTIFY on one channel and every process holds one listener connection
 * (LISTEN) that hands the events to its own sockets, the announcing process included: one path for
 * all. On PGlite there is one process by construction, so the bus is an in-process emitter, one per
 * database handle (tests run several apps side by side, each on its own database).
 *
 * `announce(db, event)` is what the services call after their transaction has committed, so an event
 * is never announced for a write that was rolled back.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Db } from '../../../platform/db';

export const CHAT_CHANNEL = 'clearlot_chat';

/** What changed, in ids. `u`: the people to tell; `a`: every signed-in agent as well (the desk queue). */
export type ChatEvent =
  | { t: 'm'; c: number; m: number; u: number[]; a?: 1 }
  | { t: 'c'; c: number; u: number[]; a?: 1 }
  | { t: 'u'; u: number[] }
  /** these people's sessions all ended (an account closed): their open sockets are closed */
  | { t: 'x'; u: number[] }
  /** these sessions ended (signed out, a password reset or change, any revocation): the sockets opened with them are closed */
  | { t: 's'; s: number[] }
  /** the listener lost its connection and is back: sockets are told to fetch what they missed */
  | { t: 'r' };

type Listener = (event: ChatEvent) => void;

/** The in-process buses of PGlite databases. */
const localBuses = new WeakMap<Db, EventEmitter>();

function localBus(db: Db): EventEmitter {
  let bus = localBuses.get(db);
  if (!bus) {
    bus = new EventEmitter();
    bus.setMaxListeners(0);
    localBuses.set(db, bus);
  }
  return bus;
}

/** The payload must stay under PostgreSQL's 8,000 bytes: a long recipient list is cut to a re-read. */
const MAX_PAYLOAD = 7_900;

/** Announces an event to every process (after the write it describes has committed). */
export async function announce(db: Db, event: ChatEvent): Promise<void> {
  if (db.engine === 'pglite') {
    const bus = localBuses.get(db);
    // delivered on a later turn, as a NOTIFY would be: the caller finishes its answer first
    if (bus) queueMicrotask(() => bus.emit('event', event));
    return;
  }
  let payload = JSON.stringify(event);
  if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ t: 'r' } satisfies ChatEvent);
  await db.query('select pg_notify($1, $2)', [CHAT_CHANNEL, payload]);
}

export interface ChatBus {
  subscribe(listener: Listener): () => void;
  close(): Promise<void>;
}

function parseEvent(payload: string | undefined): ChatEvent | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as { t?: unknown };
    return value && typeof value === 'object' && typeof value.t === 'string' ? (value as ChatEvent) : null;
  } catch {
    return null;
  }
}

/**
 * This process's end of the bus: on PostgreSQL one LISTEN connection, reconnected after a failure
 * (the sockets are then told to fetch what they missed: NOTIFYs sent meanwhile are lost).
 */
export async function openChatBus(db: Db, databaseUrl: string | null, log: { warn(obj: object, msg: string): void }): Promise<ChatBus> {
  const emitter = db.engine === 'pglite' || !databaseUrl ? localBus(db) : new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl! });
    next.on('notification', (message) => {
      const event = parseEvent(message.payload);
      if (event) emitter.emit('event', event);
    });
    const lost = (error?: unknown) => {
      if (closed || client !== next) return;
      client = null;
      log.warn({ err: error }, 'chat listener connection lost; reconnecting');
      next.removeAllListeners('end');
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`listen ${CHAT_CHANNEL}`);
    client = next;
    if (isReconnect) emitter.emit('event', { t: 'r' } satisfies ChatEvent);
  };
  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect(true).catch((error: unknown) => {
        log.warn({ err: error }, 'chat listener could not reconnect; trying again');
        scheduleReconnect();
      });
    }, 1000);
    retry.unref();
  };

  if (db.engine === 'postgres' && databaseUrl) await connect(false);

  return {
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
