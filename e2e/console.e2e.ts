/**
 * The console (issue 32) as goods owners and buyers meet it: a visitor is asked to sign in at /console/ and
 * brought back to the desk asked for; the goods owner's orders desk ships a paid order there; the old
 * storefront address of the desk opens the console; a buyer is told the console is for goods owners and
 * staff; the language chosen in the shop carries over (Chinese); in the shop, goods owners are shown the way to
 * the console instead of the buyer's prompts; a goods owner answers a buyer's question in the console's chat inbox.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './test';
import en from '../apps/console/src/locales/en/console.json' with { type: 'json' };
import zh from '../apps/console/src/locales/zh/console.json' with { type: 'json' };
import ordersZh from '../apps/console/src/locales/zh/ownerOrders.json' with { type: 'json' };
import chatZh from '../apps/console/src/locales/zh/chat.json' with { type: 'json' };
import {
  DEMO_BUYER,
  PHONE,
  asReturningVisitor,
  chooseFromMenu,
  common,
  expectSignedIn,
  signInWithEmail,
  expectAccessible,
  expectChineseGlyphs,
  keepScreenshot,
  postApi,
  signInByApi,
  signInToConsole,
  DEMO_OWNER,
  paidOrderForDemoOwner,
} from './support';

test('a goods owner signs in at the console, lands on the orders desk and ships a paid order there', async ({ browser, request }, testInfo) => {
  const orderNo = await paidOrderForDemoOwner(request);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(context);
  const page = await context.newPage();

  // a visitor asking for the console is asked to sign in first, and comes back to the desk
  await page.goto('/console/');
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  await expect(page.getByRole('heading', { name: en.signIn.title })).toBeVisible();
  // the button is enabled once the picture code has arrived, and its colour then changes over a short transition: checked
  // after that (a CI run measured the contrast of the button halfway between disabled grey and primary blue)
  await expect(page.getByTestId('console-sign-in-submit')).toBeEnabled();
  await expectAccessible(page, 'console sign-in');
  await signInToConsole(page, DEMO_OWNER);
  await expect(page).toHaveURL(/\/console\/orders$/);
  await expect(page.getByTestId('console-menu')).toContainText(en.menu.orders);
  await expect(page.getByTestId('console-menu')).not.toContainText(en.menu.complaints);
  await expect(page.getByRole('heading', { name: 'Goods-owner orders' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('Ready to ship');
  await expectAccessible(page, 'console orders desk');
  await keepScreenshot(page, testInfo, 'console-orders-en');
  await row.getByTestId('owner-ship').click();
  const ship = page.getByRole('dialog', { name: `Ship order ${orderNo}` });
  await ship.getByTestId('ship-tracking').fill('RM55501234GB');
  await ship.getByLabel('Carrier for all chosen items').fill('Royal Mail');
  await ship.getByText('Choose the items you are sending now').click();
  await ship.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(row).toContainText('In transit');

  // the storefront's old desk address opens the console's desk; the shop's session is the console's
  await page.goto('/#/home/OwnerOrders');
  await expect(page).toHaveURL(/\/console\/orders$/);
  await expect(page.getByRole('heading', { name: 'Goods-owner orders' })).toBeVisible();
  // an address inside the console that is no page says so
  await page.goto('/console/no-such-desk');
  await expect(page.getByTestId('console-not-found')).toBeVisible();

  await page.getByTestId('console-sign-out').click();
  await expect(page).toHaveURL(/\/console\/sign-in/);
  await context.close();
});

test('in Chinese: a buyer is told the console is for goods owners and staff; a goods owner gets the desk in the language chosen in the shop', async ({ browser }, testInfo) => {
  const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(buyerContext, 'zh');
  const buyer = await buyerContext.newPage();
  await buyer.goto('/console/sign-in');
  await expect(buyer.getByRole('heading', { name: zh.signIn.title })).toBeVisible();
  await signInToConsole(buyer, DEMO_BUYER);
  const notice = buyer.getByTestId('console-buyer-notice');
  await expect(notice).toContainText(zh.buyer.title);
  await expectChineseGlyphs(notice.getByRole('heading', { name: zh.buyer.title }));
  await expect(buyer.getByTestId('console-menu')).toHaveCount(0);
  await expectAccessible(buyer, 'console buyer notice (zh)');
  await keepScreenshot(buyer, testInfo, 'console-buyer-zh');
  await buyer.getByTestId('console-to-shop').click();
  await expect(buyer).toHaveURL(/localhost:\d+\/(#\/)?$/);
  await buyerContext.close();

  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(ownerContext, 'zh');
  const owner = await ownerContext.newPage();
  await owner.goto('/console/orders');
  await signInToConsole(owner, DEMO_OWNER);
  await expect(owner).toHaveURL(/\/console\/orders$/);
  await expect(owner.getByRole('heading', { name: ordersZh.title })).toBeVisible();
  await expect(owner.getByTestId('console-menu')).toContainText(zh.menu.orders);
  await expect(owner.getByTestId('console-user')).toContainText('当前账号');
  await expectAccessible(owner, 'console orders desk (zh)');
  await keepScreenshot(owner, testInfo, 'console-orders-zh');
  await ownerContext.close();
});

test('in the shop a goods owner is shown the way to the console, not the buyer’s prompt; a buyer is not', async ({ browser }, testInfo) => {
  const context = await browser.newContext(PHONE);
  await asReturningVisitor(context, 'zh');
  const page = await context.newPage();
  await page.goto('/#/login');
  await signInWithEmail(page, DEMO_OWNER);
  await expectSignedIn(page);
  const banner = page.getByTestId('console-banner');
  await expect(banner).toContainText(common.zh.banners.console);
  await expectChineseGlyphs(banner.getByRole('link', { name: common.zh.banners.consoleAction }));
  await expect(page.getByTestId('complete-info-banner')).toHaveCount(0);
  await expectAccessible(page, 'shop with the console banner (zh, 390 px)');
  await keepScreenshot(page, testInfo, 'shop-console-banner-zh-390');
  await banner.getByRole('link', { name: common.zh.banners.consoleAction }).click();
  await expect(page).toHaveURL(/\/console\/orders$/);
  await expect(page.getByRole('heading', { name: ordersZh.title })).toBeVisible();
  // the account menu's way there
  await page.goto('/#/');
  await chooseFromMenu(page, page.getByTestId('user-menu'), common.zh.header.console);
  await expect(page).toHaveURL(/\/console\/orders$/);
  await context.close();

  const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(buyerContext);
  const buyer = await buyerContext.newPage();
  await buyer.goto('/#/login');
  await signInWithEmail(buyer, DEMO_BUYER);
  await expectSignedIn(buyer);
  await buyer.getByTestId('user-menu').click();
  await expect(buyer.getByRole('menuitem', { name: common.en.header.myOrders })).toBeVisible();
  await expect(buyer.getByRole('menuitem', { name: common.en.header.console })).toHaveCount(0);
  await expect(buyer.getByTestId('console-banner')).toHaveCount(0);
  await buyerContext.close();
});

test('a goods owner answers a buyer in the console inbox (Chinese); the shop’s address of the conversation opens it there', async ({ browser, request }, testInfo) => {
  // a buyer asks the demo goods owner's shop a question
  const buyerToken = await signInByApi(request, DEMO_BUYER);
  const { id: ownerId } = await postApi<{ id: number }>(request, '/srs-product-service/buyer/shop/info', { id: 1 });
  const conversation = await postApi<{ id: number }>(request, '/srs-message-service/chat/open', { kind: 2, ownerId }, buyerToken);
  const question = `能开增值税发票吗？${randomUUID().slice(0, 6)}`;
  await postApi(request, '/srs-message-service/chat/send', { conversationId: conversation.id, nonce: randomUUID(), text: question }, buyerToken);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(context, 'zh');
  const owner = await context.newPage();
  await owner.goto('/console/');
  await signInToConsole(owner, DEMO_OWNER);
  await expect(owner).toHaveURL(/\/console\/orders$/);
  await owner.getByTestId('console-menu-chatInbox').click();
  await expect(owner).toHaveURL(/\/console\/inbox$/);
  await expect(owner.getByRole('heading', { level: 1, name: chatZh.inbox.title })).toBeVisible();
  await expect(owner.getByText(chatZh.inbox.pick)).toBeVisible();
  const item = owner.getByTestId('chat-list-item').filter({ hasText: question });
  await expect(item).toContainText('条未读消息');
  await item.click();
  await expect(owner).toHaveURL(new RegExp(`/console/inbox\\?conversationId=${conversation.id}$`));
  await expect(owner.getByTestId('chat-message').filter({ hasText: question })).toHaveCount(1);
  // read on opening: the unread figure goes
  await expect(item).not.toContainText('条未读消息');
  const answer = `可以，发货时随附发票。${randomUUID().slice(0, 6)}`;
  await owner.getByTestId('chat-input').fill(answer);
  await owner.getByTestId('chat-input').press('Enter');
  await expect(owner.getByTestId('chat-message').filter({ hasText: answer })).toHaveCount(1);
  await expectChineseGlyphs(owner.getByRole('heading', { level: 1, name: chatZh.inbox.title }));
  await expectAccessible(owner, 'console chat inbox (zh)');
  await keepScreenshot(owner, testInfo, 'console-chat-inbox-zh');

  // the buyer has the answer
  const messages = await postApi<{ list: Array<{ text: string; senderRole: string }> }>(
    request,
    '/srs-message-service/chat/messages',
    { conversationId: conversation.id },
    buyerToken,
  );
  expect(messages.list.at(-1)).toMatchObject({ text: answer, senderRole: 'owner' });

  // the shop's chat address of a conversation the owner answers opens it in the console
  await owner.goto(`/#/IM?conversationId=${conversation.id}`);
  await expect(owner).toHaveURL(new RegExp(`/console/inbox\\?conversationId=${conversation.id}$`));
  await expect(owner.getByTestId('chat-message').filter({ hasText: answer })).toHaveCount(1);
  await context.close();
});
