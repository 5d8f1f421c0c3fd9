/**
 * Product options and quantities across warehouses (issue 16 §1–§3), as a buyer meets them: a card of a product
 * with options says "Choose options"; the detail page picks an option and shows its own price and stock; a
 * quantity beyond one warehouse is announced as several parcels and lands as one cart line per warehouse, each
 * showing the chosen option; adding again adds to the line instead of dropping the quantity.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { DEMO_BUYER, asReturningVisitor, expectSignedIn, signInWithEmail } from './support';

const PRODUCT = '/srs-product-service';

interface SkuView {
  id: number;
  price: number;
  options: Array<{ valueEn: string }>;
  stock: Array<{ warehouseCode: string; quantity: number }>;
}

/** A product with options, one of whose SKUs is held by two or more warehouses, found through the buyer's own API calls. */
async function productSpreadOverWarehouses(page: Page): Promise<{ productId: number; sku: SkuView }> {
  return page.evaluate(async (base) => {
    const token = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('loginToken='))!
        .split('=')[1]!,
    );
    const call = async (path: string, body: unknown) => {
      const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      return ((await res.json()) as { data: unknown }).data;
    };
    const page1 = (await call('/buyer/product/product/newPageList', { pageNum: 1, pageSize: 100, queryParamList: [], rangeQueryParamList: [], sortQueryParamList: [] })) as {
      list: Array<{ id: number; hasOptions: boolean }>;
    };
    for (const card of page1.list.filter((p) => p.hasOptions)) {
      const detail = (await call('/buyer/product/product/skuProduct', { id: card.id })) as { skus: SkuView[] };
      const sku = detail.skus.find((s) => s.stock.filter((w) => w.quantity > 0).length >= 2);
      if (sku) return { productId: card.id, sku };
    }
    throw new Error('no product with options held by two warehouses in the first 100');
  }, PRODUCT);
}

test('a buyer chooses an option and orders more than one warehouse holds', async ({ page, context }) => {
  await asReturningVisitor(context);
  await page.goto('/#/login');
  await signInWithEmail(page, DEMO_BUYER);
  await expectSignedIn(page);

  // a card of a product with options offers "Choose options" (not a one-click add) and says "from" its lowest price
  await page.goto('/#/homePageSecond');
  const optionsCard = page
    .getByTestId('product-card')
    .filter({ has: page.getByTestId('product-choose-options') })
    .first();
  await expect(optionsCard).toBeVisible();
  await expect(optionsCard.getByTestId('product-price')).toContainText('from £');

  const { productId, sku } = await productSpreadOverWarehouses(page);
  await page.goto(`/#/goodsDetail?productId=${productId}`);
  await expect(page.getByTestId('detail-options')).toBeVisible();
  // choose the SKU's values, one per option
  for (const option of sku.options)
    await page
      .getByTestId('detail-options')
      .getByRole('radio', { name: new RegExp(`^${option.valueEn}`) })
      .click();
  for (const option of sku.options) await expect(page.getByRole('radio', { name: new RegExp(`^${option.valueEn}`) })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('detail-price')).toHaveText(`£${(sku.price / 100).toFixed(2)}`);
  const held = sku.stock.filter((w) => w.quantity > 0);
  await expect(page.getByTestId('detail-stock-table').locator('tbody tr')).toHaveCount(sku.stock.length);

  // one more than the biggest warehouse holds: announced as two parcels before adding
  const quantity = held[0]!.quantity + 1;
  const quantityInput = page.getByTestId('detail-quantity');
  await quantityInput.fill(String(quantity));
  await quantityInput.press('Tab');
  await expect(page.getByTestId('detail-split')).toContainText('2 parcels');
  await page.getByTestId('detail-add-to-cart').click();
  await expect(page.getByText(new RegExp(`^Added ${quantity.toLocaleString('en-GB')}, shipping as 2 parcels`)).first()).toBeVisible();

  // adding one more adds to a line already there and says how many the cart now holds (after the 2 s in which
  // docs/product.md §4 ignores a repeated add)
  await page.waitForTimeout(2_100);
  await quantityInput.fill('1');
  await quantityInput.press('Tab');
  await page.getByTestId('detail-add-to-cart').click();
  await expect(page.getByText(/^Added 1: you now have \d+ in your cart\./).first()).toBeVisible();

  // the cart has a line per warehouse, each naming the option
  await page.goto('/#/shoppingCart');
  const lines = page.getByTestId('cart-line').filter({ has: page.getByTestId('cart-line-options') });
  await expect(lines).toHaveCount(2);
  for (const option of sku.options) await expect(lines.first().getByTestId('cart-line-options')).toContainText(option.valueEn);
});
