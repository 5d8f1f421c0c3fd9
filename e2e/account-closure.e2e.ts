/**
 * Account closure (issue 14; docs/product.md §4 "verify e-mail code, check pending orders, delist all
 * products, enter password to close", §8 "pending orders block closure"). A new buyer with an order
 * awaiting payment starts closing their account from Account security: the code from the mailbox
 * opens the check, which names the open order and links to it; they cancel the order there, check
 * again, enter the password and close the account. Signed out, the old password no longer signs in,
 * and the address can register again. The demo goods owner sees their shop's open business, linked to
 * the owner's side. A Chinese reader on a phone sees the steps in Chinese.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type BrowserContext } from '@playwright/test';
import { expect, test } from './test';
import { unitsForMinimumOrder } from '@clearlot/contract/rules/order';
import {
  PHONE,
  asReturningVisitor,
  expectAccessible,
  expectChineseGlyphs,
  expectFitsWindow,
  expectSignedIn,
  firstCataloguePage,
  keepScreenshot,
  placeOrderByApi,
  postApi,
  readCodeFromMailbox,
  signInWithEmail,
} from './support';

const PASSWORD = 'Cl0se!mine';

/** A new buyer with purchase permission, a delivery address and (optionally) an order awaiting payment. */
async function buyerWithOrder(request: APIRequestContext, context: BrowserContext, withOrder: boolean) {
  const tag = randomUUID().slice(0, 8);
  const user = { username: `close_${tag}`, email: `close.${tag}@example.co.uk`, password: PASSWORD };
  await postApi(request, '/srs-user-service/captcha/sendEmailCode', { email: user.email, scene: 'register' });
  const emailCode = await readCodeFromMailbox(context, user.email);
  const { userId, token } = await postApi<{ userId: number; token: string }>(request, '/srs-user-service/buyer/register', {
    username: user.username,
    email: user.email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    emailCode,
    agreeTerms: true,
  });
  const national = `7700${String(Math.floor(100000 + Math.random() * 899999))}`;
  await postApi(request, '/srs-user-service/captcha/sendPhoneCode', { dialCode: '44', phone: national, scene: 'bindPhone' });
  const phoneCode = await readCodeFromMailbox(context, `+44${national}`);
  await postApi(
    request,
    '/srs-user-service/buyer/completeRegistration',
    { userId, firstName: 'Clara', lastName: 'Closer', companyName: 'Closer Trading Ltd', dialCode: '44', phone: national, phoneCode },
    token,
  );
  const address = await postApi<{ id: number }>(
    request,
    '/srs-order-service/userReceiveAddress/save',
    { recipientName: 'Clara Closer', city: 'London', postcode: 'SW1A 2AA', mobile: '07700900123', addressLine1: '1 Closing Street', isDefault: true },
    token,
  );
  if (!withOrder) return { user, orderNo: null };
  const products = await firstCataloguePage(request, token);
  const product = products.filter((p) => !p.hasOptions && p.price > 0 && p.quantity >= unitsForMinimumOrder(p.price) + 10)[2]!;
  const trade = await placeOrderByApi(request, token, { productId: product.id, quantity: unitsForMinimumOrder(product.price), addressId: address.id });
  return { user, orderNo: trade.orderNos[0]! };
}

