/**
 * Selling by quantity through HTTP on both engines (issue 33 item 3): a goods owner sets an option's
 * minimum order, case pack and tiers in the listing editor (every rule refused with a field message and
 * nothing written; a buyer and another goods owner refused); the product page answers them; the cart,
 * the delivery quote and the checkout refuse a quantity under the minimum or in part cases (nothing
 * changes) and charge the tier the line's quantity reaches, which the order records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import * as ApiPath from '@clearlot/contract/api/paths';
import {
  type CartAddition,
  type CartItem,
  type CartList,
  type CreateListingBody,
  type DeliveryQuote,
  ErrorCatalogue,
  type ListingDetail,
  type ProductDetail,
  type Trade,
  type UpdateListingBody,
  type ValidationErrorData,
  ValidationMessages,
  vatOn,
} from '@clearlot/contract';
import { type TestApp, createTestApp, engines, signIn, DEMO_OWNER } from '../../../testing/harness';
import { type TestBuyer, cartLine, makeBuyer, placeBody, stockOf } from '../../order/orders/testing';
import { catalogueRefs, makeOwner, uploadListingPicture } from './testing';

const P = ApiPath.product;
const O = ApiPath.order;
const code = (name: keyof typeof ErrorCatalogue) => ErrorCatalogue[name].code;
const TIERS = [
  { minQuantity: 120, price: 449 },
  { minQuantity: 480, price: 399 },
];

describe.each(engines)('selling by quantity on %s', (engine) => {
  let t: TestApp;
  let owner: string;
  let refs: Awaited<ReturnType<typeof catalogueRefs>>;
  let picture: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signIn(t, DEMO_OWNER);
    refs = await catalogueRefs(t);
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 200, g: 160, b: 60 } } })
      .png()
      .toBuffer();
    const uploaded = await uploadListingPicture(t, owner, 'tea.png', png);
    expect(uploaded.body.code).toBe(200);
    picture = uploaded.body.data.path;
  }, 120_000);
  afterAll(async () => t?.close());

  /** A listing of one option (no choices): 12 to a case, at least 24, £4.99, tiers from 120 and 480; 1,000 units at the first warehouse. */
  const body = (terms: Record<string, unknown> = {}, stock = [{ warehouseCode: refs.warehouseCode, quantity: 1_000 }]): CreateListingBody => ({
    clientKey: randomUUID(),
    nameEn: 'Breakfast Tea, 80 bags',
    nameZh: '早餐红茶，80 袋装',
    categoryId: refs.categoryId,
    brandId: refs.brandId,
    condition: 1,
    pictures: [picture],
    skus: [
      {
        options: [],
        image: null,
        price: 499,
        referencePrice: 899,
        weightGrams: 250,
        lengthMm: 150,
        widthMm: 80,
        heightMm: 80,
        stock,
        minQuantity: 24,
        casePack: 12,
        priceTiers: TIERS,
        ...terms,
      },
    ],
  });
  const asEdit = (listing: ListingDetail): UpdateListingBody => ({
    id: listing.id,
    version: listing.version,
    nameEn: listing.nameEn,
    nameZh: listing.nameZh,
    categoryId: listing.categoryId,
    brandId: listing.brandId,
    condition: listing.condition as UpdateListingBody['condition'],
    pictures: listing.pictures,
    skus: listing.skus.map((sku) => ({
      id: sku.id,
      options: sku.options,
      image: sku.image,
      price: sku.price,
      referencePrice: sku.referencePrice,
      weightGrams: sku.weightGrams,
      lengthMm: sku.lengthMm,
      widthMm: sku.widthMm,
      heightMm: sku.heightMm,
      minQuantity: sku.minQuantity,
      casePack: sku.casePack,
      priceTiers: sku.priceTiers,
    })),
  });
  const published = async (terms: Record<string, unknown> = {}, stock?: CreateListingBody['skus'][number]['stock']) => {
    const created = await t.post<ListingDetail>(P.createListing, body(terms, stock), owner);
    expect(created.body.code, JSON.stringify(created.body)).toBe(200);
    const on = await t.post<ListingDetail>(P.publishListing, { id: created.body.data.id }, owner);
    expect(on.body.code).toBe(200);
    return on.body.data;
  };
  const cart = async (buyer: TestBuyer) => (await t.post<CartList>(O.cartList, {}, buyer.token)).body.data.resultList.flatMap((group) => group.cartItems);
  const lineOf = async (buyer: TestBuyer, skuId: number) => (await cart(buyer)).filter((line) => line.skuId === skuId);
  const fieldOf = (answer: { body: { code: number; data: unknown } }) => [answer.body.code, (answer.body.data as ValidationErrorData).field];

  it('keeps an option’s MOQ, case pack and tiers, answers them on the product page, and changes them as a versioned edit', async () => {
    const listing = await published();
    const [sku] = listing.skus;
    expect([sku!.minQuantity, sku!.casePack, sku!.priceTiers]).toEqual([24, 12, TIERS]);
    const buyer = await makeBuyer(t);
    const page = (await t.post<ProductDetail>(P.detail, { id: listing.id }, buyer.token)).body.data;
    expect(page.skus.map((s) => [s.price, s.minQuantity, s.casePack, s.priceTiers])).toEqual([[499, 24, 12, TIERS]]);

    const edit = asEdit(listing);
    const edited = await t.post<ListingDetail>(P.updateListing, { ...edit, skus: [{ ...edit.skus[0]!, minQuantity: 36, priceTiers: [{ minQuantity: 240, price: 429 }] }] }, owner);
    expect(edited.body.code, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.version).toBe(listing.version + 1);
    expect(edited.body.data.skus.map((s) => [s.minQuantity, s.casePack, s.priceTiers])).toEqual([[36, 12, [{ minQuantity: 240, price: 429 }]]]);
    // the editor still on the first version is told, not applied
    const stale = await t.post(P.updateListing, { ...edit, skus: [{ ...edit.skus[0]!, casePack: 1, minQuantity: 1, priceTiers: [] }] }, owner);
    expect(stale.body.code).toBe(code('listingChanged'));

    const copy = await t.post<ListingDetail>(P.duplicateListing, { id: listing.id, clientKey: randomUUID() }, owner);
    expect(copy.body.data.skus.map((s) => [s.minQuantity, s.casePack, s.priceTiers])).toEqual([[36, 12, [{ minQuantity: 240, price: 429 }]]]);

    // an option without terms sells as before: one unit, no tiers
    const plain = await published({ minQuantity: undefined, casePack: undefined, priceTiers: undefined });
    expect(plain.skus.map((s) => [s.minQuantity, s.casePack, s.priceTiers])).toEqual([[1, 1, []]]);
  });

  it('refuses terms that break a rule, naming the field, and writes nothing', async () => {
    const [{ n: before } = { n: 0 }] = await t.db.query<{ n: number }>('select count(*)::int as n from product');
    const refusals = [
      [{ minQuantity: 30 }, 'skus.0.minQuantity', 'minQuantityNotWholeCases'],
      [
        {
          priceTiers: [
            { minQuantity: 480, price: 399 },
            { minQuantity: 120, price: 449 },
          ],
        },
        'skus.0.priceTiers.1.minQuantity',
        'tierQuantityOrder',
      ],
      [{ priceTiers: [{ minQuantity: 24, price: 449 }] }, 'skus.0.priceTiers.0.minQuantity', 'tierQuantityOrder'],
      [{ priceTiers: [{ minQuantity: 100, price: 449 }] }, 'skus.0.priceTiers.0.minQuantity', 'tierNotWholeCases'],
      [{ priceTiers: [{ minQuantity: 120, price: -1 }] }, 'skus.0.priceTiers.0.price', 'invalidValue'],
      [{ priceTiers: [{ minQuantity: 120, price: 599 }] }, 'skus.0.priceTiers.0.price', 'tierPriceRises'],
      [
        {
          priceTiers: [
            { minQuantity: 120, price: 449 },
            { minQuantity: 480, price: 459 },
          ],
        },
        'skus.0.priceTiers.1.price',
        'tierPriceRises',
      ],
      [{ casePack: 0 }, 'skus.0.casePack', 'invalidValue'],
      [{ minQuantity: 1e12 }, 'skus.0.minQuantity', 'invalidValue'],
      [{ priceTiers: [{ minQuantity: '120', price: 449 }] }, 'skus.0.priceTiers.0.minQuantity', 'required'],
      [{ priceTiers: [{ minQuantity: 120, price: 449, note: 'x' }] }, 'skus.0.priceTiers.0.note', 'unknownField'],
      [{ priceTiers: [{ minQuantity: 120, price: 449, note: 'x\u0000' }] }, 'skus.0.priceTiers.0.note', 'forbiddenCharacter'],
    ] as const;
    for (const [terms, field, message] of refusals) {
      const answer = await t.post(P.createListing, body(terms), owner);
      expect(fieldOf(answer), JSON.stringify(terms)).toEqual([code('validationFailed'), field]);
      expect(answer.status).toBe(400);
      const issue = (answer.body.data as ValidationErrorData).issues[0]!;
      expect(issue.messageEn).toBe(ValidationMessages[message].en);
      expect(issue.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const [{ n: after } = { n: 0 }] = await t.db.query<{ n: number }>('select count(*)::int as n from product');
    expect(after).toBe(before);

    // an edit breaking a rule leaves the listing as it was
    const listing = await published();
    const edit = asEdit(listing);
    const refused = await t.post(P.updateListing, { ...edit, skus: [{ ...edit.skus[0]!, priceTiers: [{ minQuantity: 120, price: 500 }] }] }, owner);
    expect(fieldOf(refused)).toEqual([code('validationFailed'), 'skus.0.priceTiers.0.price']);
    const now = (await t.post<ListingDetail>(P.listing, { id: listing.id }, owner)).body.data;
    expect([now.version, now.skus[0]!.priceTiers]).toEqual([listing.version, TIERS]);
  });

  it('refuses a buyer editing terms and another goods owner’s listing, changing nothing', async () => {
    const listing = await published();
    const edit = asEdit(listing);
    const change = { ...edit, skus: [{ ...edit.skus[0]!, minQuantity: 12, priceTiers: [] }] };
    const buyer = await makeBuyer(t);
    const byBuyer = await t.post(P.updateListing, change, buyer.token);
    expect([byBuyer.status, byBuyer.body.code]).toEqual([403, code('insufficientPermissions')]);
    const other = await makeOwner(t);
    const byOther = await t.post(P.updateListing, change, other.token);
    expect([byOther.status, byOther.body.code]).toEqual([404, code('listingNotFound')]);
    const now = (await t.post<ListingDetail>(P.listing, { id: listing.id }, owner)).body.data;
    expect([now.version, now.skus[0]!.minQuantity, now.skus[0]!.priceTiers]).toEqual([listing.version, 24, TIERS]);
  });

  it('adds and changes cart quantities only at the MOQ or more in whole cases, and prices the line at the tier it reaches', async () => {
    const listing = await published();
    const skuId = listing.skus[0]!.id;
    const buyer = await makeBuyer(t);
    const add = (quantity: number, mode: 'add' | 'buyNow' = 'add') => t.post<CartAddition>(O.addCartQuantity, { skuId, quantity, mode }, buyer.token);

    for (const [quantity, mode, refusal] of [
      [12, 'add', 'quantityBelowMinimum'],
      [12, 'buyNow', 'quantityBelowMinimum'],
      [30, 'add', 'quantityNotWholeCases'],
      [30, 'buyNow', 'quantityNotWholeCases'],
    ] as const) {
      const answer = await add(quantity, mode);
      expect([answer.status, answer.body.code], `${quantity} ${mode}`).toEqual([400, code(refusal)]);
      expect(answer.body.data).toMatchObject({ minQuantity: 24, casePack: 12 });
      expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const oneClick = await t.post(O.addCartItem, { productId: listing.id, quantity: 5 }, buyer.token);
    expect(oneClick.body.code).toBe(code('quantityBelowMinimum'));
    expect(await lineOf(buyer, skuId)).toEqual([]);

    // the card's one-click add, without a quantity, adds the minimum order
    expect((await t.post<boolean>(O.addCartItem, { productId: listing.id }, buyer.token)).body.data).toBe(true);
    let [line] = await lineOf(buyer, skuId);
    expect([line!.quantity, line!.price, line!.lineTotal, line!.basePrice, line!.minQuantity, line!.casePack, line!.priceTiers]).toEqual([24, 499, 11_976, 499, 24, 12, TIERS]);

    // on top of a line at the minimum, one more case is fine
    expect((await add(12)).body.code).toBe(200);
    [line] = await lineOf(buyer, skuId);
    expect(line!.quantity).toBe(36);

    const update = (quantity: number) => t.post<CartItem>(O.updateCartItem, { id: line!.id, quantity }, buyer.token);
    for (const [quantity, refusal] of [
      [12, 'quantityBelowMinimum'],
      [121, 'quantityNotWholeCases'],
    ] as const) {
      const answer = await update(quantity);
      expect(answer.body.code).toBe(code(refusal));
      expect(answer.body.data).toEqual({ cartItemId: line!.id, minQuantity: 24, casePack: 12 });
    }
    expect((await lineOf(buyer, skuId))[0]!.quantity).toBe(36);

    // tier boundaries: 108 at the option's price, 120 at the second tier, 480 at the third
    expect((await update(108)).body.data).toMatchObject({ quantity: 108, price: 499, lineTotal: 53_892 });
    expect((await update(120)).body.data).toMatchObject({ quantity: 120, price: 449, lineTotal: 53_880 });
    expect((await update(480)).body.data).toMatchObject({ quantity: 480, price: 399, lineTotal: 191_520 });
    const list = (await t.post<CartList>(O.cartList, {}, buyer.token)).body.data;
    expect(list.selectedTotal).toBe(191_520);

    // buy now sets the line to exactly the quantity, also at its tier
    const now = await add(240, 'buyNow');
    expect(now.body.code).toBe(200);
    expect((await lineOf(buyer, skuId)).map((l) => [l.quantity, l.price, l.lineTotal])).toEqual([[240, 449, 107_760]]);
  });

  it('spreads over warehouses only in whole cases of at least the minimum order', async () => {
    const listing = await published({}, [
      { warehouseCode: refs.warehouseCode, quantity: 50 },
      { warehouseCode: refs.otherWarehouse, quantity: 40 },
    ]);
    const skuId = listing.skus[0]!.id;
    const buyer = await makeBuyer(t);
    const add = (quantity: number) => t.post<CartAddition>(O.addCartQuantity, { skuId, quantity, mode: 'buyNow' }, buyer.token);
    // 60 would be 48 + 12, and 12 is under the minimum
    expect((await add(60)).body.code).toBe(code('quantityNotInWholeCases'));
    expect((await add(96)).body.code).toBe(code('itemOutOfStock'));
    expect(await lineOf(buyer, skuId)).toEqual([]);
    const split = await add(72);
    expect(split.body.code).toBe(200);
    expect(split.body.data.lines.map((l) => [l.warehouseCode, l.quantity])).toEqual([
      [refs.warehouseCode, 48],
      [refs.otherWarehouse, 24],
    ]);
  });

  it('refuses a checkout line under the minimum (the goods owner raised it since), placing nothing, and charges the tier price in the order', async () => {
    const listing = await published();
    const skuId = listing.skus[0]!.id;
    const buyer = await makeBuyer(t);
    // a line put in the cart before the goods owner set a minimum: 12 units
    const lineId = await cartLine(t, buyer, listing.id, 12);
    const stockBefore = await stockOf(t, listing.id);
    const cartView = (await lineOf(buyer, skuId))[0]!;
    expect([cartView.quantity, cartView.minQuantity]).toEqual([12, 24]);
    const refused = await t.post<Trade>(O.placeOrder, placeBody(buyer, [lineId]), buyer.token);
    expect([refused.status, refused.body.code]).toEqual([400, code('quantityBelowMinimum')]);
    expect(refused.body.data).toEqual({ cartItemId: lineId, minQuantity: 24, casePack: 12 });
    await cartLine(t, buyer, listing.id, 30);
    expect((await t.post<Trade>(O.placeOrder, placeBody(buyer, [lineId]), buyer.token)).body.code).toBe(code('quantityNotWholeCases'));
    expect(await stockOf(t, listing.id)).toEqual(stockBefore);
    expect((await t.db.query('select 1 from trade where user_id = $1', [buyer.userId])).length).toBe(0);
    expect((await lineOf(buyer, skuId)).map((l) => l.id)).toEqual([lineId]);

    // at 120 the line earns the second tier: the quote, the order and the trade all charge £4.49 a unit
    expect((await t.post<CartItem>(O.updateCartItem, { id: lineId, quantity: 120 }, buyer.token)).body.data.price).toBe(449);
    const quote = await t.post<DeliveryQuote>(O.deliveryQuote, { addressId: buyer.addressId, cartItemIds: [lineId] }, buyer.token);
    expect(quote.body.data.itemsTotal).toBe(53_880);
    const placed = await t.post<Trade>(O.placeOrder, placeBody(buyer, [lineId]), buyer.token);
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(200);
    const [item] = await t.db.query<{ unitPrice: number; quantity: number; subtotal: number }>(
      `select i.unit_price as "unitPrice", i.quantity, o.subtotal from order_item i join shop_order o on o.id = i.order_id where o.order_no = $1`,
      [placed.body.data.orderNos[0]],
    );
    expect(item).toEqual({ unitPrice: 449, quantity: 120, subtotal: 53_880 });
    const delivery = quote.body.data.options.find((option) => option.deliveryType === 1)!.total;
    // the listing is standard-rated: VAT at 20% on the goods and on the delivery that follows them
    expect(placed.body.data.amount).toBe(53_880 + delivery + vatOn(53_880, 'standard') + vatOn(delivery, 'standard'));
    expect((await stockOf(t, listing.id)).stock).toBe(stockBefore.stock - 120);
  });

  it('lets 20 parallel checkouts of a tiered option each pay its own tier, never a neighbour’s', async () => {
    const listing = await published({}, [{ warehouseCode: refs.warehouseCode, quantity: 10_000 }]);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => makeBuyer(t)));
    const quantities = buyers.map((_, n) => (n % 2 === 0 ? 24 : 480));
    const lines = await Promise.all(buyers.map((buyer, n) => cartLine(t, buyer, listing.id, quantities[n]!)));
    const placed = await Promise.all(buyers.map((buyer, n) => t.post<Trade>(O.placeOrder, placeBody(buyer, [lines[n]!]), buyer.token)));
    expect(placed.map((p) => p.body.code)).toEqual(buyers.map(() => 200));
    const items = await t.db.query<{ unitPrice: number; quantity: number }>(
      `select i.unit_price as "unitPrice", i.quantity from order_item i where i.product_id = $1 order by i.id`,
      [listing.id],
    );
    expect(items).toHaveLength(20);
    for (const item of items) expect(item.unitPrice).toBe(item.quantity === 480 ? 399 : 499);
  });
});
