/**
 * Goods owners paid (issue 35 item 4) and the settlement statement (issue 33 item 6): finance opens the payouts desk,
 * finds the demo goods owner (whose demo orders are settled and partly due), records a bank transfer payout of part of
 * what is due; the goods owner opens "Payouts and statement", sees the payout in their history and downloads the
 * statement as CSV in English and in Chinese (UTF-8 with a byte-order mark, the payout's reference in it).
 */
import { readFile } from 'node:fs/promises';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './test';
import en from '../apps/console/src/locales/en/payouts.json' with { type: 'json' };
import zh from '../apps/console/src/locales/zh/payouts.json' with { type: 'json' };
import { DEMO_FINANCE, DEMO_OWNER, asReturningVisitor, expectAccessible, keepScreenshot, signInToConsole } from './support';

async function consoleWindow(browser: Browser, account: { email: string; password: string }, language: 'en' | 'zh'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await asReturningVisitor(context, language);
  const page = await context.newPage();
  await page.goto('/console/');
  await signInToConsole(page, account);
  return page;
}

const pounds = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('finance records a payout to the demo goods owner; the owner sees it and downloads the statement as CSV', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const reference = `BACS journey ${Date.now()}`;

  // finance: the desk, the demo owner, a payout of £1.23 of what is due
  const finance = await consoleWindow(browser, DEMO_FINANCE, 'en');
  await finance.getByTestId('console-menu-payouts').click();
  await expect(finance).toHaveURL(/\/console\/payouts$/);
  await expect(finance.getByRole('heading', { name: en.desk.title })).toBeVisible();
  await finance.getByTestId('payouts-search').locator('input').fill(DEMO_OWNER.email);
  await finance.getByTestId('payouts-search').locator('input').press('Enter');
  await expect(finance.getByTestId('payouts-owners').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await finance.getByTestId(/^payouts-open-\d+$/).click();
  const drawer = finance.getByTestId('payouts-drawer');
  await expect(drawer).toBeVisible();
  const dueBefore = pounds(await drawer.getByTestId('payouts-due').innerText());
  expect(dueBefore).toBeGreaterThan(1.23);
  await expectAccessible(finance, 'payouts desk');
  await drawer.getByTestId('payout-amount').fill('1.23');
  await drawer.getByTestId('payout-reference').fill(reference);
  await drawer.getByTestId('payout-submit').click();
  await expect(finance.getByText(en.record.done.replace('{{amount}}', '£1.23'))).toBeVisible();
  const history = drawer.getByTestId('payouts-history');
  await expect(history.getByText(reference)).toBeVisible();
  await expect(drawer.getByTestId('payouts-due')).toContainText(`£${(dueBefore - 1.23).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`);
  await keepScreenshot(finance, testInfo, 'payouts-desk-en');
  await finance.context().close();

  // the goods owner, in Chinese: the payout in their history, and the statement's CSV in both languages
  const owner = await consoleWindow(browser, DEMO_OWNER, 'zh');
  await owner.getByTestId('console-menu-settlement').click();
  await expect(owner).toHaveURL(/\/console\/settlement$/);
  await expect(owner.getByRole('heading', { name: zh.settlement.title })).toBeVisible();
  const mine = owner.getByTestId('payouts-history');
  await expect(mine.getByText(reference)).toBeVisible();
  await expect(mine.locator('tr', { hasText: reference }).getByTestId('payout-row-amount')).toHaveText('£1.23');
  await expect(mine.locator('tr', { hasText: reference }).getByTestId('payout-row-status')).toHaveText(zh.statuses.paid);
  const payoutNo = (await mine.locator('tr', { hasText: reference }).getByTestId('payout-row-no').innerText()).trim();
  await expect(owner.getByTestId('statement-sales')).toContainText(/£[1-9]/);
  await expectAccessible(owner, 'settlement page');
  await keepScreenshot(owner, testInfo, 'settlement-zh');

  for (const language of ['zh', 'en'] as const) {
    const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByTestId(`statement-csv-${language}`).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^clearlot-statement-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}-${language}\\.csv$`));
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    // the statement lists the payout's ledger entry under its payout number
    expect(text).toContain(`,${payoutNo},,-1.23\r\n`);
    expect(text).toContain(language === 'zh' ? 'ClearLot 结算对账单' : 'ClearLot settlement statement');
    expect(text).toContain(language === 'zh' ? '结算打款' : 'Payout');
  }
  await owner.context().close();
});