test.describe('account closure', () => {
  test('closing is blocked by an open order, which the buyer cancels from the link; then the account closes and its password no longer signs in', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await asReturningVisitor(context);
    const { user, orderNo } = await buyerWithOrder(request, context, true);

    await page.goto('/#/login');
    await signInWithEmail(page, user);
    await expectSignedIn(page);
    await page.goto('/#/home/AccountSafe');
    await page.getByTestId('safe-close-account').click();
    await expect(page).toHaveURL(/#\/home\/LogOff/);
    await expect(page.getByText('We will send a verification code to c***@example.co.uk.')).toBeVisible();

    // step 1: a wrong code is refused on its field; the mailbox's code opens the check
    await page.getByTestId('closure-send-code').click();
    await expect(page.getByTestId('closure-send-code')).toBeDisabled();
    const code = await readCodeFromMailbox(context, user.email);
    await page.getByTestId('closure-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('closure-code-next').click();
    await expect(page.getByText('Wrong verification code.')).toBeVisible();
    await page.getByTestId('closure-code').fill(code);
    await page.getByTestId('closure-code-next').click();

    // step 2: the open order blocks, by its number, with a link to it
    const blocker = page.getByTestId('closure-blocker-openOrders');
    await expect(blocker).toContainText('1 order still open. Finish or cancel it first.');
    await expect(page.getByTestId('closure-check-next')).toBeDisabled();
    await expectAccessible(page, 'closure blocked');
    await keepScreenshot(page, testInfo, 'closure-blocked');
    await blocker.getByTestId('closure-blocker-ref').filter({ hasText: orderNo! }).click();
    await expect(page).toHaveURL(new RegExp(`#/home/OrderDetail\\?orderNo=${orderNo}`));
    await page.getByTestId('order-cancel').first().click();
    await page.getByTestId('cancel-reason').fill('Closing my account');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('The order has been cancelled.')).toBeVisible();

    // back to closing: a new code (the page starts again), nothing blocks now
    await page.goto('/#/home/LogOff');
    await page.getByTestId('closure-code').fill(code);
    await page.getByTestId('closure-code-next').click();
    await expect(page.getByTestId('closure-clear')).toBeVisible();
    await page.getByTestId('closure-check-next').click();
    // step 3: a buyer has no shop
    await expect(page.getByText('You have no shop, so there is nothing to take off sale.')).toBeVisible();
    await page.getByTestId('closure-delist-next').click();

    // step 4: a wrong password is refused; the right one, confirmed, closes the account
    await page.getByTestId('closure-password').fill('Wr0ng!pass');
    await page.getByTestId('closure-understand').check();
    await page.getByTestId('closure-submit').click();
    await page.getByTestId('closure-confirm').click();
    await expect(page.getByText('The password is incorrect.')).toBeVisible();
    await page.getByTestId('closure-password').fill(PASSWORD);
    await page.getByTestId('closure-submit').click();
    await expectAccessible(page, 'closure confirmation');
    await page.getByTestId('closure-confirm').click();
    await expect(page.getByText('Your account has been closed.', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByTestId('user-menu')).toHaveCount(0);

    // the old password no longer signs in; the e-mail told the holder
    await page.goto('/#/login');
    await signInWithEmail(page, user);
    await expect(page.getByText('The e-mail or password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
    const mailbox = await context.newPage();
    await mailbox.goto(`/#/dev/mailbox?to=${encodeURIComponent(user.email)}`);
    await expect(mailbox.getByText('Your ClearLot account has been closed').first()).toBeVisible();
    await mailbox.close();

    // the address is free to register a new account
    const again = await request.post('/srs-user-service/buyer/checkUnique', { data: { field: 'email', value: user.email } });
    expect(((await again.json()) as { data: { unique: boolean } }).data.unique).toBe(true);
  });

  test("the demo goods owner is told what their shop still has open, each linked to the owner's side", async ({ page, context }) => {
    await asReturningVisitor(context);
    const owner = { email: 'owner@clearlot.test', password: 'Demo#Owner2026' };
    await page.goto('/#/login');
    await signInWithEmail(page, owner);
    await expectSignedIn(page);
    await page.goto('/#/home/LogOff');
    await page.getByTestId('closure-send-code').click();
    await page.getByTestId('closure-code').fill(await readCodeFromMailbox(context, owner.email));
    await page.getByTestId('closure-code-next').click();
    // the demo data gives the shop an open sale, a return and an after-sales request to decide, and money on its
    // payouts ledger not yet paid out
    await expect(page.getByTestId('closure-blocker-openOrders')).toBeVisible();
    await expect(page.getByTestId('closure-blocker-shopBalance')).toContainText('Your shop’s settlement stands at £');
    await expect(page.getByTestId('closure-blocker-shopBalance').getByRole('link', { name: 'Open the settlement' })).toHaveAttribute('href', '/console/settlement');
    await expect(page.getByTestId('closure-check-next')).toBeDisabled();
    await page.getByTestId('closure-blocker-openReturns').getByTestId('closure-blocker-ref').first().click();
    // the shop's request opens on the console's returns desk
    await expect(page).toHaveURL(/\/console\/returns\/[A-Z0-9]+$/);
  });

  test('a Chinese reader on a phone sees the steps in Chinese', async ({ browser, request, context: desk }, testInfo) => {
    await asReturningVisitor(desk);
    const { user } = await buyerWithOrder(request, desk, false);
    const context = await browser.newContext({ ...PHONE, baseURL: testInfo.project.use.baseURL, locale: 'zh-CN' });
    await asReturningVisitor(context, 'zh');
    const page = await context.newPage();
    await page.goto('/#/login');
    await signInWithEmail(page, user);
    await expectSignedIn(page);
    await page.goto('/#/home/LogOff');
    await expect(page.getByText('我们将向 c***@example.co.uk 发送验证码，输入验证码后继续。')).toBeVisible();
    await page.getByTestId('closure-send-code').click();
    await page.getByTestId('closure-code').fill(await readCodeFromMailbox(desk, user.email));
    await page.getByTestId('closure-code-next').click();
    await expect(page.getByTestId('closure-clear')).toBeVisible();
    await expectChineseGlyphs(page.getByTestId('closure-clear'));
    await expectFitsWindow(page, 'closure check on a phone');
    await keepScreenshot(page, testInfo, 'closure-zh-phone');
    await page.getByTestId('closure-check-next').click();
    await page.getByTestId('closure-delist-next').click();
    await expect(page.getByTestId('closure-password')).toBeVisible();
    await expectFitsWindow(page, 'closure password on a phone');
    await keepScreenshot(page, testInfo, 'closure-zh-phone-password');
    await context.close();
  });
});
