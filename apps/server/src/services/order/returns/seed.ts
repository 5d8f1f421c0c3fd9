/**
 * Demo returns and after-sales (issue 11 demo data), made the way people make them: the demo buyer orders
 * two of the demo goods owner's products in one parcel and pays by the sandbox card; the goods owner ships
 * it and hands it over for delivery; the buyer asks to return part of one line (arrived damaged) and
 * reports the other as faulty (an after-sales request, keeping the goods). Both wait on the goods owner's
 * review desk, with the review countdown running, and show in the buyer's lists. Every step goes through
 * the API (app.inject), so histories, deadlines and notices are real. Idempotent: nothing is made when the
 * demo buyer has any request. The sessions it opens are revoked at the end.
 */
import { randomUUID } from 'node:crypto';
import { ReturnKind, type ReturnReasonCode } from '@clearlot/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db';
import { orderAndPayByCard, shipAndDeliver, throughApi } from '../../../db/demo-through-api';
import { buyerHasRequests, productsToReturn, userIdByEmail } from './seed.store';

const ORDER = '/srs-order-service';

export async function seedDemoReturns(app: FastifyInstance, db: Db): Promise<void> {
  const ownerUserId = await userIdByEmail(db, 'owner@clearlot.test');
  const buyerId = await userIdByEmail(db, 'buyer@clearlot.test');
  if (ownerUserId === null || buyerId === null || (await buyerHasRequests(db, buyerId))) return;
  const products = await productsToReturn(db);
  if (products.length < 2) return;
  await throughApi(app, db, 'demo returns', async ({ call, session }) => {
    const token = await session(buyerId);
    const ownerToken = await session(ownerUserId);
    const [orderNo] = await orderAndPayByCard(call, token, products, 'Demo Buyer');
    const [damaged, faulty] = await shipAndDeliver<{ id: number; quantity: number; lineTotal: number }>(call, token, ownerToken, orderNo!);
    // the buyer's requests about one case of the first line
    const askAboutOneCase = (kind: ReturnKind, reason: ReturnReasonCode, notes: string) =>
      call<{ returnNo: string }>(
        `${ORDER}/return/mall/apply`,
        { clientKey: randomUUID(), orderNo, kind, lines: [{ orderItemId: damaged!.id, quantity: 1 }], reason, notes },
        token,
      );
    await askAboutOneCase(ReturnKind.ReturnAndRefund, 'damaged', 'One case arrived crushed at the corner; the rest of the line is fine. 一箱外包装压坏。');
    // a case short on the same line: refund only, approved by the goods owner, so the buyer has a refund to follow
    const short = await askAboutOneCase(ReturnKind.RefundOnly, 'missingItems', 'The pallet came one case short. 托盘少了一箱。');
    await call(`${ORDER}/seller/return/approve`, { returnNo: short.returnNo }, ownerToken);
    if (faulty) {
      await call(
        `${ORDER}/afterSale/mall/apply`,
        {
          clientKey: randomUUID(),
          orderNo,
          orderItemId: faulty.id,
          receiptStatus: 1,
          applyQuantity: 1,
          returnQuantity: 0,
          applyAmount: Math.floor(faulty.lineTotal / faulty.quantity),
          reason: 'faulty',
          description: 'One unit does not switch on. Not worth the carriage back; a refund for it would do.',
        },
        token,
      );
    }
  });
}
