/**
 * Messages this process stored or read lately, per database handle: the sockets of the process that
 * stored a message push it without reading it back, and one read serves every local recipient.
 */
import type { ChatMessageView } from '@clearlot/contract';
import type { Db } from '../../../platform/db';

const SIZE = 1024;
const caches = new WeakMap<Db, Map<number, Promise<ChatMessageView | null>>>();

function cacheOf(db: Db): Map<number, Promise<ChatMessageView | null>> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

function keep(cache: Map<number, Promise<ChatMessageView | null>>, id: number, value: Promise<ChatMessageView | null>): void {
  cache.set(id, value);
  if (cache.size > SIZE) cache.delete(cache.keys().next().value!);
}

export function rememberMessage(db: Db, message: ChatMessageView): void {
  keep(cacheOf(db), message.id, Promise.resolve(message));
}

/** The message by id: from memory when this process has it, else read once (concurrent readers share the read). */
export function recentMessage(db: Db, id: number, read: (id: number) => Promise<ChatMessageView | null>): Promise<ChatMessageView | null> {
  const cache = cacheOf(db);
  const found = cache.get(id);
  if (found) return found;
  const reading = read(id);
  keep(cache, id, reading);
  return reading;
}
