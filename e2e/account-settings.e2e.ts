/**
 * Account settings (issue 14): a new buyer (registered through the API) sets an avatar and their name, moves their sign-in e-mail to a new
 * address with the code sent there (the old address is told), binds a mobile number with a texted code, and on
 * Money management resets a forgotten payment password with a code e-mailed to the account; then signs in with
 * the new e-mail. Codes are read from the development mailbox, as a person would read their inbox.
 */
import { expect, test } from './test';
import { asReturningVisitor, expectAccessible, expectFitsWindow, expectSignedIn, keepScreenshot, readCodeFromMailbox, registerFreshBuyer, signInWithEmail } from './support';

/** an 8 × 8 PNG: the upload decides the type by the bytes */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMQyAvAihiGlgQAD/QzgbKzWZAAAAAASUVORK5CYII=', 'base64');

test('a buyer changes avatar, name, e-mail and phone, resets the payment password, and signs in with the new e-mail', async ({ page, context, browser, request }, testInfo) => {
  test.setTimeout(180_000);
  await asReturningVisitor(context);
  const user = await registerFreshBuyer(request, 'set');
  const newEmail = `moved.${user.username.slice(2)}@example.co.uk`;
  await page.goto('/#/login');
  await signInWithEmail(page, user);
  await expectSignedIn(page);

  await page.goto('/#/home/Profile');
  // the avatar: uploaded and shown at once
  await page.locator('input[type=file]').setInputFiles([{ name: 'me.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /obsFile\/[0-9a-f]{32}\.png/);
  // and in the header, where the account menu is
  await expect(page.getByRole('banner').locator('img[src*="obsFile"]')).toBeVisible();
  // the name
  await page.getByTestId('profile-name-edit').click();
  await page.getByTestId('profile-first-name').fill('Ada');
  await page.getByTestId('profile-last-name').fill('Lovelace');
  await page.getByTestId('profile-name-save').click();
  await expect(page.getByText('Ada Lovelace')).toBeVisible();

  // the e-mail: the bound one is refused (§8), then the new one with its code
  await page.getByTestId('profile-email-change').click();
  const dialog = page.getByRole('dialog', { name: 'Change e-mail address' });
  await dialog.getByTestId('contact-email').fill(user.email);
  await dialog.getByTestId('contact-code').fill('123456');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('The new phone or e-mail must differ from the one already bound.');
  await dialog.getByTestId('contact-email').fill(newEmail);
  await dialog.getByTestId('contact-send-code').click();
  await expect(dialog.getByTestId('contact-send-code')).toContainText(/Resend in \d+ s/);
  await dialog.getByTestId('contact-code').fill(await readCodeFromMailbox(context, newEmail));
  await expectAccessible(page, 'the change e-mail dialog', { within: '.kit-dialog' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);

  // the phone, with the code texted to it
  const national = `7700${String(Date.now()).slice(-6)}`;
  await page.getByTestId('profile-phone-change').click();
  const phoneDialog = page.getByRole('dialog', { name: 'Change mobile number' });
  await phoneDialog.getByTestId('contact-phone').fill(national);
  await phoneDialog.getByTestId('contact-send-code').click();
  await phoneDialog.getByTestId('contact-code').fill(await readCodeFromMailbox(context, `+44${national}`));
  await phoneDialog.getByRole('button', { name: 'Save' }).click();
  await expect(phoneDialog).toBeHidden();
  await expect(page.getByTestId('profile-phone')).toContainText(national.slice(-3));
  await expectAccessible(page, 'the profile page');

  // money management: set a payment password, forget it, reset it with the e-mailed code
  await page.goto('/#/home/MoneyManagement');
  await expect(page.getByRole('heading', { level: 1, name: 'Money management' })).toBeVisible();
  await page.getByTestId('wallet-password-open').click();
  await page.getByTestId('wallet-login-password').fill(user.password);
  await page.getByTestId('wallet-new-payment-password').fill('135790');
  await page.getByTestId('wallet-confirm-payment-password').fill('135790');
  await page.getByTestId('wallet-password-save').click();
  await expect(page.getByTestId('wallet-password-status')).toHaveText('Set');
  await page.getByTestId('wallet-password-forgot').click();
  const reset = page.getByRole('dialog', { name: 'Reset the payment password' });
  await expect(reset).toContainText(newEmail);
  // the new address had its code moments ago: one code a minute per address, so the first try may be told to wait
  await expect(async () => {
    await reset.getByTestId('wallet-reset-send').click();
    await expect(reset.getByTestId('wallet-reset-send')).toContainText(/Resend in \d+ s/, { timeout: 2_000 });
  }).toPass({ intervals: [5_000], timeout: 75_000 });
  await reset.getByTestId('wallet-reset-code').fill(await readCodeFromMailbox(context, newEmail));
  await reset.getByTestId('wallet-reset-payment-password').fill('246824');
  await reset.getByTestId('wallet-reset-confirm-payment-password').fill('246824');
  await reset.getByTestId('wallet-reset-save').click();
  await expect(reset).toBeHidden();
  await expect(page.getByText('Payment password reset')).toBeVisible();
  await expectAccessible(page, 'money management');

  // a phone-width look at both pages
  const phone = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await asReturningVisitor(phone, 'zh');
  const small = await phone.newPage();
  await small.goto('/#/login');
  await signInWithEmail(small, { email: newEmail, password: user.password });
  await expectSignedIn(small);
  await small.goto('/#/home/Profile');
  await expect(small.getByText('Ada Lovelace')).toBeVisible();
  await expectFitsWindow(small, 'the profile page at 390 px');
  await keepScreenshot(small, testInfo, 'profile-zh-390');
  await small.goto('/#/home/MoneyManagement');
  await expect(small.getByRole('heading', { level: 1, name: '资金管理' })).toBeVisible();
  await expectFitsWindow(small, 'money management at 390 px');
  await keepScreenshot(small, testInfo, 'money-management-zh-390');

  // the wallet's two tables, still empty for this buyer, fit the phone (their rows become cards there), their messages on screen
  await small.goto('/#/home/Wallet');
  await expect(small.getByRole('heading', { level: 1, name: '钱包' })).toBeVisible();
  for (const table of [small.getByTestId('wallet-transactions'), small.getByTestId('wallet-withdrawals')]) {
    await expect(table.locator('.kit-table__empty-row')).toBeVisible();
    const look = await table.evaluate((box) => {
      const message = document.createRange();
      message.selectNodeContents(box.querySelector('.kit-table__empty-row > td')!);
      const text = message.getBoundingClientRect();
      const shown = box.getBoundingClientRect();
      return { scrolls: box.scrollWidth > box.clientWidth, messageOnScreen: text.width > 0 && text.left >= shown.left && text.right <= shown.right };
    });
    expect(look).toEqual({ scrolls: false, messageOnScreen: true });
  }
  await expectFitsWindow(small, 'the wallet at 390 px');
  await keepScreenshot(small, testInfo, 'wallet-zh-390');

  // on a desktop the ledger fits the account column: it does not scroll sideways there
  await page.goto('/#/home/Wallet');
  const ledger = page.getByTestId('wallet-transactions');
  await expect(ledger).toBeVisible();
  expect(await ledger.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
});
