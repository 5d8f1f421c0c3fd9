/**
 * The point mall desk (issue 34 item 5): an operations member lists one of the demo goods owner's products in the point
 * mall on the console's desk, at a points price and an agreed price; a buyer (a new one, who earned points with an order
 * received) finds it in the storefront's point mall and redeems it on its page; the desk counts the redemption, and once
 * the goods owner has shipped it and the buyer received it, the goods owner's payouts ledger is credited the agreed price. A second
 * journey looks at the desk and its form in Chinese.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test';
import { unitsForMinimumOrder } from '@clearlot/contract/rules/order';
import en from '../apps/console/src/locales/en/console.json' with { type: 'json' };
import mallEn from '../apps/console/src/locales/en/pointMall.json' with { type: 'json' };
import mallZh from '../apps/console/src/locales/zh/pointMall.json' with { type: 'json' };
import {
  DEMO_OPERATIONS,
  DEMO_OWNER,
  asReturningVisitor,
  expectAccessible,
  expectChineseGlyphs,
  firstCataloguePage,
  keepScreenshot,
  placeOrderByApi,
  postApi,
  readyToBuy,
  registerFreshBuyer,
  signInByApi,
  signInToConsole,
  signedInWindow,
} from './support';

// three people, an order paid and received to earn points, and a redemption: longer than the default on two busy cores
test.describe.configure({ timeout: 240_000 });

const ORDER = '/srs-order-service';

/** Ships an order through the goods owner's desk, hands it to the courier, and has the buyer confirm receipt. */
async function receive(request: APIRequestContext, orderNo: string, buyerToken: string, ownerToken: string): Promise<void> {
  const order = await postApi<{ items: Array<{ id: number }> }>(request, `${ORDER}/order/mall/detail`, { orderNo }, buyerToken);
  const items = order.items.map((item) => ({ itemId: item.id, trackingNo: `DPD${item.id}`, logisticsCompany: 'DPD' }));
  await postApi(request, `${ORDER}/seller/order/ship`, { orderNo, items }, ownerToken);
  await postApi(request, `${ORDER}/seller/order/deliver`, { orderNo }, ownerToken);
  await postApi(request, `${ORDER}/order/mall/confirmReceipt`, { orderNo }, buyerToken);
}

/** A new buyer who received an order of the goods owner's (paid by card): points to spend. */
async function buyerWithPoints(request: APIRequestContext, ownerToken: string, ownerId: number, avoid: number) {
  const account = await registerFreshBuyer(request, 'mall');
  const token = await readyToBuy(request, account);
  const product = (await firstCataloguePage(request, token, ownerId)).find((p) => p.id !== avoid && !p.hasOptions && p.price >= 500 && p.quantity >= 40)!;
  const trade = await placeOrderByApi(request, token, { productId: product.id, quantity: Math.max(unitsForMinimumOrder(product.price), 2) });
  const [address] = await postApi<Array<{ id: number }>>(request, `${ORDER}/userReceiveAddress/list`, {}, token);
  const card = { number: '4242424242424242', holderName: 'Casey Coupon', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvv: '123', billingAddressId: address!.id };
  await postApi(request, '/srs-payment-service/pay/card', { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: randomUUID(), card }, token);
  await receive(request, trade.orderNos[0]!, token, ownerToken);
  const { balance } = await postApi<{ balance: number }>(request, `${ORDER}/points/summary`, {}, token);
  expect(balance).toBeGreaterThanOrEqual(10);
  return { account, token };
}

