/**
 * The credit score's SQL (migration 0017): the counts of a buyer's order events it is calculated
 * from, the latest score (credit_account, also the lock of a recalculation) and the history.
 */
import {
  CREDIT_COUNTS_THAT_MATTER,
  CREDIT_FACTOR_NAMES,
  CREDIT_WINDOW_DAYS,
  type CreditFactor,
  type CreditFacts,
  type CreditFactorScore,
  type CreditLevel,
  OrderStatus,
  CancellationReview,
} from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

const epoch = (column: string) => `floor(extract(epoch from ${column}))::bigint`;

/** Parameter references ('$1') of a statement of the caller's that numbers its own parameters. */
interface FactsParams {
  user: string;
  completed: string;
  cancelled: string;
  windowDays: string;
}

/**
 * The buyer's events, each fact's condition: orders completed and paid (ever); within the window, orders
 * the buyer cancelled after paying (no penalty), pre-orders breached (a penalty kept), all on the buyer's
 * orders `o`; and returns `r` the platform decided for the goods owner. Point-mall orders cost no money
 * and do not count (buyerOrders).
 */
function factConditions(p: FactsParams): { orders: Record<Exclude<CreditFactor, 'disputesLost'>, string>; disputesLost: string } {
  const inWindow = (column: string) => `${column} > now() - make_interval(days => ${p.windowDays})`;
  return {
    orders: {
      completedOrders: `o.status = ${p.completed}`,
      paidOnTime: 'o.paid_at is not null',
      cancelledAfterPayment: `o.status = ${p.cancelled} and o.paid_at is not null and o.penalty = 0 and ${inWindow('o.closed_at')}
             and (exists (select 1 from order_cancellation c where c.order_id = o.id and c.review_status = ${CancellationReview.Approved})
                  or exists (select 1 from order_log l where l.order_id = o.id and l.status = ${p.cancelled} and l.actor = 'buyer'))`,
      preOrderBreaches: `o.penalty > 0 and ${inWindow('o.closed_at')}`,
    },
    disputesLost: `r.user_id = ${p.user} and r.intervention_decision = 'none' and ${inWindow('r.intervention_decided_at')}`,
  };
}

const buyerOrders = (p: FactsParams) => `shop_order o where o.user_id = ${p.user} and o.points_spent = 0`;

/** The facts as one row (columns named as CreditFacts), every event counted: one pass over the buyer's orders. */
const creditFactsSql = (p: FactsParams) => {
  const { orders, disputesLost } = factConditions(p);
  const counts = Object.entries(orders).map(([fact, where]) => `count(*) filter (where ${where})::int as "${fact}"`);
  return `select ${counts.join(',\n          ')},
          (select count(*)::int from return_request r where ${disputesLost}) as "disputesLost"
     from ${buyerOrders(p)}`;
};

/**
 * creditFactsSql's row with each count taken only as far as it can move the score (the contract's
 * CREDIT_COUNTS_THAT_MATTER, as CREDIT_UP_TO_VALUES numbered from `firstUpTo`): the same score and level
 * in work bounded by those counts instead of the buyer's whole history. Placing an order reads it (a
 * buyer with 5,000 orders cost the full count about 4 ms of PostgreSQL per checkout); the credit page
 * shows the full counts. Breaches are found through shop_order_breach_idx (migration 0026),
 * cancellations through the buyer's cancelled orders.
 */
export const creditFactsUpToSql = (p: FactsParams & { firstUpTo: number }) => {
  const { orders, disputesLost } = factConditions(p);
  const upTo = (fact: CreditFactor) => `$${p.firstUpTo + CREDIT_FACTOR_NAMES.indexOf(fact)}`;
  const counts = (Object.entries(orders) as Array<[CreditFactor, string]>).map(
    ([fact, where]) => `(select count(*)::int from (select from ${buyerOrders(p)} and ${where} limit ${upTo(fact)}) counted) as "${fact}"`,
  );
  return `select ${counts.join(',\n          ')},
          (select count(*)::int from (select from return_request r where ${disputesLost} limit ${upTo('disputesLost')}) counted) as "disputesLost"`;
};

