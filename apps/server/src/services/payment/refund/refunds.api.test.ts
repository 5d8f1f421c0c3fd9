/**
 * Refunds by order line on both engines: what can be refunded (per line, the delivery only with the
 * whole order), each method and status (card 31 / 34 and retries, wallet 31, Alipay 33 → 31 by the
 * sweeper), idempotency, 50 concurrent refunds of one order, the buyer's and goods owner's routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RefundDetail, type RefundPage, RefundStatus, Role, WALLET_APP_REFUND_SECONDS } from '@clearlot/contract';
import { type Engine, type TestApp, createTestApp, engines } from '../../../testing/harness';
import { ledgerHolds, walletBalances } from '../testing';
import { createOutbox } from '../../../platform/outbox';
import { paymentSweepJobs } from '../sweep';
import {
  APPROVED_CARD,
  DEMO_PAYMENT_PASSWORD,
  type GoodsOwner,
  ORDER,
  PAY,
  REFUND_FAILING_CARD,
  type TestBuyer,
  agentToken,
  demoBuyer,
  demoOwner,
  makeBuyer,
  paidOrder,
  refund,
  refundable,
  refusal,
  userWithRole,
} from './testing';

const runJob = (t: TestApp, name: string) =>
  paymentSweepJobs(createOutbox(t.db, { smtpUrl: null, mailFrom: 'refunds@clearlot.test', log: t.app.log }))
    .find((job) => job.name === name)!
    .run(t.db);

describe.each(engines)('refunds on %s', (engine: Engine) => {
  let t: TestApp;
  let buyer: TestBuyer;
  let owner: GoodsOwner;
  beforeAll(async () => {
    t = await createTestApp(engine, process.env.R2_DEBUG ? { logLevel: 'error' } : {});
    buyer = await makeBuyer(t);
    owner = await demoOwner(t);
  });
  afterAll(() => t.close());

  const detail = (refundNo: string, token = buyer.token) => t.post<RefundDetail>(`${PAY}/refund/detail`, { refundNo }, token);

  it('refunds part of a line by card, then the rest with the delivery, and never more than was paid', async () => {
    const order = await paidOrder(t, buyer, owner, [2_500, 3_000], { card: APPROVED_CARD });
    const [first, second] = order.itemIds as [number, number];
    const before = await refundable(t, order);
    expect(before.lines).toEqual([
      { orderItemId: first, paid: 5_000, refunded: 0, refundable: 5_000 },
      { orderItemId: second, paid: 6_000, refunded: 0, refundable: 6_000 },
    ]);
    expect(before.paid).toBe(order.paid);
    expect(before.delivery.paid).toBe(order.paid - 11_000);

    const part = await refund(t, order, [{ orderItemId: first, amount: 1_000 }]);
    expect(part).toMatchObject({ amount: 1_000, deliveryAmount: 0, status: RefundStatus.Succeeded, replayed: false });
    expect(await refusal(refund(t, order, [{ orderItemId: first, amount: 4_001 }]))).toBe(8101);
    expect(await refusal(refund(t, order, [{ orderItemId: first, amount: 0 }]))).toBe(8103);
    expect(await refusal(refund(t, order, []))).toBe(8103);
    expect(await refusal(refund(t, order, [{ orderItemId: 999_999_999, amount: 1 }]))).toBe(8102);
    expect(
      await refusal(
        refund(t, order, [
          { orderItemId: first, amount: 1 },
          { orderItemId: first, amount: 1 },
        ]),
      ),
    ).toBe(8102);

    // the rest of both lines: the whole order is refunded, so its delivery goes back with it
    const rest = await refund(t, order, [
      { orderItemId: first, amount: 4_000 },
      { orderItemId: second, amount: 6_000 },
    ]);
    expect(rest).toMatchObject({ amount: order.paid - 1_000, deliveryAmount: before.delivery.paid, status: RefundStatus.Succeeded });
    expect((await refundable(t, order)).refundable).toBe(0);
    expect(await refusal(refund(t, order, [{ orderItemId: second, amount: 1 }]))).toBe(8101);

    const shown = (await detail(rest.refundNo)).body.data;
    expect(shown).toMatchObject({
      refundNo: rest.refundNo,
      orderNo: order.orderNo,
      source: 'return',
      status: 31,
      statusNameEn: 'Refund succeeded',
      method: 3,
      amount: order.paid - 1_000,
      canRetry: false,
    });
    expect(shown.reasonEn).toBe('Not as described');
    expect(shown.lines.map((line) => [line.kind, line.orderItemId, line.amount])).toEqual([
      ['goods', first, 4_000],
      ['goods', second, 6_000],
      ['delivery', null, before.delivery.paid],
    ]);
    expect(shown.lines[2]).toMatchObject({ productNameEn: 'Delivery charge', productName: '运费', orderedQuantity: null });
    expect(shown.lines[0]!.orderedQuantity).toBe(2);
    expect(shown.logs.map((log) => [log.status, log.actor])).toEqual([[31, 'system']]);
    expect(shown.completedAt).not.toBeNull();
  });

  it('answers the same refund for the same client key, and refuses the key with other lines', async () => {
    const order = await paidOrder(t, buyer, owner, [4_000], { card: APPROVED_CARD });
    const line = order.itemIds[0]!;
    const first = await refund(t, order, [{ orderItemId: line, amount: 700 }], { clientKey: 'return:RT1' });
    const again = await refund(t, order, [{ orderItemId: line, amount: 700 }], { clientKey: 'return:RT1' });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await refusal(refund(t, order, [{ orderItemId: line, amount: 800 }], { clientKey: 'return:RT1' }))).toBe(8105);
    expect((await refundable(t, order)).lines[0]!.refunded).toBe(700);
  });

  it('refunds a wallet payment to the wallet at once, and the ledger still sums to the balance', async () => {
    const demo = await demoBuyer(t);
    const order = await paidOrder(t, demo, owner, [3_300], { balance: DEMO_PAYMENT_PASSWORD });
    const before = await walletBalances(t, demo.userId);
    const made = await refund(t, order, [{ orderItemId: order.itemIds[0]!, amount: 1_234 }]);
    expect(made.status).toBe(RefundStatus.Succeeded);
    expect((await walletBalances(t, demo.userId)).available).toBe(before.available + 1_234);
    const [credit] = await t.db.query<{ amount: number; remarks: string }>('select amount, remarks from wallet_ledger where transaction_id = $1', [made.refundNo]);
    expect(credit).toEqual({ amount: 1_234, remarks: order.orderNo });
    const holds = await ledgerHolds(t, demo.userId);
    expect(holds.runningOk).toBe(true);
    expect(holds.ledgerSum).toBe(holds.balance);
  });

  it('sends an Alipay refund to the provider (33) and the sweeper confirms it once (31)', async () => {
    const order = await paidOrder(t, buyer, owner, [2_800], { alipay: true });
    const made = await refund(t, order, [{ orderItemId: order.itemIds[0]!, amount: 900 }]);
    expect(made.status).toBe(RefundStatus.InRefund);
    await runJob(t, 'payment-refunds-confirmed');
    expect((await detail(made.refundNo)).body.data).toMatchObject({ status: 33, statusNameEn: 'In refund', completedAt: null });

    await t.db.query(`update refund set updated_at = now() - make_interval(secs => $2) where refund_no = $1`, [made.refundNo, WALLET_APP_REFUND_SECONDS + 1]);
    await Promise.all([runJob(t, 'payment-refunds-confirmed'), runJob(t, 'payment-refunds-confirmed')]);
    const done = (await detail(made.refundNo)).body.data;
    expect(done.status).toBe(31);
    expect(done.logs.map((log) => log.status)).toEqual([33, 31]);
    expect(done.completedAt).not.toBeNull();
  });

  it('marks a refused card refund failed (34); the buyer retries it to the card, then to the wallet', async () => {
    const order = await paidOrder(t, buyer, owner, [2_600], { card: REFUND_FAILING_CARD }, 1);
    const made = await refund(t, order, [{ orderItemId: order.itemIds[0]!, amount: 2_600 }]);
    expect(made.status).toBe(RefundStatus.Failed);
    expect((await detail(made.refundNo)).body.data).toMatchObject({ status: 34, statusNameEn: 'Refund failed', canRetry: true });
    // the failed refund still holds its amount: the line cannot be refunded twice
    expect(await refusal(refund(t, order, [{ orderItemId: order.itemIds[0]!, amount: 1 }]))).toBe(8101);

    const toCard = await t.post<RefundDetail>(`${PAY}/refund/retry`, { refundNo: made.refundNo }, buyer.token);
    expect(toCard.body.data).toMatchObject({ status: 34, toWallet: false });
    const walletBefore = await walletBalances(t, buyer.userId);
    const toWallet = await t.post<RefundDetail>(`${PAY}/refund/retry`, { refundNo: made.refundNo, toWallet: true }, buyer.token);
    expect(toWallet.body.data).toMatchObject({ status: 31, toWallet: true, canRetry: false });
    expect(toWallet.body.data.logs.map((log) => [log.status, log.actor])).toEqual([
      [34, 'system'],
      [34, 'buyer'],
      [31, 'buyer'],
    ]);
    // the whole line, so the delivery too
    expect(made.amount).toBe(order.paid);
    expect((await walletBalances(t, buyer.userId)).available).toBe(walletBefore.available + order.paid);
    const [attempts] = await t.db.query<{ attempts: number }>('select attempts from refund where refund_no = $1', [made.refundNo]);
    expect(attempts!.attempts).toBe(3);

    expect((await t.post(`${PAY}/refund/retry`, { refundNo: made.refundNo }, buyer.token)).body.code).toBe(8104);
    const stranger = await makeBuyer(t);
    expect((await t.post(`${PAY}/refund/retry`, { refundNo: made.refundNo }, stranger.token)).body.code).toBe(8100);
  });

  it('never refunds more than was paid with 50 refund requests at once', async () => {
    const demo = await demoBuyer(t);
    const order = await paidOrder(t, demo, owner, [2_000, 1_500], { balance: DEMO_PAYMENT_PASSWORD }, 1);
    const [first, second] = order.itemIds as [number, number];
    const walletBefore = await walletBalances(t, demo.userId);
    // 50 requests of 100p from the first line and 50p from the second: 20 fit the first line, 30 the second
    const attempts = Array.from({ length: 50 }, (_, index) =>
      refusal(refund(t, order, [index % 2 === 0 ? { orderItemId: first, amount: 100 } : { orderItemId: second, amount: 50 }])),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((code) => code !== null && code !== 8101)).toEqual([]);
    expect(outcomes.filter((code) => code === 8101)).toHaveLength(5);
    const left = await refundable(t, order);
    const refunded = left.lines.reduce((total, line) => total + line.refunded, 0) + left.delivery.refunded;
    expect(refunded).toBeLessThanOrEqual(order.paid);
    expect(left.lines.map((line) => line.refunded)).toEqual([2_000, 1_250]);
    expect(left.delivery.refunded).toBe(0);
    const [rows] = await t.db.query<{ total: number; n: number }>('select coalesce(sum(amount), 0)::int as total, count(*)::int as n from refund where order_id = $1', [
      order.orderId,
    ]);
    expect(rows!.total).toBe(refunded);
    expect(rows!.n).toBe(outcomes.filter((code) => code === null).length);
    expect((await walletBalances(t, demo.userId)).available).toBe(walletBefore.available + refunded);
    const holds = await ledgerHolds(t, demo.userId);
    expect(holds.runningOk).toBe(true);
    expect(holds.ledgerSum).toBe(holds.balance);
  });

  it("lists the buyer's refunds by tab and hides them from everyone else", async () => {
    const list = await t.post<RefundPage>(`${PAY}/refund/list`, { tab: 'failed' }, buyer.token);
    expect(list.body.code).toBe(200);
    expect(list.body.data.list.every((item) => item.status === RefundStatus.Failed)).toBe(true);
    const all = await t.post<RefundPage>(`${PAY}/refund/list`, undefined, buyer.token);
    expect(all.body.data.total).toBeGreaterThan(list.body.data.total);
    expect(all.body.data.list.length).toBeLessThanOrEqual(10);
    const someone = all.body.data.list[0]!.refundNo;

    const stranger = await makeBuyer(t);
    expect((await t.post<RefundPage>(`${PAY}/refund/list`, {}, stranger.token)).body.data).toEqual({ list: [], total: 0 });
    expect((await detail(someone, stranger.token)).body.code).toBe(8100);
    expect((await detail(someone, '')).body.code).toBe(401);
    expect((await t.post(`${PAY}/refund/detail`, { refundNo: 'not a number' }, buyer.token)).body.code).toBe(1001);
    expect((await t.post(`${PAY}/refund/detail`, { refundNo: someone, extra: 1 }, buyer.token)).body.code).toBe(1001);
    expect((await t.post(`${PAY}/refund/list`, { tab: 'everything' }, buyer.token)).body.code).toBe(1001);
    expect((await t.post(`${PAY}/refund/retry`, { refundNo: someone, toWallet: 'yes' }, buyer.token)).body.code).toBe(1001);
  });

  it("shows the goods owner their shop's refunds; the platform's agent sees every refund; a buyer is refused the desk", async () => {
    const desk = await t.post<RefundPage>(`${PAY}/owner/refund/list`, {}, owner.token);
    expect(desk.body.code).toBe(200);
    expect(desk.body.data.total).toBeGreaterThan(0);
    const one = desk.body.data.list[0]!;
    expect((await t.post<RefundDetail>(`${PAY}/owner/refund/detail`, { refundNo: one.refundNo }, owner.token)).body.data.refundNo).toBe(one.refundNo);
    expect((await t.post<RefundPage>(`${PAY}/owner/refund/list`, {}, await agentToken(t))).body.data.total).toBeGreaterThanOrEqual(desk.body.data.total);

    expect((await t.post(`${PAY}/owner/refund/list`, {}, buyer.token)).body.code).toBe(2002);
    expect((await t.post(`${PAY}/owner/refund/list`, {}, await userWithRole(t, Role.Seller))).body.code).toBe(6018);
    // another shop's refund is not on this owner's desk; the agent sees it
    const [shop] = await t.db.query<{ ownerId: number }>('select id as "ownerId" from goods_owner where user_id is null order by id limit 1');
    const order = await paidOrder(t, buyer, { ownerId: shop!.ownerId, userId: 0, token: '' }, [2_100], { card: APPROVED_CARD });
    const { refundNo } = await refund(t, order, [{ orderItemId: order.itemIds[0]!, amount: 100 }]);
    expect((await t.post(`${PAY}/owner/refund/detail`, { refundNo }, owner.token)).body.code).toBe(8100);
    expect((await t.post<RefundPage>(`${PAY}/owner/refund/list`, {}, owner.token)).body.data.list.map((item) => item.refundNo)).not.toContain(refundNo);
    expect((await t.post<RefundDetail>(`${PAY}/owner/refund/detail`, { refundNo }, await agentToken(t))).body.data.refundNo).toBe(refundNo);
  });

  it('cancelling a paid order refunds every line and the delivery in one refund of source cancellation', async () => {
    const order = await paidOrder(t, buyer, owner, [2_200, 1_900], { card: APPROVED_CARD }, 1);
    const cancelled = await t.post(`${ORDER}/order/mall/cancel`, { orderNo: order.orderNo, reason: 'Ordered by mistake' }, buyer.token);
    expect(cancelled.body.code).toBe(200);
    const [row] = await t.db.query<{ refundNo: string }>('select refund_no as "refundNo" from refund where order_id = $1', [order.orderId]);
    const shown = (await detail(row!.refundNo)).body.data;
    expect(shown).toMatchObject({ source: 'cancellation', sourceId: order.orderNo, amount: order.paid, status: 31, reasonEn: 'Ordered by mistake' });
    expect(shown.lines.map((line) => line.kind)).toEqual(['goods', 'goods', 'delivery']);
    expect((await refundable(t, order)).refundable).toBe(0);
  });
});
