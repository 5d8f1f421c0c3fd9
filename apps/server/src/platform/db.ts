/**
 * One PostgreSQL dialect, two engines: embedded PGlite (default, zero setup) or a real
 * PostgreSQL server when DATABASE_URL is set. Stores talk to `Queryable` only.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export type Row = Record<string, unknown>;

export interface QueryOptions {
  /**
   * Run as a named prepared statement on PostgreSQL: each connection parses and plans it once
   * and then only binds and runs it (PGlite ignores this). For the hot paths' fixed statements
   * only: a statement whose text varies would leave one-off prepared statements on every connection.
   */
  prepared?: boolean;
}

export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /** run a script of several statements (migrations) */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * A transaction-scoped advisory lock (two int4 keys, `pg_advisory_xact_lock(a, b)`) taken as the
   * transaction begins, before fn runs: on PostgreSQL sent with BEGIN in the same round trip.
   */
  lock?: readonly [number, number];
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** run fn in one transaction: it happens whole or not at all */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** connections open, idle and at most, and callers waiting for one (metrics) */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  size: number;
  idle: number;
  waiting: number;
  max: number;
}

const INT8_OID = 20;

/** The advisory lock's keys, checked to be int4 integers (they are written into the BEGIN's text). */
function lockKeys(lock: readonly [number, number]): readonly [number, number] {
  for (const key of lock) if (!Number.isInteger(key) || key < -(2 ** 31) || key >= 2 ** 31) throw new RangeError(`not an int4 advisory lock key: ${key}`);
  return lock;
}

const NUMERIC_OID = 1700;

async function createPglite(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    parsers: { [INT8_OID]: Number, [NUMERIC_OID]: Number },
  });
  const run = async <T>(q: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]) =>
    (await q.query<T>(sql, params as unknown[] | undefined)).rows;
  // PGlite is one connection running one statement or transaction at a time, so the pool
  // figures follow from the callers in flight: one busy, the others waiting
  let callers = 0;
  const queued = async <T>(work: () => Promise<T>): Promise<T> => {
    callers++;
    try {
      return await work();
    } finally {
      callers--;
    }
  };
  return {
    engine: 'pglite',
    query: (sql, params) => queued(() => run(client, sql, params)),
    exec: (sql) => queued(async () => void (await client.exec(sql))),
    transaction: async (fn, options) => {
      const lock = options?.lock ? lockKeys(options.lock) : null;
      return queued(() =>
        client.transaction(async (tx) => {
          if (lock) await tx.query('select pg_advisory_xact_lock($1::int, $2::int)', [...lock]);
          return fn({ query: (sql, params) => run(tx, sql, params), exec: async (sql) => void (await tx.exec(sql)) });
        }),
      );
    },
    poolStats: () => ({ size: 1, idle: callers === 0 ? 1 : 0, waiting: Math.max(0, callers - 1), max: 1 }),
    close: () => client.close(),
  };
}

/** A prepared statement's name: the text's digest, so one name never means two statements. */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `cl_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

async function createPostgres(url: string): Promise<Db> {
  pg.types.setTypeParser(INT8_OID, Number);
  pg.types.setTypeParser(NUMERIC_OID, Number);
  const max = Number(process.env.PG_POOL_MAX ?? 20);
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    /* an idle client died; the pool replaces it */
  });
  const run = async <T>(q: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[], options?: QueryOptions) =>
    (await (options?.prepared ? q.query({ name: statementName(sql), text: sql, values: params as unknown[] | undefined }) : q.query(sql, params as unknown[] | undefined)))
      .rows as T[];
  return {
    engine: 'postgres',
    query: (sql, params, options) => run(pool, sql, params, options),
    exec: async (sql) => void (await pool.query(sql)),
    async transaction(fn, options) {
      const lock = options?.lock ? lockKeys(options.lock) : null;
      const client = await pool.connect();
      try {
        // the lock rides with BEGIN (one simple query of two statements: one round trip instead of two)
        await client.query(lock ? `BEGIN; select pg_advisory_xact_lock('${lock[0]}'::int, '${lock[1]}'::int)` : 'BEGIN');
        const result = await fn({
          query: (sql, params, options) => run(client, sql, params, options),
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    poolStats: () => ({ size: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    close: () => pool.end(),
  };
}

export function openDb(options: { databaseUrl: string | null; dataDir: string }): Promise<Db> {
  return options.databaseUrl ? createPostgres(options.databaseUrl) : createPglite(options.dataDir);
}

/** PostgreSQL's unique_violation, with the constraint that fired. */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505') {
    return String((error as { constraint?: unknown }).constraint ?? '');
  }
  return null;
}
