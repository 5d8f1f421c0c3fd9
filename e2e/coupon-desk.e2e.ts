/**
 * Coupons issued by operations (issue 34 item 4): an operations member creates a coupon on the console's coupons desk,
 * a buyer types its code on the settlement page and pays, the coupon's page shows the redemption, and once operations
 * pause it the same code is refused at checkout with the reason. A second journey looks at the desk and the settlement's
 * coupon box in Chinese, the box on a 390 px phone.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test';
import en from '../apps/console/src/locales/en/console.json' with { type: 'json' };
import couponsEn from '../apps/console/src/locales/en/coupons.json' with { type: 'json' };
import couponsZh from '../apps/console/src/locales/zh/coupons.json' with { type: 'json' };
import checkoutEn from '../apps/web/src/locales/en/checkout.json' with { type: 'json' };
import checkoutZh from '../apps/web/src/locales/zh/checkout.json' with { type: 'json' };
import {
  PHONE,
  asReturningVisitor,
  expectAccessible,
  expectFitsWindow,
  expectSignedIn,
  firstCataloguePage,
  keepScreenshot,
  postApi,
  readyToBuy,
  registerFreshBuyer,
  signInToConsole,
  signInWithEmail,
  DEMO_OPERATIONS,
} from './support';

// two people, each in their own browser, and a payment: longer than the default on two busy cores
test.describe.configure({ timeout: 240_000 });

/** A fresh buyer, ready to buy, with over £40 of one product in the cart (put there through the API). */
async function buyerWithBasket(request: APIRequestContext, tag: string) {
  const account = await registerFreshBuyer(request, tag);
  const token = await readyToBuy(request, account);
  const products = await firstCataloguePage(request, token);
  const product = products.find((p) => !p.hasOptions && p.price >= 500 && p.quantity >= 40)!;
  const fill = async () => postApi(request, '/srs-order-service/cartItem/addCartItem', { productId: product.id, quantity: Math.ceil(4000 / product.price) }, token);
  await fill();
  return { account, token, fill };
}

/** From the cart to the settlement page with every line chosen. */
async function toSettlement(page: Page) {
  await page.goto('/#/cart');
  const line = page.getByTestId('cart-line').first();
  await expect(line).toBeVisible();
  if (!(await line.getByTestId('cart-line-select').isChecked())) await line.getByTestId('cart-line-select').click();
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/#\/pay\?cartItemIds=\d+$/);
  await expect(page.getByTestId('checkout-coupons')).toBeVisible();
}

