/**
 * The periodic sweeper: applies timed rules and clears expired rows. Every job is an
 * idempotent statement (compare-and-set), so several server processes may sweep at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db';

export type SweepJob = { name: string; run: (db: Db) => Promise<void> };

/** What the sweeper reports as it works (the metrics listen). */
export interface SweepObserver {
  jobFinished(job: string, outcome: 'ok' | 'failed', seconds: number): void;
  passFinished(): void;
}

export function startSweeper(db: Db, jobs: readonly SweepJob[], log: FastifyBaseLogger, intervalMs = 30_000, observer?: SweepObserver) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    for (const job of jobs) {
      const started = performance.now();
      let outcome: 'ok' | 'failed' = 'ok';
      try {
        await job.run(db);
      } catch (error) {
        outcome = 'failed';
        log.error({ err: error, job: job.name }, 'sweeper job failed');
      }
      observer?.jobFinished(job.name, outcome, (performance.now() - started) / 1000);
    }
    observer?.passFinished();
    running = false;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}
