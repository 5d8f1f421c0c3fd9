/**
 * ModifyPwd (issue 14): a buyer signed in on two browsers changes the password on one; the other is signed out,
 * and the new password signs in.
 */
import { expect, test } from './test';
import { asReturningVisitor, expectAccessible, expectSignedIn, readCodeFromMailbox, signInWithEmail } from './support';

test('a buyer changes the password and is signed out on their other browser', async ({ page, context, browser }) => {
  await asReturningVisitor(context);
  const suffix = Date.now().toString(36);
  const user = { username: `pw_${suffix}`, email: `pw.${suffix}@example.co.uk`, password: 'Str0ng!pass' };
  const newPassword = 'N3wer!pass';

  // a fresh account, so the demo accounts keep their passwords
  await page.goto('/#/signUp');
  await page.getByTestId('signup-username').fill(user.username);
  await page.getByTestId('signup-email').fill(user.email);
  await page.getByTestId('signup-send-code').click();
  await page.getByTestId('signup-code').fill(await readCodeFromMailbox(context, user.email));
  await page.getByTestId('signup-password').fill(user.password);
  await page.getByTestId('signup-confirm').fill(user.password);
  await page.getByTestId('signup-terms').check();
  await page.getByTestId('signup-submit').click();
  await expect(page).toHaveURL(/#\/signUp-complete\/\d+/);

  // the same account signed in on another browser
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-GB' });
  await asReturningVisitor(other);
  const otherPage = await other.newPage();
  await otherPage.goto('/#/login');
  await signInWithEmail(otherPage, user);
  await expectSignedIn(otherPage);

  await page.goto('/#/home/AccountSafe');
  await page.getByTestId('safe-change-password').click();
  await expect(page).toHaveURL(/#\/home\/ModifyPwd/);
  await page.getByTestId('change-password-current').fill('Wrong!pass1');
  await page.getByTestId('change-password-password').fill(newPassword);
  await page.getByTestId('change-password-confirm').fill(newPassword);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();
  await expectAccessible(page, 'change password');

  await page.getByTestId('change-password-current').fill(user.password);
  await page.getByTestId('change-password-submit').click();
  // the notice shows for 2 s from the moment the change succeeds: read it before the page has moved on
  await expect(page.getByText('Your password has been changed.').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/home\/AccountSafe/);

  // the other browser's next call finds its session gone and asks to sign in again
  await otherPage.goto('/#/home/MyOrder');
  await expect(otherPage).toHaveURL(/#\/login/);
  await signInWithEmail(otherPage, { email: user.email, password: newPassword });
  await expectSignedIn(otherPage);
  await other.close();
});
