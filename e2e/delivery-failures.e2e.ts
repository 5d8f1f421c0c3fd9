/**
 * The console's delivery failures desk (issue 35 item 5; docs/decisions.md "The delivery failures desk"). On the
 * journeys' third server (playwright.config.ts, port E2E_PORT+2) Twilio is configured but cannot be reached, as
 * when the provider is down: a buyer asking for a sign-in code by phone is told it went to the account's e-mail and
 * signs in with it, and operations find the failed text on the desk (masked number, what it was for, the provider
 * and its reason), filter by channel, and see the empty state. In Chinese, on the server with no text provider
 * (E2E_PORT+1), the desk says codes are e-mailed instead and that nothing has failed.
 */
import { type Browser } from '@playwright/test';
import { expect, test } from './test';
import en from '../apps/console/src/locales/en/console.json' with { type: 'json' };
import zh from '../apps/console/src/locales/zh/console.json' with { type: 'json' };
import deliveriesEn from '../apps/console/src/locales/en/deliveries.json' with { type: 'json' };
import deliveriesZh from '../apps/console/src/locales/zh/deliveries.json' with { type: 'json' };
import authEn from '../apps/web/src/locales/en/auth.json' with { type: 'json' };
import {
  DEMO_BUYER,
  DEMO_OPERATIONS,
  asReturningVisitor,
  chooseOption,
  common,
  expectAccessible,
  expectChineseGlyphs,
  expectSignedIn,
  keepScreenshot,
  readCodeFromMailbox,
  signInToConsole,
} from './support';

const port = Number(process.env.E2E_PORT ?? 3210);
const textsOff = `http://localhost:${port + 1}`;
const textsFailing = `http://localhost:${port + 2}`;

/** Operations, signed in to the console's delivery failures desk through the menu, on `baseURL`'s server. */
async function operationsAtDesk(browser: Browser, baseURL: string, language: 'en' | 'zh') {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(context, language);
  const page = await context.newPage();
  await page.goto('/console/');
  await signInToConsole(page, DEMO_OPERATIONS);
  const menu = language === 'en' ? en.menu : zh.menu;
  await expect(page.getByTestId('console-menu')).toContainText(menu.deliveryFailures);
  await page.getByTestId('console-menu-deliveryFailures').click();
  await expect(page).toHaveURL(/\/console\/delivery-failures$/);
  return { context, page };
}

test.describe('with the text provider down', () => {
  test.use({ baseURL: textsFailing });

  test('a buyer’s sign-in code goes by e-mail when the text fails; operations see the failed text and why', async ({ browser, page, context }, testInfo) => {
    // the buyer: a code by phone, which Twilio cannot take, so it comes by e-mail
    await asReturningVisitor(context);
    await page.goto('/#/login');
    await page.getByRole('tab', { name: authEn.login.tabPhone }).click();
    // texts are configured here, so the form promises a text until one fails
    await expect(page.getByTestId('texts-off')).toHaveCount(0);
    await page.getByTestId('login-phone').fill('7700900123');
    await page.getByTestId('login-send-code').click();
    await expect(page.getByTestId('code-emailed-instead')).toContainText(common.en.verification.emailedInstead);
    await page.getByTestId('login-sms-code').fill(await readCodeFromMailbox(context, DEMO_BUYER.email));
    await page.getByTestId('login-phone-submit').click();
    await expectSignedIn(page);

    // operations: the failed text, newest first
    const { context: staff, page: desk } = await operationsAtDesk(browser, textsFailing, 'en');
    await expect(desk.getByRole('heading', { name: deliveriesEn.title })).toBeVisible();
    await expect(desk.getByTestId('delivery-provider-state')).toContainText(deliveriesEn.providerState.twilio);
    const row = desk
      .getByTestId('delivery-table')
      .getByRole('row')
      .filter({ has: desk.getByTestId('delivery-to').filter({ hasText: '+44 770* **0123' }) })
      .first();
    await expect(row).toBeVisible();
    await expect(row.getByTestId('delivery-purpose')).toHaveText(deliveriesEn.purposes.signInCode);
    await expect(row).toContainText(deliveriesEn.channels.sms);
    await expect(row).toContainText(deliveriesEn.providers.twilio);
    await expect(row.getByTestId('delivery-status')).toHaveText(deliveriesEn.statuses.failed);
    await expect(row.getByTestId('delivery-reason')).toContainText('ECONNREFUSED');
    // the number is never shown whole
    await expect(desk.getByTestId('delivery-table')).not.toContainText('7700900123');
    await expectAccessible(desk, 'console delivery failures desk');
    await keepScreenshot(desk, testInfo, 'delivery-failures-en');

    // by channel: no e-mail failed here (the code's e-mail reached the mailbox); the texts again
    await chooseOption(desk, desk.getByTestId('delivery-channel'), deliveriesEn.channels.email);
    await expect(desk).toHaveURL(/channel=email/);
    await expect(desk.getByTestId('delivery-table')).toContainText(deliveriesEn.empty.email);
    await chooseOption(desk, desk.getByTestId('delivery-channel'), deliveriesEn.channels.sms);
    await expect(desk).toHaveURL(/channel=sms/);
    await expect(desk.getByTestId('delivery-to').filter({ hasText: '+44 770* **0123' }).first()).toBeVisible();
    await staff.close();
  });
});

test('in Chinese, with no text provider: the desk says codes are e-mailed instead, and nothing has failed', async ({ browser }, testInfo) => {
  const { context, page } = await operationsAtDesk(browser, textsOff, 'zh');
  const heading = page.getByRole('heading', { name: deliveriesZh.title });
  await expect(heading).toBeVisible();
  await expectChineseGlyphs(heading);
  await expect(page.getByTestId('delivery-provider-state')).toContainText(deliveriesZh.providerState.off);
  await expect(page.getByTestId('delivery-table')).toContainText(deliveriesZh.empty.any);
  await expectAccessible(page, 'console delivery failures desk (zh, empty)');
  await keepScreenshot(page, testInfo, 'delivery-failures-zh-empty');
  await context.close();
});
