import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Address,
  type AddressInput,
  type CartList,
  type DeliveryQuote,
  type DeliveryType,
  DeliveryTypeText,
  OrderType,
  REMOTE_AREA_SURCHARGE,
  type Trade,
  deliveryCharge,
  preOrderDeposit,
} from '@clearlot/contract';
import { DEMO_BUYER, NEW_BUYER, type TestApp, createTestApp, engines, signIn } from '../../../testing/harness';
import { seedDemoAddresses } from '../address/seed';
import { cartLine, makeBuyer, placeBody } from '../orders/testing';

const O = '/srs-order-service';
const QUOTE = `${O}/deliveryWarehouseRelation/selectDeliveryWithFee`;

const INVERNESS: AddressInput = {
  recipientName: 'Morag Fraser',
  city: 'Inverness',
  county: 'Highland',
  postcode: 'IV2 3AB',
  mobile: '07700 900789',
  addressLine1: '5 Castle Street',
};

interface Pick {
  id: number;
  ownerId: number;
  price: number;
  weightGrams: number;
}

describe.each(engines)('delivery quotes on %s', (engine) => {
  let t: TestApp;
  let buyer: string;
  let other: string;
  let home: Address;
  let remote: Address;
  let otherAddress: Address;
  /** lines: two of one goods owner from London, one of another owner from London, one of the first owner from Manchester */
  let lineIds: number[];
  let picks: Pick[];
  const quantities = [3, 1, 2, 5];
  const warehouses = ['GB-LON-01', 'GB-LON-01', 'GB-LON-01', 'GB-MAN-01'];

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedDemoAddresses(t.db);
    buyer = await signIn(t, DEMO_BUYER);
    other = await signIn(t, NEW_BUYER);
    home = (await t.post<Address[]>(`${O}/userReceiveAddress/list`, {}, buyer)).body.data.find((a) => a.isDefault)!;
    remote = (await t.post<Address>(`${O}/userReceiveAddress/save`, INVERNESS, buyer)).body.data;
    otherAddress = (await t.post<Address>(`${O}/userReceiveAddress/save`, INVERNESS, other)).body.data;

    const [ownerA, ownerB] = await t.db.query<{ ownerId: number }>(
      'select owner_id as "ownerId" from product where status = 1 and not has_options and weight_grams > 0 group by owner_id having count(*) >= 3 order by owner_id limit 2',
    );
    const ofOwner = (ownerId: number, n: number) =>
      t.db.query<Pick>(
        'select id, owner_id as "ownerId", price, weight_grams as "weightGrams" from product where status = 1 and not has_options and owner_id = $1 and weight_grams > 0 order by id limit $2',
        [ownerId, n],
      );
    const [a1, a2, a3] = await ofOwner(ownerA!.ownerId, 3);
    const [b1] = await ofOwner(ownerB!.ownerId, 1);
    picks = [a1!, a2!, b1!, a3!];
    for (const [i, p] of picks.entries()) {
      await t.db.query(
        `insert into sku_stock (sku_id, warehouse_code, quantity) select id, $2, 100 from product_sku where product_id = $1
         on conflict (sku_id, warehouse_code) do update set quantity = 100`,
        [p.id, warehouses[i]],
      );
      const added = await t.post<boolean>(`${O}/cartItem/addCartItem`, { productId: p.id, warehouseCode: warehouses[i], quantity: quantities[i] }, buyer);
      expect(added.body.data).toBe(true);
    }
    const cart = (await t.post<CartList>(`${O}/cartItem/getCartItemList`, {}, buyer)).body.data;
    const items = cart.resultList.flatMap((g) => g.cartItems);
    lineIds = picks.map((p, i) => items.find((item) => item.productId === p.id && item.warehouseCode === warehouses[i])!.id);
  });
  afterAll(() => t.close());

  const quote = (body: unknown, token: string = buyer) => t.post<DeliveryQuote>(QUOTE, body, token);

  /** What the quote must say, worked out here from the contract's formula. */
  function expected(indexes: number[], area: string) {
    const groups = new Map<string, { ownerId: number; warehouseCode: string; weightGrams: number; lines: number }>();
    for (const i of indexes) {
      const key = `${picks[i]!.ownerId}/${warehouses[i]}`;
      const group = groups.get(key) ?? { ownerId: picks[i]!.ownerId, warehouseCode: warehouses[i]!, weightGrams: 0, lines: 0 };
      group.weightGrams += picks[i]!.weightGrams * quantities[i]!;
      group.lines += 1;
      groups.set(key, group);
    }
    const itemsTotal = indexes.reduce((sum, i) => sum + picks[i]!.price * quantities[i]!, 0);
    const options = ([1, 2, 3] as DeliveryType[]).map((type) => {
      const charges = [...groups.values()].map((g) => ({
        ownerId: g.ownerId,
        warehouseCode: g.warehouseCode,
        weightGrams: g.weightGrams,
        ...deliveryCharge(type, g.weightGrams, g.lines, area),
      }));
      return { deliveryType: type, name: DeliveryTypeText[type].zh, nameEn: DeliveryTypeText[type].en, total: charges.reduce((s, c) => s + c.total, 0), charges };
    });
    return { itemsTotal, options };
  }

  const byGroup = (a: { ownerId: number; warehouseCode: string }, b: { ownerId: number; warehouseCode: string }) =>
    a.ownerId - b.ownerId || a.warehouseCode.localeCompare(b.warehouseCode);

  it('quotes three options, one per delivery type, pricing each owner + warehouse group with deliveryCharge', async () => {
    const res = await quote({ addressId: home.id, cartItemIds: lineIds });
    expect(res.body.code).toBe(200);
    const want = expected([0, 1, 2, 3], 'SW');
    expect(res.body.data.itemsTotal).toBe(want.itemsTotal);
    expect(res.body.data.options.map((o) => o.deliveryType)).toEqual([1, 2, 3]);
    for (const [i, option] of res.body.data.options.entries()) {
      const w = want.options[i]!;
      expect(option).toMatchObject({ deliveryType: w.deliveryType, name: w.name, nameEn: w.nameEn, total: w.total });
      expect(option.groups).toHaveLength(3);
      expect([...option.groups].sort(byGroup)).toEqual([...w.charges].sort(byGroup));
      expect(option.groups.every((g) => g.remoteSurcharge === 0)).toBe(true);
    }
    // multiple parcels: the owner-A London group has two lines, so two parcels
    const multi = res.body.data.options[2]!.groups.find((g) => g.ownerId === picks[0]!.ownerId && g.warehouseCode === 'GB-LON-01')!;
    expect(multi.parcels).toBe(2);
  });

  it('adds the remote-area surcharge to every group for a Highlands address', async () => {
    const res = await quote({ addressId: remote.id, cartItemIds: [lineIds[0], lineIds[2]] });
    expect(remote.remoteArea).toBe(true);
    const want = expected([0, 2], 'IV');
    expect(res.body.data.itemsTotal).toBe(want.itemsTotal);
    for (const [i, option] of res.body.data.options.entries()) {
      expect(option.total).toBe(want.options[i]!.total);
      expect(option.groups.every((g) => g.remoteSurcharge === REMOTE_AREA_SURCHARGE)).toBe(true);
      expect([...option.groups].sort(byGroup)).toEqual([...want.options[i]!.charges].sort(byGroup));
    }
  });

  it('prices one line and ignores repeated ids', async () => {
    const res = await quote({ addressId: home.id, cartItemIds: [lineIds[3], lineIds[3]] });
    const want = expected([3], 'SW');
    expect(res.body.data.itemsTotal).toBe(want.itemsTotal);
    expect(res.body.data.options.map((o) => o.total)).toEqual(want.options.map((o) => o.total));
  });

  it("refuses another buyer's address and cart lines, and unknown ids", async () => {
    expect((await quote({ addressId: otherAddress.id, cartItemIds: lineIds })).body.code).toBe(6008);
    expect((await quote({ addressId: 999_999, cartItemIds: lineIds })).body.code).toBe(6008);
    expect((await quote({ addressId: otherAddress.id, cartItemIds: lineIds }, other)).body.code).toBe(6005);
    expect((await quote({ addressId: home.id, cartItemIds: lineIds }, other)).body.code).toBe(6008);
    expect((await quote({ addressId: home.id, cartItemIds: [...lineIds, 999_999_999] })).body.code).toBe(6005);
    expect((await quote({ addressId: 3_000_000_000, cartItemIds: lineIds })).body.code).toBe(1001);
    expect((await quote({ addressId: home.id, cartItemIds: [Number.MAX_SAFE_INTEGER] })).body.code).toBe(1001);
    // a deleted address can no longer be quoted
    const spare = (await t.post<Address>(`${O}/userReceiveAddress/save`, { ...INVERNESS, recipientName: 'Spare' }, buyer)).body.data;
    await t.post(`${O}/userReceiveAddress/deleteBatch`, { ids: [spare.id] }, buyer);
    expect((await quote({ addressId: spare.id, cartItemIds: lineIds })).body.code).toBe(6008);
  });

  it('refuses bad bodies with 1001', async () => {
    for (const body of [
      {},
      { addressId: home.id },
      { addressId: home.id, cartItemIds: [] },
      { addressId: String(home.id), cartItemIds: lineIds },
      { addressId: home.id, cartItemIds: ['1'] },
      { addressId: home.id, cartItemIds: lineIds, deliveryType: 1 },
      { addressId: home.id, cartItemIds: Array.from({ length: 201 }, (_, i) => i + 1) },
    ]) {
      const res = await quote(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code, JSON.stringify(body)).toBe(1001);
    }
    expect((await t.post(QUOTE, { addressId: home.id, cartItemIds: lineIds }, null)).body.code).toBe(401);
  });

  it('places orders that record what the quote offered, to the penny', async () => {
    // prices set here so the checkout sits between the minimum and the limit whatever the seed holds
    for (const [i, price] of [1234, 2500, 999, 4321].entries()) await t.db.query('update product_sku set price = $2 where product_id = $1', [picks[i]!.id, price]);
    const highlands = await makeBuyer(t, { postcode: 'IV2 3AB' });
    for (const { deliveryType, orderType } of [
      { deliveryType: 3, orderType: OrderType.RealTime },
      { deliveryType: 2, orderType: OrderType.PreOrder },
    ] as const) {
      const ids = await Promise.all(picks.map((p, i) => cartLine(t, highlands, p.id, quantities[i]!, warehouses[i])));
      const offered = (await quote({ addressId: highlands.addressId, cartItemIds: ids }, highlands.token)).body.data;
      const option = offered.options.find((o) => o.deliveryType === deliveryType)!;
      const placed = await t.post<Trade>(`${O}/order/mall/save`, placeBody(highlands, ids, { deliveryType, orderType }), highlands.token);
      expect(placed.body.code).toBe(200);
      const orders = await t.db.query<{
        ownerId: number;
        warehouseCode: string;
        subtotal: number;
        freight: number;
        surcharge: number;
        remoteSurcharge: number;
        chargeableWeightGrams: number;
        payable: number;
        deposit: number;
        vatAmount: number;
      }>(
        `select owner_id as "ownerId", warehouse_code as "warehouseCode", subtotal, freight, surcharge, remote_surcharge as "remoteSurcharge",
                chargeable_weight_grams as "chargeableWeightGrams", payable, deposit, vat_amount as "vatAmount"
           from shop_order where order_no = any($1::text[])`,
        [placed.body.data.orderNos],
      );
      expect(orders).toHaveLength(option.groups.length);
      for (const order of orders) {
        const group = option.groups.find((g) => g.ownerId === order.ownerId && g.warehouseCode === order.warehouseCode)!;
        expect(group.remoteSurcharge).toBe(REMOTE_AREA_SURCHARGE);
        expect(order).toMatchObject({
          freight: group.baseFreight,
          surcharge: group.surcharge,
          remoteSurcharge: group.remoteSurcharge,
          chargeableWeightGrams: group.chargeableWeightGrams,
          // the quote's charges are ex VAT; the order adds the goods' VAT and the delivery's
          payable: order.subtotal + group.total + order.vatAmount,
        });
      }
      expect(orders.reduce((sum, o) => sum + o.subtotal, 0)).toBe(offered.itemsTotal);
      const payable = offered.itemsTotal + option.total + orders.reduce((sum, o) => sum + o.vatAmount, 0);
      expect(orders.reduce((sum, o) => sum + o.payable, 0)).toBe(payable);
      const deposits = orders.map((o) => preOrderDeposit(o.payable));
      expect(orders.map((o) => o.deposit)).toEqual(orderType === OrderType.PreOrder ? deposits : orders.map(() => 0));
      expect(placed.body.data.amount).toBe(orderType === OrderType.PreOrder ? deposits.reduce((a, b) => a + b, 0) : payable);
    }
  });
});
