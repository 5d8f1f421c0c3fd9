/**
 * Complaints (issue 14), as people make and answer them. A buyer on a phone complains about a
 * delivered order from its page, with a photo; the customer-service agent signs in to the console
 * (issue 32), finds it on the complaints desk and answers; the buyer reads the answer on the complaint
 * (and in the e-mail the development mailbox shows), replies, and the agent closes it with the
 * resolution. The storefront's old desk address opens the complaint in the console. A Chinese reader
 * sees their complaints in Chinese, and a Chinese agent the console's desk in Chinese.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './test';
import { unitsForMinimumOrder } from '@clearlot/contract/rules/order';
import consoleEn from '../apps/console/src/locales/en/console.json' with { type: 'json' };
import deskEn from '../apps/console/src/locales/en/complaints.json' with { type: 'json' };
import deskZh from '../apps/console/src/locales/zh/complaints.json' with { type: 'json' };
import {
  DEMO_BUYER,
  asReturningVisitor,
  expectAccessible,
  expectChineseGlyphs,
  expectFitsWindow,
  firstCataloguePage,
  keepScreenshot,
  placeOrderByApi,
  postApi,
  signInByApi,
  signInToConsole,
  signedInWindow,
  DEMO_OWNER,
  DEMO_AGENT,
} from './support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMQyAvAihiGlgQAD/QzgbKzWZAAAAAASUVORK5CYII=', 'base64');

/** One of the demo goods owner's products, ordered, paid from the wallet, shipped and out for delivery. */
async function deliveredOrder(request: APIRequestContext): Promise<string> {
  const token = await signInByApi(request, DEMO_BUYER);
  const ownerToken = await signInByApi(request, DEMO_OWNER);
  const { id: ownerId } = await postApi<{ id: number }>(request, '/srs-product-service/buyer/shop/info', { id: 1 });
  const products = await firstCataloguePage(request, token, ownerId);
  const product = products.filter((p) => !p.hasOptions && p.price > 0 && p.quantity >= unitsForMinimumOrder(p.price) + 10)[1]!;
  const trade = await placeOrderByApi(request, token, { productId: product.id, quantity: unitsForMinimumOrder(product.price) });
  await postApi(request, '/srs-payment-service/pay/balance', { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: randomUUID(), paymentPassword: '246810' }, token);
  const orderNo = trade.orderNos[0]!;
  const order = await postApi<{ items: Array<{ id: number }> }>(request, '/srs-order-service/order/mall/detail', { orderNo }, token);
  await postApi(
    request,
    '/srs-order-service/seller/order/ship',
    { orderNo, items: order.items.map((item) => ({ itemId: item.id, trackingNo: `DPD${item.id}`, logisticsCompany: 'DPD' })) },
    ownerToken,
  );
  await postApi(request, '/srs-order-service/seller/order/deliver', { orderNo }, ownerToken);
  return orderNo;
}

/** A desktop window on the console, signed in there as `account` on the way to `address`. */
async function signedInToConsole(browser: Browser, account: { email: string; password: string }, address: string, language: 'en' | 'zh' = 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(context, language);
  const page = await context.newPage();
  await page.goto(address);
  await expect(page).toHaveURL(/\/console\/sign-in/);
  await signInToConsole(page, account);
  return page;
}

