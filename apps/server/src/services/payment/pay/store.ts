/** Every SQL statement about payment rows. Amounts in pence; statuses are PaymentRecordStatus names, sent as parameters. */
import { type PaymentMethod, PaymentRecordStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { countPayment } from '../../../platform/metrics';

/**
 * The outcome a payment is counted under in the metrics once it has one, counted as the statement
 * recording it runs: a transaction rolled back later (rare: the trade is locked first) still counts.
 */
const outcomes = { [PaymentRecordStatus.Succeeded]: 'succeeded', [PaymentRecordStatus.Failed]: 'failed', [PaymentRecordStatus.Expired]: 'expired' } as const;

export interface PaymentRow {
  id: number;
  paymentNo: string;
  tradeId: number;
  tradeNo: string;
  userId: number;
  paymentKey: string;
  method: PaymentMethod;
  amount: number;
  status: PaymentRecordStatus;
  qrToken: string | null;
  qrExpiresAt: Date | null;
  failureCode: number | null;
  succeededAt: Date | null;
  /** the gateway of a card payment (null for the other methods) */
  cardProvider: CardProviderName | null;
  /** Stripe's PaymentIntent (pi_…) of a Stripe payment, once created */
  providerRef: string | null;
}

/** The card gateways a payment can have gone through. */
export type CardProviderName = 'sandbox' | 'stripe';

const COLUMNS = `p.id, p.payment_no as "paymentNo", p.trade_id as "tradeId", t.trade_no as "tradeNo", p.user_id as "userId",
  p.payment_key as "paymentKey", p.method, p.amount, p.status, p.qr_token as "qrToken", p.qr_expires_at as "qrExpiresAt",
  p.failure_code as "failureCode", p.succeeded_at as "succeededAt", p.card_provider as "cardProvider", p.provider_ref as "providerRef"`;

/** The payment a user made with an idempotency key, whichever trade it was for. */
export async function paymentByKey(db: Queryable, userId: number, paymentKey: string): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(`select ${COLUMNS} from payment p join trade t on t.id = p.trade_id where p.user_id = $1 and p.payment_key = $2`, [userId, paymentKey], {
    prepared: true,
  });
  return row ?? null;
}

export async function paymentByQrToken(db: Queryable, qrToken: string): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(`select ${COLUMNS} from payment p join trade t on t.id = p.trade_id where p.qr_token = $1`, [qrToken]);
  return row ?? null;
}

export interface NewPayment {
  paymentNo: string;
  tradeId: number;
  userId: number;
  paymentKey: string;
  method: PaymentMethod;
  amount: number;
  status: PaymentRecordStatus;
  card?: { brand: string; last4: string; token: string } | null;
  /** a QR code valid for `minutes`, but never past `notAfter` (the trade's payment deadline) */
  qr?: { token: string; minutes: number; notAfter: Date } | null;
  failureCode?: number | null;
  /** the card gateway; a card payment with `card` details went through the sandbox */
  cardProvider?: CardProviderName | null;
}

/** Records a payment; a succeeded one is stamped with the time it succeeded. */
export async function insertPayment(tx: Queryable, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await tx.query<PaymentRow>(
    `with p as (
       insert into payment (payment_no, trade_id, user_id, payment_key, method, amount, status, card_brand, card_last4, card_token,
                            qr_token, qr_expires_at, failure_code, succeeded_at, card_provider)
       values ($1, $2, $3, $4, $5, $6, $7::smallint, $8, $9, $10, $11,
               case when $11::text is null then null else least(now() + make_interval(mins => $12::int), $14::timestamptz) end,
               $13, case when $7::smallint = $15::smallint then now() end, $16)
       returning *
     )
     select ${COLUMNS} from p join trade t on t.id = p.trade_id`,
    [
      payment.paymentNo,
      payment.tradeId,
      payment.userId,
      payment.paymentKey,
      payment.method,
      payment.amount,
      payment.status,
      payment.card?.brand ?? null,
      payment.card?.last4 ?? null,
      payment.card?.token ?? null,
      payment.qr?.token ?? null,
      payment.qr?.minutes ?? 0,
      payment.failureCode ?? null,
      payment.qr?.notAfter ?? null,
      PaymentRecordStatus.Succeeded,
      payment.cardProvider ?? (payment.card ? 'sandbox' : null),
    ],
    { prepared: true },
  );
  if (payment.status !== PaymentRecordStatus.Pending) countPayment(payment.method, outcomes[payment.status]);
  return row!;
}

/**
 * Moves a pending QR payment on (compare-and-set: only while it is still pending). Success
 * also needs the code to be unexpired. Returns false when the payment was no longer pending.
 */