/** The values of creditFactsUpToSql's limits, in CREDIT_FACTOR_NAMES order. */
export const CREDIT_UP_TO_VALUES = CREDIT_FACTOR_NAMES.map((fact) => CREDIT_COUNTS_THAT_MATTER[fact]);

/** The values of creditFactsSql's parameters other than the buyer. */
export const CREDIT_FACTS_VALUES = { completed: OrderStatus.Completed, cancelled: OrderStatus.Cancelled, windowDays: CREDIT_WINDOW_DAYS } as const;

const CREDIT_FACTS = creditFactsSql({ user: '$1', completed: '$2', cancelled: '$3', windowDays: '$4' });

export async function creditFacts(db: Queryable, userId: number): Promise<CreditFacts> {
  const [row] = await db.query<CreditFacts>(CREDIT_FACTS, [userId, CREDIT_FACTS_VALUES.completed, CREDIT_FACTS_VALUES.cancelled, CREDIT_FACTS_VALUES.windowDays], {
    prepared: true,
  });
  return row!;
}

/** The latest recalculation, row-locked (made first at `score`). */
export async function lockCreditAccount(
  tx: Queryable,
  userId: number,
  initial: { score: number; level: CreditLevel },
): Promise<{ score: number; level: CreditLevel; created: boolean }> {
  const inserted = await tx.query('insert into credit_account (user_id, score, level) values ($1, $2, $3) on conflict (user_id) do nothing returning user_id', [
    userId,
    initial.score,
    initial.level,
  ]);
  const [row] = await tx.query<{ score: number; level: CreditLevel }>('select score, level from credit_account where user_id = $1 for update', [userId]);
  return { ...row!, created: inserted.length > 0 };
}

export async function recordScore(tx: Queryable, userId: number, score: { score: number; level: CreditLevel; factors: CreditFactorScore[] }): Promise<void> {
  await tx.query(
    `with account as (update credit_account set score = $2, level = $3, recalculated_at = now() where user_id = $1)
     insert into credit_score_history (user_id, score, level, factors) values ($1, $2, $3, $4::jsonb)`,
    [userId, score.score, score.level, JSON.stringify(score.factors)],
  );
}

export const scoreHistory = (db: Queryable, userId: number, limit: number) =>
  db.query<{ score: number; level: CreditLevel; recordedAt: number }>(
    `select score, level, ${epoch('recorded_at')} as "recordedAt" from credit_score_history where user_id = $1 order by id desc limit $2`,
    [userId, limit],
  );

/**
 * The sweep's window: buyers whose orders or returns changed since it last read, up to `lagSeconds`
 * ago (a change is stamped when its transaction starts and seen when it commits: the lag lets
 * transactions still running finish before the mark passes them); and the window's ends as text, which keeps PostgreSQL's microseconds (a JavaScript Date would cut them
 * to milliseconds and the mark would never match itself again).
 */
export async function changedBuyers(db: Queryable, lagSeconds: number): Promise<{ userIds: number[]; from: string; until: string }> {
  const [window] = await db.query<{ from: string; until: string }>(
    'select scanned_to::text as from, greatest(scanned_to, now() - make_interval(secs => $1))::text as until from credit_sweep',
    [lagSeconds],
  );
  const rows = await db.query<{ userId: number }>(
    `select user_id as "userId" from shop_order where updated_at > $1::timestamptz and updated_at <= $2::timestamptz
     union select user_id from return_request where updated_at > $1::timestamptz and updated_at <= $2::timestamptz`,
    [window!.from, window!.until],
  );
  return { userIds: rows.map((row) => row.userId), from: window!.from, until: window!.until };
}

/** Moves the sweep's mark on, unless another process already did; true when it moved. */
export async function advanceSweep(db: Queryable, from: string, until: string): Promise<boolean> {
  return (await db.query('update credit_sweep set scanned_to = $2::timestamptz where scanned_to = $1::timestamptz returning id', [from, until])).length > 0;
}

/** Where the sweep has read to (tests). */
export async function sweepMark(db: Queryable): Promise<string> {
  const [row] = await db.query<{ mark: string }>('select scanned_to::text as mark from credit_sweep');
  return row!.mark;
}
