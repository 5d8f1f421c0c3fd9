/**
 * Migration 0030 gives after-sales requests approved before it their goods-back return. The requests are
 * made through today's API in every state the goods can be in, then the database is put back as it was
 * before the migration (the goods-back columns on after_sale filled from the returns, the returns and the
 * link gone) and the migration is run again: it must rebuild the same returns, lines and histories.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AfterSaleDetail } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { ORDER, type DeliveredOrder, agentToken, deliveredOrder, demoOwner } from '../returns/testing';

const MIGRATION = readFileSync(join(import.meta.dirname, '../../../db/migrations/0030_claim_returns.sql'), 'utf8');

describe.each(engines)('migration 0030 (after-sales goods back as returns) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** The goods-back returns as the migration must rebuild them (numbers aside: the migration derives them). */
  const snapshot = () =>
    t.db.query(
      `select a.after_sale_no as "afterSaleNo", r.status, r.kind, r.reason, r.reason_text as "reasonText", r.reject_reason as "rejectReason",
              r.intervention_asked_by as "askedBy", r.intervention_reason as "askedWhy", r.completed_at is not null as completed,
              r.return_address - 'warehouseCode' as "returnAddress", r.return_address ? 'warehouseCode' as "hasWarehouse",
              (select json_agg(json_build_object('item', l.order_item_id, 'quantity', l.quantity, 'refund', l.refund_amount, 'refunded', l.refunded_amount,
                                                 'company', l.logistics_company, 'tracking', l.tracking_no, 'shipped', l.shipped_at is not null))
                 from return_line l where l.return_id = r.id) as lines,
              (select json_agg(json_build_array(h.status, h.actor) order by h.id) from return_log h where h.return_id = r.id) as history
         from return_request r join after_sale a on a.id = r.after_sale_id order by a.id`,
    );

  it('rebuilds the return of every request approved with goods back, in the status its history implies, with its tracking and history', async () => {
    const owner = await demoOwner(t);
    const agent = await agentToken(t);
    const order: DeliveredOrder = await deliveredOrder(t, owner.token, [3, 3, 3, 3, 3, 3, 3]);
    const post = (path: string, body: Record<string, unknown>, token: string) => t.post<AfterSaleDetail>(`${ORDER}${path}`, body, token);
    const request = async (index: number, reason = 'faulty') => {
      const res = await post(
        '/afterSale/mall/apply',
        {
          clientKey: randomUUID(),
          orderNo: order.orderNo,
          orderItemId: order.items[index]!.id,
          receiptStatus: 1,
          applyQuantity: 2,
          returnQuantity: 1,
          applyAmount: 1000,
          reason,
          description: 'Does not switch on',
        },
        order.buyer.token,
      );
      const afterSaleNo = res.body.data.afterSaleNo;
      await post('/seller/afterSale/approve', { afterSaleNo }, owner.token);
      return afterSaleNo;
    };
    const ship = (afterSaleNo: string) => post('/afterSale/mall/ship', { afterSaleNo, logisticsCompany: 'DPD', trackingNo: `T-${afterSaleNo}` }, order.buyer.token);

    await request(0, 'damagedInTransit'); // awaiting shipment
    await ship(await request(1)); // in transit
    const received = await request(2, 'partlyUsable');
    await ship(received);
    await post('/seller/afterSale/confirmGoods', { afterSaleNo: received }, owner.token); // refunded on receipt
    await post('/afterSale/mall/cancel', { afterSaleNo: await request(3) }, order.buyer.token); // cancelled
    const stopped = await request(4);
    await ship(stopped);
    await post('/seller/afterSale/terminate', { afterSaleNo: stopped }, owner.token); // reason missing: refused, still in transit
    await post('/seller/afterSale/terminate', { afterSaleNo: stopped, reason: 'Sent back empty' }, owner.token); // intervention
    const granted = await request(5);
    await post('/seller/afterSale/terminate', { afterSaleNo: granted, reason: 'Not sent' }, owner.token);
    await post('/platform/afterSale/decide', { afterSaleNo: granted, decision: 'refund', amount: 500, note: 'Half' }, agent);
    const refused = await request(6, 'other');
    await ship(refused);
    await post('/seller/afterSale/terminate', { afterSaleNo: refused, reason: 'Works' }, owner.token);
    await post('/platform/afterSale/decide', { afterSaleNo: refused, decision: 'none', note: 'No fault found' }, agent);
    const made = await snapshot();
    expect(made.map((row) => (row as { status: number }).status)).toEqual([3, 4, 6, 8, 9, 6, 7]);

    // the database as it stood before the migration
    await t.db.exec(`
      alter table after_sale add column return_address jsonb, add column logistics_company text, add column tracking_no text;
      update after_sale a set return_address = r.return_address - 'warehouseCode', logistics_company = l.logistics_company, tracking_no = l.tracking_no
        from return_request r join return_line l on l.return_id = r.id where r.after_sale_id = a.id;
      delete from return_request where after_sale_id is not null;
      alter table return_request drop column after_sale_id;
    `);
    await t.db.exec(MIGRATION);
    expect(await snapshot()).toEqual(made);
  });
});
