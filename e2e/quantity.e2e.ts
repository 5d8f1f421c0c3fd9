/**
 * Selling by quantity (issue 33 item 3) as a goods owner and a buyer meet it: the goods owner sets an
 * option's minimum order, case pack and price tiers in the console's listing editor (a tier dearer than the
 * one before is refused on the spot, in the console's words) and publishes it; the buyer sees the tier
 * table on the product page, whose stepper starts at the minimum and keeps to whole cases, adds the
 * minimum, and the cart and the checkout price the line at the tier its quantity reaches. The product page's
 * tier table is also looked at in Chinese on a phone.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './test';
import en from '../apps/console/src/locales/en/listings.json' with { type: 'json' };
import { DEMO_BUYER, PHONE, asReturningVisitor, expectAccessible, expectFitsWindow, keepScreenshot, postApi, signInByApi, signInToConsole, DEMO_OWNER } from './support';

// a 1 × 1 PNG: the server decodes it, keeps it as WebP and JPEG (never enlarged)
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a goods owner sets a case pack and price tiers, and a buyer buys the minimum and pays the tier its quantity reaches', async ({ browser, request }, testInfo) => {
  // two people in three browsers: more than the default on a busy machine
  test.setTimeout(240_000);
  const word = `Oolong${Date.now().toString(36)}`;
  const name = `${word} Tea Caddies`;

  // the scene: a draft listing of the demo goods owner's, sold by the unit, made through the seller centre's calls
  const ownerToken = await signInByApi(request, DEMO_OWNER);
  const upload = await request.post('/srs-file-service/obsFile/listingPicture', {
    headers: { authorization: `Bearer ${ownerToken}` },
    multipart: { file: { name: 'caddy.png', mimeType: 'image/png', buffer: PIXEL } },
  });
  const picture = ((await upload.json()) as { data: { path: string } }).data.path;
  const [category] = await postApi<Array<{ children?: Array<{ id: number }> }>>(request, '/srs-product-service/manage/product/product/getCategoryTreeById', { status: 1 });
  const [brand] = await postApi<Array<{ id: number }>>(request, '/srs-product-service/manager/product/brand/listAll', {});
  const draft = await postApi<{ id: number }>(
    request,
    '/srs-product-service/seller/listing/create',
    {
      clientKey: randomUUID(),
      nameEn: name,
      nameZh: '乌龙茶叶罐',
      categoryId: category!.children![0]!.id,
      brandId: brand!.id,
      condition: 1,
      pictures: [picture],
      skus: [
        {
          options: [],
          image: null,
          price: 499,
          referencePrice: 899,
          weightGrams: 300,
          lengthMm: 100,
          widthMm: 100,
          heightMm: 120,
          stock: [{ warehouseCode: 'GB-LON-01', quantity: 1_200 }],
        },
      ],
    },
    ownerToken,
  );

  // the goods owner sets the terms in the console
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await asReturningVisitor(office);
  const editor = await office.newPage();
  await editor.goto(`/console/listings/${draft.id}`);
  await signInToConsole(editor, DEMO_OWNER);
  await expect(editor.getByTestId('listing-min-quantity')).toBeVisible({ timeout: 30_000 });
  await editor.getByTestId('listing-case-pack').fill('12');
  await editor.getByTestId('listing-min-quantity').fill('30');
  await editor.getByTestId('listing-min-quantity').blur();
  await expect(editor.getByText('The minimum order must be a whole number of cases: a multiple of the case pack.')).toBeVisible();
  await editor.getByTestId('listing-min-quantity').fill('24');
  await editor.getByTestId('listing-add-tier').click();
  await editor.getByTestId('listing-tier-from').nth(0).fill('120');
  await editor.getByTestId('listing-tier-price').nth(0).fill('5.50');
  await editor.getByTestId('listing-tier-price').nth(0).blur();
  await expect(editor.getByText('A tier may not cost more per unit than the one before it (the first tier is the option’s price).')).toBeVisible();
  await editor.getByTestId('listing-tier-price').nth(0).fill('4.49');
  await editor.getByTestId('listing-add-tier').click();
  await editor.getByTestId('listing-tier-from').nth(1).fill('480');
  await editor.getByTestId('listing-tier-price').nth(1).fill('3.99');
  await editor.getByTestId('listing-tier-price').nth(1).blur();
  await expect(editor.getByText('A tier may not cost more per unit')).toHaveCount(0);
  const preview = editor.getByTestId('listing-tier-preview');
  await expect(preview).toContainText('24–119 units: £4.99');
  await expect(preview).toContainText('120–479 units: £4.49 · 10% off');
  await expect(preview).toContainText('480 units or more: £3.99 · 20% off');
  // a kept option moves its stock on the stock page: the editor shows what is on the shelves instead of an opening stock
  await expect(editor.getByText('Units on the shelves: 1200', { exact: false })).toBeVisible();
  await keepScreenshot(editor, testInfo, 'console-tier-editor');
  await editor.getByTestId('listing-save').click();
  await expect(editor.getByText(en.done.saved)).toBeVisible();
  await editor.getByTestId('listing-editor-publish').click();
  await expect(editor.getByText(en.done.published)).toBeVisible();
  await office.close();

  // the buyer sees the terms and the tier table on the product page
  const buyerToken = await signInByApi(request, DEMO_BUYER);
  const shop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await asReturningVisitor(shop);
  await shop.addCookies([{ name: 'loginToken', value: buyerToken, domain: 'localhost', path: '/' }]);
  const page = await shop.newPage();
  await page.goto(`/#/goodsDetail?productId=${draft.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  const tiers = page.getByTestId('detail-tiers');
  await expect(tiers.getByTestId('detail-moq')).toHaveText('Minimum order: 24 units');
  await expect(tiers.getByTestId('detail-case-pack')).toHaveText('Sold in cases of 12: order in multiples of 12');
  await expect(tiers.getByTestId('detail-tier')).toHaveCount(3);
  // the console's edit kept the option and its stock (it changed the terms, not the shelf)
  await expect(page.getByTestId('detail-available')).toHaveText('1,200 available');
  const quantity = page.getByTestId('detail-quantity');
  await expect(quantity).toHaveValue('24');
  await expect(tiers.getByTestId('detail-tier').nth(0)).toHaveAttribute('data-reached', 'true');
  await expect(tiers.getByTestId('detail-line-total')).toHaveText('24 × £4.99 = £119.76 ex VAT');
  // a typed quantity off the terms becomes the nearest whole cases, and the page says so
  await quantity.fill('130');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('132');
  await expect(page.getByTestId('detail-quantity-adjusted')).toContainText('Changed to 132');
  await expect(tiers.getByTestId('detail-tier').nth(1)).toHaveAttribute('data-reached', 'true');
  await expect(tiers.getByTestId('detail-line-total')).toHaveText('132 × £4.49 = £592.68 ex VAT');
  // one case fewer; a quantity under the minimum becomes the minimum
  await page.getByRole('button', { name: 'One case fewer' }).click();
  await expect(quantity).toHaveValue('120');
  await quantity.fill('1');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('24');
  await expectAccessible(page, 'product page with a tier table');
  await page.getByTestId('detail-add-to-cart').click();
  await expect(page.getByText('Added 24 to your cart.')).toBeVisible();

  // the cart prices the line at the option's own price, then at the tier its quantity reaches
  await page.goto('/#/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: name });
  await expect(line.getByTestId('cart-line-price')).toHaveText('£4.99');
  await expect(line.getByTestId('cart-line-total')).toHaveText('£119.76');
  await expect(line.getByTestId('cart-line-terms')).toHaveText('Minimum order 24, in cases of 12');
  await line.getByTestId('cart-quantity').fill('120');
  await line.getByTestId('cart-quantity').press('Enter');
  await expect(line.getByTestId('cart-line-price')).toHaveText('£4.49');
  await expect(line.getByTestId('cart-line-tier')).toHaveText('Tier price from 120');
  await expect(line.getByTestId('cart-line-total')).toHaveText('£538.80');
  await line.getByRole('button', { name: /^One case more of/ }).click();
  await expect(line.getByTestId('cart-quantity')).toHaveValue('132');
  await expect(line.getByTestId('cart-line-total')).toHaveText('£592.68');
  await expectAccessible(page, 'cart with a tier-priced line');

  // check out only this line: the settlement, and the order, charge the tier price
  for (const other of await page.getByTestId('cart-line').filter({ hasNotText: name }).all()) {
    const select = other.getByTestId('cart-line-select');
    if (await select.isChecked()) await select.click();
  }
  const own = line.getByTestId('cart-line-select');
  if (!(await own.isChecked())) await own.click();
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/#\/pay\?cartItemIds=\d+$/);
  const item = page.getByTestId('checkout-item').filter({ hasText: name });
  await expect(item).toContainText('£4.49 × 132');
  await expect(item).toContainText('£592.68');
  await expect(page.getByTestId('checkout-delivery-breakdown')).toBeVisible();
  const payable = (await page.getByTestId('checkout-payable').innerText()).trim();
  await page.getByTestId('checkout-place-order').click();
  await expect(page).toHaveURL(/#\/payment\?tradeNo=[A-Z0-9]+/);
  await expect(page.getByTestId('payment-amount')).toHaveText(payable);
  const tradeNo = /tradeNo=([A-Z0-9]+)/.exec(page.url())![1]!;
  const trade = await postApi<{ orderNos: string[] }>(request, '/srs-order-service/order/mall/trade', { tradeNo }, buyerToken);
  const order = await postApi<{ items: Array<{ unitPrice: number; quantity: number }> }>(
    request,
    '/srs-order-service/order/mall/detail',
    { orderNo: trade.orderNos[0] },
    buyerToken,
  );
  expect(order.items.map((i) => [i.unitPrice, i.quantity])).toEqual([[449, 132]]);
  await shop.close();

  // the tier table in Chinese on a phone
  const phone = await browser.newContext({ ...PHONE });
  await asReturningVisitor(phone, 'zh');
  await phone.addCookies([{ name: 'loginToken', value: buyerToken, domain: 'localhost', path: '/' }]);
  const small = await phone.newPage();
  await small.goto(`/#/goodsDetail?productId=${draft.id}`);
  const zhTiers = small.getByTestId('detail-tiers');
  await expect(zhTiers.getByTestId('detail-moq')).toHaveText('起订量：24 件', { timeout: 30_000 });
  await expect(zhTiers.getByTestId('detail-tier')).toHaveCount(3);
  await zhTiers.scrollIntoViewIfNeeded();
  await expectFitsWindow(small, 'product page tier table on a phone');
  await keepScreenshot(small, testInfo, 'product-tiers-zh-390');
  await phone.close();
});
