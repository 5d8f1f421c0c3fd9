/**
 * Product options end to end (issue 16 §1–§3): a product sold as SKUs with their own price, stock by
 * warehouse and picture; the one-click add refuses a product whose options are not chosen; the
 * detail page's add puts a quantity on top of the cart's line and spreads what one warehouse cannot
 * carry over the others; buy now makes the cart hold exactly the quantity; checkout reserves the
 * chosen SKU's units only, concurrently never beyond its stock, and a cancellation gives them back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartAddition, type CartList, type OrderDetail, type ProductDetail, type Trade, type WarehouseStock } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { ORDER, type TestBuyer, makeBuyer, placeBody } from '../orders/testing';

const P = '/srs-product-service';

interface SkuFixture {
  productId: number;
  skuIds: number[];
}

describe.each(engines)('product options (SKUs) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /**
   * A product with two colour options, each with its own price and stock: Black 502 / 196 / 75 units in
   * London / Manchester / Birmingham (773, as product 72 in the issue), Navy 5 in Manchester only.
   */
  async function optionsProduct(): Promise<SkuFixture> {
    const [product] = await t.db.query<{ id: number }>(
      `select id from product where status = 1 and not has_options and id not in (select product_id from order_item) and id not in (select product_id from cart_item)
        order by id desc limit 1`,
    );
    const productId = product!.id;
    await t.db.query('delete from product_sku where product_id = $1', [productId]);
    const skus = await t.db.query<{ id: number }>(
      `insert into product_sku (product_id, sku_code, options, price, reference_price, platform_price, image, total_stock, sort_order)
       values ($1::int, 'T' || $1::int || '-1', '[{"name":"颜色","nameEn":"Colour","value":"黑色","valueEn":"Black"}]', 2500, 4999, 2400, null, 773, 0),
              ($1::int, 'T' || $1::int || '-2', '[{"name":"颜色","nameEn":"Colour","value":"藏青色","valueEn":"Navy"}]', 2700, 4999, 2592, '/media/navy.svg', 5, 1)
       returning id`,
      [productId],
    );
    const [black, navy] = skus.map((s) => s.id);
    await t.db.query(
      `insert into sku_stock (sku_id, warehouse_code, quantity) values ($1, 'GB-LON-01', 502), ($1, 'GB-MAN-01', 196), ($1, 'GB-BHM-01', 75), ($2, 'GB-MAN-01', 5)`,
      [black, navy],
    );
    await t.db.query('update product set has_options = true, total_stock = 778, price = 2500, weight_grams = 1000 where id = $1', [productId]);
    return { productId, skuIds: [black!, navy!] };
  }

  const add = (buyer: TestBuyer, body: object) => t.post<CartAddition>(`${ORDER}/cartItem/addSkuQuantity`, body, buyer.token);
  const cartOf = async (buyer: TestBuyer) => (await t.post<CartList>(`${ORDER}/cartItem/getCartItemList`, {}, buyer.token)).body.data;
  const linesOf = async (buyer: TestBuyer) => (await cartOf(buyer)).resultList.flatMap((g) => g.cartItems);
  const skuStock = async (skuId: number) =>
    (await t.db.query<{ warehouse: string; quantity: number }>('select warehouse_code as warehouse, quantity from sku_stock where sku_id = $1 order by warehouse_code', [skuId]))
      .map((r) => `${r.warehouse}:${r.quantity}`)
      .join(' ');
  const totals = async (productId: number) =>
    (
      await t.db.query<{ product: number; skus: number; rows: number }>(
        `select p.total_stock as product, (select sum(total_stock)::int from product_sku where product_id = p.id) as skus,
                (select sum(s.quantity)::int from sku_stock s join product_sku k on k.id = s.sku_id where k.product_id = p.id) as rows
           from product p where p.id = $1`,
        [productId],
      )
    )[0]!;

  it('describes the options, each SKU with its own price, margin, picture and stock by warehouse', async () => {
    const { productId, skuIds } = await optionsProduct();
    const buyer = await makeBuyer(t);
    const detail = (await t.post<ProductDetail>(`${P}/buyer/product/product/skuProduct`, { id: productId }, buyer.token)).body.data;
    expect(detail.hasOptions).toBe(true);
    expect(detail.optionAxes).toEqual([
      {
        name: '颜色',
        nameEn: 'Colour',
        values: [
          { value: '黑色', valueEn: 'Black' },
          { value: '藏青色', valueEn: 'Navy' },
        ],
      },
    ]);
    expect(detail.skus.map((s) => [s.id, s.price, s.quantity, s.image])).toEqual([
      [skuIds[0], 2500, 773, null],
      [skuIds[1], 2700, 5, '/media/navy.svg'],
    ]);
    // margin = the discount below RRP at the SKU's price (docs/product.md §5), one rounding
    expect(detail.skus.map((s) => s.profitable)).toEqual([50, 46]);
    expect(detail.profitRange).toEqual({ min: 46, max: 50 });
    expect(detail.stock.map((w) => [w.warehouseCode, w.quantity])).toEqual([
      ['GB-LON-01', 502],
      ['GB-MAN-01', 201],
      ['GB-BHM-01', 75],
    ]);
    const navyStock = (await t.post<WarehouseStock[]>(`${P}/shop/sku/warehouse/getSkuWarehouseBySkuId`, { skuId: skuIds[1] }, buyer.token)).body.data;
    expect(navyStock).toEqual([
      { warehouseCode: 'GB-MAN-01', warehouseName: expect.any(String), warehouseNameEn: 'Manchester Trafford Park', city: 'Manchester', cityZh: '曼彻斯特', quantity: 5 },
    ]);
  });

  it('refuses a one-click add of a product whose options are not chosen, and adds the chosen SKU', async () => {
    const { productId, skuIds } = await optionsProduct();
    const buyer = await makeBuyer(t);
    const refused = await t.post(`${ORDER}/cartItem/addCartItem`, { productId }, buyer.token);
    expect(refused.body).toMatchObject({ code: 6030, messageEn: expect.stringContaining('choose one on the product page') });
    expect((await t.post(`${ORDER}/cartItem/addMaxProfitableToCart`, { id: productId }, buyer.token)).body.code).toBe(6030);
    expect((await t.post(`${ORDER}/cartItem/addCartItem`, { productId, skuId: 99999999 }, buyer.token)).body.code).toBe(6031);
    expect(await linesOf(buyer)).toEqual([]);
    expect((await t.post(`${ORDER}/cartItem/addCartItem`, { productId, skuId: skuIds[1] }, buyer.token)).body.data).toBe(true);
    const [line] = await linesOf(buyer);
    expect(line).toMatchObject({ productId, skuId: skuIds[1], price: 2700, productImage: '/media/navy.svg', warehouseCode: 'GB-MAN-01', stock: 5 });
    expect(line!.skuOptions).toEqual([{ name: '颜色', nameEn: 'Colour', value: '藏青色', valueEn: 'Navy' }]);
  });

  it('spreads a quantity beyond one warehouse over the others (503 of 773 → 502 + 1) and never offers more than exists', async () => {
    const { skuIds } = await optionsProduct();
    const buyer = await makeBuyer(t);
    const first = await add(buyer, { skuId: skuIds[0], quantity: 503, mode: 'add' });
    expect(first.body.code).toBe(200);
    expect(first.body.data.lines.map((l) => [l.warehouseCode, l.added, l.quantity])).toEqual([
      ['GB-LON-01', 502, 502],
      ['GB-MAN-01', 1, 1],
    ]);
    const cart = await cartOf(buyer);
    expect(cart.resultList.map((g) => [g.warehouseCode, g.cartItems.map((i) => i.quantity)])).toEqual(
      expect.arrayContaining([
        ['GB-LON-01', [502]],
        ['GB-MAN-01', [1]],
      ]),
    );
    expect(cart.hasOutOfStock).toBe(false);
    // 270 units are left to add: 271 is refused and changes nothing
    const tooMany = await add(buyer, { skuId: skuIds[0], quantity: 271, mode: 'add' });
    expect(tooMany.body.code).toBe(6003);
    expect((await linesOf(buyer)).map((l) => l.quantity).sort((a, b) => a - b)).toEqual([1, 502]);
    const rest = await add(buyer, { skuId: skuIds[0], quantity: 270, mode: 'add' });
    expect(rest.body.data.lines.map((l) => [l.warehouseCode, l.added, l.quantity])).toEqual([
      ['GB-MAN-01', 195, 196],
      ['GB-BHM-01', 75, 75],
    ]);
  });

  it('adds the chosen quantity to a line already in the cart (within stock) instead of dropping it', async () => {
    const { skuIds } = await optionsProduct();
    const buyer = await makeBuyer(t);
    expect((await add(buyer, { skuId: skuIds[1], quantity: 1, mode: 'add' })).body.code).toBe(200);
    const again = await add(buyer, { skuId: skuIds[1], quantity: 3, mode: 'add' });
    expect(again.body.data.lines).toEqual([expect.objectContaining({ warehouseCode: 'GB-MAN-01', added: 3, quantity: 4 })]);
    expect((await linesOf(buyer)).map((l) => l.quantity)).toEqual([4]);
    expect((await add(buyer, { skuId: skuIds[1], quantity: 2, mode: 'add' })).body.code).toBe(6003);
  });

  it('buy now makes the cart hold exactly the quantity and selects only those lines', async () => {
    const { skuIds } = await optionsProduct();
    const buyer = await makeBuyer(t);
    await add(buyer, { skuId: skuIds[1], quantity: 2, mode: 'add' });
    await add(buyer, { skuId: skuIds[0], quantity: 600, mode: 'add' });
    const now = await add(buyer, { skuId: skuIds[0], quantity: 10, mode: 'buyNow' });
    expect(now.body.data.lines).toEqual([expect.objectContaining({ warehouseCode: 'GB-LON-01', quantity: 10 })]);
    const lines = await linesOf(buyer);
    expect(lines.filter((l) => l.selected).map((l) => [l.skuId, l.warehouseCode, l.quantity])).toEqual([[skuIds[0], 'GB-LON-01', 10]]);
    expect(lines.filter((l) => !l.selected)).toHaveLength(2);
  });

  it('refuses bad input with a bilingual error and changes nothing', async () => {
    const { skuIds } = await optionsProduct();
    const buyer = await makeBuyer(t);
    for (const body of [
      { skuId: skuIds[0], quantity: 0, mode: 'add' },
      { skuId: skuIds[0], quantity: 1, mode: 'sell' },
      { skuId: 'x', quantity: 1, mode: 'add' },
      { quantity: 1, mode: 'add' },
    ]) {
      const res = await add(buyer, body);
      expect(res.body.code).toBe(1001);
      expect(res.body.messageEn).toBeTruthy();
    }
    expect((await add(buyer, { skuId: 2_000_000_000, quantity: 1, mode: 'add' })).body.code).toBe(6031);
    expect((await t.post(`${ORDER}/cartItem/addSkuQuantity`, { skuId: skuIds[0], quantity: 1, mode: 'add' })).body.code).toBe(401);
    expect(await linesOf(buyer)).toEqual([]);
  });

  it('orders the chosen SKU: its price and options on the order line, its units reserved, the others untouched, all back on cancel', async () => {
    const { productId, skuIds } = await optionsProduct();
    const buyer = await makeBuyer(t);
    const added = (await add(buyer, { skuId: skuIds[1], quantity: 4, mode: 'add' })).body.data;
    const trade = (await t.post<Trade>(`${ORDER}/order/mall/save`, placeBody(buyer, [added.lines[0]!.cartItemId]), buyer.token)).body;
    expect(trade.code).toBe(200);
    const orderNo = trade.data.orderNos[0]!;
    const order = (await t.post<OrderDetail>(`${ORDER}/order/mall/detail`, { orderNo }, buyer.token)).body.data;
    expect(order.items).toEqual([
      expect.objectContaining({ productId, skuId: skuIds[1], unitPrice: 2700, quantity: 4, skuOptions: [{ name: '颜色', nameEn: 'Colour', value: '藏青色', valueEn: 'Navy' }] }),
    ]);
    expect(order.items[0]!.skuCode).toMatch(/^T\d+-2$/);
    expect(await skuStock(skuIds[1]!)).toBe('GB-MAN-01:1');
    expect(await skuStock(skuIds[0]!)).toBe('GB-BHM-01:75 GB-LON-01:502 GB-MAN-01:196');
    expect(await totals(productId)).toEqual({ product: 774, skus: 774, rows: 774 });
    expect((await t.post(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'Changed plans' }, buyer.token)).body.code).toBe(200);
    expect(await skuStock(skuIds[1]!)).toBe('GB-MAN-01:5');
    expect(await totals(productId)).toEqual({ product: 778, skus: 778, rows: 778 });
  });

  it('shows a line the first picture of a product whose media begin with a video, in the cart and on the order (issue 31 item 15)', async () => {
    const { productId, skuIds } = await optionsProduct();
    await t.db.query(`update product set media = ' /media/catalogue/demo-clip.mp4, /media/Clip.MP4?x=1 ,/media/still.svg,/media/other.svg' where id = $1`, [productId]);
    const buyer = await makeBuyer(t);
    const added = (await add(buyer, { skuId: skuIds[0], quantity: 1, mode: 'add' })).body.data;
    expect((await linesOf(buyer)).map((line) => line.productImage)).toEqual(['/media/still.svg']);
    const trade = (await t.post<Trade>(`${ORDER}/order/mall/save`, placeBody(buyer, [added.lines[0]!.cartItemId]), buyer.token)).body;
    expect(trade.code).toBe(200);
    const order = (await t.post<OrderDetail>(`${ORDER}/order/mall/detail`, { orderNo: trade.data.orderNos[0] }, buyer.token)).body.data;
    expect(order.items.map((item) => item.productImage)).toEqual(['/media/still.svg']);
    // nothing but videos: no picture rather than a video in a picture's place
    await t.db.query(`update product set media = '/media/catalogue/demo-clip.mp4' where id = $1`, [productId]);
    await add(buyer, { skuId: skuIds[0], quantity: 1, mode: 'add' });
    expect((await linesOf(buyer)).map((line) => line.productImage)).toEqual(['']);
  });

  it('never oversells a SKU: 50 concurrent checkouts of its last 5 units give exactly 5 orders', async () => {
    const { productId, skuIds } = await optionsProduct();
    const buyers = await Promise.all(Array.from({ length: 50 }, () => makeBuyer(t)));
    const lines = await Promise.all(buyers.map(async (buyer) => (await add(buyer, { skuId: skuIds[1], quantity: 1, mode: 'add' })).body.data.lines[0]!.cartItemId));
    const results = await Promise.all(buyers.map((buyer, i) => t.post<Trade>(`${ORDER}/order/mall/save`, placeBody(buyer, [lines[i]!]), buyer.token)));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(5);
    expect(results.filter((r) => r.body.code !== 200).every((r) => r.body.code === 6003)).toBe(true);
    expect(await skuStock(skuIds[1]!)).toBe('GB-MAN-01:0');
    const [onOrders] = await t.db.query<{ units: number }>('select coalesce(sum(reserved_quantity), 0)::int as units from order_item where sku_id = $1', [skuIds[1]]);
    expect(onOrders!.units).toBe(5);
    expect(await totals(productId)).toEqual({ product: 773, skus: 773, rows: 773 });
  });
});
