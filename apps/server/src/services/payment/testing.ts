/**
 * Test helpers for the payment service's API tests: a test app with the demo wallet seeded,
 * trades to pay (a trade with one real-time order awaiting payment, written straight to the
 * database so these tests do not depend on checkout), a billing address, and SQL probes.
 */
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../platform/config';
import { DEMO_BUYER, type Engine, NEW_BUYER, type TestApp, createTestApp, signIn } from '../../testing/harness';
import { referenceNo } from '../../platform/reference-numbers';
import { seedDemoWallets } from './seed';

export const PAY = '/srs-payment-service';
export { DEMO_BUYER, NEW_BUYER };
export const DEMO_PAYMENT_PASSWORD = '246810';
export const DEMO_OPENING_CREDIT = 500_000;

export const APPROVED_VISA = '4242424242424242';
export const APPROVED_MASTERCARD = '5555555555554444';
export const DECLINED_VISA = '4000000000000002';

export interface PaymentTestApp extends TestApp {
  buyerToken: string;
  buyerId: number;
  otherToken: string;
  otherId: number;
  /** the demo buyer's billing address */
  addressId: number;
}

export async function createPaymentTestApp(engine: Engine, options: { config?: Partial<AppConfig>; beforeSignIn?: (t: TestApp) => void } = {}): Promise<PaymentTestApp> {
  const t = await createTestApp(engine, options.config);
  options.beforeSignIn?.(t);
  await seedDemoWallets(t.db);
  const buyerToken = await signIn(t, DEMO_BUYER);
  const otherToken = await signIn(t, NEW_BUYER);
  const buyerId = await userId(t, DEMO_BUYER.email);
  const otherId = await userId(t, NEW_BUYER.email);
  const addressId = await insertAddress(t, buyerId);
  return { ...t, buyerToken, buyerId, otherToken, otherId, addressId };
}

async function userId(t: TestApp, email: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('select id from app_user where email = $1', [email]);
  return row!.id;
}

export async function insertAddress(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `insert into receive_address (user_id, recipient_name, city, county, postcode, mobile, address_line1)
     values ($1, 'Alex Morgan', 'London', 'Greater London', 'SW1A 2AA', '+447700900123', '10 Downing Street') returning id`,
    [userId],
  );
  return row!.id;
}

export interface TestTrade {
  tradeNo: string;
  tradeId: number;
  orderNo: string;
  amount: number;
}

/** A trade awaiting payment with one real-time order (status 3), like checkout leaves it. */
export async function insertTrade(t: TestApp, userId: number, amount: number, options: { deadlineMinutes?: number } = {}): Promise<TestTrade> {
  const tradeNo = referenceNo('TR');
  const orderNo = referenceNo('OR');
  const deadline = options.deadlineMinutes ?? 30;
  const [trade] = await t.db.query<{ id: number }>(
    `insert into trade (trade_no, user_id, client_key, amount, pay_deadline) values ($1, $2, $3, $4, now() + make_interval(mins => $5)) returning id`,
    [tradeNo, userId, randomUUID(), amount, deadline],
  );
  await t.db.query(
    `insert into shop_order (order_no, trade_id, user_id, owner_id, warehouse_code, order_type, status, delivery_type, subtotal, freight, surcharge,
                             remote_surcharge, chargeable_weight_grams, payable, recipient_name, recipient_mobile, recipient_region,
                             recipient_address, recipient_postcode, pay_deadline, delivery_net, delivery_vat, net_amount, vat_amount)
     values ($1, $2, $3, (select min(id) from goods_owner), (select min(warehouse_code) from warehouse), 1, 3, 1, $4 - 495, 495, 0,
             0, 500, $4, 'Alex Morgan', '+447700900123', 'London', '10 Downing Street', 'SW1A 2AA', now() + make_interval(mins => $5), 495, 0, $4, 0)`,
    [orderNo, trade!.id, userId, amount, deadline],
  );
  return { tradeNo, tradeId: trade!.id, orderNo, amount };
}

export async function orderStatus(t: TestApp, orderNo: string): Promise<number> {
  const [row] = await t.db.query<{ status: number }>('select status from shop_order where order_no = $1', [orderNo]);
  return row!.status;
}

export async function tradeStatus(t: TestApp, tradeNo: string): Promise<{ status: number; paymentMethod: number | null }> {
  const [row] = await t.db.query<{ status: number; paymentMethod: number | null }>('select status, payment_method as "paymentMethod" from trade where trade_no = $1', [tradeNo]);
  return row!;
}

export async function paymentsOf(t: TestApp, tradeId: number): Promise<Array<{ status: number; method: number; paymentKey: string; failureCode: number | null }>> {
  return t.db.query('select status, method, payment_key as "paymentKey", failure_code as "failureCode" from payment where trade_id = $1 order by id', [tradeId]);
}

export async function walletBalances(t: TestApp, userId: number): Promise<{ available: number; frozen: number }> {
  const [row] = await t.db.query<{ available: number; frozen: number }>('select available, frozen from wallet where user_id = $1', [userId]);
  return row ?? { available: 0, frozen: 0 };
}

/** The ledger invariant: sum(direction × amount) = available + frozen, and each balance_after matches the running sum. */
export async function ledgerHolds(t: TestApp, userId: number): Promise<{ ledgerSum: number; balance: number; runningOk: boolean }> {
  const rows = await t.db.query<{ direction: number; amount: number; balanceAfter: number }>(
    'select direction, amount, balance_after as "balanceAfter" from wallet_ledger where user_id = $1 order by id',
    [userId],
  );
  let running = 0;
  let runningOk = true;
  for (const row of rows) {
    running += row.direction * row.amount;
    if (running !== row.balanceAfter) runningOk = false;
  }
  const wallet = await walletBalances(t, userId);
  return { ledgerSum: running, balance: wallet.available + wallet.frozen, runningOk };
}

/** A new card body for the demo buyer. */
export function newCard(addressId: number, overrides: Record<string, unknown> = {}) {
  const year = new Date().getFullYear() + 3;
  return { number: APPROVED_VISA, holderName: 'AMELIA HUGHES', expiryMonth: 12, expiryYear: year, cvv: '123', billingAddressId: addressId, ...overrides };
}

export const paymentKey = () => randomUUID();

/**
 * A goods owner's payouts ledger as the tests check it (docs/decisions.md "Goods owners paid"): its entries' sum, the
 * cached balance (which must equal it), and the entries of a reference (a settlement, refund or payout number).
 */
export async function ownerLedger(t: TestApp, ownerId: number): Promise<{ ledgerSum: number; balance: number }> {
  const [sum] = await t.db.query<{ total: string }>('select coalesce(sum(amount), 0)::text as total from owner_ledger where owner_id = $1', [ownerId]);
  const [account] = await t.db.query<{ balance: string }>('select balance::text from owner_account where owner_id = $1', [ownerId]);
  return { ledgerSum: Number(sum!.total), balance: Number(account?.balance ?? 0) };
}

export async function ownerEntries(t: TestApp, reference: string): Promise<Array<{ kind: string; amount: number }>> {
  const rows = await t.db.query<{ kind: string; amount: string }>('select kind, amount::text from owner_ledger where reference = $1 order by id', [reference]);
  return rows.map((row) => ({ kind: row.kind, amount: Number(row.amount) }));
}

/** Makes everything in the owner's ledger due now (as if every return window had passed). */
export async function makeAllDue(t: TestApp, ownerId: number): Promise<void> {
  await t.db.query(`update owner_ledger set due_at = now() - interval '1 second' where owner_id = $1 and due_at > now()`, [ownerId]);
}
