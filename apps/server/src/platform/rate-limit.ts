/**
 * Fixed-window counters in the database, so limits hold across server processes.
 * `hit` counts one event and returns the count in the current window.
 */
import type { Queryable } from './db';
import { fail } from './errors';

export interface Limit {
  key: string;
  windowSeconds: number;
  max: number;
}

export async function hit(db: Queryable, key: string, windowSeconds: number): Promise<number> {
  const rows = await db.query<{ hits: number }>(
    `insert into rate_limit_counter as c (key, window_start, hits) values ($1, now(), 1)
     on conflict (key) do update set
       hits = case when c.window_start <= now() - make_interval(secs => $2) then 1 else c.hits + 1 end,
       window_start = case when c.window_start <= now() - make_interval(secs => $2) then now() else c.window_start end
     returning hits`,
    [key, windowSeconds],
  );
  return rows[0]?.hits ?? 1;
}

/** Current count without counting. */
export async function peek(db: Queryable, key: string, windowSeconds: number): Promise<number> {
  const rows = await db.query<{ hits: number }>(
    `select hits from rate_limit_counter where key = $1 and window_start > now() - make_interval(secs => $2)`,
    [key, windowSeconds],
  );
  return rows[0]?.hits ?? 0;
}

export async function reset(db: Queryable, key: string): Promise<void> {
  await db.query('delete from rate_limit_counter where key = $1', [key]);
}

/** Count one event against each limit; refuse with `error` when any is exceeded. */
export async function enforce(
  db: Queryable,
  limits: readonly Limit[],
  error: 'tooManyRequests' | 'sendLimitReached' | 'verificationCodeTooSoon' = 'tooManyRequests',
): Promise<void> {
  for (const limit of limits) {
    if ((await hit(db, limit.key, limit.windowSeconds)) > limit.max) fail(error);
  }
}

/** Delete finished windows (run by the sweeper). */
export async function purgeExpiredCounters(db: Queryable): Promise<void> {
  await db.query(`delete from rate_limit_counter where window_start < now() - interval '1 day'`);
}
