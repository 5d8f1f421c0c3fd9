/**
 * Limits kept in the database, so they hold across server processes and under any concurrency.
 * A request takes its place in a fixed window with one statement that counts and compares at
 * once, refusing without counting when the window is already full: however many requests
 * arrive together, at most `max` get past per window.
 *
 * Two kinds share the mechanism:
 * - request limits (`enforce`): every request counts (code sending, the contact form, resets);
 * - failure limits on a secret (`takeTry`): a try is taken *before* the password or code is
 *   evaluated and then settled. Only failures stay counted; a try still being evaluated holds
 *   its place meanwhile, so at most `max` wrong evaluations can ever happen per window. When the
 *   places are held by tries still in flight (a burst of right passwords), a taker waits for
 *   them to settle instead of being told it is locked out.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ErrorName } from '@clearlot/contract';
import type { Queryable } from './db';
import { fail } from './errors';

export interface Limit {
  key: string;
  windowSeconds: number;
  max: number;
  /** the refusal when this limit is used up (default: the caller's, else tooManyRequests) */
  refusal?: ErrorName;
}

/** A place taken in a window: remembered so it is settled in that window only. */
interface Place {
  key: string;
  windowStart: string;
}

/**
 * How long a try waits for the tries in flight before it gives up with tooManyRequests. Tries
 * settle within an argon2 verification each, so only a try left unsettled by a process that died
 * (its place is freed when the window ends) makes anyone wait this long.
 */
const WAIT_FOR_TRIES_MS = 30_000;
const FIRST_WAIT_MS = 10;
const LONGEST_WAIT_MS = 200;

/** Takes one place in the current window of `limit`; null when the window is full (nothing counted). */
async function takePlace(db: Queryable, limit: Limit): Promise<Place | null> {
  // On a conflict PostgreSQL locks the row and evaluates the WHERE on its newest version, so
  // parallel takers queue on the row and each sees the count the one before left.
  const rows = await db.query<{ window_start: string }>(
    `insert into rate_limit_counter as c (key, window_start, hits) values ($1, now(), 1)
     on conflict (key) do update set
       hits = case when c.window_start <= now() - make_interval(secs => $2) then 1 else c.hits + 1 end,
       failures = case when c.window_start <= now() - make_interval(secs => $2) then 0 else c.failures end,
       window_start = case when c.window_start <= now() - make_interval(secs => $2) then now() else c.window_start end
     where c.window_start <= now() - make_interval(secs => $2) or c.hits < $3
     returning window_start::text`,
    [limit.key, limit.windowSeconds, limit.max],
  );
  const row = rows[0];
  return row ? { key: limit.key, windowStart: row.window_start } : null;
}

async function releasePlaces(db: Queryable, places: readonly Place[]): Promise<void> {
  for (const place of places) {
    await db.query('update rate_limit_counter set hits = hits - 1 where key = $1 and window_start = $2::timestamptz and hits > 0', [place.key, place.windowStart]);
  }
}

/** Counts one request against each limit (all or none); refuses when any is used up. */
export async function enforce(db: Queryable, limits: readonly Limit[], refusal: ErrorName = 'tooManyRequests'): Promise<void> {
  const taken: Place[] = [];
  for (const limit of limits) {
    const place = await takePlace(db, limit);
    if (!place) {
      await releasePlaces(db, taken);
      fail(limit.refusal ?? refusal);
    }
    taken.push(place);
  }
}

/** One try at a secret, taken before it is evaluated; settle it exactly once. */
export interface Try {
  /** The secret was wrong: the try stays counted. Returns the window's failures so far. */
  failed(): Promise<number>;
  /** The secret was right: the try is given back; `forgetFailures` also clears the window's failures. */
  succeeded(options?: { forgetFailures?: boolean }): Promise<void>;
  /** The secret was not evaluated after all (e.g. another limit refused): the try is given back. */
  withdraw(): Promise<void>;
}

function settleable(db: Queryable, place: Place): Try {
  return {
    async failed() {
      const rows = await db.query<{ failures: number }>(
        'update rate_limit_counter set failures = failures + 1 where key = $1 and window_start = $2::timestamptz returning failures',
        [place.key, place.windowStart],
      );
      return rows[0]?.failures ?? 1;
    },
    async succeeded(options = {}) {
      await db.query(
        options.forgetFailures
          ? 'update rate_limit_counter set hits = greatest(hits - 1 - failures, 0), failures = 0 where key = $1 and window_start = $2::timestamptz'
          : 'update rate_limit_counter set hits = greatest(hits - 1, 0) where key = $1 and window_start = $2::timestamptz',
        [place.key, place.windowStart],
      );
    },
    withdraw: () => releasePlaces(db, [place]),
  };
}

/**
 * Takes a try against a failure limit before a secret is evaluated. Refuses with the limit's
 * refusal when the window's failures have used it up; waits while its places are held by tries
 * still being evaluated (tooManyRequests if they do not settle in time).
 */
export async function takeTry(db: Queryable, limit: Limit & { refusal: ErrorName }): Promise<Try> {
  const deadline = Date.now() + WAIT_FOR_TRIES_MS;
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    const place = await takePlace(db, limit);
    if (place) return settleable(db, place);
    const [window] = await db.query<{ failures: number }>('select failures from rate_limit_counter where key = $1', [limit.key]);
    if ((window?.failures ?? 0) >= limit.max) return fail(limit.refusal);
    if (Date.now() >= deadline) return fail('tooManyRequests');
    await sleep(wait);
  }
}

/** Takes a try against each limit in order, or none (a refusal withdraws the tries already taken). */
export async function takeTries<const L extends ReadonlyArray<Limit & { refusal: ErrorName }>>(db: Queryable, limits: L): Promise<{ [K in keyof L]: Try }> {
  const taken: Try[] = [];
  try {
    for (const limit of limits) taken.push(await takeTry(db, limit));
  } catch (error) {
    for (const attempt of taken) await attempt.withdraw();
    throw error;
  }
  return taken as { [K in keyof L]: Try };
}

/** Starts a key afresh (e.g. a new payment password clears the old one's failures). */
export async function clearLimit(db: Queryable, key: string): Promise<void> {
  await db.query('delete from rate_limit_counter where key = $1', [key]);
}

/** Delete finished windows (run by the sweeper). */
export async function purgeExpiredCounters(db: Queryable): Promise<void> {
  await db.query(`delete from rate_limit_counter where window_start < now() - interval '1 day'`);
}
