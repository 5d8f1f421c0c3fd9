/**
 * Demo data made the way people make it (the reviews' and returns' demo seeds): calls through the API
 * with `app.inject` under sessions opened for the demo people and revoked afterwards, and the steps every
 * such seed takes — a buyer orders goods and pays by the sandbox card, the goods owner ships the order and
 * hands it over for delivery — so orders, payments, histories and notices are real. It drives the HTTP API
 * of several services and belongs to none, so it lives with the seeding layer (like ./demo-reviewers.ts),
 * where the feedback and the order service's seeds both reach it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db';
import { createSession, resolveSession, revokeSession } from '../platform/sessions';

const ORDER = '/srs-order-service';
const PAY = '/srs-payment-service';

export type Call = <T>(path: string, body: unknown, token: string) => Promise<T>;

export interface DemoApi {
  call: Call;
  /** a session for a demo person, revoked when the seed ends */
  session(userId: number): Promise<string>;
}

/** Runs a seed with the API and revokes the sessions it opened, whatever happens. */
export async function throughApi(app: FastifyInstance, db: Db, what: string, seed: (api: DemoApi) => Promise<void>): Promise<void> {
  const sessions: string[] = [];
  const call: Call = async <T>(path: string, body: unknown, token: string): Promise<T> => {
    const response = await app.inject({ method: 'POST', url: path, payload: body as object, headers: { authorization: `Bearer ${token}` } });
    const envelope = response.json<{ code: number; messageEn?: string; data: T }>();
    if (envelope.code !== 200) throw new Error(`${what}: ${path} answered ${envelope.code} ${envelope.messageEn ?? ''}`);
    return envelope.data;
  };
  const session = async (userId: number) => {
    const token = await createSession(db, { userId, pending: false, ip: null, userAgent: 'demo data' });
    sessions.push(token);
    return token;
  };
  try {
    await seed({ call, session });
  } finally {
    for (const token of sessions) {
      const record = await resolveSession(db, token);
      if (record) await revokeSession(db, record.sessionId);
    }
  }
}

/** The buyer puts the goods in the cart, checks them out to the default address and pays by the sandbox card; the trade's order numbers. */
export async function orderAndPayByCard(call: Call, token: string, products: ReadonlyArray<{ productId: number; quantity: number }>, holderName: string): Promise<string[]> {
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
      card: { number: '4242424242424242', holderName, expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvv: '123', billingAddressId: address!.id },
    },
    token,
  );
  return trade.orderNos;
}

/** The goods owner ships every line of the order (DPD, a demo tracking number each) and hands it over for delivery; its lines. */
export async function shipAndDeliver<Item extends { id: number }>(call: Call, buyerToken: string, ownerToken: string, orderNo: string): Promise<Item[]> {
  const order = await call<{ items: Item[] }>(`${ORDER}/order/mall/detail`, { orderNo }, buyerToken);
  await call(
    `${ORDER}/seller/order/ship`,
    { orderNo, items: order.items.map((item) => ({ itemId: item.id, trackingNo: `DPD${item.id}DEMO`, logisticsCompany: 'DPD' })) },
    ownerToken,
  );
  await call(`${ORDER}/seller/order/deliver`, { orderNo }, ownerToken);
  return order.items;
}
