/** Every SQL statement about goods owners' payouts: the commission setting, owners' money, ledger entries, payouts. */
import type { OwnerLedgerKind, PayoutMethod, PayoutStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

// ---- the commission setting ----
export async function commissionSetting(db: Queryable): Promise<{ basisPoints: number; updatedAt: Date | null; updatedBy: string | null }> {
  const [row] = await db.query<{ basisPoints: string; updatedAt: Date | null; updatedBy: string | null }>(
    `select s.value::text as "basisPoints", s.updated_at as "updatedAt", coalesce(nullif(u.nickname, ''), u.email) as "updatedBy"
       from platform_setting s left join app_user u on u.id = s.updated_by where s.name = 'commissionBasisPoints'`,
  );
  return { basisPoints: Number(row!.basisPoints), updatedAt: row!.updatedAt, updatedBy: row!.updatedBy };
}

/** Sets the rate, answering the one it replaced (the row is locked: two changes at once apply one after the other). */
export async function setCommission(tx: Queryable, basisPoints: number, userId: number): Promise<number> {
  const [before] = await tx.query<{ value: string }>(`select value::text from platform_setting where name = 'commissionBasisPoints' for update`);
  await tx.query(`update platform_setting set value = $1, updated_by = $2, updated_at = now() where name = 'commissionBasisPoints'`, [basisPoints, userId]);
  return Number(before!.value);
}

// ---- owners ----
export interface OwnerRow {
  ownerId: number;
  ownerName: string;
  ownerNameZh: string;
  stripeAccountId: string | null;
}

const OWNER_FIELDS = `g.id as "ownerId", g.shop_name_en as "ownerName", g.shop_name_zh as "ownerNameZh", g.stripe_account_id as "stripeAccountId"`;

/** A goods owner with an account (a shop of the generated catalogue has none and is never paid); null when there is none. */
export async function ownerById(db: Queryable, ownerId: number): Promise<OwnerRow | null> {
  const [row] = await db.query<OwnerRow>(`select ${OWNER_FIELDS} from goods_owner g where g.id = $1 and g.user_id is not null`, [ownerId]);
  return row ?? null;
}

export async function ownerOfUser(db: Queryable, userId: number): Promise<OwnerRow | null> {
  const [row] = await db.query<OwnerRow>(`select ${OWNER_FIELDS} from goods_owner g where g.user_id = $1 order by g.id limit 1`, [userId]);
  return row ?? null;
}

export async function setStripeAccount(tx: Queryable, ownerId: number, accountId: string | null): Promise<string | null> {
  const [before] = await tx.query<{ stripeAccountId: string | null }>('select stripe_account_id as "stripeAccountId" from goods_owner where id = $1 for update', [ownerId]);
  await tx.query('update goods_owner set stripe_account_id = $2 where id = $1', [ownerId, accountId]);
  return before?.stripeAccountId ?? null;
}

export interface MoneyRow extends OwnerRow {
  balance: string;
  dueSum: string;
  paidOut: string;
  lastPayoutAt: Date | null;
}

const MONEY_SELECT = `select ${OWNER_FIELDS},
        coalesce(a.balance, 0)::text as balance,
        coalesce((select sum(l.amount) from owner_ledger l where l.owner_id = g.id and l.due_at <= now()), 0)::text as "dueSum",
        coalesce((select sum(p.amount) from owner_payout p where p.owner_id = g.id and p.status <> 'failed'), 0)::text as "paidOut",
        (select max(p.created_at) from owner_payout p where p.owner_id = g.id and p.status <> 'failed') as "lastPayoutAt"
   from goods_owner g left join owner_account a on a.owner_id = g.id`;

export async function moneyOf(db: Queryable, ownerId: number): Promise<MoneyRow | null> {
  const [row] = await db.query<MoneyRow>(`${MONEY_SELECT} where g.id = $1 and g.user_id is not null`, [ownerId]);
  return row ?? null;
}

/** Owners with accounts by shop name (either language), account e-mail or id; with something due first when `dueOnly`. */
export async function moneyPage(db: Queryable, filter: { keyword: string; dueOnly: boolean; pageNum: number; pageSize: number }): Promise<{ rows: MoneyRow[]; total: number }> {
  const params: unknown[] = [];
  const conditions = ['g.user_id is not null'];
  if (filter.keyword !== '') {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^\d{1,9}$/.test(filter.keyword) ? Number(filter.keyword) : -1;
    conditions.push(
      `(g.shop_name_en ilike $${params.push(like)} or g.shop_name_zh ilike $${params.length} or g.id = $${params.push(id)}
        or exists (select 1 from app_user u where u.id = g.user_id and u.email ilike $${params.push(like)}))`,
    );
  }
  const inner = `${MONEY_SELECT} where ${conditions.join(' and ')}`;
  const having = filter.dueOnly ? `where m."dueSum"::bigint > 0 and m.balance::bigint > 0` : '';
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from (${inner}) m ${having}`, params);
  const rows = await db.query<MoneyRow>(
    `select * from (${inner}) m ${having} order by m."dueSum"::bigint desc, m.balance::bigint desc, m."ownerId" limit $${params.push(filter.pageSize)} offset $${params.push((filter.pageNum - 1) * filter.pageSize)}`,
    params,
  );
  return { rows, total: count!.total };
}

// ---- ledger entries ----
export interface EntryRow {
  id: number;
  kind: OwnerLedgerKind;
  amount: string;
  reference: string;
  orderNo: string | null;
  at: Date;
  dueAt: Date;
}

const ENTRY_FIELDS = `l.id::int as id, l.kind, l.amount::text as amount, l.reference, o.order_no as "orderNo", l.created_at as at, l.due_at as "dueAt"`;

export async function newestEntries(db: Queryable, ownerId: number, limit: number): Promise<EntryRow[]> {
  return db.query<EntryRow>(`select ${ENTRY_FIELDS} from owner_ledger l left join shop_order o on o.id = l.order_id where l.owner_id = $1 order by l.id desc limit $2`, [
    ownerId,
    limit,
  ]);
}

export async function entriesBetween(db: Queryable, ownerId: number, from: number, to: number, limit: number): Promise<EntryRow[]> {
  return db.query<EntryRow>(
    `select ${ENTRY_FIELDS} from owner_ledger l left join shop_order o on o.id = l.order_id
      where l.owner_id = $1 and l.created_at >= to_timestamp($2) and l.created_at < to_timestamp($3) order by l.created_at, l.id limit $4`,
    [ownerId, from, to, limit],
  );
}

/** The period's sums by kind (all of them, however many entries). */
export async function sumsBetween(db: Queryable, ownerId: number, from: number, to: number): Promise<Record<OwnerLedgerKind, number>> {
  const rows = await db.query<{ kind: OwnerLedgerKind; total: string }>(
    `select kind, sum(amount)::text as total from owner_ledger where owner_id = $1 and created_at >= to_timestamp($2) and created_at < to_timestamp($3) group by kind`,
    [ownerId, from, to],
  );
  const sums: Record<OwnerLedgerKind, number> = { sale: 0, commission: 0, refund: 0, payout: 0, payoutReversal: 0 };
  for (const row of rows) sums[row.kind] = Number(row.total);
  return sums;
}

// ---- payouts ----
export interface PayoutRow {
  id: number;
  payoutNo: string;
  ownerId: number;
  amount: string;
  method: PayoutMethod;
  status: PayoutStatus;
  reference: string;
  clientKey: string;
  stripeAccountId: string | null;
  transferId: string | null;
  failure: string | null;
  createdAt: Date;
  recordedBy: string;
}

const PAYOUT_FIELDS = `p.id::int as id, p.payout_no as "payoutNo", p.owner_id as "ownerId", p.amount::text as amount, p.method, p.status, p.reference,
  p.client_key::text as "clientKey", p.stripe_account_id as "stripeAccountId", p.transfer_id as "transferId", p.failure, p.created_at as "createdAt",
  coalesce(nullif(u.nickname, ''), u.email, '') as "recordedBy"`;

export async function payoutByKey(db: Queryable, ownerId: number, clientKey: string): Promise<PayoutRow | null> {
  const [row] = await db.query<PayoutRow>(`select ${PAYOUT_FIELDS} from owner_payout p left join app_user u on u.id = p.created_by where p.owner_id = $1 and p.client_key = $2`, [
    ownerId,
    clientKey,
  ]);
  return row ?? null;
}

export async function payoutsOf(db: Queryable, ownerId: number, limit: number): Promise<PayoutRow[]> {
  return db.query<PayoutRow>(
    `select ${PAYOUT_FIELDS} from owner_payout p left join app_user u on u.id = p.created_by where p.owner_id = $1 order by p.created_at desc, p.id desc limit $2`,
    [ownerId, limit],
  );
}

export async function payoutByNo(db: Queryable, payoutNo: string): Promise<PayoutRow | null> {
  const [row] = await db.query<PayoutRow>(`select ${PAYOUT_FIELDS} from owner_payout p left join app_user u on u.id = p.created_by where p.payout_no = $1`, [payoutNo]);
  return row ?? null;
}

export async function insertPayout(
  tx: Queryable,
  payout: {
    payoutNo: string;
    ownerId: number;
    amount: number;
    method: PayoutMethod;
    status: PayoutStatus;
    reference: string;
    clientKey: string;
    stripeAccountId: string | null;
    userId: number;
  },
): Promise<void> {
  await tx.query(
    `insert into owner_payout (payout_no, owner_id, amount, method, status, reference, client_key, stripe_account_id, created_by, completed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, case when $5 = 'paid' then now() end)`,
    [payout.payoutNo, payout.ownerId, payout.amount, payout.method, payout.status, payout.reference, payout.clientKey, payout.stripeAccountId, payout.userId],
  );
}

/** Moves a pending payout to paid or failed (compare-and-set: false when it had moved on). */
export async function finishPayout(tx: Queryable, payoutNo: string, outcome: { status: 'paid'; transferId: string } | { status: 'failed'; failure: string }): Promise<boolean> {
  const rows = await tx.query(
    `update owner_payout set status = $2, transfer_id = $3, failure = $4, completed_at = now() where payout_no = $1 and status = 'pending' returning id`,
    [payoutNo, outcome.status, outcome.status === 'paid' ? outcome.transferId : null, outcome.status === 'failed' ? outcome.failure : null],
  );
  return rows.length > 0;
}

/** Stripe payouts still waiting for an answer, oldest first. */
export async function pendingPayoutNos(db: Queryable, limit: number): Promise<string[]> {
  const rows = await db.query<{ payoutNo: string }>(`select payout_no as "payoutNo" from owner_payout where status = 'pending' order by created_at limit $1`, [limit]);
  return rows.map((row) => row.payoutNo);
}
