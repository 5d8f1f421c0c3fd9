/**
 * The seller centre's listings desk (issue 33 items 1–2) as a goods owner meets it: a new listing with a
 * picture, a price and a reference price (the margin worked out, never typed), weight, size and opening
 * stock is saved as a draft, published, and then found by buyers (the storefront's search) and opened on
 * the storefront's product page; its stock page shows the opening receipt and takes an adjustment.
 */
import { expect, test } from './test';
import en from '../apps/console/src/locales/en/listings.json' with { type: 'json' };
import { DEMO_BUYER, asReturningVisitor, chooseOption, postApi, signInByApi, signInToConsole, DEMO_OWNER } from './support';

// a 1 × 1 PNG: the server decodes it, keeps it as WebP and JPEG (never enlarged)
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a goods owner lists a product in the console, publishes it, and a buyer finds it on the storefront', async ({ browser, request }) => {
  // two people in two browsers, a picture resized on upload: more than the default on a busy machine
  test.setTimeout(240_000);
  const word = `Larkspur${Date.now().toString(36)}`;
  const name = `${word} Travel Kettle`;
  const [category] = await postApi<Array<{ categoryNameEn: string; children?: Array<{ categoryNameEn: string }> }>>(
    request,
    '/srs-product-service/manage/product/product/getCategoryTreeById',
    { status: 1 },
  );
  const [brand] = await postApi<Array<{ brandNameEn: string }>>(request, '/srs-product-service/manager/product/brand/listAll', {});

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await asReturningVisitor(context);
  const page = await context.newPage();
  await page.goto('/console/listings');
  await signInToConsole(page, DEMO_OWNER);
  await expect(page).toHaveURL(/\/console\/listings$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: en.title })).toBeVisible();
  // the demo shop's generated catalogue is there
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByTestId('listing-new').click();
  await expect(page.getByRole('heading', { name: en.editor.newTitle })).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('listing-name-en').fill(name);
  await page.getByTestId('listing-name-zh').fill('云雀旅行电热水壶');
  await page.getByLabel(en.editor.category).click();
  await page.locator('.ant-cascader-menu-item', { hasText: category!.categoryNameEn }).first().click();
  await page.locator('.ant-cascader-menu-item', { hasText: category!.children![0]!.categoryNameEn }).first().click();
  await chooseOption(page, page.getByTestId('listing-brand'), brand!.brandNameEn);
  await page.locator('input[type=file]').setInputFiles({ name: 'kettle.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(page.getByTestId('listing-picture')).toHaveCount(1);

  await page.getByLabel(en.editor.price, { exact: true }).fill('49.99');
  await page.getByLabel(en.editor.referencePrice).fill('99.99');
  await expect(page.getByTestId('listing-margin')).toHaveText('50%');
  await page.getByLabel(en.editor.weight).fill('1200');
  await page.getByLabel(en.editor.lengthMm).fill('250');
  await page.getByLabel(en.editor.widthMm).fill('180');
  await page.getByLabel(en.editor.heightMm).fill('220');
  await page.getByTestId('listing-add-stock').click();
  await page.getByTestId('listing-opening-quantity').fill('12');
  await page.getByTestId('listing-save').click();
  await expect(page.getByText(en.done.created)).toBeVisible();
  await expect(page).toHaveURL(/\/console\/listings\/\d+$/);
  const id = Number(/\/listings\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByText(en.status.draft, { exact: true })).toBeVisible();

  await page.getByTestId('listing-editor-publish').click();
  await expect(page.getByText(en.done.published)).toBeVisible();
  await expect(page.getByText(en.status.onSale, { exact: true })).toBeVisible();

  // the stock page: the opening receipt, then an adjustment with a reason
  await page.getByRole('link', { name: en.actions.stock }).click();
  await expect(page.getByTestId('stock-sku')).toContainText(en.stock.kinds.receive, { timeout: 30_000 });
  await page.getByTestId('stock-adjust-quantity').fill('-2');
  await chooseOption(page, page.getByTestId('stock-adjust-reason'), en.stock.reasons.damaged);
  await page.getByTestId('stock-adjust-submit').click();
  await expect(page.getByText('Done: 10 on the shelf now.')).toBeVisible();
  await expect(page.getByTestId('stock-sku')).toContainText(en.stock.reasons.damaged);

  // buyers find it at once, and open it on the storefront
  const search = await request.get(`/srs-product-service/buyer/goods/goods/es?keyword=${word}&pageNum=1&pageSize=10`);
  const found = ((await search.json()) as { data: { list: Array<{ id: number; price: number; quantity: number }> } }).data;
  expect(found.list.map((card) => [card.id, card.price, card.quantity])).toEqual([[id, 4_999, 10]]);

  const shop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await asReturningVisitor(shop);
  // the buyer's session from the API (the sign-in page has its own journeys)
  await shop.addCookies([{ name: 'loginToken', value: await signInByApi(request, DEMO_BUYER), domain: 'localhost', path: '/' }]);
  const buyer = await shop.newPage();
  await buyer.goto(`/#/goodsDetail?productId=${id}`);
  await expect(buyer.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  await shop.close();
  await context.close();
});