/** Opens the point mall desk from the console's menu. */
async function openDesk(page: Page, heading: string) {
  await page.getByTestId('console-menu-pointMall').click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test('operations list a goods owner’s product in the point mall; a buyer redeems it in the storefront; the goods owner is paid the agreed price', async ({
  browser,
  request,
}, testInfo) => {
  const ownerToken = await signInByApi(request, DEMO_OWNER);
  const opsToken = await signInByApi(request, DEMO_OPERATIONS);
  const { id: ownerId } = await postApi<{ id: number }>(request, '/srs-product-service/buyer/shop/info', { id: 1 });
  // a plain product of the demo goods owner's with a warehouse the mall does not list it from yet
  const candidates = (await firstCataloguePage(request, ownerToken, ownerId)).filter((p) => !p.hasOptions && p.quantity >= 10);
  let product: { id: number; nameEn: string } | undefined;
  for (const candidate of candidates.reverse()) {
    const choices = await postApi<Array<{ warehouses: Array<{ listedGoodsId: number | null }> }>>(
      request,
      `${ORDER}/platform/pointMall/choices`,
      { productId: candidate.id },
      opsToken,
    );
    if (choices.length === 1 && choices[0]!.warehouses.some((warehouse) => warehouse.listedGoodsId === null)) {
      const [found] = await postApi<Array<{ id: number; nameEn: string }>>(request, `${ORDER}/platform/pointMall/products`, { keyword: String(candidate.id) }, opsToken);
      product = found;
      break;
    }
  }
  expect(product, 'a product of the demo goods owner to list').toBeDefined();
  const buyer = await buyerWithPoints(request, ownerToken, ownerId, product!.id);

  // operations: the point mall desk, a new item of 10 points, bought from the goods owner at £3.50 a unit
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(staffContext);
  const desk = await staffContext.newPage();
  await desk.goto('/console/');
  await signInToConsole(desk, DEMO_OPERATIONS);
  await expect(desk.getByTestId('console-menu')).toContainText(en.menu.pointMall);
  await openDesk(desk, mallEn.title);
  await expect(desk.getByTestId('mall-product-name').first()).toBeVisible();
  await expectAccessible(desk, 'console point mall desk');

  await desk.getByTestId('mall-add').click();
  const dialog = desk.getByRole('dialog', { name: mallEn.form.addTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('mall-product').click();
  await desk.keyboard.type(String(product!.id));
  const listedOption = desk.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: new RegExp(`ID ${product!.id}$`) });
  await expect(listedOption).toBeVisible();
  await listedOption.click();
  await expect(dialog.getByTestId('mall-option')).toContainText(mallEn.noOptions);
  await expect(dialog.getByTestId('mall-warehouse')).toContainText('in stock');
  await dialog.getByTestId('mall-points-price').fill('10');
  await dialog.getByTestId('mall-agreed-price').fill('3.5');
  await dialog.getByTestId('mall-sort-order').fill('50');
  await expectAccessible(desk, 'the new point-mall item dialog', { within: '.ant-modal' });
  await dialog.getByTestId('mall-save').click();
  await expect(dialog).toBeHidden();

  await desk.getByRole('searchbox', { name: mallEn.searchPlaceholder }).fill(String(product!.id));
  await desk.getByRole('searchbox', { name: mallEn.searchPlaceholder }).press('Enter');
  const row = desk.getByTestId('mall-table').locator('tbody tr').filter({ hasText: product!.nameEn });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('mall-points')).toHaveText('10 points');
  await expect(row.getByTestId('mall-agreed')).toHaveText('£3.50');
  await expect(row.getByTestId('mall-state')).toHaveText(mallEn.states.onOffer);
  await keepScreenshot(desk, testInfo, 'console-point-mall-en');

  // the buyer finds it in the storefront's point mall and redeems one on its page
  const shop = await signedInWindow(browser, { email: buyer.account.email, password: buyer.account.password }, { at: '/#/PointMall' });
  const card = shop.getByTestId('point-goods').filter({ hasText: product!.nameEn });
  await expect(card).toBeVisible();
  await expect(card).toContainText('10');
  await card.click();
  await expect(shop).toHaveURL(/#\/pointGoodsDetail\?id=\d+$/);
  await expect(shop.getByTestId('goods-points-price')).toContainText('10');
  await shop.getByTestId('redeem').click();
  const result = shop.getByTestId('redeem-result');
  await expect(result).toContainText('Redeemed');
  const orderNo = (/Order (CL\w+)/.exec(await result.innerText()) ?? [])[1]!;
  expect(orderNo).toBeTruthy();

  // the desk counts it
  await desk.reload();
  await expect(row.getByTestId('mall-redemptions')).toHaveText('1 unit in 1 order');

  // operations pause it: buyers no longer see it
  await row.getByTestId('mall-pause').click();
  await desk.getByTestId('mall-move-confirm').click();
  await expect(row.getByTestId('mall-state')).toHaveText(mallEn.states.paused);
  await shop.goto('/#/PointMall');
  await shop.reload();
  await expect(shop.getByTestId('point-goods').first()).toBeVisible();
  await expect(shop.getByTestId('point-goods').filter({ hasText: product!.nameEn })).toHaveCount(0);

  // shipped and received: the goods owner's payouts ledger is credited the agreed £3.50 with the order's settlement
  // (no commission on it: the platform bought the goods at that price)
  await receive(request, orderNo, buyer.token, ownerToken);
  const view = await postApi<{ entries: Array<{ kind: string; amount: number; orderNo: string | null }> }>(request, '/srs-payment-service/owner/payout/view', {}, ownerToken);
  expect(view.entries.filter((entry) => entry.orderNo === orderNo)).toEqual([expect.objectContaining({ kind: 'sale', amount: 350 })]);
  await staffContext.close();
  await shop.context().close();
});

test('the point mall desk and its form in Chinese', async ({ browser }, testInfo) => {
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(staffContext, 'zh');
  const desk = await staffContext.newPage();
  await desk.goto('/console/point-mall');
  await signInToConsole(desk, DEMO_OPERATIONS);
  await expect(desk.getByRole('heading', { name: mallZh.title })).toBeVisible();
  await expectChineseGlyphs(desk.getByRole('heading', { name: mallZh.title }));
  await expect(desk.getByTestId('mall-table')).toContainText(mallZh.states.onOffer);
  await expect(desk.getByTestId('mall-table')).toContainText('积分');
  await expectAccessible(desk, 'the point mall desk in Chinese');
  await keepScreenshot(desk, testInfo, 'console-point-mall-zh');
  await desk.getByTestId('mall-add').click();
  await expect(desk.getByRole('dialog', { name: mallZh.form.addTitle })).toBeVisible();
  await keepScreenshot(desk, testInfo, 'console-point-mall-new-zh');
  await staffContext.close();
});
