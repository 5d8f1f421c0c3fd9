import { describe, expect, it } from 'vitest';
import { chooseEngines } from './harness';

describe('the engines API tests run on', () => {
  it('is PGlite alone without a PostgreSQL server, and both with one', () => {
    expect(chooseEngines({})).toEqual(['pglite']);
    expect(chooseEngines({ TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' })).toEqual(['pglite', 'postgres']);
  });

  it('is narrowed by TEST_ENGINES', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/postgres';
    expect(chooseEngines({ TEST_DATABASE_URL: url, TEST_ENGINES: 'postgres' })).toEqual(['postgres']);
    expect(chooseEngines({ TEST_DATABASE_URL: url, TEST_ENGINES: ' pglite ' })).toEqual(['pglite']);
    expect(chooseEngines({ TEST_DATABASE_URL: url, TEST_ENGINES: 'postgres,pglite' })).toEqual(['pglite', 'postgres']);
  });

  it('refuses an engine that is not there, so a pass never runs on nothing', () => {
    expect(() => chooseEngines({ TEST_ENGINES: 'postgres' })).toThrow(/needs TEST_DATABASE_URL/);
    expect(() => chooseEngines({ TEST_DATABASE_URL: 'postgres://x', TEST_ENGINES: 'mysql' })).toThrow(/TEST_ENGINES names mysql/);
  });
});
