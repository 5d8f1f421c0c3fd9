import { expect, test } from './test';
import { DEMO_BUYER, asReturningVisitor, chooseFromMenu, readCodeFromMailbox, signInWithEmail } from './support';

test.describe('accounts', () => {
  test('a new buyer registers with the code from the mailbox, signs out, then signs in from a page and returns to it', async ({ page, context }) => {
    await asReturningVisitor(context);
    const suffix = Date.now().toString(36);
    const user = { username: `e2e_${suffix}`, email: `e2e.${suffix}@example.co.uk`, password: 'Str0ng!pass' };

    await page.goto('/#/signUp');
    await page.getByTestId('signup-username').fill(user.username);
    await page.getByTestId('signup-email').fill(user.email);
    await page.getByTestId('signup-send-code').click();
    await expect(page.getByTestId('signup-send-code')).toBeDisabled();
    await expect(page.getByText(`We have sent a 6-digit code to ${user.email}. It is valid for 10 minutes.`)).toBeVisible();
    const code = await readCodeFromMailbox(context, user.email);
    await page.getByTestId('signup-code').fill(code);
    await page.getByTestId('signup-password').fill(user.password);
    await page.getByTestId('signup-confirm').fill(user.password);
    await page.getByTestId('signup-terms').check();
    await page.getByTestId('signup-submit').click();

    await expect(page).toHaveURL(/#\/signUp-complete\/\d+/);
    await expect(page.getByTestId('user-menu')).toContainText(user.username);

    await chooseFromMenu(page, page.getByTestId('user-menu'), 'Sign out');
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

    // a page that needs an account sends the visitor to sign in and back
    await page.goto('/#/home/AccountSafe');
    await expect(page).toHaveURL(/#\/login\?rePath=/);
    await signInWithEmail(page, user);
    await expect(page).toHaveURL(/#\/home\/AccountSafe/);
    await expect(page.getByTestId('twofa-switch')).toBeVisible();
  });

  test('the demo buyer signs in and sees their account', async ({ page, context }) => {
    await asReturningVisitor(context);
    await page.goto('/#/login');
    await signInWithEmail(page, DEMO_BUYER);
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByTestId('user-menu')).toContainText('demo_buyer');
    await expect(page.getByTestId('complete-info-banner')).toHaveCount(0);
    await page.goto('/#/home');
    await expect(page.getByText('Hughes Trading Ltd').first()).toBeVisible();
  });

  test('a wrong password is refused with a clear message', async ({ page, context }) => {
    await asReturningVisitor(context);
    await page.goto('/#/login');
    await signInWithEmail(page, { email: DEMO_BUYER.email, password: 'Wrong-pass1' });
    await expect(page.getByText('The e-mail or password is incorrect.').first()).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
  });

  test('a buyer who forgot the password resets it with the e-mailed code and signs in with the new one', async ({ page, context }) => {
    await asReturningVisitor(context);
    const account = { email: 'newbuyer@clearlot.test', password: 'Fresh!Pass2026' };
    await page.goto('/#/forgetPassword');
    await page.getByTestId('forget-email').fill(account.email);
    await expect(page.getByTestId('forget-send-code')).toHaveText('Send code');
    await page.getByTestId('forget-send-code').click();
    await expect(page.getByText(`We have sent a 6-digit code to ${account.email}. It is valid for 10 minutes.`)).toBeVisible();
    const code = await readCodeFromMailbox(context, account.email);
    await page.getByTestId('forget-code').fill(code);
    await page.getByTestId('forget-password').fill(account.password);
    await page.getByTestId('forget-confirm').fill('Fresh!Pass2025');
    await page.getByTestId('forget-submit').click();
    await expect(page.getByText('The two passwords do not match.').first()).toBeVisible();
    await page.getByTestId('forget-confirm').fill(account.password);
    await page.getByTestId('forget-submit').click();
    await page.getByTestId('forget-to-login').click();
    await expect(page).toHaveURL(/#\/login/);
    await signInWithEmail(page, account);
    await expect(page.getByTestId('user-menu')).toContainText('new_buyer');
  });
});
