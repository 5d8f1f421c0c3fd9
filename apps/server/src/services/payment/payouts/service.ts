/**
 * Goods owners paid (issue 35 item 4) and their settlement statement (issue 33 item 6); docs/decisions.md "Goods owners
 * paid". Finance sees every owner's balance, due and history and records payouts: a bank transfer finance has made, or —
 * when Stripe is configured and the owner has a connected account — a Stripe Connect transfer sent with our idempotency
 * key. A payout is taken from what is due under the owner's account lock and is made once per client key, however many
 * times the request is retried; a transfer Stripe refuses is put back in the ledger (a payoutReversal entry).
 */
import {
  type CommissionSetting,
  type OwnerLedgerEntry,
  type OwnerMoney,
  type OwnerMoneyListBody,
  type OwnerMoneyPage,
  type OwnerPayoutsView,
  type Payout,
  type RecordPayoutBody,
  type Statement,
  type StatementBody,
  payableOf,
  statementCsv,
} from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { referenceNo } from '../../../platform/reference-numbers';
import type { SessionRecord } from '../../../platform/sessions';
import { recordStaffAction } from '../../user/audit/service';
import type { CardProvider } from '../gateway/provider';
import { StripeCallFailed, type StripeGateway } from '../gateway/stripe';
import { appendOwnerEntries, dueSum, lockOwnerAccount } from './ledger';
import * as store from './store';

/** How many ledger entries and payouts the payouts page shows (the statement has every entry of its period). */
const PAGE_ENTRIES = 200;
const PAGE_PAYOUTS = 100;
/** The most entries a statement lists (its figures always count every entry). */
const STATEMENT_LINES = 20_000;

const epoch = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000);

// ---- the commission setting ----
export async function commission(db: Queryable): Promise<CommissionSetting> {
  const setting = await store.commissionSetting(db);
  return { basisPoints: setting.basisPoints, updatedAt: setting.updatedAt ? epoch(setting.updatedAt) : null, updatedBy: setting.updatedBy };
}

/** Operations change the rate; settlements from now on take it (each keeps the rate it took). Audited. */
export async function updateCommission(db: Db, session: SessionRecord, basisPoints: number): Promise<CommissionSetting> {
  await db.transaction(async (tx) => {
    const before = await store.setCommission(tx, basisPoints, session.userId);
    await recordStaffAction(tx, {
      actorUserId: session.userId,
      action: 'commission.update',
      targetKind: 'setting',
      targetId: 'commissionBasisPoints',
      before: { basisPoints: before },
      after: { basisPoints },
    });
  });
  return commission(db);
}

// ---- owners' money ----
function moneyOf(row: store.MoneyRow): OwnerMoney {
  const balance = Number(row.balance);
  const due = payableOf(balance, Number(row.dueSum));
  return {
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    ownerNameZh: row.ownerNameZh,
    stripeAccountId: row.stripeAccountId,
    balance,
    due,
    notYetDue: balance - due,
    paidOut: Number(row.paidOut),
    lastPayoutAt: row.lastPayoutAt ? epoch(row.lastPayoutAt) : null,
  };
}

const entryOf = (row: store.EntryRow): OwnerLedgerEntry => ({
  id: row.id,
  kind: row.kind,
  amount: Number(row.amount),
  reference: row.reference,
  orderNo: row.orderNo,
  at: epoch(row.at),
  dueAt: epoch(row.dueAt),
});

const payoutOf = (row: store.PayoutRow): Payout => ({
  payoutNo: row.payoutNo,
  ownerId: row.ownerId,
  amount: Number(row.amount),
  method: row.method,
  status: row.status,
  reference: row.reference,
  transferId: row.transferId,
  failure: row.failure,
  createdAt: epoch(row.createdAt),
  recordedBy: row.recordedBy,
});

export async function ownerMoneyPage(db: Queryable, body: Required<OwnerMoneyListBody>): Promise<OwnerMoneyPage> {
  const { rows, total } = await store.moneyPage(db, body);
  return { list: rows.map(moneyOf), total, pageNum: body.pageNum, pageSize: body.pageSize };
}