export async function settleQrPayment(
  tx: Queryable,
  paymentId: number,
  to: typeof PaymentRecordStatus.Succeeded | typeof PaymentRecordStatus.Failed | typeof PaymentRecordStatus.Expired,
  failureCode: number | null = null,
): Promise<boolean> {
  const [settled] = await tx.query<{ method: PaymentMethod }>(
    `update payment set status = $2::smallint, failure_code = $3::int, succeeded_at = case when $2::smallint = $4::smallint then now() end
      where id = $1 and status = $5 and ($2::smallint <> $4::smallint or qr_expires_at > now())
     returning method`,
    [paymentId, to, failureCode, PaymentRecordStatus.Succeeded, PaymentRecordStatus.Pending],
  );
  if (settled) countPayment(settled.method, outcomes[to]);
  return settled !== undefined;
}

/** Sweeper: pending QR payments whose code has expired become expired. */
export async function expireQrPayments(db: Queryable): Promise<number> {
  const rows = await db.query<{ method: PaymentMethod }>('update payment set status = $1 where status = $2 and qr_expires_at <= now() returning method', [
    PaymentRecordStatus.Expired,
    PaymentRecordStatus.Pending,
  ]);
  for (const { method } of rows) countPayment(method, 'expired');
  return rows.length;
}

/** A trade closed unpaid: its pending (QR) payments can no longer succeed. */
export async function expirePendingPaymentsOf(tx: Queryable, tradeId: number): Promise<void> {
  const rows = await tx.query<{ method: PaymentMethod }>('update payment set status = $2 where trade_id = $1 and status = $3 returning method', [
    tradeId,
    PaymentRecordStatus.Expired,
    PaymentRecordStatus.Pending,
  ]);
  for (const { method } of rows) countPayment(method, 'expired');
}

// ---------- payments through a provider (Stripe) ----------

/** Records the provider's reference (Stripe's PaymentIntent) of a payment that has none yet. */
export async function setProviderRef(db: Queryable, paymentId: number, providerRef: string): Promise<void> {
  await db.query('update payment set provider_ref = $2 where id = $1 and provider_ref is null', [paymentId, providerRef]);
}

/**
 * The Stripe payment behind a PaymentIntent, row-locked: by the intent recorded on it, else by the
 * payment number the intent's metadata carries (the intent was created but not yet recorded).
 */
export async function lockStripePayment(tx: Queryable, intentId: string, paymentNo: string | null): Promise<PaymentRow | null> {
  const [row] = await tx.query<PaymentRow>(
    `select ${COLUMNS} from payment p join trade t on t.id = p.trade_id
      where p.card_provider = 'stripe' and (p.provider_ref = $1 or (p.provider_ref is null and p.payment_no = $2))
      order by p.provider_ref nulls last limit 1 for update of p`,
    [intentId, paymentNo],
  );
  return row ?? null;
}

/**
 * Moves a pending provider payment on (compare-and-set: only while it is still pending); false when
 * it had moved on. A failure keeps the error it is answered with.
 */
export async function settleProviderPayment(
  tx: Queryable,
  paymentId: number,
  to: typeof PaymentRecordStatus.Succeeded | typeof PaymentRecordStatus.Failed,
  failureCode: number | null = null,
): Promise<boolean> {
  const [settled] = await tx.query<{ method: PaymentMethod }>(
    `update payment set status = $2::smallint, failure_code = $3::int, succeeded_at = case when $2::smallint = $4::smallint then now() end
      where id = $1 and status = $5 returning method`,
    [paymentId, to, failureCode, PaymentRecordStatus.Succeeded, PaymentRecordStatus.Pending],
  );
  if (settled) countPayment(settled.method, outcomes[to]);
  return settled !== undefined;
}

/** The last decline Stripe reported for a payment that is still pending (the buyer may try another card on the same intent). */
export async function recordProviderDecline(tx: Queryable, paymentId: number, failureCode: number): Promise<void> {
  await tx.query('update payment set failure_code = $2 where id = $1 and status = $3', [paymentId, failureCode, PaymentRecordStatus.Pending]);
}

/** Money Stripe took for a payment that could not pay its trade is owed back (sent by sendPaymentReturns). */
export async function markReturnDue(tx: Queryable, paymentId: number): Promise<void> {
  await tx.query('update payment set provider_return_due = true where id = $1 and provider_return_ref is null', [paymentId]);
}

export interface ReturnDue {
  id: number;
  paymentNo: string;
  amount: number;
  providerRef: string;
}

/** Payments whose money is owed back, oldest first. */
export const dueReturns = (db: Queryable, limit: number) =>
  db.query<ReturnDue>(
    `select id, payment_no as "paymentNo", amount, provider_ref as "providerRef" from payment
      where provider_return_due and provider_ref is not null order by id limit $1`,
    [limit],
  );

/** Stripe accepted the money back (re_…), or refused it for good (`refused: …`, kept for staff): no longer due. */
export async function settleReturn(db: Queryable, paymentId: number, ref: string): Promise<void> {
  await db.query('update payment set provider_return_due = false, provider_return_ref = $2 where id = $1 and provider_return_due', [paymentId, ref]);
}
