/**
 * Insurance policies through the API on both engines: issued with the payment of an insured order
 * (and not for a smaller one), moved by claims (after-sales requests for goods damaged in transit)
 * in the claim's transaction, and by the sweep for the order's own events, once with two processes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AfterSaleDetail, INSURED_FROM, type OrderDetail, premiumOf } from '@clearlot/contract';
import { type SecondProcess, type TestApp, createTestApp, engines, secondProcess } from '../../../testing/harness';
import { ORDER, type DeliveredOrder, agentToken, deliveredOrder, demoOwner } from '../returns/testing';
import { insuranceSweepJobs } from './sweep';

/** 40 units at £25.00: £1,000.00 of goods, just insured. */
const INSURED_UNITS = INSURED_FROM / 2500;

describe.each(engines)('insurance policies on %s', (engine) => {
  let t: TestApp;
  let owner: { ownerId: number; token: string };
  let agent: string;
  let second: SecondProcess | null = null;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await demoOwner(t);
    agent = await agentToken(t);
    if (engine === 'postgres') second = await secondProcess(t);
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const insuranceOf = async (order: DeliveredOrder) => (await t.post<OrderDetail>(`${ORDER}/order/mall/detail`, { orderNo: order.orderNo }, order.buyer.token)).body.data.insurance;
  const claim = async (order: DeliveredOrder, reason = 'damagedInTransit', applyAmount = 5000) => {
    const res = await t.post<AfterSaleDetail>(
      `${ORDER}/afterSale/mall/apply`,
      { clientKey: randomUUID(), orderNo: order.orderNo, orderItemId: order.items[0]!.id, receiptStatus: 1, applyQuantity: 2, returnQuantity: 0, applyAmount, reason },
      order.buyer.token,
    );
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data.afterSaleNo;
  };
  const historyOf = async (order: DeliveredOrder) =>
    (
      await t.db.query<{ status: number; actor: string }>(
        'select l.status, l.actor from insurance_log l join insurance_policy p on p.id = l.policy_id join shop_order o on o.id = p.order_id where o.order_no = $1 order by l.id',
        [order.orderNo],
      )
    ).map((row) => [row.status, row.actor]);
  const sweepTwice = () => Promise.all([t.db, second?.db ?? t.db].map((db) => insuranceSweepJobs[0]!.run(db)));

  it('issues a policy with the payment of an insured order, and none for a smaller one', async () => {
    const insured = await deliveredOrder(t, owner.token, [INSURED_UNITS]);
    expect(await insuranceOf(insured)).toEqual({
      policyNo: `INS${insured.orderNo.slice(2)}`,
      company: 'ClearLot Transit Cover (sandbox)',
      status: '生效中',
      statusEn: 'In effect',
      premium: premiumOf(INSURED_FROM),
      compensation: 0,
    });
    const small = await deliveredOrder(t, owner.token, [INSURED_UNITS - 1]);
    expect(await insuranceOf(small)).toBeNull();
    await sweepTwice();
    expect(await historyOf(insured)).toEqual([[1, 'system']]);
  });

  it('moves with a claim: in progress, frozen with customer service, compensation complete with what it paid', async () => {
    const order = await deliveredOrder(t, owner.token, [INSURED_UNITS]);
    const afterSaleNo = await claim(order);
    expect((await insuranceOf(order))!.statusEn).toBe('Claim in progress');
    await t.post(`${ORDER}/seller/afterSale/approve`, { afterSaleNo }, owner.token);
    expect(await insuranceOf(order)).toMatchObject({ statusEn: 'Compensation complete', compensation: 5000 });
    expect(await historyOf(order)).toEqual([
      [1, 'system'],
      [4, 'buyer'],
      [5, 'owner'],
    ]);

    const frozen = await deliveredOrder(t, owner.token, [INSURED_UNITS]);
    const disputed = await claim(frozen);
    const res = await t.post<AfterSaleDetail>(
      `${ORDER}/afterSale/mall/apply`,
      {
        clientKey: randomUUID(),
        orderNo: frozen.orderNo,
        orderItemId: frozen.items[0]!.id,
        receiptStatus: 1,
        applyQuantity: 1,
        returnQuantity: 1,
        applyAmount: 100,
        reason: 'damagedInTransit',
      },
      frozen.buyer.token,
    );
    expect(res.body.code).toBe(6156);
    await t.post(`${ORDER}/seller/afterSale/refuse`, { afterSaleNo: disputed, reason: 'Packed well' }, owner.token);
    expect((await insuranceOf(frozen))!.statusEn).toBe('In effect');
    const again = await claim(frozen, 'damagedInTransit', 3000);
    await t.db.query('update after_sale set return_quantity = 1 where after_sale_no = $1', [again]);
    await t.post(`${ORDER}/seller/afterSale/approve`, { afterSaleNo: again }, owner.token);
    await t.post(`${ORDER}/seller/afterSale/terminate`, { afterSaleNo: again, reason: 'Not sent back' }, owner.token);
    expect((await insuranceOf(frozen))!.statusEn).toBe('Frozen');
    await t.post(`${ORDER}/platform/afterSale/decide`, { afterSaleNo: again, decision: 'refund', amount: 1200, note: 'Part shown' }, agent);
    expect(await insuranceOf(frozen)).toMatchObject({ statusEn: 'Compensation complete', compensation: 1200 });
  });

  it('ends with the order: terminated when every item is refunded, undone when cancelled, lapsed after the cover period, once with two processes', async () => {
    const refunded = await deliveredOrder(t, owner.token, [INSURED_UNITS]);
    await t.post(`${ORDER}/seller/afterSale/approve`, { afterSaleNo: await claim(refunded, 'faulty', refunded.items[0]!.lineTotal) }, owner.token);
    expect((await insuranceOf(refunded))!.statusEn).toBe('Terminated');

    // refunded by a refund-only return instead: the sweep sees the refund
    const returned = await deliveredOrder(t, owner.token, [INSURED_UNITS]);
    const applied = await t.post<{ returnNo: string }>(
      `${ORDER}/return/mall/apply`,
      { clientKey: randomUUID(), orderNo: returned.orderNo, kind: 2, reason: 'notDelivered', lines: [{ orderItemId: returned.items[0]!.id, quantity: INSURED_UNITS }] },
      returned.buyer.token,
    );
    expect((await t.post(`${ORDER}/seller/return/approve`, { returnNo: applied.body.data.returnNo }, owner.token)).body.code).toBe(200);
    expect((await insuranceOf(returned))!.statusEn).toBe('In effect');

    const cancelled = await deliveredOrder(t, owner.token, [INSURED_UNITS]);
    const lapsed = await deliveredOrder(t, owner.token, [INSURED_UNITS]);
    await t.db.query('update shop_order set status = 12 where order_no = $1', [cancelled.orderNo]);
    await t.db.query(`update order_log set created_at = created_at - interval '31 days' where status = 7 and order_id = (select id from shop_order where order_no = $1)`, [
      lapsed.orderNo,
    ]);
    await sweepTwice();
    expect((await insuranceOf(returned))!.statusEn).toBe('Terminated');
    expect(await historyOf(returned)).toEqual([
      [1, 'system'],
      [6, 'system'],
    ]);
    expect((await insuranceOf(cancelled))!.statusEn).toBe('Undone');
    expect((await insuranceOf(lapsed))!.statusEn).toBe('Lapsed');
    expect(await historyOf(cancelled)).toEqual([
      [1, 'system'],
      [3, 'system'],
    ]);
    expect(await historyOf(lapsed)).toEqual([
      [1, 'system'],
      [2, 'system'],
    ]);
  });
});
