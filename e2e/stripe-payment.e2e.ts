/**
 * Card payments through Stripe (issue 35 item 1), in the browser: the journeys' Stripe server (E2E_PORT + 1, which has no text provider either;
 * Stripe's SDK pointed at the local fake of Stripe's API on E2E_PORT + 3, scripts/stripe-fake.ts) and a
 * stand-in for Stripe.js served at js.stripe.com (fake-stripe-js.ts) that confirms the PaymentIntent on that
 * fake, which then delivers the signed webhook that pays the order. A buyer pays by card in English (the
 * element in the page's language and our colours, the page waiting for the webhook, then the done page), a
 * card that needs 3-D Secure comes back from the bank's page to a paid order, and a decline is shown in
 * Chinese on a phone; when Stripe.js cannot load, the page says so and the other methods stay.
 */
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './test';
import { DEMO_BUYER, PHONE, asReturningVisitor, expectFitsWindow, firstCataloguePage, keepScreenshot, placeOrderByApi, postApi, signInByApi } from './support';
import { FAKE_STRIPE_JS, TEST_CARDS } from './fake-stripe-js';
import en from '../apps/web/src/locales/en/checkout.json' with { type: 'json' };
import zh from '../apps/web/src/locales/zh/checkout.json' with { type: 'json' };

const port = Number(process.env.E2E_PORT ?? 3210);
/** The server taking cards through Stripe, and the fake of Stripe's API behind it. */
const STRIPE_SITE = `http://localhost:${port + 1}`;
const FAKE_STRIPE_API = `http://127.0.0.1:${port + 3}`;

/**
 * A window on the Stripe server, signed in as the demo buyer, with Stripe.js replaced by the stand-in and
 * Stripe's API address routed to the fake (the page's content security policy allows both only because
 * this server has Stripe's keys). `stripeJs: false`: js.stripe.com does not answer.
 */
async function stripeWindow(browser: Browser, options: { language: 'en' | 'zh'; phone?: boolean; stripeJs?: boolean }): Promise<{ page: Page; tradeNo: string; amount: number }> {
  const context = await browser.newContext({ ...(options.phone ? PHONE : { viewport: { width: 1280, height: 900 } }), baseURL: STRIPE_SITE });
  await asReturningVisitor(context, options.language);
  const token = await signInByApi(context.request, DEMO_BUYER);
  await context.addCookies([{ name: 'loginToken', value: token, domain: 'localhost', path: '/' }]);
  const product = (await firstCataloguePage(context.request, token)).find((card) => !card.hasOptions && card.quantity >= 10 && card.price >= 100)!;
  const trade = await placeOrderByApi(context.request, token, { productId: product.id, quantity: Math.max(1, Math.ceil(2_500 / product.price)) });

  const page = await context.newPage();
  await page.route(/^https:\/\/js\.stripe\.com\/v3\//, (route) =>
    options.stripeJs === false ? route.abort('connectionrefused') : route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
  await page.route(/^https:\/\/api\.stripe\.com\//, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const answer = await route.fetch({ url: `${FAKE_STRIPE_API}${pathname}${search}` });
    await route.fulfill({ response: answer, headers: { ...answer.headers(), 'access-control-allow-origin': '*' } });
  });
  await page.goto(`/#/payment?tradeNo=${trade.tradeNo}`);
  return { page, tradeNo: trade.tradeNo, amount: trade.amount };
}

async function typeCard(page: Page, number: string): Promise<void> {
  const element = page.getByTestId('fake-payment-element');
  await element.locator('input[name=cardnumber]').fill(number);
  await element.locator('input[name=exp-date]').fill('12 / 34');
  await element.locator('input[name=cvc]').fill('123');
}

