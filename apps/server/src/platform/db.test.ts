import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Engine, emptyDb, engines } from '../testing/harness';
import { type Db, uniqueViolation } from './db';

describe.each(engines)('prepared statements on %s', (engine: Engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await emptyDb(engine));
    await db.exec('create table shelf (id int primary key, units int not null check (units >= 0))');
    await db.query('insert into shelf select n, 10 from generate_series(1, 20) n');
  });
  afterAll(() => drop());

  const take = 'update shelf set units = units - $2 where id = $1 and units >= $2 returning id, units';

  it('answers as the same statement unprepared, call after call (past the planner switching to a generic plan)', async () => {
    for (let id = 1; id <= 8; id += 1) {
      const prepared = await db.query<{ id: number; units: number }>('select id, units from shelf where id = $1', [id], { prepared: true });
      const plain = await db.query<{ id: number; units: number }>('select id, units from shelf where id = $1', [id]);
      expect(prepared).toEqual(plain);
      expect(prepared).toEqual([{ id, units: 10 }]);
    }
    // an unknown row and a second statement of another text beside the first
    expect(await db.query('select id, units from shelf where id = $1', [999], { prepared: true })).toEqual([]);
    expect(await db.query('select count(*)::int as n from shelf where units >= $1', [10], { prepared: true })).toEqual([{ n: 20 }]);
  });

  it('works inside transactions on every pooled connection, and after a transaction that failed', async () => {
    // more transactions at once than one connection: several connections each prepare it
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => db.transaction((tx) => tx.query<{ id: number; units: number }>(take, [(i % 4) + 5, 1], { prepared: true }))),
    );
    expect(results.every((rows) => rows.length === 1)).toBe(true);
    expect(await db.query<{ units: number }>('select units from shelf where id = 5')).toEqual([{ units: 7 }]);

    // the statement runs, then the transaction fails: nothing it did stays, and the statement still works afterwards
    const failed = await db
      .transaction(async (tx) => {
        await tx.query(take, [9, 4], { prepared: true });
        await tx.query('insert into shelf (id, units) values (1, 1)');
      })
      .catch((error: unknown) => error);
    expect(uniqueViolation(failed)).toBe('shelf_pkey');
    expect(await db.query<{ units: number }>('select units from shelf where id = 9')).toEqual([{ units: 10 }]);
    for (let i = 0; i < 6; i += 1) {
      expect(await db.transaction((tx) => tx.query(take, [10, 1], { prepared: true }))).toEqual([{ id: 10, units: 9 - i }]);
    }
    // a refused row (the guard did not match) answers nothing
    expect(await db.transaction((tx) => tx.query(take, [11, 11], { prepared: true }))).toEqual([]);
  });
});

describe.each(engines)('a transaction beginning with an advisory lock on %s', (engine: Engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await emptyDb(engine));
    await db.exec('create table tally (id int primary key, n int not null)');
    await db.query('insert into tally values (1, 0)');
  });
  afterAll(() => drop());

  const heldLocks = (tx: { query: Db['query'] }) =>
    tx.query<{ classid: number; objid: number }>(
      `select classid::int as classid, objid::int as objid from pg_locks where locktype = 'advisory' and pid = pg_backend_pid() and granted order by 1, 2`,
    );

  it('holds the lock while fn runs and releases it with the transaction, committed or rolled back', async () => {
    expect(await db.transaction((tx) => heldLocks(tx), { lock: [7_240_999, 42] })).toEqual([{ classid: 7_240_999, objid: 42 }]);
    expect(await db.transaction((tx) => heldLocks(tx))).toEqual([]);
    const failed = await db.transaction(() => Promise.reject(new Error('no')), { lock: [7_240_999, 43] }).catch((error: unknown) => error);
    expect(failed).toEqual(new Error('no'));
    expect(await db.transaction((tx) => heldLocks(tx))).toEqual([]);
  });

  it('serialises the transactions taking the same lock', async () => {
    // a read-then-write that would lose updates if two ran at once
    const bump = () =>
      db.transaction(
        async (tx) => {
          const [row] = await tx.query<{ n: number }>('select n from tally where id = 1');
          await tx.query('update tally set n = $1 where id = 1', [row!.n + 1]);
        },
        { lock: [7_240_999, 1] },
      );
    await Promise.all(Array.from({ length: 8 }, bump));
    expect(await db.query('select n from tally where id = 1')).toEqual([{ n: 8 }]);
  });

  it('refuses a key that is not an int4 integer before touching the database', async () => {
    for (const key of [2 ** 31, 1.5, Number.NaN, -(2 ** 31) - 1]) {
      await expect(db.transaction(() => Promise.resolve(1), { lock: [1, key] })).rejects.toThrow(RangeError);
    }
    expect(await db.transaction(() => Promise.resolve(1), { lock: [-(2 ** 31), 2 ** 31 - 1] })).toBe(1);
  });
});
