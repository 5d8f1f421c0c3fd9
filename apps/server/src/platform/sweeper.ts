/**
 * The periodic sweeper: applies timed rules and clears expired rows. Every job is an
 * idempotent statement (compare-and-set), so several server processes may sweep at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db';

export type SweepJob = { name: string; run: (db: Db) => Promise<void> };

export function startSweeper(db: Db, jobs: readonly SweepJob[], log: FastifyBaseLogger, intervalMs = 30_000) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    for (const job of jobs) {
      try {
        await job.run(db);
      } catch (error) {
        log.error({ err: error, job: job.name }, 'sweeper job failed');
      }
    }
    running = false;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}
