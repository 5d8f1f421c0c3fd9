import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Engine, emptyDb, engines } from '../testing/harness';
import type { Db } from './db';
import { defineMachine, sqlExpression, transition, transitionGuarded } from './transitions';

const Status = { Open: 1, Paid: 2, Shipped: 3 } as const;
type Status = (typeof Status)[keyof typeof Status];
const Actor = { Buyer: 'buyer', System: 'system' } as const;
type Actor = (typeof Actor)[keyof typeof Actor];

const parcels = defineMachine<Status, Actor>({
  table: 'parcel',
  logTable: 'parcel_log',
  logKey: 'parcel_id',
  statuses: Status,
  actors: Actor,
  returning: 'id, status, label',
});

interface Parcel {
  id: number;
  status: Status;
  label: string;
}

describe.each(engines)('guarded transitions on %s', (engine: Engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await emptyDb(engine));
    await db.exec(`
      create table bill (id int primary key, status smallint not null, purpose text not null, paid_by text);
      create table parcel (id int primary key, bill_id int not null references bill (id), status smallint not null, label text not null);
      create table parcel_log (id serial primary key, parcel_id int not null references parcel (id), status smallint not null, actor text not null, note text not null);
      insert into bill values (1, 1, 'order', null), (2, 1, 'balance', null), (3, 1, 'order', null);
      insert into parcel values (10, 1, 1, 'a'), (11, 1, 1, 'b'), (12, 1, 3, 'c'), (20, 2, 1, 'd');
    `);
  });
  afterAll(() => drop());

  // the guard numbers its own parameters from $1, whatever the move's own parameters number
  const payBill = (billId: number, by: string) => ({
    sql: 'update bill set status = $3, paid_by = $2 where id = $1 and status = $4 returning purpose as guard',
    params: [billId, by, Status.Paid, Status.Open],
  });
  const moveParcels = (billId: number) => ({
    where: { bill_id: billId },
    from: [Status.Open],
    to: Status.Paid,
    actor: Actor.Buyer,
    note: 'paid',
    set: { label: sqlExpression(`label || '!'`) },
  });
  const logOf = (billId: number) =>
    db.query<{ parcelId: number; status: number; actor: string; note: string }>(
      'select l.parcel_id as "parcelId", l.status, l.actor, l.note from parcel_log l join parcel p on p.id = l.parcel_id where p.bill_id = $1 order by l.id',
      [billId],
    );

  it("moves and logs the rows in the guard's statement when the guard answers, and answers its value", async () => {
    const result = await db.transaction((tx) => transitionGuarded<Status, Actor, Parcel, string>(tx, parcels, moveParcels(1), payBill(1, 'card')));
    expect(result).toEqual({
      guard: 'order',
      moved: [
        { id: 10, status: Status.Paid, label: 'a!' },
        { id: 11, status: Status.Paid, label: 'b!' },
      ],
    });
    expect(await db.query('select status, paid_by as "paidBy" from bill where id = 1')).toEqual([{ status: Status.Paid, paidBy: 'card' }]);
    expect(await logOf(1)).toEqual([
      { parcelId: 10, status: Status.Paid, actor: 'buyer', note: 'paid' },
      { parcelId: 11, status: Status.Paid, actor: 'buyer', note: 'paid' },
    ]);
  });

  it('moves nothing when the guard answers no row (the bill was paid already), call after call', async () => {
    await db.query('update parcel set status = $1 where id = 10', [Status.Open]);
    // past the planner's switch to a cached plan on PostgreSQL
    for (let i = 0; i < 7; i += 1) {
      expect(await db.transaction((tx) => transitionGuarded<Status, Actor, Parcel, string>(tx, parcels, moveParcels(1), payBill(1, 'cash')))).toEqual({
        guard: null,
        moved: [],
      });
    }
    expect(await db.query('select status, paid_by as "paidBy" from bill where id = 1')).toEqual([{ status: Status.Paid, paidBy: 'card' }]);
    expect(await db.query('select status from parcel where id = 10')).toEqual([{ status: Status.Open }]);
    expect(await logOf(1)).toHaveLength(2);
  });

  it('runs the guard when no row matches, answering its value and nothing moved', async () => {
    // bill 3 has no parcels; bill 2's parcel is moved by the plain transition afterwards
    expect(await db.transaction((tx) => transitionGuarded<Status, Actor, Parcel, string>(tx, parcels, moveParcels(3), payBill(3, 'card')))).toEqual({
      guard: 'order',
      moved: [],
    });
    expect(await db.query('select status from bill where id = 3')).toEqual([{ status: Status.Paid }]);
    expect(await db.transaction((tx) => transition<Status, Actor, Parcel>(tx, parcels, moveParcels(2)))).toEqual([{ id: 20, status: Status.Paid, label: 'd!' }]);
    expect(await db.transaction((tx) => transition<Status, Actor, Parcel>(tx, parcels, moveParcels(2)))).toEqual([]);
  });
});