test('operations create a coupon; a buyer types its code at checkout and pays; the console shows the redemption; once paused the code is refused', async ({
  browser,
  request,
}, testInfo) => {
  const buyer = await buyerWithBasket(request, 'cdesk');
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  // operations: the coupons desk, a new coupon of £5 off £30, ten copies, one each
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(staffContext);
  const desk = await staffContext.newPage();
  await desk.goto('/console/');
  await signInToConsole(desk, DEMO_OPERATIONS);
  await expect(desk.getByTestId('console-menu')).toContainText(en.menu.coupons);
  await desk.getByTestId('console-menu-coupons').click();
  await expect(desk.getByRole('heading', { name: couponsEn.desk.title })).toBeVisible();
  await expect(desk.getByTestId('coupon-table')).toContainText('NEWCOMER5');
  await expectAccessible(desk, 'console coupons desk');

  await desk.getByTestId('coupon-add').click();
  const dialog = desk.getByRole('dialog', { name: couponsEn.form.createTitle });
  await dialog.getByTestId('coupon-code').fill(code.toLowerCase());
  await dialog.getByTestId('coupon-name-en').fill('Journey five off');
  await dialog.getByTestId('coupon-name-zh').fill('旅程立减五镑');
  await dialog.getByTestId('coupon-amount-off').fill('5');
  await dialog.getByTestId('coupon-threshold').fill('30');
  await dialog.getByTestId('coupon-total-limit').fill('10');
  await expectAccessible(desk, 'the new coupon dialog', { within: '.ant-modal' });
  await dialog.getByTestId('coupon-create-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(desk.getByRole('heading', { name: couponsEn.detail.title.replace('{{code}}', code) })).toBeVisible();
  await expect(desk.getByTestId('coupon-state')).toHaveText(couponsEn.states.running);
  await expect(desk.getByTestId('coupon-redemptions')).toContainText(couponsEn.detail.noRedemptions);
  await expectAccessible(desk, 'console coupon page');

  // the buyer types the code at checkout, in lower case, and pays £5 less
  const buyerContext = await browser.newContext();
  await asReturningVisitor(buyerContext);
  const shop = await buyerContext.newPage();
  await shop.goto('/#/login');
  await signInWithEmail(shop, buyer.account);
  await expectSignedIn(shop);
  await toSettlement(shop);
  await shop.getByTestId('checkout-coupon-code').fill(code.toLowerCase());
  await shop.getByTestId('checkout-coupon-apply').click();
  await expect(shop.getByTestId('checkout-coupon-code-field')).toContainText(checkoutEn.coupons.code.applied.replace('{{code}}', code));
  await expect(shop.getByTestId('checkout-coupon-savings')).toContainText('−£5.00');
  await expectAccessible(shop, 'settlement with a typed coupon code');
  await shop.getByTestId('checkout-place-order').click();
  await expect(shop).toHaveURL(/#\/payment\?tradeNo=[A-Z0-9]+/);
  if (await shop.getByTestId('card-new').isVisible()) await shop.getByTestId('card-new').click();
  await shop.getByTestId('card-number').fill('4242424242424242');
  await shop.getByTestId('card-holder').fill('Casey Coupon');
  await shop.getByLabel('Expiry month').selectOption({ label: '12' });
  await shop.getByLabel('Expiry year').selectOption({ label: String(new Date().getFullYear() + 2) });
  await shop.getByTestId('card-cvv').fill('123');
  await shop.getByTestId('card-pay').click();
  await expect(shop).toHaveURL(/#\/payDone\?tradeNo=/);
  const [orderNo] = (await shop.getByTestId('done-order').allInnerTexts()).map((text) => text.trim());

  // the coupon's page shows the redemption: the buyer, the order, £5.00 off, not given back
  await desk.reload();
  const redemptions = desk.getByTestId('coupon-redemptions');
  await expect(redemptions).toContainText(orderNo!);
  await expect(redemptions).toContainText(buyer.account.email);
  await expect(redemptions).toContainText('£5.00');
  await expect(desk.getByTestId('coupon-used')).toHaveText('1');
  await keepScreenshot(desk, testInfo, 'console-coupon-en');

  // operations pause it; the code is refused at the next checkout with the reason
  await desk.getByTestId('coupon-pause').click();
  await desk.getByTestId('coupon-pause-confirm').click();
  await expect(desk.getByTestId('coupon-state')).toHaveText(couponsEn.states.paused);
  await buyer.fill();
  await toSettlement(shop);
  await shop.getByTestId('checkout-coupon-code').fill(code);
  await shop.getByTestId('checkout-coupon-apply').click();
  await expect(shop.getByTestId('checkout-coupon-code-field')).toContainText('This coupon is paused and cannot be used at the moment.');
  await expect(shop.getByTestId('checkout-coupon-savings')).toHaveCount(0);

  // the desk lists it as paused
  await desk.getByRole('link', { name: couponsEn.detail.back }).click();
  await desk.getByRole('searchbox', { name: couponsEn.desk.searchPlaceholder }).fill(code.slice(0, 8));
  await desk.getByRole('searchbox', { name: couponsEn.desk.searchPlaceholder }).press('Enter');
  await expect(desk.getByRole('row').filter({ hasText: code })).toContainText(couponsEn.states.paused);
  await keepScreenshot(desk, testInfo, 'console-coupons-en');
  await staffContext.close();
  await buyerContext.close();
});

test('the coupons desk in Chinese, and the settlement’s coupon box in Chinese on a phone', async ({ browser, request }, testInfo) => {
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(staffContext, 'zh');
  const desk = await staffContext.newPage();
  await desk.goto('/console/coupons');
  await signInToConsole(desk, DEMO_OPERATIONS);
  await expect(desk.getByRole('heading', { name: couponsZh.desk.title })).toBeVisible();
  await expect(desk.getByTestId('coupon-table')).toContainText(couponsZh.audience.newBuyers);
  await expectAccessible(desk, 'the coupons desk in Chinese');
  await keepScreenshot(desk, testInfo, 'console-coupons-zh');
  await desk.getByTestId('coupon-add').click();
  await expect(desk.getByRole('dialog', { name: couponsZh.form.createTitle })).toBeVisible();
  await keepScreenshot(desk, testInfo, 'console-coupon-new-zh');
  await staffContext.close();

  // a newcomer types the demo code on a phone
  const buyer = await buyerWithBasket(request, 'czh');
  const phone = await browser.newContext({ ...PHONE });
  await asReturningVisitor(phone, 'zh');
  const shop = await phone.newPage();
  await shop.goto('/#/login');
  await signInWithEmail(shop, buyer.account);
  await expectSignedIn(shop);
  await toSettlement(shop);
  await shop.getByTestId('checkout-coupon-code').fill('nosuchcode');
  await shop.getByTestId('checkout-coupon-apply').click();
  await expect(shop.getByTestId('checkout-coupon-code-field')).toContainText('没有与该优惠码对应的优惠券');
  await shop.getByTestId('checkout-coupon-code').fill('newcomer5');
  await shop.getByTestId('checkout-coupon-apply').click();
  await expect(shop.getByTestId('checkout-coupon-code-field')).toContainText(checkoutZh.coupons.code.applied.replace('{{code}}', 'NEWCOMER5'));
  await expect(shop.getByTestId('checkout-coupon-savings')).toContainText('£5.00');
  await shop.getByTestId('checkout-coupons').scrollIntoViewIfNeeded();
  await expectAccessible(shop, 'the settlement coupon box in Chinese on a phone', { within: '[data-testid="checkout-coupons"]' });
  await expectFitsWindow(shop, 'the settlement on a phone');
  await keepScreenshot(shop, testInfo, 'settlement-coupon-zh-390');
  await phone.close();
});
