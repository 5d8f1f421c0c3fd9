import { randomUUID } from 'node:crypto';
import { type Browser, test } from '@playwright/test';
import { DEMO_BUYER, PHONE, asReturningVisitor, expectSignedIn, postApi, signInByApi, signInWithEmail } from './support';

const DEMO_OWNER = { email: 'owner@clearlot.test', password: 'Demo#Owner2026' };
const DEMO_AGENT = { email: 'agent@clearlot.test', password: 'Demo#Agent2026' };
const MSG = '/srs-message-service';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4EaCBFTEMLQkAaplQAdEjY8UAAAAASUVORK5CYII=', 'base64');

async function open(browser: Browser, account: { email: string; password: string }, language: 'en' | 'zh', phone: boolean) {
  const context = await browser.newContext(phone ? { ...PHONE } : { viewport: { width: 1280, height: 860 } });
  await asReturningVisitor(context, language);
  const page = await context.newPage();
  await page.goto('/#/login');
  await signInWithEmail(page, account);
  await expectSignedIn(page);
  return { context, page };
}

test('chat screenshots', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const buyerToken = await signInByApi(request, DEMO_BUYER);
  const agentToken = await signInByApi(request, DEMO_AGENT);
  const service = await postApi<{ id: number }>(request, `${MSG}/chat/open`, { kind: 1 }, buyerToken);
  for (const [n, token] of [[1, buyerToken], [2, agentToken], [3, buyerToken]] as const) {
    await postApi(request, `${MSG}/chat/send`, { conversationId: service.id, nonce: randomUUID(), text: n === 2 ? 'Your pallet of kettles leaves Manchester today; tracking follows by e-mail.' : `Question ${n}: when will my pallet of kettles ship? 请尽快发货。` }, token);
  }
  for (const language of ['en', 'zh'] as const) {
    for (const phone of [false, true]) {
      const { context, page } = await open(browser, DEMO_BUYER, language, phone);
      await page.goto(`/#/IM?conversationId=${service.id}`);
      await page.getByTestId('chat-message').first().waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/chat-shots/buyer-${language}-${phone ? 'phone' : 'desktop'}.png` });
      if (!phone) {
        await page.getByTestId('chat-image-input').setInputFiles({ name: 'animation.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
        await page.getByTestId('chat-picture-refused').waitFor();
        await page.screenshot({ path: `/tmp/chat-shots/buyer-${language}-refused.png` });
        await page.goto('/#/IM');
        await page.getByTestId('chat-list-item').first().waitFor();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `/tmp/chat-shots/buyer-${language}-list.png` });
      } else {
        await page.getByTestId('chat-show-list').click();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `/tmp/chat-shots/buyer-${language}-phone-list.png` });
      }
      await context.close();
    }
  }
  // the agent's desk
  for (const language of ['en', 'zh'] as const) {
    const { context, page } = await open(browser, DEMO_AGENT, language, false);
    await page.goto(`/console/chat?tab=open&conversationId=${service.id}`);
    await page.getByTestId('chat-message').first().waitFor();
    await page.getByTestId('chat-desk-buyer').waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/chat-shots/desk-${language}.png` });
    await page.goto('/console/chat');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/chat-shots/desk-${language}-empty.png` });
    await context.close();
  }
  // the owner's inbox
  const { id: ownerId } = await postApi<{ id: number }>(request, '/srs-product-service/buyer/shop/info', { id: 1 });
  const asked = await postApi<{ id: number }>(request, `${MSG}/chat/open`, { kind: 2, ownerId }, buyerToken);
  await postApi(request, `${MSG}/chat/send`, { conversationId: asked.id, nonce: randomUUID(), text: 'Is the price negotiable for ten pallets?' }, buyerToken);
  for (const language of ['en', 'zh'] as const) {
    const { context, page } = await open(browser, DEMO_OWNER, language, false);
    await page.goto('/console/inbox');
    await page.getByTestId('chat-list-item').first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/chat-shots/inbox-${language}-list.png` });
    await page.goto(`/console/inbox?conversationId=${asked.id}`);
    await page.getByTestId('chat-message').first().waitFor();
    await page.getByTestId('chat-image-input').setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PNG });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/chat-shots/inbox-${language}.png` });
    // the storefront chat page of a goods owner
    await page.goto('/#/IM');
    await page.getByTestId('chat-inbox-note').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/chat-shots/owner-shop-${language}.png` });
    await context.close();
  }
});
