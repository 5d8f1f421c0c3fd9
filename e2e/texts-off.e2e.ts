/**
 * With no text provider (issue 35 item 5; docs/decisions.md "Texts through Twilio or Amazon SNS"): the journeys'
 * second server runs with SMS_PROVIDER=none (playwright.config.ts, port E2E_PORT+1), as a production install
 * without Twilio or SNS does. A new buyer confirming a mobile to complete the business information (the step that
 * grants purchase permission) is told the code went to their e-mail and completes it with the e-mailed code; a buyer
 * signing in by phone gets the code at the account's e-mail, in Chinese on a 390 px phone; a phone with no account
 * behind it (a new account by phone) is told texts are unavailable, in both languages. Nobody meets a dead end.
 */
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import authEn from '../apps/web/src/locales/en/auth.json' with { type: 'json' };
import authZh from '../apps/web/src/locales/zh/auth.json' with { type: 'json' };
import { DEMO_BUYER, PHONE, asReturningVisitor, common, expectAccessible, expectFitsWindow, expectSignedIn, keepScreenshot, readCodeFromMailbox } from './support';

const textsOff = `http://localhost:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
test.use({ baseURL: textsOff });

/** The development mailbox's messages for an address, newest first, read through its API. */
async function mailboxFor(request: APIRequestContext, address: string): Promise<Array<{ channel: string; text: string }>> {
  const answer = (await (await request.get(`/srs-message-service/dev/mailbox?to=${encodeURIComponent(address)}`)).json()) as { data: Array<{ channel: string; text: string }> };
  return answer.data;
}

test('a new buyer confirms their mobile with the code e-mailed instead of texted, and may then buy', async ({ page, context, request }) => {
  await asReturningVisitor(context);
  const suffix = Date.now().toString(36);
  const user = { username: `off_${suffix}`, email: `off.${suffix}@example.co.uk`, password: 'Str0ng!pass' };
  const national = `770095${String(Date.now()).slice(-4)}`;

  await page.goto('/#/signUp');
  await page.getByTestId('signup-username').fill(user.username);
  await page.getByTestId('signup-email').fill(user.email);
  await page.getByTestId('signup-send-code').click();
  await expect(page.getByTestId('signup-send-code')).toBeDisabled();
  await page.getByTestId('signup-code').fill(await readCodeFromMailbox(context, user.email));
  await page.getByTestId('signup-password').fill(user.password);
  await page.getByTestId('signup-confirm').fill(user.password);
  await page.getByTestId('signup-terms').check();
  await page.getByTestId('signup-submit').click();
  await expect(page).toHaveURL(/#\/signUp-complete\/\d+/);

  // before anything is sent, the form says where the code will go
  await expect(page.getByRole('heading', { name: authEn.complete.title })).toBeVisible();
  await expect(page.getByTestId('texts-off')).toHaveText(common.en.verification.textsOff);
  await page.getByTestId('complete-first').fill('Nia');
  await page.getByTestId('complete-last').fill('Cole');
  await page.getByTestId('complete-company').fill('Cole Surplus Ltd');
  await page.getByTestId('complete-phone').fill(national);
  await page.getByTestId('complete-send-code').click();
  await expect(page.getByTestId('code-emailed-instead')).toContainText(common.en.verification.emailedInsteadTo.replace('{{address}}', user.email));
  await expectAccessible(page, 'completing the business information with texts off', { within: 'form' });

  // the code came by e-mail, naming the number it is for; nothing was texted
  const [mail] = await mailboxFor(request, user.email);
  expect(mail).toMatchObject({ channel: 'email' });
  expect(mail!.text).toContain(`+44${national}`);
  expect(await mailboxFor(request, `+44${national}`)).toEqual([]);

  await page.getByTestId('complete-code').fill(await readCodeFromMailbox(context, user.email));
  await page.getByTestId('complete-submit').click();
  await expect(page.getByText(authEn.complete.doneTitle)).toBeVisible();
  // purchase permission: the shop no longer asks for the business information
  await page.goto('/#/');
  await expect(page.getByTestId('user-menu')).toContainText(user.username);
  await expect(page.getByTestId('complete-info-banner')).toHaveCount(0);
});

test('a phone with no account behind it is told texts are unavailable, in English and in Chinese', async ({ request }) => {
  // the storefront opens accounts by e-mail only; this is the answer any client asking for a new account's code by phone gets
  const national = `770096${String(Date.now()).slice(-4)}`;
  // every answer carries its message in both languages; the pages show the one of the page's language
  const answer = await request.post('/srs-user-service/captcha/sendPhoneCode', { data: { dialCode: '44', phone: national, scene: 'register' } });
  expect(answer.status()).toBe(503);
  const envelope = (await answer.json()) as { code: number; message: string; messageEn: string };
  expect(envelope).toMatchObject({ code: ErrorCatalogue.textsUnavailable.code, message: ErrorCatalogue.textsUnavailable.zh, messageEn: ErrorCatalogue.textsUnavailable.en });
  expect(await mailboxFor(request, `+44${national}`)).toEqual([]);
  // the pages know before asking: no texts here
  const channels = (await (await request.post('/srs-user-service/captcha/channels', { data: {} })).json()) as { data: { sms: boolean } };
  expect(channels.data).toEqual({ sms: false });
});

test.describe('on a phone, in Chinese', () => {
  test.use({ ...PHONE });

  test('a buyer signing in by phone gets the code at the account e-mail and signs in with it', async ({ page, context }, testInfo) => {
    await asReturningVisitor(context, 'zh');
    await page.goto('/#/login');
    await page.getByRole('tab', { name: authZh.login.tabPhone }).click();
    await expect(page.getByTestId('texts-off')).toHaveText(common.zh.verification.textsOff);
    await page.getByTestId('login-phone').fill('7700900123');
    await page.getByTestId('login-send-code').click();
    await expect(page.getByTestId('code-emailed-instead')).toContainText(common.zh.verification.emailedInstead);
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'zh-phone-sign-in-code-emailed');
    await expectFitsWindow(page, 'phone sign-in with the code e-mailed');

    await page.getByTestId('login-sms-code').fill(await readCodeFromMailbox(context, DEMO_BUYER.email));
    await page.getByTestId('login-phone-submit').click();
    await expectSignedIn(page);
  });
});