test.describe('card payments through Stripe', () => {
  test("a buyer pays by card in Stripe's element: the page waits for Stripe's webhook, then shows the done page", async ({ browser }, testInfo) => {
    const { page, tradeNo, amount } = await stripeWindow(browser, { language: 'en' });
    // Stripe's element, in English and in our tokens' colours (read from the page, not written in the code)
    const element = page.getByTestId('fake-payment-element');
    await expect(element).toBeVisible();
    await expect(element).toHaveAttribute('data-locale', 'en-GB');
    const appearance = JSON.parse((await element.getAttribute('data-appearance'))!) as { variables: Record<string, string> };
    const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim());
    expect(brand).not.toBe('');
    expect(appearance.variables.colorPrimary).toBe(brand);
    await expect(page.getByTestId('stripe-test-cards')).toContainText(TEST_CARDS.approved);
    await expect(page.getByTestId('card-form')).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'stripe-en-element');

    // nothing typed: the element says what is missing, nothing is sent
    await page.getByTestId('stripe-pay').click();
    await expect(page.getByTestId('payment-failure')).toHaveText('Your card number is incomplete.');

    await typeCard(page, TEST_CARDS.approved);
    await page.getByTestId('stripe-pay').click();
    // Stripe said yes; the order is paid when its webhook reaches the server (the fake sends it a moment later)
    await expect(page.getByTestId('stripe-confirming').or(page.getByTestId('pay-done'))).toBeVisible();
    await expect(page).toHaveURL(/#\/payDone\?tradeNo=/);
    await expect(page.getByTestId('pay-done')).toBeVisible();
    await expect(page.getByTestId('done-method')).toHaveText('Credit or debit card');
    await keepScreenshot(page, testInfo, 'stripe-en-done');

    const token = await signInByApi(page.context().request, DEMO_BUYER);
    const status = await postApi<{ tradeStatus: number }>(page.context().request, '/srs-payment-service/pay/status', { tradeNo }, token);
    expect(status.tradeStatus).toBe(2);
    expect(amount).toBeGreaterThan(0);
    await page.context().close();
  });

  test("a card that needs 3-D Secure leaves for the bank's page and comes back to a paid order", async ({ browser }) => {
    const { page } = await stripeWindow(browser, { language: 'en' });
    await typeCard(page, TEST_CARDS.threeDSecure);
    await page.getByTestId('stripe-pay').click();
    await expect(page).toHaveURL(/\/3ds\/pi_/);
    await page.getByRole('button', { name: 'Complete' }).click();
    // back on the payment page (Stripe's parameters taken off the address), which waits and moves on
    await expect(page).toHaveURL(/#\/payDone\?tradeNo=/);
    await expect(page.getByTestId('pay-done')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  test('a decline is explained in Chinese on a phone, and another card can be tried in the same element', async ({ browser }, testInfo) => {
    const { page } = await stripeWindow(browser, { language: 'zh', phone: true });
    const element = page.getByTestId('fake-payment-element');
    await expect(element).toHaveAttribute('data-locale', 'zh');
    await typeCard(page, TEST_CARDS.declined);
    await page.getByTestId('stripe-pay').click();
    await expect(page.getByTestId('payment-failure')).toHaveText(zh.stripe.failure.declined);
    await expectFitsWindow(page, 'the payment page with a decline');
    await page.getByTestId('payment-failure').scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'stripe-zh-declined-390');

    await typeCard(page, TEST_CARDS.insufficientFunds);
    await page.getByTestId('stripe-pay').click();
    await expect(page.getByTestId('payment-failure')).toHaveText(zh.stripe.failure.insufficientFunds);

    // the same intent takes another card after the declines
    await typeCard(page, TEST_CARDS.approved);
    await page.getByTestId('stripe-pay').click();
    await expect(page.getByTestId('pay-done')).toBeVisible();
    await keepScreenshot(page, testInfo, 'stripe-zh-done-390');
    await page.context().close();
  });

  test('when Stripe.js cannot load, the page says so and the other ways to pay stay', async ({ browser }, testInfo) => {
    const { page } = await stripeWindow(browser, { language: 'zh', phone: true, stripeJs: false });
    await expect(page.getByTestId('stripe-load-failed')).toContainText(zh.stripe.loadFailedTitle);
    await expect(page.getByTestId('stripe-load-failed')).toContainText(zh.stripe.loadFailedText);
    await expectFitsWindow(page, 'the payment page without Stripe.js');
    await keepScreenshot(page, testInfo, 'stripe-zh-load-failed-390');
    await page.getByTestId('payment-method-4').click();
    await expect(page.getByTestId('stripe-load-failed')).toHaveCount(0);
    expect(en.stripe.loadFailedTitle).toMatch(/could not be loaded/);
    await page.context().close();
  });
});