async function moneyOrFail(db: Queryable, ownerId: number): Promise<OwnerMoney> {
  const row = await store.moneyOf(db, ownerId);
  if (!row) fail('payoutOwnerNotFound');
  return moneyOf(row);
}

/** An owner's payouts page: for finance any owner's, for the owner their own (payoutsViewOfUser). */
export async function payoutsView(db: Queryable, ownerId: number): Promise<OwnerPayoutsView> {
  const money = await moneyOrFail(db, ownerId);
  const [entries, payouts, setting] = await Promise.all([store.newestEntries(db, ownerId, PAGE_ENTRIES), store.payoutsOf(db, ownerId, PAGE_PAYOUTS), store.commissionSetting(db)]);
  return { money, entries: entries.map(entryOf), payouts: payouts.map(payoutOf), commissionBasisPoints: setting.basisPoints };
}

async function ownerOfSession(db: Queryable, session: SessionRecord): Promise<store.OwnerRow> {
  const owner = await store.ownerOfUser(db, session.userId);
  if (!owner) fail('notGoodsOwner');
  return owner;
}

export async function myPayoutsView(db: Queryable, session: SessionRecord): Promise<OwnerPayoutsView> {
  return payoutsView(db, (await ownerOfSession(db, session)).ownerId);
}

/** Finance connects an owner's Stripe account (or disconnects it: bank transfers again). Audited. */
export async function connectAccount(db: Db, session: SessionRecord, ownerId: number, accountId: string | null): Promise<OwnerMoney> {
  if (!(await store.ownerById(db, ownerId))) fail('payoutOwnerNotFound');
  await db.transaction(async (tx) => {
    const before = await store.setStripeAccount(tx, ownerId, accountId);
    await recordStaffAction(tx, {
      actorUserId: session.userId,
      action: 'payout.connect',
      targetKind: 'goodsOwner',
      targetId: ownerId,
      before: { stripeAccountId: before },
      after: { stripeAccountId: accountId },
    });
  });
  return moneyOrFail(db, ownerId);
}

// ---- payouts ----
/**
 * Records a payout of at most what is due, once per client key: the same key again answers the same payout (a
 * different amount or reference under it is payoutKeyReused); more than is due is payoutExceedsDue. Under the owner's
 * account lock, so parallel payouts of one owner never take more than is due between them. With Stripe configured and
 * a connected account, the payout is a Stripe transfer, sent after the payout commits.
 */
export async function recordPayout(db: Db, provider: CardProvider, session: SessionRecord, body: RecordPayoutBody): Promise<Payout> {
  const owner = await store.ownerById(db, body.ownerId);
  if (!owner) fail('payoutOwnerNotFound');
  const stripe = provider.kind === 'stripe' && owner.stripeAccountId !== null ? provider : null;
  const payoutNo = await db.transaction(async (tx) => {
    const balance = await lockOwnerAccount(tx, owner.ownerId);
    const earlier = await store.payoutByKey(tx, owner.ownerId, body.clientKey);
    if (earlier) {
      if (Number(earlier.amount) !== body.amount || earlier.reference !== body.reference.trim()) fail('payoutKeyReused');
      return earlier.payoutNo;
    }
    if (body.amount > payableOf(balance, await dueSum(tx, owner.ownerId))) fail('payoutExceedsDue');
    const no = referenceNo('PO');
    await store.insertPayout(tx, {
      payoutNo: no,
      ownerId: owner.ownerId,
      amount: body.amount,
      method: stripe ? 'stripe' : 'bank',
      status: stripe ? 'pending' : 'paid',
      reference: body.reference.trim(),
      clientKey: body.clientKey,
      stripeAccountId: stripe ? owner.stripeAccountId : null,
      userId: session.userId,
    });
    await appendOwnerEntries(tx, owner.ownerId, [{ kind: 'payout', amount: -body.amount, reference: no }]);
    await recordStaffAction(tx, {
      actorUserId: session.userId,
      action: 'payout.record',
      targetKind: 'goodsOwner',
      targetId: owner.ownerId,
      after: { payoutNo: no, amount: body.amount, method: stripe ? 'stripe' : 'bank', reference: body.reference.trim() },
    });
    return no;
  });
  const payout = (await store.payoutByNo(db, payoutNo))!;
  if (payout.status === 'pending' && provider.kind === 'stripe') await sendTransfer(db, provider, payout);
  return payoutOf((await store.payoutByNo(db, payoutNo))!);
}

