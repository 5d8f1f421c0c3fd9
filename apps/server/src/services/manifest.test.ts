/** The module manifest (issue 31 item 23): every area's routes, timed rules and seeds, gathered in one place only. */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ServicePrefix } from '@clearlot/contract/api/services';
import { describe, expect, it } from 'vitest';
import type { ServiceDeps } from './area';
import { areas, seedNames, sweepJobs } from './manifest';

const serverSource = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the module manifest', () => {
  it('names each area once', () => {
    const names = areas.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gathers every timed rule once, the platform’s and every area’s', () => {
    const names = sweepJobs({ config: { mode: 'development' } } as ServiceDeps).map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'rate-limits',
        'sessions',
        'captchas',
        'codes',
        'chat-tokens',
        'orders:payment-timeout',
        'orders:receipt-auto-confirm',
        'points:expire-lots',
        'credit:recalculate',
        'returns:review-overdue',
        'insurance:policies',
      ]),
    );
  });

  it('seeds in an order that works: accounts, then the catalogue, then what is bought from it', () => {
    const base = seedNames('base');
    expect(base.indexOf('demo accounts')).toBeLessThan(base.indexOf('demo catalogue'));
    expect(base.indexOf('demo catalogue')).toBeLessThan(base.indexOf('demo addresses'));
    // the demo goods owner lists its own goods through the seller centre once the catalogue's categories, brands and warehouses exist
    expect(base.indexOf('demo catalogue')).toBeLessThan(base.indexOf('demo shop listings'));
    expect(base.indexOf('demo shop listings')).toBeLessThan(base.indexOf('demo addresses'));
    expect(base).toEqual(expect.arrayContaining(['demo coupons', 'demo application', 'demo wallets']));
    expect(seedNames('demo')).toEqual(['demo point mall', 'demo chats']);
    // the seller centre lists the tiered demo product and the demo lots through its own calls before the demo orders are placed
    expect(seedNames('demoThroughApi')).toEqual(['demo tiered listing', 'demo lots', 'demo reviews', 'demo returns', 'demo payouts']);
  });

  it('serves every service prefix from some area', () => {
    const deps = { db: {}, outbox: {}, config: { mode: 'test', devMailbox: false } } as unknown as ServiceDeps;
    const prefixes = new Set(areas.flatMap((area) => area.routes?.(deps, { translator: null, payment: {} as never, chat: {} as never }) ?? []).map((routes) => routes.prefix));
    expect([...prefixes].sort()).toEqual(Object.values(ServicePrefix).sort());
  });

  it('is the only place that gathers seeds and timed rules: outside the areas, nothing imports a seed or sweep module', () => {
    const allowed = (path: string) => /\/area\.ts$|\/manifest\.ts$|\/testing\.ts$|\/testing\//.test(path) || /\/seed\.ts$|\/sweep\.ts$/.test(path);
    const offenders = sourceFiles(serverSource)
      .filter((path) => !allowed(path))
      .flatMap((path) =>
        [...readFileSync(path, 'utf8').matchAll(/import \{([^}]*)\} from '([^']*\/(?:seed|sweep))'/g)]
          .filter((match) => match[1]!.split(',').some((name) => /^\s*(seed\w*|\w*SweepJobs)\s*$/.test(name)))
          .map((match) => `${relative(serverSource, path)} imports ${match[1]!.trim()} from ${match[2]}`),
      );
    expect(offenders).toEqual([]);
  });
});
