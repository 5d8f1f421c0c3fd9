import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CART_MAX_LINES, type CartItem, type CartList } from '@clearlot/contract';
import { DEMO_BUYER, NEW_BUYER, type TestApp, createTestApp, engines, signIn } from '../../../testing/harness';

const O = '/srs-order-service/cartItem';

interface ProductRow {
  id: number;
  price: number;
  ownerId: number;
  nameEn: string;
}

describe.each(engines)('cart on %s', (engine) => {
  let t: TestApp;
  let buyer: string;
  let other: string;
  let buyerId: number;
  let otherId: number;
  let products: ProductRow[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    buyer = await signIn(t, DEMO_BUYER);
    other = await signIn(t, NEW_BUYER);
    const users = await t.db.query<{ id: number; email: string }>('select id, email from app_user where email = any($1::text[])', [[DEMO_BUYER.email, NEW_BUYER.email]]);
    buyerId = users.find((u) => u.email === DEMO_BUYER.email)!.id;
    otherId = users.find((u) => u.email === NEW_BUYER.email)!.id;
    products = await t.db.query<ProductRow>(
      `select p.id, k.price, p.owner_id as "ownerId", p.name_en as "nameEn" from product p join product_sku k on k.product_id = p.id
        where p.status = 1 and not p.has_options order by p.id limit ${CART_MAX_LINES + 10}`,
    );
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.db.query('delete from cart_item where user_id = any($1::int[])', [[buyerId, otherId]]);
  });

  /** Gives a product (without options: its one SKU) a known stock in each UK warehouse. */
  async function setStock(productId: number, stock: { lon: number; man: number; bhm: number }) {
    for (const [code, quantity] of [
      ['GB-LON-01', stock.lon],
      ['GB-MAN-01', stock.man],
      ['GB-BHM-01', stock.bhm],
    ] as const) {
      await t.db.query(
        `insert into sku_stock (sku_id, warehouse_code, quantity) select id, $2, $3 from product_sku where product_id = $1
         on conflict (sku_id, warehouse_code) do update set quantity = excluded.quantity`,
        [productId, code, quantity],
      );
    }
  }

  const call = <T>(path: string, body: unknown, token: string = buyer) => t.post<T>(`${O}/${path}`, body, token);
  const add = (body: object, token: string = buyer) => call<boolean>('addCartItem', body, token);
  const list = async (token: string = buyer) => (await call<CartList>('getCartItemList', {}, token)).body.data;
  const count = async (token: string = buyer) => (await call<number>('selectCount', {}, token)).body.data;
  const lines = async (token: string = buyer) => (await list(token)).resultList.flatMap((g) => g.cartItems);
  const cartRows = () => t.db.query('select id, product_id, warehouse_code, quantity, selected from cart_item where user_id = $1 order by id', [buyerId]);

  describe('adding', () => {
    it('adds one unit from the warehouse holding most stock and shows it grouped with owner and warehouse names', async () => {
      const p = products[0]!;
      await setStock(p.id, { lon: 3, man: 50, bhm: 0 });
      expect(await count()).toBe(0);
      const res = await add({ productId: p.id });
      expect(res.body).toMatchObject({ code: 200, data: true });
      expect(await count()).toBe(1);
      const cart = await list();
      expect(cart.resultList).toHaveLength(1);
      const group = cart.resultList[0]!;
      expect(group).toMatchObject({ ownerId: p.ownerId, warehouseCode: 'GB-MAN-01', warehouseNameEn: expect.stringMatching(/Manchester/) });
      expect(group.ownerNameEn).toMatch(/[A-Za-z]/);
      expect(group.ownerName).toMatch(/[\u4e00-\u9fff]/);
      expect(group.warehouseName).toMatch(/[\u4e00-\u9fff]/);
      const item = group.cartItems[0]!;
      expect(item).toMatchObject({ productId: p.id, productNameEn: p.nameEn, quantity: 1, stock: 50, price: p.price, outOfStock: false, selected: true, lineTotal: p.price });
      expect(item.productImage).not.toContain(',');
      expect(cart).toMatchObject({ totalCount: 1, selectedCount: 1, selectedTotal: p.price, hasOutOfStock: false });
    });

    it('falls back to the main warehouse when the product has no stock rows, and then it is out of stock', async () => {
      const p = products[1]!;
      await t.db.query('delete from sku_stock where sku_id in (select id from product_sku where product_id = $1)', [p.id]);
      expect((await add({ productId: p.id })).body.code).toBe(6003);
      await setStock(p.id, { lon: 5, man: 5, bhm: 5 });
      const [main] = await t.db.query<{ code: string }>('select main_warehouse_code as code from product where id = $1', [p.id]);
      expect((await add({ productId: p.id })).body.data).toBe(true);
      expect((await lines())[0]!.warehouseCode).toBe(main!.code);
    });

    it('answers false and changes nothing when the line is already in the cart', async () => {
      const p = products[2]!;
      await setStock(p.id, { lon: 20, man: 0, bhm: 0 });
      expect((await add({ productId: p.id, quantity: 2 })).body.data).toBe(true);
      const before = await cartRows();
      const again = await add({ productId: p.id, quantity: 9 });
      expect(again.body).toMatchObject({ code: 200, data: false });
      expect(await cartRows()).toEqual(before);
    });

    it('takes a chosen warehouse and quantity within that warehouse’s stock', async () => {
      const p = products[3]!;
      await setStock(p.id, { lon: 4, man: 40, bhm: 0 });
      expect((await add({ productId: p.id, warehouseCode: 'GB-LON-01', quantity: 5 })).body.code).toBe(6003);
      expect((await add({ productId: p.id, warehouseCode: 'GB-BHM-01' })).body.code).toBe(6003);
      expect((await add({ productId: p.id, warehouseCode: 'XX-NOPE-01' })).body.code).toBe(6003);
      expect(await count()).toBe(0);
      expect((await add({ productId: p.id, warehouseCode: 'GB-LON-01', quantity: 4 })).body.data).toBe(true);
      // the same product from another warehouse is another line
      expect((await add({ productId: p.id, warehouseCode: 'GB-MAN-01', quantity: 40 })).body.data).toBe(true);
      const items = await lines();
      expect(items.map((i) => [i.warehouseCode, i.quantity]).sort()).toEqual([
        ['GB-LON-01', 4],
        ['GB-MAN-01', 40],
      ]);
    });

    it('refuses unknown products and products no longer on sale', async () => {
      expect((await add({ productId: 987654 })).body.code).toBe(5001);
      const p = products[4]!;
      await setStock(p.id, { lon: 10, man: 0, bhm: 0 });
      await t.db.query('update product set status = 0 where id = $1', [p.id]);
      try {
        expect((await add({ productId: p.id })).body.code).toBe(6020);
        expect((await call('addMaxProfitableToCart', { id: p.id })).body.code).toBe(6020);
      } finally {
        await t.db.query('update product set status = 1 where id = $1', [p.id]);
      }
      expect(await count()).toBe(0);
    });

    it(`stops at ${CART_MAX_LINES} lines, yet still answers false for a line already there`, async () => {
      const fill = products.slice(0, CART_MAX_LINES);
      await t.db.query(
        `insert into cart_item (user_id, product_id, sku_id, warehouse_code, quantity)
         select $1, k.product_id, k.id, 'GB-LON-01', 1 from product_sku k where k.product_id = any($2::int[])`,
        [buyerId, fill.map((p) => p.id)],
      );
      expect(await count()).toBe(CART_MAX_LINES);
      const extra = products[CART_MAX_LINES]!;
      await setStock(extra.id, { lon: 10, man: 0, bhm: 0 });
      expect((await add({ productId: extra.id })).body.code).toBe(6006);
      expect((await add({ productId: fill[0]!.id, warehouseCode: 'GB-LON-01' })).body).toMatchObject({ code: 200, data: false });
      expect(await count()).toBe(CART_MAX_LINES);
    });

    it('keeps the line limit exact when different products race for the last line', async () => {
      const fill = products.slice(0, CART_MAX_LINES - 1);
      await t.db.query(
        `insert into cart_item (user_id, product_id, sku_id, warehouse_code, quantity)
         select $1, k.product_id, k.id, 'GB-LON-01', 1 from product_sku k where k.product_id = any($2::int[])`,
        [buyerId, fill.map((p) => p.id)],
      );
      const racers = products.slice(CART_MAX_LINES - 1, CART_MAX_LINES + 4);
      for (const p of racers) await setStock(p.id, { lon: 10, man: 0, bhm: 0 });
      const results = await Promise.all(racers.map((p) => add({ productId: p.id })));
      expect(results.filter((r) => r.body.code === 200 && r.body.data === true)).toHaveLength(1);
      expect(results.filter((r) => r.body.code === 6006)).toHaveLength(racers.length - 1);
      expect(await count()).toBe(CART_MAX_LINES);
    });

    it('makes exactly one line from 20 parallel adds of the same product', async () => {
      const p = products[5]!;
      await setStock(p.id, { lon: 30, man: 0, bhm: 0 });
      const results = await Promise.all(Array.from({ length: 20 }, () => add({ productId: p.id })));
      expect(results.every((r) => r.body.code === 200)).toBe(true);
      expect(results.filter((r) => r.body.data === true)).toHaveLength(1);
      expect(await count()).toBe(1);
    });

    it('adds and removes through the most-profitable shortcut', async () => {
      const p = products[6]!;
      await setStock(p.id, { lon: 2, man: 1, bhm: 0 });
      expect((await call<boolean>('addMaxProfitableToCart', { id: p.id })).body).toMatchObject({ code: 200, data: true });
      expect((await call<boolean>('addMaxProfitableToCart', { id: p.id })).body).toMatchObject({ code: 200, data: false });
      expect((await lines())[0]).toMatchObject({ productId: p.id, warehouseCode: 'GB-LON-01', quantity: 1 });
      expect((await call<boolean>('addMaxProfitableToCart', { id: 987654 })).body.code).toBe(5001);
      // another buyer removing "their" lines of the product leaves mine alone
      expect((await call<boolean>('deleteMaxProfitableToCart', { id: p.id }, other)).body).toMatchObject({ code: 200, data: false });
      expect(await count()).toBe(1);
      expect((await call<boolean>('deleteMaxProfitableToCart', { id: p.id })).body).toMatchObject({ code: 200, data: true });
      expect((await call<boolean>('deleteMaxProfitableToCart', { id: p.id })).body).toMatchObject({ code: 200, data: false });
      expect(await count()).toBe(0);
    });
  });

  describe('changing lines', () => {
    async function oneLine(index: number, stock = 10): Promise<CartItem> {
      const p = products[index]!;
      await setStock(p.id, { lon: stock, man: 0, bhm: 0 });
      await add({ productId: p.id });
      return (await lines()).find((i) => i.productId === p.id)!;
    }

    it('changes quantity within 1..stock and refuses more than the stock', async () => {
      const line = await oneLine(7, 10);
      const res = await call<CartItem>('updateCartItemInfo', { id: line.id, quantity: 10 });
      expect(res.body.code).toBe(200);
      expect(res.body.data).toMatchObject({ id: line.id, quantity: 10, stock: 10, lineTotal: line.price * 10, outOfStock: false });
      expect((await call('updateCartItemInfo', { id: line.id, quantity: 11 })).body.code).toBe(6003);
      expect((await call('updateCartItemInfo', { id: line.id, quantity: 0 })).body.code).toBe(1001);
      expect((await lines())[0]!.quantity).toBe(10);
    });

    it('selects and unselects lines; totals count only selected lines in stock', async () => {
      const a = await oneLine(8, 10);
      const b = await oneLine(9, 10);
      const c = await oneLine(10, 10);
      await call('updateCartItemInfo', { id: a.id, quantity: 3 });
      const unselect = await call<CartItem>('updateCartItemInfo', { id: b.id, selected: false });
      expect(unselect.body.data.selected).toBe(false);
      let cart = await list();
      expect(cart).toMatchObject({ totalCount: 3, selectedCount: 2, selectedTotal: a.price * 3 + c.price, hasOutOfStock: false });
      // stock drops below the quantity of a: it is out of stock and leaves the totals
      await t.db.query(`update sku_stock set quantity = 2 where sku_id in (select id from product_sku where product_id = $1) and warehouse_code = 'GB-LON-01'`, [a.productId]);
      cart = await list();
      expect(cart.resultList.flatMap((g) => g.cartItems).find((i) => i.id === a.id)).toMatchObject({ outOfStock: true, stock: 2 });
      expect(cart).toMatchObject({ selectedCount: 1, selectedTotal: c.price, hasOutOfStock: true });
      // off sale counts as out of stock too
      await t.db.query('update product set status = 0 where id = $1', [c.productId]);
      try {
        cart = await list();
        expect(cart.resultList.flatMap((g) => g.cartItems).find((i) => i.id === c.id)!.outOfStock).toBe(true);
        expect(cart).toMatchObject({ selectedCount: 0, selectedTotal: 0 });
        expect((await call('updateCartItemInfo', { id: c.id, quantity: 2 })).body.code).toBe(6020);
      } finally {
        await t.db.query('update product set status = 1 where id = $1', [c.productId]);
      }
      // select all, then none
      const ids = [a.id, b.id, c.id];
      expect((await call<number>('selectCartItems', { ids, selected: true })).body.data).toBe(3);
      expect((await lines()).every((i) => i.selected)).toBe(true);
      expect((await call<number>('selectCartItems', { ids, selected: false })).body.data).toBe(3);
      expect((await list()).selectedCount).toBe(0);
      expect((await call<number>('selectCartItems', { ids: [], selected: true })).body.data).toBe(0);
    });

    it('groups by goods owner and warehouse, groups and lines newest first', async () => {
      const [p1, p2, p3] = [products[11]!, products[12]!, products[13]!];
      for (const p of [p1, p2, p3]) await setStock(p.id, { lon: 10, man: 10, bhm: 0 });
      await add({ productId: p1.id, warehouseCode: 'GB-LON-01' });
      await add({ productId: p2.id, warehouseCode: 'GB-MAN-01' });
      await add({ productId: p3.id, warehouseCode: 'GB-LON-01' });
      await add({ productId: p1.id, warehouseCode: 'GB-MAN-01' });
      const cart = await list();
      const rows = await t.db.query<{ id: number; owner: number; code: string }>(
        `select c.id, p.owner_id as owner, c.warehouse_code as code from cart_item c join product p on p.id = c.product_id
          where c.user_id = $1 order by c.created_at desc, c.id desc`,
        [buyerId],
      );
      const expected: Array<{ key: string; ids: number[] }> = [];
      for (const r of rows) {
        const key = `${r.owner}/${r.code}`;
        const group = expected.find((g) => g.key === key);
        if (group) group.ids.push(r.id);
        else expected.push({ key, ids: [r.id] });
      }
      expect(cart.resultList.map((g) => ({ key: `${g.ownerId}/${g.warehouseCode}`, ids: g.cartItems.map((i) => i.id) }))).toEqual(expected);
      expect(cart.totalCount).toBe(4);
    });

    it('deletes lines and reports how many', async () => {
      const a = await oneLine(14);
      const b = await oneLine(15);
      expect((await call<number>('deleteCartItem', { ids: [a.id, a.id] })).body).toMatchObject({ code: 200, data: 1 });
      expect((await lines()).map((i) => i.id)).toEqual([b.id]);
      expect((await call('deleteCartItem', { ids: [a.id] })).body.code).toBe(6005);
      expect((await call<number>('deleteCartItem', { ids: [b.id] })).body.data).toBe(1);
      expect(await count()).toBe(0);
    });
  });

  describe("another buyer's lines", () => {
    it('are refused for every call and never shown or changed', async () => {
      const p = products[16]!;
      await setStock(p.id, { lon: 10, man: 0, bhm: 0 });
      await add({ productId: p.id });
      const mine = (await lines())[0]!;
      const before = await cartRows();

      expect(await count(other)).toBe(0);
      expect((await list(other)).resultList).toEqual([]);
      expect((await call('updateCartItemInfo', { id: mine.id, quantity: 2 }, other)).body.code).toBe(6005);
      expect((await call('updateCartItemInfo', { id: mine.id, selected: false }, other)).body.code).toBe(6005);
      expect((await call('selectCartItems', { ids: [mine.id], selected: false }, other)).body.code).toBe(6005);
      expect((await call('deleteCartItem', { ids: [mine.id] }, other)).body.code).toBe(6005);
      expect((await call<boolean>('deleteMaxProfitableToCart', { id: p.id }, other)).body.data).toBe(false);

      // a mix of the other buyer's own line and mine changes nothing at all
      await add({ productId: p.id }, other);
      const theirs = (await lines(other))[0]!;
      expect((await call('deleteCartItem', { ids: [theirs.id, mine.id] }, other)).body.code).toBe(6005);
      expect((await call('selectCartItems', { ids: [theirs.id, mine.id], selected: false }, other)).body.code).toBe(6005);
      expect(await count(other)).toBe(1);
      expect((await lines(other))[0]!.selected).toBe(true);

      expect(await cartRows()).toEqual(before);
      expect((await call('updateCartItemInfo', { id: 999_999_999, quantity: 1 })).body.code).toBe(6005);
    });
  });

  describe('bad input', () => {
    it('refuses ids beyond the database integer range as invalid, never a 500', async () => {
      const big = 3_000_000_000;
      const huge = Number.MAX_SAFE_INTEGER;
      for (const [path, body] of [
        ['addCartItem', { productId: big }],
        ['addMaxProfitableToCart', { id: big }],
        ['deleteMaxProfitableToCart', { id: big }],
        ['updateCartItemInfo', { id: huge, quantity: 1 }],
        ['selectCartItems', { ids: [huge], selected: true }],
        ['deleteCartItem', { ids: [huge] }],
      ] as const) {
        const res = await call(path, body);
        expect(res.status, path).toBe(400);
        expect(res.body.code, path).toBe(1001);
      }
    });

    it('is refused with 1001 (or 401 when signed out) and changes nothing', async () => {
      const p = products[17]!;
      await setStock(p.id, { lon: 10, man: 0, bhm: 0 });
      await add({ productId: p.id });
      const line = (await lines())[0]!;
      const before = await cartRows();
      const bad: Array<[string, unknown]> = [
        ['addCartItem', { productId: String(p.id) }],
        ['addCartItem', { productId: p.id, extra: 1 }],
        ['addCartItem', { productId: p.id, quantity: 1.5 }],
        ['addCartItem', { productId: p.id, quantity: -1 }],
        ['addCartItem', { productId: -3 }],
        ['addCartItem', { productId: p.id, warehouseCode: 7 }],
        ['addCartItem', {}],
        ['updateCartItemInfo', { id: line.id }],
        ['updateCartItemInfo', { id: line.id, quantity: '2' }],
        ['updateCartItemInfo', { id: line.id, selected: 'yes' }],
        ['updateCartItemInfo', { id: line.id, quantity: 2, userId: 1 }],
        ['selectCartItems', { ids: [line.id] }],
        ['selectCartItems', { ids: 'all', selected: true }],
        ['deleteCartItem', { ids: [] }],
        ['deleteCartItem', { ids: [line.id, 'x'] }],
        ['deleteCartItem', { id: line.id }],
        ['addMaxProfitableToCart', { id: 'x' }],
        ['deleteMaxProfitableToCart', { id: p.id, all: true }],
        ['selectCount', { any: 1 }],
        ['getCartItemList', { pageNum: 1 }],
      ];
      for (const [path, body] of bad) {
        const res = await call(path, body);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.code, `${path} ${JSON.stringify(body)}`).toBe(1001);
      }
      const notJson = await t.app.inject({
        method: 'POST',
        url: `${O}/addCartItem`,
        headers: { authorization: `Bearer ${buyer}`, 'content-type': 'application/json' },
        payload: '{"productId":',
      });
      expect(notJson.json<{ code: number }>().code).toBe(1002);
      const signedOut = await t.post(`${O}/addCartItem`, { productId: p.id }, null);
      expect(signedOut.body.code).toBe(401);
      expect(await cartRows()).toEqual(before);
    });
  });
});
