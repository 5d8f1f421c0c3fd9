import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cancellation, CancelResult, Trade } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { ORDER, cartLine, makeBuyer, payByCard, placeBody, productWithStock } from './testing';

const CANCEL_DETAIL = `${ORDER}/order/mall/cancelDetail`;

describe.each(engines)('cancellation detail on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers "none" (null data) for an order without a cancellation, and the cancellation once there is one', async () => {
    const buyer = await makeBuyer(t);
    const product = await productWithStock(t, 5);
    const line = await cartLine(t, buyer, product.productId, 1);
    const trade = (await t.post<Trade>(`${ORDER}/order/mall/save`, placeBody(buyer, [line]), buyer.token)).body.data;
    const orderNo = trade.orderNos[0]!;
    expect((await payByCard(t, buyer, trade)).body.code).toBe(200);

    const none = await t.post<Cancellation | null>(CANCEL_DETAIL, { orderNo }, buyer.token);
    expect([none.status, none.body.code, none.body.data]).toEqual([200, 200, null]);

    const cancelled = await t.post<CancelResult>(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'Ordered the wrong size' }, buyer.token);
    expect(cancelled.body.data.outcome).toBe('cancelled');
    const found = await t.post<Cancellation | null>(CANCEL_DETAIL, { orderNo }, buyer.token);
    expect(found.body.data).toMatchObject({ orderNo, reason: 'Ordered the wrong size', reviewStatus: 1, refundAmount: trade.amount });
  });

  it("still refuses an order that is not the caller's (6012)", async () => {
    const [owner, stranger] = [await makeBuyer(t), await makeBuyer(t)];
    const product = await productWithStock(t, 5);
    const line = await cartLine(t, owner, product.productId, 1);
    const trade = (await t.post<Trade>(`${ORDER}/order/mall/save`, placeBody(owner, [line]), owner.token)).body.data;
    const refused = await t.post(CANCEL_DETAIL, { orderNo: trade.orderNos[0]! }, stranger.token);
    expect([refused.status, refused.body.code]).toEqual([404, 6012]);
  });
});
