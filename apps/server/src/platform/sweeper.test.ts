import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Db } from './db';
import { type SweepObserver, startSweeper } from './sweeper';

describe('sweeper', () => {
  it('runs every job even when one fails, and reports each run and the finished pass', async () => {
    const ran: string[] = [];
    const reported: Array<[string, string]> = [];
    let passes = 0;
    const observer: SweepObserver = {
      jobFinished: (job, outcome, seconds) => {
        expect(seconds).toBeGreaterThanOrEqual(0);
        reported.push([job, outcome]);
      },
      passFinished: () => {
        passes += 1;
      },
    };
    const jobs = [
      { name: 'broken', run: () => Promise.reject(new Error('no table')) },
      { name: 'codes', run: async () => void ran.push('codes') },
    ];
    const sweeper = startSweeper({} as Db, jobs, pino({ level: 'silent' }), 60_000, observer);
    await sweeper.tick();
    sweeper.stop();
    expect(ran).toEqual(['codes']);
    expect(reported).toEqual([
      ['broken', 'failed'],
      ['codes', 'ok'],
    ]);
    expect(passes).toBe(1);
  });
});
