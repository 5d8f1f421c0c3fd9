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
  /** PGlite only: its whole data folder as a tarball, which openDb's `snapshot` starts another database from */
  snapshot?(): Promise<Blob>;
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

async function createPglite(dataDir: string, snapshot?: Blob): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    extensions: { pg_trgm },
    parsers: { [INT8_OID]: Number, [NUMERIC_OID]: Number },
  });
  const run = async <T>(q: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]) => (await q.query<T>(sql, params as unknown[] | undefined)).rows;
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
    snapshot: () => queued(() => client.dumpDataDir('none')),
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

/**
 * The database could not be reached, or dropped the connection a statement was on: a server restart
 * or fail-over, or every connection taken. Requests meeting it are answered 503 in the envelope
 * (platform/http.ts), not 500: the client may try again in a moment.
 */
export class DatabaseUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs of a server going away or not there yet: admin_shutdown (a restart, or pg_terminate_backend),
 * crash_shutdown, cannot_connect_now ("the database system is starting up / shutting down"), the
 * connection_exception class, and too_many_connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
/** The socket's own failures: nothing listening yet, the connection cut. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** node-postgres says these in words only: a connection that ended under a statement, or a client that already lost its connection. */
const UNAVAILABLE_MESSAGES = /Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect/;

/** Whether an error says the database is unreachable or dropped the connection (rather than refusing the statement). */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  return error instanceof Error && UNAVAILABLE_MESSAGES.test(error.message);
}

const unavailable = (error: unknown) => (error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error));

const READ_START = /^\s*(select|with)\b/i;
/** Words that make a select more than a read: writes in a CTE, SELECT INTO, sequences, locks, notifications, settings. */
const NOT_A_READ = /\b(insert|update|delete|merge|into|nextval|setval|lock|for\s+(key\s+)?share|pg_notify|pg_advisory_\w+|set_config)\b/i;

/**
 * Whether a statement only reads, so running it again cannot do anything twice: a SELECT (or WITH)
 * without a write, a row lock or a side-effecting function anywhere in its text. Judged from the
 * text, and erring on the side of "not a read" (a word in a string literal is enough).
 */
export function isReadOnlyStatement(sql: string): boolean {
  return READ_START.test(sql) && !NOT_A_READ.test(sql);
}

async function createPostgres(url: string): Promise<Db> {
  pg.types.setTypeParser(INT8_OID, Number);
  pg.types.setTypeParser(NUMERIC_OID, Number);
  const max = Number(process.env.PG_POOL_MAX ?? 20);
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    /* an idle client died; the pool replaces it */
  });

  // Fresh connections after a failure (issue 31 item 7). When the server restarts, every connection
  // the pool holds is dead, but an idle one learns it only when its socket's end is read, which can
  // be after it has been handed out again. Each connection remembers how many failures had been seen
  // when it was made; one made before the latest failure is closed instead of used.
  let failuresSeen = 0;
  const madeAfter = new WeakMap<pg.PoolClient, number>();
  pool.on('connect', (client) => madeAfter.set(client, failuresSeen));
  const noteFailure = () => void (failuresSeen += 1);
  // a connection that fails while checked out and between statements emits 'error'; unheard, it would end the process
  const ignoreError = () => undefined;

  /** A pooled connection made after the latest failure seen; a failure to connect at all is thrown as DatabaseUnavailableError. */
  async function acquire(): Promise<pg.PoolClient> {
    for (;;) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        if (isConnectionFailure(error)) noteFailure();
        throw isConnectionFailure(error) ? unavailable(error) : error;
      }
      if ((madeAfter.get(client) ?? failuresSeen) >= failuresSeen) {
        client.on('error', ignoreError);
        return client;
      }
      client.release(true);
    }
  }

  function release(client: pg.PoolClient, broken: boolean): void {
    client.removeListener('error', ignoreError);
    client.release(broken);
  }

  const run = async <T>(q: pg.PoolClient, sql: string, params?: readonly unknown[], options?: QueryOptions) =>
    (await (options?.prepared ? q.query({ name: statementName(sql), text: sql, values: params as unknown[] | undefined }) : q.query(sql, params as unknown[] | undefined)))
      .rows as T[];

  /** One statement on one connection. Throws DatabaseUnavailableError when the connection failed, with `sent` saying whether the statement had left. */
  async function once<T>(sql: string, params: readonly unknown[] | undefined, options: QueryOptions | undefined): Promise<T[]> {
    const client = await acquire();
    let broken = false;
    try {
      return await run<T>(client, sql, params, options);
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
      broken = true;
      noteFailure();
      throw Object.assign(unavailable(error), { sent: true });
    } finally {
      release(client, broken);
    }
  }

  /**
   * A statement, and once more on a fresh connection when its connection failed and running it again
   * cannot do anything twice: it never reached the server (no connection could be made), or it only reads.
   */
  async function statement<T>(sql: string, params: readonly unknown[] | undefined, options?: QueryOptions): Promise<T[]> {
    try {
      return await once<T>(sql, params, options);
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError)) throw error;
      const sent = (error as DatabaseUnavailableError & { sent?: boolean }).sent === true;
      if (sent && !isReadOnlyStatement(sql)) throw error;
      return once<T>(sql, params, options);
    }
  }

  return {
    engine: 'postgres',
    query: (sql, params, options) => statement(sql, params, options),
    exec: async (sql) => void (await statement(sql, undefined)),
    async transaction(fn, options) {
      const lock = options?.lock ? lockKeys(options.lock) : null;
      for (let attempt = 1; ; attempt += 1) {
        const client = await acquire();
        let begun = false;
        let broken = false;
        try {
          // the lock rides with BEGIN (one simple query of two statements: one round trip instead of two)
          await client.query(lock ? `BEGIN; select pg_advisory_xact_lock('${lock[0]}'::int, '${lock[1]}'::int)` : 'BEGIN');
          begun = true;
          const result = await fn({
            query: (sql, params, options) => run(client, sql, params, options),
            exec: async (sql) => void (await client.query(sql)),
          });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          if (isConnectionFailure(error)) {
            broken = true;
            noteFailure();
            // nothing of the transaction ran when BEGIN itself failed: once more, on a fresh connection
            if (!begun && attempt === 1) continue;
            throw unavailable(error);
          }
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          release(client, broken);
        }
      }
    },
    poolStats: () => ({ size: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    close: () => pool.end(),
  };
}

export function openDb(options: { databaseUrl: string | null; dataDir: string; snapshot?: Blob }): Promise<Db> {
  return options.databaseUrl ? createPostgres(options.databaseUrl) : createPglite(options.dataDir, options.snapshot);
}

/** PostgreSQL's unique_violation, with the constraint that fired. */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505') {
    return String((error as { constraint?: unknown }).constraint ?? '');
  }
  return null;
}
