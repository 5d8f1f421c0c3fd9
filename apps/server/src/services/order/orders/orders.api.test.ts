import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CancelResult, type OrderDetail, OrderStatus, type OrderTabCounts, type Trade } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { orderSweepJobs } from './sweep';
import { ORDER, type TestBuyer, cartLine, makeBuyer, payByCard, placeBody, productWithStock, stockOf } from './testing';

const runJob = async (t: TestApp, name: string) => orderSweepJobs.find((job) => job.name === name)!.run(t.db);

describe.each(engines)('orders on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const place = (buyer: TestBuyer, body: object) => t.post<Trade>(`${ORDER}/order/mall/save`, body, buyer.token);
  const detail = async (buyer: TestBuyer, orderNo: string) => (await t.post<OrderDetail>(`${ORDER}/order/mall/detail`, { orderNo }, buyer.token)).body;

  async function placedOrder(units = 5, quantity = 2) {
    const buyer = await makeBuyer(t);
    const product = await productWithStock(t, units);
    const line = await cartLine(t, buyer, product.productId, quantity);
    const res = await place(buyer, placeBody(buyer, [line]));
    expect(res.body.code).toBe(200);
    return { buyer, product, trade: res.body.data, orderNo: res.body.data.orderNos[0]! };
  }

  it('places an order: reserves stock, empties the cart lines, asks for the payable within 30 minutes', async () => {
    const { buyer, product, trade, orderNo } = await placedOrder(5, 2);
    expect(trade.status).toBe(1);
    expect(trade.payDeadline - Math.floor(Date.now() / 1000)).toBeGreaterThan(29 * 60);
    expect(await stockOf(t, product.productId)).toEqual({ stock: 3, total: 3 });
    const order = await detail(buyer, orderNo);
    expect(order.data).toMatchObject({ status: OrderStatus.AwaitingPayment, orderType: 1, subtotal: 5000, itemCount: 1, tradeNo: trade.tradeNo });
    expect(order.data.payable).toBe(order.data.subtotal + order.data.freight + order.data.surcharge + order.data.remoteSurcharge);
    expect(trade.amount).toBe(order.data.payable);
    expect(order.data.logs.map((l) => l.status)).toEqual([1, 3]);
    expect(order.data.recipient.mobile).toBe('+447700900123');
    expect(order.data.logs[1]!.messageEn).toBe('Awaiting payment.');
    const cart = await t.db.query('select 1 from cart_item where user_id = $1', [buyer.userId]);
    expect(cart).toHaveLength(0);
  });

  it('splits a checkout into one order per goods owner and warehouse, paid once by one trade', async () => {
    const buyer = await makeBuyer(t);
    const [a, b] = await t.db.query<{ id: number; warehouseCode: string }>(
      `select distinct on (p.owner_id) p.id, s.warehouse_code as "warehouseCode"
         from product p join product_sku k on k.product_id = p.id join sku_stock s on s.sku_id = k.id
        where p.status = 1 and not p.has_options and s.quantity >= 5 and k.price >= 1000 order by p.owner_id, p.id limit 2`,
    );
    const lines = [await cartLine(t, buyer, a!.id, 2, a!.warehouseCode), await cartLine(t, buyer, b!.id, 2, b!.warehouseCode)];
    const trade = (await place(buyer, placeBody(buyer, lines))).body.data;
    expect(trade.orderNos).toHaveLength(2);
    const orders = await Promise.all(trade.orderNos.map(async (orderNo) => (await detail(buyer, orderNo)).data));
    expect(trade.amount).toBe(orders.reduce((sum, o) => sum + o.payable, 0));
    expect(new Set(orders.map((o) => o.ownerId)).size).toBe(2);
    expect((await payByCard(t, buyer, trade)).body.code).toBe(200);
    for (const orderNo of trade.orderNos) expect((await detail(buyer, orderNo)).data.status).toBe(OrderStatus.ReadyToShip);
  });

  it('is idempotent: the same client key gives the same trade; a reused key with another request is refused', async () => {
    const buyer = await makeBuyer(t);
    const product = await productWithStock(t, 10);
    const line = await cartLine(t, buyer, product.productId, 1);
    const body = placeBody(buyer, [line]);
    // parallel repeats (a double click, a retry racing the first) wait for the first and get its trade
    const [a, ...repeats] = await Promise.all(Array.from({ length: 10 }, () => place(buyer, body)));
    expect(a!.body.code).toBe(200);
    for (const b of repeats) expect(b.body).toMatchObject({ code: 200, data: { tradeNo: a!.body.data.tradeNo } });
    const again = await place(buyer, body);
    expect(again.body.data.tradeNo).toBe(a!.body.data.tradeNo);
    expect((await stockOf(t, product.productId)).stock).toBe(9);
    const reused = await place(buyer, { ...body, deliveryType: 2 });
    expect(reused.body.code).toBe(6014);
  });

  it('never oversells: 200 concurrent orders for the last 10 units give exactly 10 orders', async () => {
    const product = await productWithStock(t, 10);
    const buyers = await Promise.all(Array.from({ length: 200 }, () => makeBuyer(t)));
    const lines = await Promise.all(buyers.map((buyer) => cartLine(t, buyer, product.productId, 1)));
    const results = await Promise.all(buyers.map((buyer, i) => place(buyer, placeBody(buyer, [lines[i]!]))));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c !== 200).every((c) => c === 6003)).toBe(true);
    expect(await stockOf(t, product.productId)).toEqual({ stock: 0, total: 0 });
    const [orders] = await t.db.query<{ n: number; units: number }>('select count(*)::int as n, sum(quantity)::int as units from order_item where product_id = $1', [
      product.productId,
    ]);
    expect(orders).toEqual({ n: 10, units: 10 });
  }, 120_000);

  it('never oversells with several lines: orders of two products racing for the last units take both lines or neither, without deadlock', async () => {
    const first = await productWithStock(t, 5);
    const second = await productWithStock(t, 5, 2500, [first.productId]);
    const buyers = await Promise.all(Array.from({ length: 24 }, () => makeBuyer(t)));
    // half the carts hold the products one way round, half the other: the stock is taken in product order either way
    const carts = await Promise.all(
      buyers.map(async (buyer, i) => {
        const [a, b] = i % 2 === 0 ? [first, second] : [second, first];
        return [await cartLine(t, buyer, a.productId, 1), await cartLine(t, buyer, b.productId, 1)];
      }),
    );
    const results = await Promise.all(buyers.map((buyer, i) => place(buyer, placeBody(buyer, carts[i]!))));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c !== 200).every((c) => c === 6003)).toBe(true);
    expect(await stockOf(t, first.productId)).toEqual({ stock: 0, total: 0 });
    expect(await stockOf(t, second.productId)).toEqual({ stock: 0, total: 0 });
    // each checkout that went through holds both lines (in one order, or one per goods owner and warehouse)
    const perCheckout = await t.db.query<{ lines: number }>(
      'select count(*)::int as lines from order_item i join shop_order o on o.id = i.order_id where i.product_id = any($1::int[]) group by o.trade_id',
      [[first.productId, second.productId]],
    );
    expect(perCheckout).toEqual(Array.from({ length: 5 }, () => ({ lines: 2 })));
  }, 120_000);

  it("places nothing when one line is short: no trade, no order, the other line's units and both cart lines stay", async () => {
    const buyer = await makeBuyer(t);
    const plenty = await productWithStock(t, 10);
    const scarce = await productWithStock(t, 1, 2500, [plenty.productId]);
    const lines = [await cartLine(t, buyer, plenty.productId, 2), await cartLine(t, buyer, scarce.productId, 2)];
    const body = placeBody(buyer, lines);
    const short = await place(buyer, body);
    expect(short.body.code).toBe(6003);
    expect(await stockOf(t, plenty.productId)).toEqual({ stock: 10, total: 10 });
    expect(await stockOf(t, scarce.productId)).toEqual({ stock: 1, total: 1 });
    const [left] = await t.db.query<{ trades: number; cart: number }>(
      'select (select count(*)::int from trade where user_id = $1) as trades, (select count(*)::int from cart_item where user_id = $1 and id = any($2::bigint[])) as cart',
      [buyer.userId, lines],
    );
    expect(left).toEqual({ trades: 0, cart: 2 });
    // the lines alone go through, and take their units
    const alone = await place(buyer, placeBody(buyer, [lines[0]!]));
    expect(alone.body.code).toBe(200);
    expect(await stockOf(t, plenty.productId)).toEqual({ stock: 8, total: 8 });
  });

  it("keeps an order's items in the order of its lines, checkout after checkout (however the database plans the insert)", async () => {
    const buyer = await makeBuyer(t);
    // two products of one goods owner in stock at one warehouse: each checkout is one order of two items
    const [pair] = await t.db.query<{ first: number; second: number; warehouseCode: string }>(
      `select min(p.id) as first, max(p.id) as second, s.warehouse_code as "warehouseCode"
         from product p join product_sku k on k.product_id = p.id join sku_stock s on s.sku_id = k.id
        where p.status = 1 and not p.has_options and s.quantity >= 20 and k.price >= 1000
        group by p.owner_id, s.warehouse_code having count(distinct p.id) >= 2 order by p.owner_id limit 1`,
    );
    // enough checkouts on the pool's connections for PostgreSQL to move from fresh plans to its cached one
    for (let i = 0; i < 8; i += 1) {
      const lines = [await cartLine(t, buyer, pair!.second, 1, pair!.warehouseCode), await cartLine(t, buyer, pair!.first, 1, pair!.warehouseCode)];
      const trade = (await place(buyer, placeBody(buyer, lines))).body.data;
      expect(trade.orderNos).toHaveLength(1);
      const items = await t.db.query<{ productId: number }>(
        'select i.product_id as "productId" from order_item i join shop_order o on o.id = i.order_id where o.order_no = $1 order by i.id',
        [trade.orderNos[0]],
      );
      expect(items.map((item) => item.productId)).toEqual([pair!.first, pair!.second]);
    }
  });

  it("refuses what the rules forbid: no purchase permission, below the minimum, above the limit, other people's lines and addresses", async () => {
    const product = await productWithStock(t, 100, 500);
    const noPermission = await makeBuyer(t, { purchasePermission: false });
    const l0 = await cartLine(t, noPermission, product.productId, 10);
    expect((await place(noPermission, placeBody(noPermission, [l0]))).body.code).toBe(6001);

    const buyer = await makeBuyer(t);
    const small = await cartLine(t, buyer, product.productId, 1);
    expect((await place(buyer, placeBody(buyer, [small]))).body.code).toBe(6010);

    await t.db.query('update product_sku set price = 6000000 where id = $1', [product.skuId]);
    const big = await cartLine(t, buyer, product.productId, 1);
    const limit = await place(buyer, placeBody(buyer, [big]));
    expect(limit.body.code).toBe(6011);
    expect(limit.body.messageEn).toContain('contact customer support');
    await t.db.query('update product_sku set price = 500 where id = $1', [product.skuId]);

    const other = await makeBuyer(t);
    const otherLine = await cartLine(t, other, product.productId, 10);
    expect((await place(buyer, placeBody(buyer, [otherLine]))).body.code).toBe(6005);
    const mine = await cartLine(t, buyer, product.productId, 10);
    expect((await place(buyer, placeBody(buyer, [mine], { addressId: other.addressId }))).body.code).toBe(6008);
    expect((await place(buyer, { ...placeBody(buyer, [mine]), deliveryType: 9 })).body.code).toBe(1001);
    expect((await place(buyer, { ...placeBody(buyer, [mine]), clientKey: 'x' })).body.code).toBe(1001);
    expect((await stockOf(t, product.productId)).stock).toBe(100);
  });

  it('keeps orders private: another buyer cannot read, cancel or confirm them', async () => {
    const { orderNo } = await placedOrder();
    const stranger = await makeBuyer(t);
    expect((await detail(stranger, orderNo)).code).toBe(6012);
    expect((await t.post(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'mine now' }, stranger.token)).body.code).toBe(6012);
    expect((await t.post(`${ORDER}/order/mall/confirmReceipt`, { orderNo }, stranger.token)).body.code).toBe(6012);
    expect((await t.post(`${ORDER}/order/mall/trade`, { tradeNo: 'TR0000000000' }, stranger.token)).body.code).toBe(8001);
    const list = await t.post<{ total: number }>(`${ORDER}/order/mall/list`, { tab: 'all' }, stranger.token);
    expect(list.body.data.total).toBe(0);
  });

  it('cancels an unpaid order at once and puts the stock back', async () => {
    const { buyer, product, trade, orderNo } = await placedOrder(5, 2);
    const res = await t.post<CancelResult>(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'Ordered by mistake' }, buyer.token);
    expect(res.body.data.outcome).toBe('cancelled');
    expect(res.body.data.order.status).toBe(OrderStatus.Cancelled);
    expect((await stockOf(t, product.productId)).stock).toBe(5);
    const tradeNow = await t.post<Trade>(`${ORDER}/order/mall/trade`, { tradeNo: trade.tradeNo }, buyer.token);
    expect(tradeNow.body.data.status).toBe(3);
    // a repeat (a double click, a retry after a lost answer) gets the same success and changes nothing
    const again = await t.post<CancelResult>(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'again' }, buyer.token);
    expect(again.body).toMatchObject({ code: 200, data: { outcome: 'cancelled', order: { status: OrderStatus.Cancelled } } });
    expect(again.body.data.order.logs.filter((l) => l.status === OrderStatus.Cancelled)).toHaveLength(1);
    expect((await stockOf(t, product.productId)).stock).toBe(5);
  });

  const refundsOf = (orderNo: string) => t.db.query<{ amount: number }>('select r.amount from refund r join shop_order o on o.id = r.order_id where o.order_no = $1', [orderNo]);

  it('is safe to retry a cancel after a crash between the commit and the answer: the same success, one refund', async () => {
    const { buyer, trade, orderNo } = await placedOrder(5, 1);
    expect((await payByCard(t, buyer, trade)).body.code).toBe(200);
    // the first request committed the cancellation and its refund, then the process died before answering
    const { buyerCancel } = await import('./cancel');
    expect(await t.db.transaction((tx) => buyerCancel(tx, buyer.userId, orderNo, 'Found it cheaper'))).toBe('cancelled');
    const retry = await t.post<CancelResult>(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'Found it cheaper' }, buyer.token);
    expect(retry.body).toMatchObject({ code: 200, data: { outcome: 'cancelled', order: { status: OrderStatus.Cancelled, refundedAmount: trade.amount } } });
    expect(await refundsOf(orderNo)).toEqual([{ amount: trade.amount }]);
  });

  it('cancels a paid order once under 10 parallel cancels: every answer the same success, one refund, stock back once', async () => {
    const { buyer, product, trade, orderNo } = await placedOrder(5, 2);
    expect((await payByCard(t, buyer, trade)).body.code).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.post<CancelResult>(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'Double click' }, buyer.token)));
    for (const answer of answers) expect(answer.body).toMatchObject({ code: 200, data: { outcome: 'cancelled', order: { status: OrderStatus.Cancelled } } });
    expect(await refundsOf(orderNo)).toEqual([{ amount: trade.amount }]);
    expect((await detail(buyer, orderNo)).data.refundedAmount).toBe(trade.amount);
    expect((await stockOf(t, product.productId)).stock).toBe(5);
  });

  it('answers a repeated cancel that went to review with the same review, and a rejected one with a refusal', async () => {
    const { buyer, trade, orderNo } = await placedOrder(5, 1);
    await payByCard(t, buyer, trade);
    await t.db.query(`update shop_order set paid_at = now() - interval '31 minutes' where order_no = $1`, [orderNo]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.post<CancelResult>(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'Changed plans' }, buyer.token)));
    for (const answer of answers) expect(answer.body.data.outcome).toBe('review');
    await t.db.query(`update order_cancellation set review_status = 2 where order_id = (select id from shop_order where order_no = $1)`, [orderNo]);
    expect((await t.post(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'Changed plans' }, buyer.token)).body.code).toBe(6013);
    expect(await refundsOf(orderNo)).toEqual([]);
  });

  it('closes unpaid orders on payment timeout exactly once, even with two sweepers racing', async () => {
    const { buyer, product, trade, orderNo } = await placedOrder(5, 2);
    await t.db.query(`update trade set pay_deadline = now() - interval '1 second' where trade_no = $1`, [trade.tradeNo]);
    await Promise.all([runJob(t, 'orders:payment-timeout'), runJob(t, 'orders:payment-timeout')]);
    const order = (await detail(buyer, orderNo)).data;
    expect(order.status).toBe(OrderStatus.Closed);
    expect(order.logs.filter((l) => l.status === OrderStatus.Closed)).toHaveLength(1);
    expect(order.logs.at(-1)!.messageEn).toBe('Payment timed out and the order was closed.');
    expect((await stockOf(t, product.productId)).stock).toBe(5);
    const late = await payByCard(t, buyer, trade);
    expect(late.body.code).toBe(8002);
  });

  it.runIf(engine === 'postgres')('applies each timed rule once with two server processes sweeping the same database', async () => {
    const { openDb } = await import('../../../platform/db');
    const second = await openDb(t.config);
    try {
      // one after another: placed at once, two could pick the same product (the first not ordered yet) and
      // each set its stock, so the product's figure would count one release too many
      const placed: Array<Awaited<ReturnType<typeof placedOrder>>> = [];
      for (let i = 0; i < 3; i += 1) placed.push(await placedOrder(5, 1));
      await t.db.query(`update trade set pay_deadline = now() - interval '1 second' where trade_no = any($1)`, [placed.map((p) => p.trade.tradeNo)]);
      const job = orderSweepJobs.find((j) => j.name === 'orders:payment-timeout')!;
      await Promise.all([job.run(t.db), job.run(second), job.run(t.db), job.run(second)]);
      for (const { buyer, orderNo, product } of placed) {
        const order = (await detail(buyer, orderNo)).data;
        expect(order.status).toBe(OrderStatus.Closed);
        expect(order.logs.filter((l) => l.status === OrderStatus.Closed)).toHaveLength(1);
        expect((await stockOf(t, product.productId)).stock).toBe(5);
      }
    } finally {
      await second.close();
    }
  });

  it('pays, then cancels within 30 minutes at once with a refund; later only by review', async () => {
    const first = await placedOrder(5, 1);
    expect((await payByCard(t, first.buyer, first.trade)).body.code).toBe(200);
    const paid = (await detail(first.buyer, first.orderNo)).data;
    expect(paid).toMatchObject({ status: OrderStatus.ReadyToShip, paymentMethod: 3, canCancelNow: true });
    expect(paid.paidAmount).toBe(first.trade.amount);
    const cancelled = await t.post<CancelResult>(`${ORDER}/order/mall/cancel`, { orderNo: first.orderNo, reason: 'Found it cheaper' }, first.buyer.token);
    expect(cancelled.body.data.outcome).toBe('cancelled');
    expect(cancelled.body.data.order.refundedAmount).toBe(first.trade.amount);
    expect((await stockOf(t, first.product.productId)).stock).toBe(5);

    const second = await placedOrder(5, 1);
    await payByCard(t, second.buyer, second.trade);
    await t.db.query(`update shop_order set paid_at = now() - interval '31 minutes' where order_no = $1`, [second.orderNo]);
    const review = await t.post<CancelResult>(`${ORDER}/order/mall/cancel`, { orderNo: second.orderNo, reason: 'Changed plans' }, second.buyer.token);
    expect(review.body.data.outcome).toBe('review');
    expect(review.body.data.order).toMatchObject({ status: OrderStatus.ReadyToShip, cancellationPending: true, canCancel: false });
    const pending = await t.post<{ reviewStatus: number; reviewDeadline: number }>(`${ORDER}/order/mall/cancelDetail`, { orderNo: second.orderNo }, second.buyer.token);
    expect(pending.body.data.reviewStatus).toBe(0);
    await t.db.query(`update order_cancellation set review_deadline = now() - interval '1 second'`);
    await runJob(t, 'orders:cancellation-review');
    const after = (await detail(second.buyer, second.orderNo)).data;
    expect(after.status).toBe(OrderStatus.Cancelled);
    expect(after.refundedAmount).toBe(second.trade.amount);
    expect(after.logs.at(-1)).toMatchObject({ note: '未按时审核，已自动同意。', noteEn: 'Approved automatically: not reviewed in time.' });
  });

  it('lets the goods owner ship (every item with a tracking number) and deliver; the buyer confirms receipt', async () => {
    const buyer = await makeBuyer(t);
    const a = await productWithStock(t, 5);
    const lineA = await cartLine(t, buyer, a.productId, 1);
    const [b] = await t.db.query<{ id: number }>(
      `select p.id from product p join product_sku k on k.product_id = p.id join sku_stock s on s.sku_id = k.id and s.warehouse_code = $1
        where p.owner_id = (select owner_id from product where id = $2) and p.id <> $2 and not p.has_options and s.quantity > 0 and p.status = 1 limit 1`,
      [a.warehouseCode, a.productId],
    );
    const lineB = await cartLine(t, buyer, b!.id, 1, a.warehouseCode);
    const trade = (await place(buyer, placeBody(buyer, [lineA, lineB]))).body.data;
    expect(trade.orderNos).toHaveLength(1);
    await payByCard(t, buyer, trade);
    const orderNo = trade.orderNos[0]!;
    const order = (await detail(buyer, orderNo)).data;
    expect(order.items).toHaveLength(2);

    const [ownerUser] = await t.db.query<{ userId: number }>('select g.user_id as "userId" from shop_order o join goods_owner g on g.id = o.owner_id where o.order_no = $1', [
      orderNo,
    ]);
    const { createSession } = await import('../../../platform/sessions');
    let ownerToken: string;
    if (ownerUser?.userId) {
      ownerToken = await createSession(t.db, { userId: ownerUser.userId, pending: false, ip: null, userAgent: 'test' });
    } else {
      const owner = await makeBuyer(t);
      await t.db.query('insert into user_role (user_id, role_id) values ($1, 3)', [owner.userId]);
      await t.db.query('update goods_owner set user_id = $1 where id = (select owner_id from shop_order where order_no = $2)', [owner.userId, orderNo]);
      ownerToken = owner.token;
    }
    // a buyer is not a goods owner
    expect((await t.post(`${ORDER}/seller/order/deliver`, { orderNo }, buyer.token)).body.code).not.toBe(200);

    const [first, second] = order.items;
    const missing = await t.post(`${ORDER}/seller/order/ship`, { orderNo, items: [{ itemId: first!.id, trackingNo: '', logisticsCompany: 'DPD' }] }, ownerToken);
    expect(missing.body.code).toBe(1001);
    const part = await t.post<OrderDetail>(`${ORDER}/seller/order/ship`, { orderNo, items: [{ itemId: first!.id, trackingNo: 'DPD123', logisticsCompany: 'DPD' }] }, ownerToken);
    expect(part.body.data.status).toBe(OrderStatus.PartiallyShipped);
    const all = await t.post<OrderDetail>(
      `${ORDER}/seller/order/ship`,
      { orderNo, items: [{ itemId: second!.id, trackingNo: 'RM456', logisticsCompany: 'Royal Mail' }] },
      ownerToken,
    );
    expect(all.body.data.status).toBe(OrderStatus.InTransit);
    expect((await t.post(`${ORDER}/seller/order/ship`, { orderNo, items: [{ itemId: second!.id, trackingNo: 'X', logisticsCompany: 'X' }] }, ownerToken)).body.code).toBe(6013);
    const out = await t.post<OrderDetail>(`${ORDER}/seller/order/deliver`, { orderNo }, ownerToken);
    expect(out.body.data.status).toBe(OrderStatus.OutForDelivery);
    expect(out.body.data.receiptDeadline).toBeGreaterThan(Date.now() / 1000 + 6 * 86_400);
    const done = await t.post<OrderDetail>(`${ORDER}/order/mall/confirmReceipt`, { orderNo }, buyer.token);
    expect(done.body.data.status).toBe(OrderStatus.Completed);
    expect(done.body.data.logs.map((l) => l.status)).toEqual([1, 3, 4, 5, 6, 7, 8]);
    const counts = await t.post<OrderTabCounts>(`${ORDER}/order/mall/tabCounts`, {}, buyer.token);
    expect(counts.body.data).toMatchObject({ all: 1, completed: 1, pendingShipment: 0 });
  });

  it('runs a pre-order: 1% deposit, stock confirmed, balance paid, then ready to ship; a cancelled pre-order pays the penalty', async () => {
    const buyer = await makeBuyer(t);
    const product = await productWithStock(t, 0, 10_000);
    const line = await cartLine(t, buyer, product.productId, 20);
    const trade = (await place(buyer, placeBody(buyer, [line], { orderType: 2, preOrderDays: 10 }))).body.data;
    const orderNo = trade.orderNos[0]!;
    const before = (await detail(buyer, orderNo)).data;
    expect(trade.amount).toBe(Math.ceil(before.payable / 100));
    expect(before.preOrder).toMatchObject({ periodDays: 10, depositPercent: 1, quantity: 20 });
    expect((await payByCard(t, buyer, trade)).body.code).toBe(200);
    expect((await detail(buyer, orderNo)).data.status).toBe(OrderStatus.PreOrderInProgress);

    await t.db.query('update shop_order set owner_id = owner_id where order_no = $1', [orderNo]);
    const { createSession } = await import('../../../platform/sessions');
    const [platformUser] = await t.db.query<{ id: number }>(`insert into app_user (username, email, password_hash) values ('platform_ops', 'ops@clearlot.test', 'x') returning id`);
    await t.db.query('insert into user_role (user_id, role_id) values ($1, 1)', [platformUser!.id]);
    const platform = await createSession(t.db, { userId: platformUser!.id, pending: false, ip: null, userAgent: 'test' });
    const confirmed = await t.post<OrderDetail>(`${ORDER}/seller/order/confirmStock`, { orderNo }, platform);
    expect(confirmed.body.data.status).toBe(OrderStatus.ToBeConfirmed);
    const balanceTrade = (await detail(buyer, orderNo)).data;
    expect(balanceTrade.amountDue).toBe(before.payable - trade.amount);
    const balance = await t.post<Trade>(`${ORDER}/order/mall/trade`, { tradeNo: balanceTrade.tradeNo }, buyer.token);
    expect(balance.body.data).toMatchObject({ purpose: 'balance', amount: before.payable - trade.amount });
    expect((await payByCard(t, buyer, balance.body.data)).body.code).toBe(200);
    const complete = (await detail(buyer, orderNo)).data;
    expect(complete.status).toBe(OrderStatus.PreOrderCompleted);
    expect(complete.paidAmount).toBe(before.payable);

    // a second pre-order, cancelled by the buyer while in progress: 0.675 × 20 = £13.50 penalty
    const line2 = await cartLine(t, buyer, product.productId, 20);
    const trade2 = (await place(buyer, placeBody(buyer, [line2], { orderType: 2 }))).body.data;
    await payByCard(t, buyer, trade2);
    const cancelled = await t.post<CancelResult>(`${ORDER}/order/mall/cancel`, { orderNo: trade2.orderNos[0], reason: 'No longer needed' }, buyer.token);
    expect(cancelled.body.data.outcome).toBe('cancelled');
    expect(cancelled.body.data.order.preOrder!.penalty).toBe(Math.min(1350, trade2.amount));
    expect(cancelled.body.data.order.refundedAmount).toBe(trade2.amount - Math.min(1350, trade2.amount));
  });

  it('refuses bad input with the envelope and never a 500', async () => {
    const buyer = await makeBuyer(t);
    for (const body of [{}, { orderNo: 5 }, { orderNo: 'CL1', extra: 1 }, { orderNo: 'x'.repeat(500) }]) {
      const res = await t.post(`${ORDER}/order/mall/detail`, body, buyer.token);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(1001);
    }
    expect((await t.post(`${ORDER}/order/mall/list`, { tab: 'everything' }, buyer.token)).body.code).toBe(1001);
    expect((await t.post(`${ORDER}/order/mall/list`, {}, null)).body.code).toBe(401);
    expect((await t.post(`${ORDER}/order/mall/save`, { ...placeBody(buyer, [1]), clientKey: randomUUID(), preOrderDays: 99, orderType: 2 }, buyer.token)).body.code).toBe(1001);
  });
});
