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
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db';
import { createSession, resolveSession, revokeSession } from '../../../platform/sessions';
import { buyerHasRequests, productsToReturn, userIdByEmail } from './seed.store';

const ORDER = '/srs-order-service';
const PAY = '/srs-payment-service';

type Call = <T>(path: string, body: unknown, token: string) => Promise<T>;

function caller(app: FastifyInstance): Call {
  return async <T>(path: string, body: unknown, token: string): Promise<T> => {
    const response = await app.inject({ method: 'POST', url: path, payload: body as object, headers: { authorization: `Bearer ${token}` } });
    const envelope = response.json<{ code: number; messageEn?: string; data: T }>();
    if (envelope.code !== 200) throw new Error(`demo returns: ${path} answered ${envelope.code} ${envelope.messageEn ?? ''}`);
    return envelope.data;
  };
}

export async function seedDemoReturns(app: FastifyInstance, db: Db): Promise<void> {
  const call = caller(app);
  const sessions: string[] = [];
  const session = async (userId: number) => {
    const token = await createSession(db, { userId, pending: false, ip: null, userAgent: 'demo data' });
    sessions.push(token);
    return token;
  };
  try {
    const ownerUserId = await userIdByEmail(db, 'owner@clearlot.test');
    const buyerId = await userIdByEmail(db, 'buyer@clearlot.test');
    if (ownerUserId === null || buyerId === null || (await buyerHasRequests(db, buyerId))) return;
    const products = await productsToReturn(db);
    if (products.length < 2) return;
    const token = await session(buyerId);
    const ownerToken = await session(ownerUserId);

    for (const product of products) await call(`${ORDER}/cartItem/addCartItem`, product, token);
    const cart = await call<{ resultList: Array<{ cartItems: Array<{ id: number; productId: number }> }> }>(`${ORDER}/cartItem/getCartItemList`, {}, token);
    const lines = cart.resultList.flatMap((group) => group.cartItems).filter((item) => products.some((p) => p.productId === item.productId));
    const [address] = await call<Array<{ id: number }>>(`${ORDER}/userReceiveAddress/list`, {}, token);
    const trade = await call<{ tradeNo: string; amount: number; orderNos: string[] }>(
      `${ORDER}/order/mall/save`,
      { clientKey: randomUUID(), cartItemIds: lines.map((line) => line.id), addressId: address!.id, deliveryType: 1 },
      token,
    );
    await call(
      `${PAY}/pay/card`,
      {
        tradeNo: trade.tradeNo,
        amount: trade.amount,
        paymentKey: randomUUID(),
        card: { number: '4242424242424242', holderName: 'Demo Buyer', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvv: '123', billingAddressId: address!.id },
      },
      token,
    );
    const orderNo = trade.orderNos[0]!;
    const order = await call<{ items: Array<{ id: number; quantity: number; lineTotal: number }> }>(`${ORDER}/order/mall/detail`, { orderNo }, token);
    await call(`${ORDER}/seller/order/ship`, { orderNo, items: order.items.map((item) => ({ itemId: item.id, trackingNo: `DPD${item.id}DEMO`, logisticsCompany: 'DPD' })) }, ownerToken);
    await call(`${ORDER}/seller/order/deliver`, { orderNo }, ownerToken);

    const [damaged, faulty] = order.items;
    await call(
      `${ORDER}/return/mall/apply`,
      {
        clientKey: randomUUID(),
        orderNo,
        kind: 1,
        lines: [{ orderItemId: damaged!.id, quantity: 1 }],
        reason: 'damaged',
        notes: 'One case arrived crushed at the corner; the rest of the line is fine. 一箱外包装压坏。',
      },
      token,
    );
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
  } finally {
    for (const token of sessions) {
      const record = await resolveSession(db, token);
      if (record) await revokeSession(db, record.sessionId);
    }
  }
}
