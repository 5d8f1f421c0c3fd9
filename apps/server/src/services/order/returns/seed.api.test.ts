import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../testing/harness';
import { seedDemoReturns } from './seed';

describe('demo returns and after-sales', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('leaves a return and an after-sales request of the demo buyer on the goods owner’s desk and a refund-only request refunded, through a real order; a second run adds nothing', async () => {
    await seedDemoReturns(t.app, t.db);
    const counts = async () =>
      (
        await t.db.query<{ returns: number; afterSales: number; waiting: number; orders: number; refunds: string[]; live: number }>(
          `select (select count(*)::int from return_request r join app_user u on u.id = r.user_id where u.email = 'buyer@clearlot.test') as returns,
                  (select count(*)::int from after_sale a join app_user u on u.id = a.user_id where u.email = 'buyer@clearlot.test') as "afterSales",
                  (select count(*)::int from return_request where status = 2 and review_deadline > now())
                    + (select count(*)::int from after_sale where status = 2 and review_deadline > now()) as waiting,
                  (select count(distinct r.order_id)::int from return_request r) as orders,
                  (select array_agg(f.status::text || ':' || f.method::text) from refund f join app_user u on u.id = f.user_id where u.email = 'buyer@clearlot.test') as refunds,
                  (select count(*)::int from user_session where user_agent = 'demo data' and revoked_at is null) as live`,
        )
      )[0];
    // the refund-only request was approved and refunded: succeeded (31), back to the card that paid (3)
    expect(await counts()).toEqual({ returns: 2, afterSales: 1, waiting: 2, orders: 1, refunds: ['31:3'], live: 0 });
    // the order was paid by card, shipped and is out for delivery; the wallet is untouched
    const [order] = await t.db.query<{ status: number }>('select o.status from shop_order o join return_request r on r.order_id = o.id');
    expect(order!.status).toBe(7);
    await seedDemoReturns(t.app, t.db);
    expect(await counts()).toEqual({ returns: 2, afterSales: 1, waiting: 2, orders: 1, refunds: ['31:3'], live: 0 });
  });
});
