/**
 * Flash deals at checkout (issue 34 item 3) through HTTP on both engines: a running deal prices the cart line, the
 * delivery quote and the order at the deal's price; a line of more units than the deal has left keeps the product's own
 * price; placing takes the units from the deal's limit and a cancellation gives them back once; a deal withdrawn before
 * placement prices the order at the product's own price; and 30 buyers checking out at once never buy more units at the
 * deal's price than its limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { CartList, DeliveryQuote, Trade } from '@clearlot/contract';
import { DEMO_ROLE_ACCOUNTS, type TestApp, createTestApp, engines, signIn } from '../../../testing/harness';
import { ORDER, type TestBuyer, cartLine, makeBuyer, placeBody, productWithStock } from '../../order/orders/testing';
import { takeDealUnits } from '../service';

const PLACE = `${ORDER}/order/mall/save`;
const CART = `${ORDER}/cartItem/getCartItemList`;
const QUOTE = `${ORDER}/deliveryWarehouseRelation/selectDeliveryWithFee`;
const PRICE = 2500;
const DEAL_PRICE = 1900;
const now = () => Math.floor(Date.now() / 1000);

describe.each(engines)('flash deals at checkout on %s', (engine) => {
  let t: TestApp;
  let operations: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operations = await signIn(t, DEMO_ROLE_ACCOUNTS.operations);
  });
  afterAll(() => t.close());

  /** A fresh product of `units` units at £25.00 with a deal running now at £19.00 for `limit` units (null: no limit). */
  const productOnDeal = async (units: number, limit: number | null, exclude: number[] = []) => {
    const product = await productWithStock(t, units, PRICE, exclude);
    const created = await t.post<{ id: number }>(
      ApiPath.product.deskFlashDealCreate,
      { productId: product.productId, dealPrice: DEAL_PRICE, limit, startsAt: now() - 1, endsAt: now() + 3600 },
      operations,
    );
    expect(created.body.code, JSON.stringify(created.body)).toBe(200);
    return { ...product, dealId: created.body.data.id };
  };
  const deal = async (id: number) => (await t.db.query<{ sold: number }>('select sold from flash_deal where id = $1', [id]))[0]!;
  const orderLine = async (orderNo: string) =>
    (
      await t.db.query<{ unitPrice: number; quantity: number }>(
        'select i.unit_price as "unitPrice", i.quantity from order_item i join shop_order o on o.id = i.order_id where o.order_no = $1',
        [orderNo],
      )
    )[0]!;
  const cartItem = async (buyer: TestBuyer, line: number) =>
    (await t.post<CartList>(CART, {}, buyer.token)).body.data.resultList.flatMap((group) => group.cartItems).find((item) => item.id === line)!;

  it('prices the cart line, the quote and the order at the deal, takes the units from its limit, and gives them back once when the order is cancelled', async () => {
    const product = await productOnDeal(50, 10);
    const buyer = await makeBuyer(t);
    const line = await cartLine(t, buyer, product.productId, 3);

    expect(await cartItem(buyer, line)).toMatchObject({
      price: DEAL_PRICE,
      basePrice: PRICE,
      lineTotal: 3 * DEAL_PRICE,
      flashDeal: { price: DEAL_PRICE, left: 10, applied: true },
    });
    const quote = await t.post<DeliveryQuote>(QUOTE, { cartItemIds: [line], addressId: buyer.addressId }, buyer.token);
    expect(quote.body.data.itemsTotal).toBe(3 * DEAL_PRICE);

    const placed = await t.post<Trade>(PLACE, placeBody(buyer, [line]), buyer.token);
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(200);
    const orderNo = placed.body.data.orderNos[0]!;
    expect(await orderLine(orderNo)).toEqual({ unitPrice: DEAL_PRICE, quantity: 3 });
    expect(await deal(product.dealId)).toEqual({ sold: 3 });

    // cancelled before payment: the three units go back to the deal, and a repeat gives nothing more back
    expect((await t.post(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'Ordered by mistake' }, buyer.token)).body.code).toBe(200);
    expect((await t.post(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'Ordered by mistake' }, buyer.token)).body.code).toBe(200);
    expect(await deal(product.dealId)).toEqual({ sold: 0 });
    const [take] = await t.db.query<{ released: boolean }>('select released_at is not null as released from flash_deal_take where deal_id = $1', [product.dealId]);
    expect(take).toEqual({ released: true });
  });

  it('keeps the product’s own price for a line of more units than the deal has left, and after the deal is withdrawn', async () => {
    const product = await productOnDeal(50, 4);
    const buyer = await makeBuyer(t);
    const line = await cartLine(t, buyer, product.productId, 5);
    expect(await cartItem(buyer, line)).toMatchObject({ price: PRICE, lineTotal: 5 * PRICE, flashDeal: { price: DEAL_PRICE, left: 4, applied: false } });
    const placed = await t.post<Trade>(PLACE, placeBody(buyer, [line]), buyer.token);
    expect(await orderLine(placed.body.data.orderNos[0]!)).toEqual({ unitPrice: PRICE, quantity: 5 });
    expect(await deal(product.dealId)).toEqual({ sold: 0 });

    // withdrawn while a line waits in the cart: the line and the order are at the product's own price
    const other = await productOnDeal(50, null, [product.productId]);
    const second = await cartLine(t, buyer, other.productId, 2);
    expect((await cartItem(buyer, second)).flashDeal).toEqual({ price: DEAL_PRICE, left: null, applied: true });
    expect((await t.post(ApiPath.product.deskFlashDealWithdraw, { id: other.dealId }, operations)).body.code).toBe(200);
    expect((await cartItem(buyer, second)).flashDeal).toBeNull();
    const after = await t.post<Trade>(PLACE, placeBody(buyer, [second]), buyer.token);
    expect(await orderLine(after.body.data.orderNos[0]!)).toEqual({ unitPrice: PRICE, quantity: 2 });
    expect(await deal(other.dealId)).toEqual({ sold: 0 });
  });

  it('takes nothing from a deal that cannot hold the units or has been withdrawn (the guard placement relies on)', async () => {
    const product = await productOnDeal(50, 3);
    const take = (quantity: number) => t.db.transaction((tx) => takeDealUnits(tx, [{ dealId: product.dealId, orderId: 1, quantity }]));
    expect(await take(4)).toBe(false);
    expect(await deal(product.dealId)).toEqual({ sold: 0 });
    expect((await t.post(ApiPath.product.deskFlashDealWithdraw, { id: product.dealId }, operations)).body.code).toBe(200);
    expect(await take(1)).toBe(false);
    expect(await deal(product.dealId)).toEqual({ sold: 0 });
  });

  it('never sells more units at the deal price than its limit when 30 buyers check out at once', async () => {
    const limit = 6;
    const product = await productOnDeal(200, limit);
    const buyers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const buyer = await makeBuyer(t);
        return { buyer, line: await cartLine(t, buyer, product.productId, 2) };
      }),
    );
    const results = await Promise.all(buyers.map(({ buyer, line }) => t.post<Trade>(PLACE, placeBody(buyer, [line]), buyer.token)));
    // each checkout either bought at the deal price (taking 2 units), bought at the product's price once the deal was used
    // up, or was refused because the last deal units went between reading the price and placing (4773, nothing placed)
    const codes = results.map((res) => res.body.code);
    expect(
      codes.every((code) => code === 200 || code === 4773),
      JSON.stringify(codes),
    ).toBe(true);
    const placed = await Promise.all(results.filter((res) => res.body.code === 200).map((res) => orderLine(res.body.data.orderNos[0]!)));
    const atDeal = placed.filter((line) => line.unitPrice === DEAL_PRICE);
    expect(atDeal.length * 2).toBe(limit);
    expect(placed.every((line) => line.unitPrice === DEAL_PRICE || line.unitPrice === PRICE)).toBe(true);
    expect(await deal(product.dealId)).toEqual({ sold: limit });
    const [taken] = await t.db.query<{ units: number }>('select coalesce(sum(quantity), 0)::int as units from flash_deal_take where deal_id = $1', [product.dealId]);
    expect(taken!.units).toBe(limit);
    const refused = results.find((res) => res.body.code === 4773);
    if (refused) expect(refused.body.messageEn).toMatch(/not placed/);
  });
});
