/**
 * Demo payouts (issue 35 item 4): the demo goods owner's orders completed by the demo reviews and returns seeds are
 * settled to their payouts ledger as any order is; here their return windows are taken as passed (the demo's orders
 * stand for trade done weeks ago), so something is due, and finance pays half of it by a recorded bank transfer through
 * the API, as finance would (audited). The owner's page and finance's desk then have figures, a ledger and a payout.
 * Idempotent: nothing is done when the demo owner has a payout already, or has nothing settled.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { throughApi } from '../../../db/demo-through-api';
import type { Db } from '../../../platform/db';

const PAY = '/srs-payment-service';

export async function seedDemoPayouts(app: FastifyInstance, db: Db): Promise<void> {
  const [owner] = await db.query<{ ownerId: number }>(
    `select g.id as "ownerId" from goods_owner g join app_user u on u.id = g.user_id where u.email = 'owner@clearlot.test' order by g.id limit 1`,
  );
  const [finance] = await db.query<{ id: number }>(`select id from app_user where email = 'finance@clearlot.test'`);
  if (!owner || !finance) return;
  if ((await db.query('select 1 from owner_payout where owner_id = $1 limit 1', [owner.ownerId])).length > 0) return;
  await db.query(`update owner_ledger set due_at = now() where owner_id = $1 and due_at > now()`, [owner.ownerId]);
  await throughApi(app, db, 'demo payouts', async ({ call, session }) => {
    const token = await session(finance.id);
    const view = await call<{ money: { due: number } }>(`${PAY}/platform/payout/owner`, { ownerId: owner.ownerId }, token);
    const amount = Math.floor(view.money.due / 2);
    if (amount <= 0) return;
    await call(`${PAY}/platform/payout/record`, { ownerId: owner.ownerId, amount, reference: 'BACS demo settlement', clientKey: randomUUID() }, token);
  });
}
