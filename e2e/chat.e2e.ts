/**
 * Chat (issue 12), as people use it. A buyer opens customer service from the header; the agent, in a
 * second browser, takes the conversation from the chat desk (in the console since issue 32: the storefront's
 * old desk address opens it) and answers; the buyer's unread badge shows it and clears on reading; the buyer
 * sends a picture and translates the agent's words (the server runs the test-only fake provider:
 * TRANSLATE_PROVIDER=fake). A buyer chats with a goods owner from a product page and the owner answers from
 * their inbox in the console. A dropped connection reconnects without losing or doubling a message. The
 * message centre lists a notice and marks it read.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import { expect, test } from './test';
import {
  DEMO_BUYER,
  type WindowOptions,
  asReturningVisitor,
  expectAccessible,
  expectSignedIn,
  keepScreenshot,
  postApi,
  signInByApi,
  signInWithEmail,
  signedInWindow,
  DEMO_OWNER,
  DEMO_AGENT,
} from './support';

/** an 8 × 8 PNG that decodes whole (the upload decides the type by the bytes and decodes every picture; the 1 × 1 one used before had a bad checksum) */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4EaCBFTEMLQkAaplQAdEjY8UAAAAASUVORK5CYII=', 'base64');
const MSG = '/srs-message-service';

/** The demo buyer starts with customer service's queue empty of them and nothing unread (the demo chats are seeded read up to one answer). */
async function freshStart(request: APIRequestContext): Promise<{ buyerToken: string; agentToken: string }> {
  const buyerToken = await signInByApi(request, DEMO_BUYER);
  const agentToken = await signInByApi(request, DEMO_AGENT);
  const service = await postApi<{ id: number }>(request, `${MSG}/chat/open`, { kind: 1 }, buyerToken);
  await request.post(`${MSG}/chat/desk/close`, { data: { conversationId: service.id }, headers: { authorization: `Bearer ${agentToken}` } });
  const mine = await postApi<{ list: Array<{ id: number; lastSeq: number }> }>(request, `${MSG}/chat/conversations`, {}, buyerToken);
  for (const conversation of mine.list) await postApi(request, `${MSG}/chat/read`, { conversationId: conversation.id, seq: conversation.lastSeq }, buyerToken);
  return { buyerToken, agentToken };
}

async function signedIn(browser: Browser, account: { email: string; password: string }, options: WindowOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const page = await signedInWindow(browser, account, options);
  return { context: page.context(), page };
}

