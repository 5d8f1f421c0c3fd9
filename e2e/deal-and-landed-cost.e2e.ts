/**
 * A flash deal, the condition grade and the landed cost as a buyer meets them (issues 33, 34 item 3 and 35 item 6): the
 * demo goods owner lists used goods sold from two units, operations runs a flash deal on them; the buyer finds the card
 * with its grade, opens the product page, which shows the deal, the grade and what two units cost delivered to the
 * buyer's default postcode with VAT; adds them to the cart, whose line is at the deal price and whose summary shows the
 * delivered cost; places the order and pays exactly that. The product page is looked at in Chinese on a phone.
 *
 * The listing is sold from two units (a minimum order of 2), so the journeys that pick "any plain product" never take it.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './test';
import enCatalogue from '../apps/web/src/locales/en/catalogue.json' with { type: 'json' };
import zhCatalogue from '../apps/web/src/locales/zh/catalogue.json' with { type: 'json' };
import enCart from '../apps/web/src/locales/en/cart.json' with { type: 'json' };
import { DEMO_BUYER, DEMO_OPERATIONS, DEMO_OWNER, expectAccessible, expectFitsWindow, keepScreenshot, postApi, signInByApi, signedInWindow } from './support';

const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PRICE = 1_500;
const DEAL_PRICE = 1_199;

test('a buyer meets a flash deal on used goods: the grade, the deal price and the delivered cost, the same in the cart and at payment', async ({ browser, request }, testInfo) => {
  // three windows, two languages: more than the default on a busy machine
  test.setTimeout(180_000);
  const word = `Thermos${Date.now().toString(36)}`;
  const name = `${word} Flasks`;

  // the scene: a listing of used goods (grade 4), £15.00 ex VAT, standard-rated, sold from 2 units; a deal at £11.99 for 20 units
  const ownerToken = await signInByApi(request, DEMO_OWNER);
  const upload = await request.post('/srs-file-service/obsFile/listingPicture', {
    headers: { authorization: `Bearer ${ownerToken}` },
    multipart: { file: { name: 'flask.png', mimeType: 'image/png', buffer: PIXEL } },
  });
  const picture = ((await upload.json()) as { data: { path: string } }).data.path;
  const [category] = await postApi<Array<{ children?: Array<{ id: number }> }>>(request, '/srs-product-service/manage/product/product/getCategoryTreeById', { status: 1 });
  const [brand] = await postApi<Array<{ id: number }>>(request, '/srs-product-service/manager/product/brand/listAll', {});
  const listing = await postApi<{ id: number }>(
    request,
    '/srs-product-service/seller/listing/create',
    {
      clientKey: randomUUID(),
      nameEn: name,
      nameZh: '二手保温瓶',
      categoryId: category!.children![0]!.id,
      brandId: brand!.id,
      condition: 4,
      pictures: [picture],
      skus: [
        {
          options: [],
          image: null,
          price: PRICE,
          referencePrice: 2_999,
          weightGrams: 600,
          lengthMm: 100,
          widthMm: 100,
          heightMm: 300,
          minQuantity: 2,
          stock: [{ warehouseCode: 'GB-LON-01', quantity: 200 }],
        },
      ],
    },
    ownerToken,
  );
  await postApi(request, '/srs-product-service/seller/listing/publish', { id: listing.id }, ownerToken);
  const operations = await signInByApi(request, DEMO_OPERATIONS);
  const now = Math.floor(Date.now() / 1000);
  await postApi(
    request,
    '/srs-product-service/platform/flashDeal/create',
    { productId: listing.id, dealPrice: DEAL_PRICE, limit: 20, startsAt: now - 1, endsAt: now + 3600 },
    operations,
  );

  // the card: found by its name, with its grade on the picture
  const page = await signedInWindow(browser, DEMO_BUYER, { desktop: true, at: '/#/homePageSecond' });
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(word);
  await search.press('Enter');
  const card = page.getByTestId('product-card').filter({ hasText: name });
  await expect(card.getByTestId('product-grade')).toHaveText(new RegExp(enCatalogue.grade['4']));

  // the product page: the deal, the grade, and two units delivered with VAT
  await page.goto(`/#/goodsDetail?productId=${listing.id}`);
  await expect(page.getByTestId('detail-flash-deal')).toContainText('£11.99');
  await expect(page.getByTestId('detail-condition')).toHaveText(enCatalogue.grade['4']);
  const landed = page.getByTestId('landed-cost');
  await expect(landed.getByTestId('landed-cost-total')).toBeVisible({ timeout: 20_000 });
  await expect(landed).toContainText(/Delivered to [A-Z0-9 ]+/);
  // two units at the deal price, 20% VAT on them: the breakdown names the goods and the VAT on goods and delivery
  await expect(landed.getByTestId('landed-cost-breakdown')).toContainText('goods £23.98');
  const delivered = (await landed.getByTestId('landed-cost-total').innerText()).trim();
  await keepScreenshot(page, testInfo, 'en-product-deal-landed-cost');
  await expectAccessible(page, 'the product page with a flash deal and the delivered cost');

  // the cart: the line at the deal price, the summary with the same delivered cost
  await page.getByTestId('detail-add-to-cart').click();
  await page.goto('/#/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: name });
  await expect(line.getByTestId('cart-line-deal')).toHaveText(enCart.line.flashDeal);
  await expect(line.getByTestId('cart-line-price')).toContainText('£11.99');
  // only this line ticked: the summary's delivered cost is the product page's
  const cartItemId = Number(await line.getAttribute('data-cart-item-id'));
  const token = await signInByApi(request, DEMO_BUYER);
  const cart = await postApi<{ resultList: Array<{ cartItems: Array<{ id: number; selected: boolean }> }> }>(request, '/srs-order-service/cartItem/getCartItemList', {}, token);
  for (const item of cart.resultList.flatMap((group) => group.cartItems))
    if (item.selected !== (item.id === cartItemId)) await postApi(request, '/srs-order-service/cartItem/updateCartItem', { id: item.id, selected: item.id === cartItemId }, token);
  await page.reload();
  await expect(page.getByTestId('cart-summary').getByTestId('landed-cost-total')).toHaveText(delivered, { timeout: 20_000 });
  await keepScreenshot(page, testInfo, 'en-cart-deal-landed-cost');

  // the order then asks for exactly that: standard delivery to the default address
  const addresses = await postApi<Array<{ id: number; isDefault: boolean }>>(request, '/srs-order-service/userReceiveAddress/list', {}, token);
  const address = addresses.find((candidate) => candidate.isDefault) ?? addresses[0]!;
  const trade = await postApi<{ amount: number }>(
    request,
    '/srs-order-service/order/mall/save',
    { clientKey: randomUUID(), cartItemIds: [cartItemId], addressId: address.id, deliveryType: 1 },
    token,
  );
  expect(`£${(trade.amount / 100).toFixed(2)}`).toBe(delivered.replace(/,/g, ''));
  await page.context().close();

  // in Chinese on a phone
  const phone = await signedInWindow(browser, DEMO_BUYER, { phone: true, language: 'zh', at: `/#/goodsDetail?productId=${listing.id}` });
  await expect(phone.getByTestId('detail-flash-deal')).toContainText('限时特价');
  await expect(phone.getByTestId('detail-condition')).toHaveText(zhCatalogue.grade['4']);
  await expect(phone.getByTestId('landed-cost')).toContainText('送至', { timeout: 20_000 });
  await keepScreenshot(phone, testInfo, 'zh-phone-product-deal-landed-cost');
  await expectFitsWindow(phone, 'the product page with a flash deal and the delivered cost');
  // the cart on the phone: a line at the deal price, and the delivered cost under the summary
  await phone.getByTestId('detail-add-to-cart').click();
  await phone.goto('/#/cart');
  await expect(phone.getByTestId('cart-line').filter({ hasText: '二手保温瓶' }).getByTestId('cart-line-deal')).toHaveText('限时特价');
  await expect(phone.getByTestId('cart-summary').getByTestId('landed-cost')).toContainText('送至', { timeout: 20_000 });
  await keepScreenshot(phone, testInfo, 'zh-phone-cart-deal-landed-cost');
  await expectFitsWindow(phone, 'the cart with a flash-deal line and the delivered cost');
  await phone.context().close();
});