/** The idempotency key a payout's transfer carries, the same on every attempt: Stripe makes it once. */
export const transferKey = (payoutNo: string) => `clearlot-payout-${payoutNo}`;

/**
 * Sends a pending payout's Stripe transfer: paid with Stripe's transfer id; refused by Stripe, failed and its money put
 * back in the ledger; no answer (Stripe unreachable), left pending for the next attempt under the same key.
 */
export async function sendTransfer(db: Db, gateway: StripeGateway, payout: Pick<store.PayoutRow, 'payoutNo' | 'ownerId' | 'amount' | 'stripeAccountId'>): Promise<void> {
  let outcome: { status: 'paid'; transferId: string } | { status: 'failed'; failure: string };
  try {
    const transfer = await gateway.transfer({
      amount: Number(payout.amount),
      destination: payout.stripeAccountId ?? '',
      metadata: { payoutNo: payout.payoutNo, ownerId: String(payout.ownerId) },
      idempotencyKey: transferKey(payout.payoutNo),
    });
    outcome = { status: 'paid', transferId: transfer.id };
  } catch (error) {
    if (!(error instanceof StripeCallFailed) || error.outcome === 'unknown') return;
    outcome = { status: 'failed', failure: error.stripeCode ?? error.message };
  }
  await db.transaction(async (tx) => {
    await lockOwnerAccount(tx, payout.ownerId);
    if (!(await store.finishPayout(tx, payout.payoutNo, outcome))) return;
    if (outcome.status === 'failed') await appendOwnerEntries(tx, payout.ownerId, [{ kind: 'payoutReversal', amount: Number(payout.amount), reference: payout.payoutNo }]);
  });
}

/** The sweeper's part: Stripe payouts left pending (Stripe did not answer) are sent again, under the same key. */
export async function sendPendingTransfers(db: Db, gateway: StripeGateway, limit = 100): Promise<number> {
  const nos = await store.pendingPayoutNos(db, limit);
  for (const no of nos) {
    const payout = await store.payoutByNo(db, no);
    if (payout?.status === 'pending') await sendTransfer(db, gateway, payout);
  }
  return nos.length;
}

// ---- the settlement statement ----
export async function statementOf(db: Queryable, ownerId: number, period: StatementBody): Promise<Statement> {
  const [sums, lines, money] = await Promise.all([
    store.sumsBetween(db, ownerId, period.from, period.to),
    store.entriesBetween(db, ownerId, period.from, period.to, STATEMENT_LINES),
    moneyOrFail(db, ownerId),
  ]);
  const sales = sums.sale;
  const commissionTaken = -sums.commission;
  const refunds = -sums.refund;
  return {
    from: period.from,
    to: period.to,
    sales,
    commission: commissionTaken,
    refunds,
    net: sales - commissionTaken - refunds,
    payouts: -(sums.payout + sums.payoutReversal),
    balance: money.balance,
    due: money.due,
    lines: lines.map((row) => ({ at: epoch(row.at), kind: row.kind, reference: row.reference, orderNo: row.orderNo, amount: Number(row.amount) })),
  };
}

export async function myStatement(db: Queryable, session: SessionRecord, period: StatementBody): Promise<Statement> {
  return statementOf(db, (await ownerOfSession(db, session)).ownerId, period);
}

/** The statement as a CSV file in the owner's language (rules/payouts.ts statementCsv). */
export async function myStatementCsv(db: Queryable, session: SessionRecord, period: StatementBody, language: 'en' | 'zh'): Promise<string> {
  const owner = await ownerOfSession(db, session);
  const statement = await statementOf(db, owner.ownerId, period);
  return statementCsv(language === 'zh' ? owner.ownerNameZh : owner.ownerName, statement, statement.lines, language);
}