test('a buyer talks to customer service: the agent answers from the desk, the badge counts it, a picture and a translation', async ({ browser, request }, testInfo) => {
  // a fresh start for the demo buyer's customer-service conversation: closed, so writing puts it in the queue
  const { agentToken } = await freshStart(request);
  const buyer = await signedIn(browser, DEMO_BUYER);
  await buyer.page.getByTestId('header-service').click();
  await expect(buyer.page).toHaveURL(/#\/IM\?conversationId=\d+/);
  const conversationId = Number(new URL(buyer.page.url().replace('#/', '')).searchParams.get('conversationId'));
  const question = `Where is my pallet? ${randomUUID().slice(0, 8)}`;
  await buyer.page.getByTestId('chat-input').fill(question);
  await buyer.page.getByTestId('chat-input').press('Enter');
  await expect(buyer.page.getByTestId('chat-message').filter({ hasText: question })).toHaveCount(1);
  await keepScreenshot(buyer.page, testInfo, 'chat-buyer-asks');
  await expectAccessible(buyer.page, 'the chat page');

  // the agent, in a second browser, takes it from the queue and answers
  const agent = await signedIn(browser, DEMO_AGENT);
  // the storefront's old desk address opens the console's chat desk, its query kept
  await agent.page.goto('/#/home/ChatDesk?tab=waiting');
  await expect(agent.page).toHaveURL(/\/console\/chat\?tab=waiting$/);
  // until one is chosen, the desk says where to choose it (the list is above on a phone, beside it on a computer)
  await expect(agent.page.getByText('Choose a conversation from the list to read and answer it.')).toBeVisible();
  await agent.page.getByTestId('chat-list-item').filter({ hasText: question }).first().click();
  await expect(agent.page.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
  await agent.page.getByTestId('chat-desk-take').click();
  await expect(agent.page.getByTestId('chat-desk-buyer')).toBeVisible();
  await keepScreenshot(agent.page, testInfo, 'chat-agent-desk');
  await expectAccessible(agent.page, 'the chat desk');

  // the buyer has moved on to the home page: the answer shows on the header badge
  await buyer.page.goto('/#/');
  // marked, so a retry in the same conversation counts only its own answer
  const answer = `${randomUUID().slice(0, 8)} Your pallet ships today from Manchester.`;
  await agent.page.getByTestId('chat-input').fill(answer);
  await agent.page.getByTestId('chat-send').click();
  await expect(agent.page.getByTestId('chat-message').filter({ hasText: answer })).toHaveCount(1);
  const badge = buyer.page.getByTestId('header-service').locator('xpath=..').getByTestId('count-badge');
  await expect(badge).toHaveText('1');

  // reading clears it
  await buyer.page.getByTestId('header-service').click();
  await expect(buyer.page.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible();
  await expect(badge).toHaveCount(0);

  // a picture (counted from what the conversation already shows: a retry meets the first try's)
  const buyerPictures = buyer.page.getByTestId('chat-message').getByTestId('chat-picture');
  const agentPictures = agent.page.getByTestId('chat-picture');
  const [buyerBefore, agentBefore] = [await buyerPictures.count(), await agentPictures.count()];
  await buyer.page.getByTestId('chat-image-input').setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PNG });
  await expect(buyerPictures).toHaveCount(buyerBefore + 1);
  await expect(agentPictures).toHaveCount(agentBefore + 1);

  // the agent's words translated (fake provider); the original stays
  const bubble = buyer.page.getByTestId('chat-message').filter({ hasText: answer });
  await bubble.getByTestId('chat-translate').click();
  await expect(bubble.getByTestId('chat-translation')).toContainText('[en] Manchester. from today ships pallet Your');
  await expect(bubble).toContainText(answer);
  await keepScreenshot(buyer.page, testInfo, 'chat-buyer-translated');

  await postApi(request, `${MSG}/chat/desk/close`, { conversationId }, agentToken).catch(() => undefined);
  await buyer.context.close();
  await agent.context.close();
});

test('a buyer chats with the goods owner from a product page; the owner answers from the inbox (Chinese, on a phone)', async ({ browser, request }, testInfo) => {
  const token = await signInByApi(request, DEMO_BUYER);
  const [shop] = (await postApi<{ list: Array<{ id: number }> }>(request, '/srs-product-service/buyer/product/product/newPageList', { pageNum: 1, pageSize: 40 }, token)).list;
  const ownerId = (await postApi<{ id: number }>(request, '/srs-product-service/buyer/shop/info', { id: 1 })).id;
  const products = await postApi<{ list: Array<{ id: number }> }>(
    request,
    '/srs-product-service/buyer/product/product/newPageList',
    { pageNum: 1, pageSize: 5, queryParamList: [{ field: 'ownerId', fieldValue: ownerId }] },
    token,
  );
  expect(shop).toBeTruthy();

  const buyer = await signedIn(browser, DEMO_BUYER, { language: 'zh', phone: true });
  await buyer.page.goto(`/#/goodsDetail?productId=${products.list[0]!.id}`);
  await buyer.page.getByTestId('detail-chat-owner').click();
  await expect(buyer.page).toHaveURL(/#\/IM\?conversationId=\d+/);
  const question = `这批货可以议价吗？${randomUUID().slice(0, 6)}`;
  await buyer.page.getByTestId('chat-input').fill(question);
  await buyer.page.getByTestId('chat-send').click();
  await expect(buyer.page.getByTestId('chat-message').filter({ hasText: question })).toHaveCount(1);
  await keepScreenshot(buyer.page, testInfo, 'chat-owner-zh-phone');

  const owner = await signedIn(browser, DEMO_OWNER);
  await owner.page.goto('/console/inbox');
  await expect(owner.page.getByText('Choose a conversation from the list to read and answer the buyer.')).toBeVisible();
  await owner.page.getByTestId('chat-list-item').filter({ hasText: question }).first().click();
  await expect(owner.page.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
  await owner.page.getByTestId('chat-input').fill('Yes, 5% off for ten pallets.');
  await owner.page.getByTestId('chat-send').click();
  await expect(buyer.page.getByTestId('chat-message').filter({ hasText: 'Yes, 5% off for ten pallets.' })).toHaveCount(1);
  await buyer.context.close();
  await owner.context.close();
});

test('a dropped connection reconnects and fetches what it missed: nothing lost, nothing twice', async ({ browser, request }) => {
  const { agentToken } = await freshStart(request);
  const context = await browser.newContext();
  await asReturningVisitor(context);
  const page = await context.newPage();
  // every chat socket goes through this route, so the test can cut the line
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/im\/socket/, (ws) => {
    ws.connectToServer();
    sockets.push(ws);
  });
  await page.goto('/#/login');
  await signInWithEmail(page, DEMO_BUYER);
  await expectSignedIn(page);
  await page.getByTestId('header-service').click();
  await expect(page).toHaveURL(/conversationId=\d+/);
  const conversationId = Number(new URL(page.url().replace('#/', '')).searchParams.get('conversationId'));
  const tag = randomUUID().slice(0, 6);
  await page.getByTestId('chat-input').fill(`before the drop ${tag}`);
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-message').filter({ hasText: `before the drop ${tag}` })).toHaveCount(1);
  await expect.poll(() => sockets.length).toBeGreaterThan(0);

  // the line drops; customer service writes twice meanwhile
  await postApi(request, `${MSG}/chat/desk/take`, { conversationId }, agentToken).catch(() => undefined);
  for (const socket of sockets) await socket.close({ code: 1006 - 6, reason: 'dropped' }).catch(() => undefined);
  await expect(page.getByTestId('chat-reconnecting')).toBeVisible();
  for (const n of [1, 2]) await postApi(request, `${MSG}/chat/send`, { conversationId, nonce: randomUUID(), text: `missed ${n} ${tag}` }, agentToken);

  // the client is back within the 2 s retry and fetches after its last seq
  await expect(page.getByTestId('chat-reconnecting')).toHaveCount(0, { timeout: 10_000 });
  for (const n of [1, 2]) await expect(page.getByTestId('chat-message').filter({ hasText: `missed ${n} ${tag}` })).toHaveCount(1);
  await postApi(request, `${MSG}/chat/send`, { conversationId, nonce: randomUUID(), text: `after ${tag}` }, agentToken);
  await expect(page.getByTestId('chat-message').filter({ hasText: `after ${tag}` })).toHaveCount(1);
  await expect(page.getByTestId('chat-message').filter({ hasText: `before the drop ${tag}` })).toHaveCount(1);
  await postApi(request, `${MSG}/chat/desk/close`, { conversationId }, agentToken).catch(() => undefined);
  await context.close();
});

test('the message centre lists notices, counts the unread on the header bell and marks them read', async ({ browser }, testInfo) => {
  // signing in from a new browser is a security notice
  const buyer = await signedIn(browser, DEMO_BUYER);
  const bell = buyer.page.getByTestId('header-messages');
  await expect(bell.locator('xpath=..').getByTestId('count-badge')).toBeVisible();
  await bell.click();
  await expect(buyer.page).toHaveURL(/#\/home\/MsgList/);
  await expect(buyer.page.getByTestId('msg-card').first()).toBeVisible();
  await keepScreenshot(buyer.page, testInfo, 'messages-list');
  await expectAccessible(buyer.page, 'the message centre');
  await buyer.page.getByTestId('msg-card').first().locator('a').click();
  await expect(buyer.page.getByTestId('msg-detail')).toBeVisible();
  await buyer.page.goto('/#/home/MsgList');
  await buyer.page
    .getByTestId('msg-read-all')
    .click()
    .catch(() => undefined);
  await expect(bell.locator('xpath=..').getByTestId('count-badge')).toHaveCount(0);
  await buyer.context.close();
});

test('a picture the chat refuses says why on screen, in English and in Chinese', async ({ browser, request }, testInfo) => {
  await freshStart(request);
  for (const language of ['en', 'zh'] as const) {
    const buyer = await signedIn(browser, DEMO_BUYER, { language });
    await buyer.page.getByTestId('header-service').click();
    await expect(buyer.page).toHaveURL(/#\/IM\?conversationId=\d+/);
    const pictures = buyer.page.getByTestId('chat-message').getByTestId('chat-picture');
    await expect(buyer.page.getByTestId('chat-message').first()).toBeVisible();
    const picturesBefore = await pictures.count();
    const input = buyer.page.getByTestId('chat-image-input');
    const refused = buyer.page.getByTestId('chat-picture-refused');
    const says = {
      en: { type: 'Only JPG,PNG and JPEG are supported.', size: 'The file must be at most 10 MB.', prefix: 'The picture was not sent:' },
      zh: { type: '仅支持 JPG、PNG 和 JPEG 格式。', size: '文件大小不能超过 10 MB。', prefix: '图片未发送：' },
    }[language];

    // a type the chat does not take, told before anything is sent
    await input.setInputFiles({ name: 'animation.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(refused).toContainText(says.prefix);
    await expect(refused).toContainText(says.type);
    // too large
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await expect(refused).toContainText(says.size);
    // named like a picture but not one: only the server can tell, and its words are shown
    await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are not the bytes of a picture') });
    await expect(refused).toContainText(says.prefix);
    await expect(refused).not.toContainText(says.size);
    await expect(refused).toBeVisible();
    await keepScreenshot(buyer.page, testInfo, `chat-picture-refused-${language}`);
    // nothing was sent, and a good picture goes through and clears the warning
    await expect(pictures).toHaveCount(picturesBefore);
    await input.setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PNG });
    await expect(refused).toHaveCount(0);
    await expect(pictures).toHaveCount(picturesBefore + 1);
    await buyer.context.close();
    await freshStart(request);
  }
});

test('on a phone, chat opens at the newest message with the reply box on screen (Chinese, 390 px)', async ({ browser, request }, testInfo) => {
  const { buyerToken, agentToken } = await freshStart(request);
  const service = await postApi<{ id: number }>(request, `${MSG}/chat/open`, { kind: 1 }, buyerToken);
  const tag = randomUUID().slice(0, 6);
  // a long conversation: more than a phone screen holds
  for (let n = 1; n <= 24; n++) {
    const token = n % 2 === 1 ? buyerToken : agentToken;
    await postApi(request, `${MSG}/chat/send`, { conversationId: service.id, nonce: randomUUID(), text: `${tag} message ${n}: ${'pallets and kettles '.repeat(3)}` }, token);
  }
  await postApi(
    request,
    `${MSG}/chat/read`,
    { conversationId: service.id, seq: (await postApi<{ lastSeq: number }>(request, `${MSG}/chat/conversation`, { conversationId: service.id }, buyerToken)).lastSeq },
    buyerToken,
  );

  const buyer = await signedIn(browser, DEMO_BUYER, { language: 'zh', phone: true });
  await buyer.page.getByTestId('header-service').click();
  await expect(buyer.page).toHaveURL(/#\/IM\?conversationId=\d+/);
  const newest = buyer.page.getByTestId('chat-message').filter({ hasText: `${tag} message 24:` });
  await expect(newest).toBeInViewport();
  await expect(buyer.page.getByTestId('chat-input')).toBeInViewport();
  await expect(buyer.page.getByTestId('chat-send')).toBeInViewport();
  await expect(buyer.page.getByTestId('chat-message').filter({ hasText: `${tag} message 1:` })).not.toBeInViewport();
  await keepScreenshot(buyer.page, testInfo, 'chat-phone-newest-zh');
  // the conversations are one tap away
  await buyer.page.getByTestId('chat-show-list').click();
  await expect(buyer.page.getByTestId('chat-list-item').first()).toBeInViewport();
  await keepScreenshot(buyer.page, testInfo, 'chat-phone-list-zh');
  await postApi(request, `${MSG}/chat/desk/close`, { conversationId: service.id }, agentToken).catch(() => undefined);
  await buyer.context.close();
});