test.describe('complaints', () => {
  // five people's pages (three on a phone, two in the console) with accessibility checks: more than the default minute on a busy machine
  test.setTimeout(240_000);

  test('a buyer complains about an order with a photo; the agent answers; the buyer reads the answer and replies; the agent closes it', async ({ browser, request }, testInfo) => {
    const orderNo = await deliveredOrder(request);
    const problem = `The cartons arrived wet and two units are rusted (${randomUUID().slice(0, 8)}).`;

    const buyer = await signedInWindow(browser, DEMO_BUYER, { phone: true, at: `/#/home/OrderDetail?orderNo=${orderNo}` });
    const card = buyer.getByTestId('order-feedback');
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText('You can review the items once the order is completed.');
    await card.getByTestId('order-complain').click();

    await expect(buyer).toHaveURL(/#\/home\/Complain\?orderNo=/);
    await expect(buyer.getByRole('heading', { level: 1, name: 'Make a complaint' })).toBeVisible();
    await expect(buyer.getByTestId('complaint-order')).toContainText(orderNo);
    // a description under 10 characters and no type are stopped on the page
    await buyer.getByTestId('complaint-description').fill('Wet');
    await buyer.getByTestId('complaint-submit').click();
    await expect(buyer.getByText('Please describe the problem in at least 10 characters.')).toBeVisible();
    await buyer.getByTestId('complaint-type').selectOption({ label: 'Product quality' });
    await expect(buyer.getByTestId('complaint-type').locator('option:checked')).toHaveText('Product quality');
    await buyer.getByTestId('complaint-description').fill(problem);
    await buyer.locator('input[type=file]').setInputFiles([{ name: 'rust.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(buyer.getByRole('group', { name: 'Evidence photos' }).getByTestId('image-upload-photo')).toHaveCount(1);
    await expectAccessible(buyer, 'the complaint form');
    await expectFitsWindow(buyer, 'the complaint form at 390 px');
    await keepScreenshot(buyer, testInfo, 'complain-en-390');
    await buyer.getByTestId('complaint-submit').click();

    await expect(buyer).toHaveURL(/#\/home\/ComplainDetail\?complaintNo=CP/);
    const complaintNo = new URL(buyer.url().replace('/#/', '/')).searchParams.get('complaintNo')!;
    await expect(buyer.getByTestId('complaint-status')).toHaveText('Waiting for customer service');
    await expect(buyer.getByTestId('complaint-log')).toHaveCount(1);
    await expect(buyer.getByTestId('complaint-log').first()).toContainText(problem);
    await expect(buyer.getByTestId('complaint-photos').getByRole('img')).toHaveCount(1);
    await expectAccessible(buyer, 'the complaint waiting for customer service');
    await expectFitsWindow(buyer, 'the complaint at 390 px');

    // the agent signs in to the console, lands on the complaints desk (customer service's only desk) and answers
    const agent = await signedInToConsole(browser, DEMO_AGENT, '/console/');
    await expect(agent).toHaveURL(/\/console\/complaints$/);
    await expect(agent.getByRole('heading', { level: 1, name: deskEn.desk.title })).toBeVisible();
    const menu = agent.getByTestId('console-menu');
    await expect(menu).toContainText(consoleEn.menu.service);
    await expect(menu).not.toContainText(consoleEn.menu.orders);
    await expect(menu.locator('.ant-menu-item-selected')).toHaveText(consoleEn.menu.complaints);
    const search = agent.getByTestId('complaint-search').locator('input');
    await search.fill(complaintNo);
    await search.press('Enter');
    await expect(agent).toHaveURL(new RegExp(`/console/complaints\\?tab=open&q=${complaintNo}$`));
    const row = agent.getByTestId('complaint-desk-table').locator('tbody tr').filter({ hasText: complaintNo });
    await expect(row).toHaveCount(1);
    await expect(agent.getByTestId('complaint-desk-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(row.getByTestId('complaint-status')).toHaveText('Waiting for customer service');
    await expect(row).toContainText(`Order ${orderNo}`);
    await expect(row).toContainText('Product quality');
    await expectAccessible(agent, 'the complaints desk in the console');
    await keepScreenshot(agent, testInfo, 'console-complaints-en');
    await row.getByRole('link', { name: `Open complaint ${complaintNo}` }).click();
    await expect(agent).toHaveURL(new RegExp(`/console/complaints/${complaintNo}$`));
    await expect(agent.getByRole('heading', { level: 1, name: `Complaint ${complaintNo}` })).toBeVisible();
    await expect(menu.locator('.ant-menu-item-selected')).toHaveText(consoleEn.menu.complaints);
    await expect(agent.getByTestId('complaint-summary')).toContainText(`Order ${orderNo}`);
    await expect(agent.getByTestId('complaint-log').first()).toContainText(problem);
    await expect(agent.getByTestId('complaint-photos').getByRole('img')).toHaveCount(1);
    // an empty answer is stopped on the page
    await agent.getByTestId('complaint-answer').click();
    await expect(agent.getByText(deskEn.detail.textRequired)).toBeVisible();
    const answer = 'We have asked the goods owner for photos of the packing; please keep the units until we reply.';
    await agent.getByTestId('complaint-answer-text').fill(answer);
    await agent.getByTestId('complaint-answer').click();
    await expect(agent.getByTestId('complaint-status')).toHaveText('Answered');
    await expect(agent.getByTestId('complaint-log').nth(1)).toContainText(answer);
    await expectAccessible(agent, 'a complaint on the console desk');
    await keepScreenshot(agent, testInfo, 'console-complaint-en');

    // the buyer reads the answer on the complaint, and in the e-mail
    await buyer.reload();
    await expect(buyer.getByTestId('complaint-status')).toHaveText('Answered');
    await expect(buyer.getByTestId('complaint-log').nth(1)).toContainText(answer);
    await expect(buyer.getByTestId('complaint-log').nth(1)).toContainText('Customer service');
    await keepScreenshot(buyer, testInfo, 'complaint-answered-en-390');
    const mailbox = await buyer.context().newPage();
    await mailbox.goto('/#/dev/mailbox');
    const mail = mailbox.getByTestId('mailbox-message').filter({ hasText: complaintNo }).first();
    await expect(mail).toContainText('customer service answered your complaint');
    await expect(mail).toContainText('please keep the units until we reply');
    await mailbox.close();

    await buyer.getByTestId('complaint-follow-up-text').fill('Kept them. The rust is on the underside of both units.');
    await buyer.getByTestId('complaint-follow-up').click();
    await expect(buyer.getByTestId('complaint-status')).toHaveText('Waiting for customer service');

    await agent.reload();
    await expect(agent.getByTestId('complaint-status')).toHaveText('Waiting for customer service');
    await expect(agent.getByTestId('complaint-log').nth(2)).toContainText('The rust is on the underside');
    await agent.getByTestId('complaint-close-text').fill('The goods owner accepted a return of both units; a return was opened for you.');
    await agent.getByTestId('complaint-close').click();
    await expect(agent.getByTestId('complaint-status')).toHaveText('Closed');
    await expect(agent.getByTestId('complaint-answer')).toHaveCount(0);
    await expect(agent.getByTestId('complaint-close')).toHaveCount(0);
    // the storefront's old desk address opens the same complaint in the console
    await agent.goto(`/#/home/ComplaintDeskDetail?complaintNo=${complaintNo}`);
    await expect(agent).toHaveURL(new RegExp(`/console/complaints/${complaintNo}$`));
    await expect(agent.getByTestId('complaint-status')).toHaveText('Closed');
    await agent.goto('/#/home/ComplaintDesk');
    await expect(agent).toHaveURL(/\/console\/complaints$/);
    await expect(agent.getByRole('heading', { level: 1, name: deskEn.desk.title })).toBeVisible();

    await buyer.reload();
    await expect(buyer.getByTestId('complaint-status')).toHaveText('Closed');
    await expect(buyer.getByTestId('complaint-log')).toHaveCount(4);
    await expect(buyer.getByTestId('complaint-follow-up')).toHaveCount(0);
    await expect(buyer.getByTestId('complaint-withdraw')).toHaveCount(0);

    // the list, in Chinese
    const chinese = await signedInWindow(browser, DEMO_BUYER, { phone: true, language: 'zh', at: '/#/home/ComplainList?tab=closed' });
    await expect(chinese.getByRole('heading', { level: 1, name: '我的投诉' })).toBeVisible();
    const listed = chinese.getByTestId('complaint-card').filter({ hasText: complaintNo });
    await expect(listed.getByTestId('complaint-status')).toHaveText('已结案');
    await expectChineseGlyphs(listed.getByTestId('complaint-status'));
    await expectAccessible(chinese, 'my complaints in Chinese');
    await expectFitsWindow(chinese, 'my complaints in Chinese at 390 px');
    await keepScreenshot(chinese, testInfo, 'complain-list-zh-390');
    await listed.click();
    await expect(chinese.getByTestId('complaint-log').nth(1)).toContainText('客服');
    await keepScreenshot(chinese, testInfo, 'complaint-detail-zh-390');

    // the console's desk in Chinese at 1280 px, asked for before signing in: the closed complaint, found by its number
    const agentZh = await signedInToConsole(browser, DEMO_AGENT, `/console/complaints?tab=closed&q=${complaintNo}`, 'zh');
    await expect(agentZh).toHaveURL(new RegExp(`/console/complaints\\?tab=closed&q=${complaintNo}$`));
    const title = agentZh.getByRole('heading', { level: 1, name: deskZh.desk.title });
    await expect(title).toBeVisible();
    await expectChineseGlyphs(title);
    const closedRow = agentZh.getByTestId('complaint-desk-table').locator('tbody tr').filter({ hasText: complaintNo });
    await expect(closedRow.getByTestId('complaint-status')).toHaveText(deskZh.status['3']);
    await expectChineseGlyphs(closedRow.getByTestId('complaint-status'));
    await expect(closedRow).toContainText(deskZh.type.quality);
    await expectAccessible(agentZh, 'the console complaints desk in Chinese');
    await keepScreenshot(agentZh, testInfo, 'console-complaints-zh-1280');
  });
});
