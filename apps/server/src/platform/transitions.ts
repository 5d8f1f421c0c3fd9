/**
 * The one way a state machine's rows change status (DESIGN.md "Every state machine"): a
 * compare-and-set UPDATE that applies only while a row is still in one of the expected statuses,
 * and a log row for every row it moved (status, actor, note), in one statement inside the
 * caller's transaction. A person racing the sweeper, or two server processes, can never apply the
 * same transition twice: the loser's UPDATE matches no row and it learns so from the empty answer.
 *
 * Orders use it today; returns, refunds, applications and complaints each define their machine
 * (table, log table, status enum from the contract) and use it the same way. Statuses, actors,
 * notes and values are always parameters; only names the machine's own code wrote reach the SQL.
 */
import type { Queryable } from './db';

/** A trusted SQL expression for an assignment, written in a store (never user input): `sqlExpression('now()')`. */
export class SqlExpression {
  constructor(readonly text: string) {}
}
export const sqlExpression = (text: string) => new SqlExpression(text);

/** A value for a column: sent as a parameter, or a trusted expression. */
export type ColumnValue = SqlExpression | string | number | boolean | Date | null;

export interface StateMachine<S extends number, A extends string> {
  /** the table whose rows move; it has an `id` and a `status` column */
  table: string;
  /** one row per move: (logKey, status, actor, note) */
  logTable: string;
  /** the log table's column holding the moved row's id */
  logKey: string;
  /** every status of the machine (the contract's enum): moving to anything else is a bug */
  statuses: Readonly<Record<string, S>>;
  /** who may move rows (the contract's enum) */
  actors: Readonly<Record<string, A>>;
  /** a column set to now() on every move, e.g. updated_at */
  touched?: string;
  /** the columns a move answers with, as a select list over the table (`order_no as "orderNo"`) */
  returning: string;
}

export interface Transition<S extends number, A extends string> {
  /** which rows: every column equals its value (values are parameters, never null) */
  where: Readonly<Record<string, string | number | boolean>>;
  /** the statuses the rows must still be in; a row in any other status is left alone */
  from: readonly S[];
  to: S;
  actor: A;
  /** kept on the log row: a system note key (`systemNote`) or a person's words as written */
  note?: string;
  /** further columns set by the same UPDATE */
  set?: Readonly<Record<string, ColumnValue>>;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  return name;
}

/** Checks a machine's names once, where it is defined. */
export function defineMachine<S extends number, A extends string>(machine: StateMachine<S, A>): StateMachine<S, A> {
  for (const name of [machine.table, machine.logTable, machine.logKey, ...(machine.touched ? [machine.touched] : [])]) identifier(name);
  return Object.freeze({ ...machine });
}

/**
 * A write the move waits on, run first in the move's own statement (one round trip for both): the
 * record the rows belong to, moved itself, e.g. the trade whose orders move marked paid.
 */
export interface Guard {
  /**
   * A statement answering at most one row, its one column named `guard` (`update … returning purpose as guard`),
   * with its own parameters numbered from $1 (renumbered after the move's: no other `$` in its text).
   * The rows move only when it answered a row.
   */
  sql: string;
  params: readonly unknown[];
}

/** The move's statement and parameters; with a guard, the rows move only when it answered. */
function transitionStatement<S extends number, A extends string>(machine: StateMachine<S, A>, change: Transition<S, A>, guard: Guard | null): { sql: string; params: unknown[] } {
  const statuses = Object.values(machine.statuses);
  if (!statuses.includes(change.to) || change.from.some((status) => !statuses.includes(status))) {
    throw new Error(`${machine.table}: no such status in ${JSON.stringify({ from: change.from, to: change.to })}`);
  }
  if (!Object.values(machine.actors).includes(change.actor)) throw new Error(`${machine.table}: no such actor ${change.actor}`);
  const whereEntries = Object.entries(change.where);
  if (whereEntries.length === 0) throw new Error(`${machine.table}: a transition must say which rows it moves`);

  const params: unknown[] = [change.to, change.from, change.actor, change.note ?? ''];
  const assignments = ['status = $1'];
  if (machine.touched) assignments.push(`${machine.touched} = now()`);
  for (const [column, value] of Object.entries(change.set ?? {})) {
    assignments.push(`${identifier(column)} = ${value instanceof SqlExpression ? value.text : `$${params.push(value)}`}`);
  }
  const conditions = whereEntries.map(([column, value]) => `${identifier(column)} = $${params.push(value)}`);
  let guarded = '';
  if (guard) {
    const offset = params.length;
    guarded = `guarded as (
       ${guard.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)}
     ), `;
    params.push(...guard.params);
    conditions.push('exists (select 1 from guarded)');
  }
  const moved = `with ${guarded}moved as (
       update ${machine.table} set ${assignments.join(', ')}
        where ${conditions.join(' and ')} and status = any($2::smallint[])
       returning *
     ), logged as (
       insert into ${machine.logTable} (${machine.logKey}, status, actor, note)
       select id, $1, $3, $4 from moved order by id
     )`;
  return {
    sql: guard
      ? `${moved}
     select (select guard from guarded) as "guard#", m.* from (select 1) one
       left join lateral (select ${machine.returning}, true as "moved#", id as "id#" from moved) m on true
      order by m."id#"`
      : `${moved}
     select ${machine.returning} from moved order by id`,
    params,
  };
}

/**
 * Moves every row matching `where` that is still in one of `from` to `to`, logs each move, and
 * answers the rows moved (none when they had all moved on already).
 */
export async function transition<S extends number, A extends string, R>(tx: Queryable, machine: StateMachine<S, A>, change: Transition<S, A>): Promise<R[]> {
  const { sql, params } = transitionStatement(machine, change, null);
  // one text per call site (the machine's names and the columns it sets), so each is prepared once per connection
  return tx.query<R>(sql, params, { prepared: true });
}

/**
 * transition() after a guard, in one statement: the guard runs first, and the rows move (and are
 * logged) only when it answered a row. Answers the guard's value (null when it answered none, and
 * then nothing moved) and the rows moved.
 */
export async function transitionGuarded<S extends number, A extends string, R, G>(
  tx: Queryable,
  machine: StateMachine<S, A>,
  change: Transition<S, A>,
  guard: Guard,
): Promise<{ guard: G | null; moved: R[] }> {
  const { sql, params } = transitionStatement(machine, change, guard);
  const rows = await tx.query<Record<string, unknown>>(sql, params, { prepared: true });
  const moved: R[] = [];
  for (const { 'guard#': _guard, 'moved#': wasMoved, 'id#': _id, ...row } of rows) if (wasMoved === true) moved.push(row as R);
  return { guard: (rows[0]?.['guard#'] as G | undefined) ?? null, moved };
}
