/**
 * The platform's own desks in the console (issue 34 items 1, 6, 7): an administrator creates a staff account on the staff
 * desk and the new member signs in to their own desk; an operations member finds a buyer on the accounts desk and
 * suspends them with a reason, the buyer's sign-in is refused with the suspension's message, and finance finds the
 * suspension in the audit log.
 */
import { expect, test } from './test';
import en from '../apps/console/src/locales/en/console.json' with { type: 'json' };
import ops from '../apps/console/src/locales/en/operations.json' with { type: 'json' };
import { asReturningVisitor, expectAccessible, keepScreenshot, registerFreshBuyer, signInToConsole, DEMO_OPERATIONS, DEMO_FINANCE, DEMO_ADMIN } from './support';

// each journey signs three people in and out of the console in turn: on two busy cores that outlasted the default two minutes
test.describe.configure({ timeout: 240_000 });

test('an administrator creates a staff account, and the new member signs in to the accounts desk', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(context);
  const page = await context.newPage();
  await page.goto('/console/');
  await signInToConsole(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/console\/accounts$/);
  await expect(page.getByTestId('console-menu')).toContainText(en.menu.staff);
  await expect(page.getByTestId('console-menu')).toContainText(en.menu.audit);
  await page.getByTestId('console-menu-staff').click();
  await expect(page.getByRole('heading', { name: ops.staff.title })).toBeVisible();
  await expect(page.getByTestId('staff-table')).toContainText('operations@clearlot.test');
  await expectAccessible(page, 'console staff desk');

  const email = `ops${Date.now().toString(36)}@clearlot.test`;
  await page.getByTestId('staff-add').click();
  const dialog = page.getByRole('dialog', { name: ops.staff.createTitle });
  await dialog.getByTestId('staff-email').fill(email);
  await dialog.getByTestId('staff-first-name').fill('Nia');
  await dialog.getByTestId('staff-last-name').fill('Okafor');
  await dialog.getByLabel(ops.roles['6']).check();
  await dialog.getByTestId('staff-password').fill('First#Pass2026');
  await dialog.getByTestId('staff-create-confirm').click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(ops.roles['6']);
  await expect(row).toContainText(ops.status['1']);
  await keepScreenshot(page, testInfo, 'console-staff-en');
  await page.getByTestId('console-sign-out').click();

  // the new member signs in and works the accounts desk, and only that
  await page.goto('/console/');
  await signInToConsole(page, { email, password: 'First#Pass2026' });
  await expect(page).toHaveURL(/\/console\/accounts$/);
  await expect(page.getByTestId('console-menu')).not.toContainText(en.menu.staff);
  await page.goto('/console/staff');
  await expect(page.getByTestId('console-desk-denied')).toBeVisible();
  await context.close();
});

test('operations suspend a buyer with a reason; the buyer’s sign-in is refused with the message; finance sees it in the audit log', async ({ browser, request }, testInfo) => {
  const buyer = await registerFreshBuyer(request, 'susp');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(context);
  const page = await context.newPage();
  await page.goto('/console/');
  await signInToConsole(page, DEMO_OPERATIONS);
  await expect(page).toHaveURL(/\/console\/accounts$/);
  const search = page.getByRole('searchbox', { name: ops.accounts.searchPlaceholder });
  await search.fill(buyer.email);
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: buyer.email });
  await expect(row).toContainText(ops.status['1']);
  await expectAccessible(page, 'console accounts desk');
  await row.getByTestId('account-open').click();
  await expect(page.getByRole('heading', { name: /Account \d+/ })).toBeVisible();

  await page.getByTestId('account-suspend').click();
  const dialog = page.getByRole('dialog');
  // the reason is required
  await dialog.getByTestId('account-standing-confirm').click();
  await expect(dialog).toContainText(ops.account.reasonRequired);
  await dialog.getByTestId('account-standing-reason').fill('Payments disputed on three orders');
  await dialog.getByTestId('account-standing-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('account-standing').first()).toHaveText(ops.status['2']);
  await expect(page.getByText('Payments disputed on three orders').first()).toBeVisible();
  await expect(page.getByTestId('account-reinstate')).toBeVisible();
  await expectAccessible(page, 'console account');
  await keepScreenshot(page, testInfo, 'console-account-suspended-en');

  // the buyer is refused at sign-in with the suspension's message
  const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(buyerContext);
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto('/console/sign-in');
  await signInToConsole(buyerPage, buyer);
  await expect(buyerPage.getByTestId('console-sign-in-error')).toContainText('suspended');
  await buyerContext.close();

  // finance finds the suspension in the audit log
  await page.getByTestId('console-sign-out').click();
  await page.goto('/console/');
  await signInToConsole(page, DEMO_FINANCE);
  await expect(page).toHaveURL(/\/console\/audit$/);
  await page.getByTestId('audit-actor').fill('operations@');
  await page.getByTestId('audit-search').click();
  const entry = page.getByRole('row').filter({ hasText: 'Payments disputed on three orders' });
  await expect(entry).toContainText(ops.audit.actions.account.suspend);
  await expect(entry).toContainText('operations@clearlot.test');
  await expectAccessible(page, 'console audit log');
  await keepScreenshot(page, testInfo, 'console-audit-en');
  await context.close();
});
