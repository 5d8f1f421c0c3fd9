/**
 * The goods owner's dashboard (issue 33 item 6): the demo goods owner, with an order paid today, opens the dashboard
 * from the console's menu, sees the figures, the sales chart, the top products and low stock, changes the period to
 * the last 90 days and to a custom range; the same page read in Chinese.
 */
import { expect, test } from './test';
import en from '../apps/console/src/locales/en/dashboard.json' with { type: 'json' };
import zh from '../apps/console/src/locales/zh/dashboard.json' with { type: 'json' };
import consoleEn from '../apps/console/src/locales/en/console.json' with { type: 'json' };
import consoleZh from '../apps/console/src/locales/zh/console.json' with { type: 'json' };
import { DEMO_OWNER, asReturningVisitor, expectAccessible, expectChineseGlyphs, keepScreenshot, signInToConsole, paidOrderForDemoOwner } from './support';

test('the goods owner opens the dashboard, sees the figures and the chart, and changes the period', async ({ browser, request }, testInfo) => {
  await paidOrderForDemoOwner(request);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await asReturningVisitor(context);
  const page = await context.newPage();
  await page.goto('/console/');
  await signInToConsole(page, DEMO_OWNER);
  await expect(page).toHaveURL(/\/console\/orders$/);

  await page.getByTestId('console-menu-dashboard').click();
  await expect(page).toHaveURL(/\/console\/dashboard$/);
  await expect(page.getByRole('heading', { name: en.title })).toBeVisible();
  // the last 30 days by default, with today's paid order in them
  await expect(page.getByTestId('dashboard-sales')).toContainText(/£[1-9][\d,]*\.\d{2}/);
  await expect(page.getByTestId('dashboard-orders')).not.toContainText(/^0$/);
  await expect(page.getByTestId('dashboard-returns-rate')).toContainText('%');
  const chart = page.getByTestId('dashboard-chart');
  await expect(chart.locator('svg.recharts-surface[role="application"]')).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeAttached();
  await expect(page.getByTestId('dashboard-top').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByText(en.chart.title)).toBeVisible();
  await expectAccessible(page, 'owner dashboard');
  await keepScreenshot(page, testInfo, 'owner-dashboard-en');

  // the last 7 days: the address and the range shown follow
  const range = page.getByTestId('dashboard-range');
  const thirty = await range.textContent();
  await page.getByTestId('dashboard-period-7').click();
  await expect(page).toHaveURL(/days=7$/);
  await expect(range).not.toHaveText(thirty!);
  await expect(page.getByTestId('dashboard-sales')).toContainText(/£[1-9]/);

  // a custom range of a day long ago: nothing sold then
  await page.getByTestId('dashboard-period-custom').click();
  await page.getByTestId('dashboard-from').fill('2020-01-01');
  await page.getByTestId('dashboard-to').fill('2020-01-31');
  await page.getByTestId('dashboard-apply').click();
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31$/);
  await expect(page.getByTestId('dashboard-sales')).toContainText('£0.00');
  await expect(page.getByText(en.chart.empty)).toBeVisible();
  // a range longer than 366 days is refused before it is asked
  await page.getByTestId('dashboard-from').fill('2020-01-01');
  await page.getByTestId('dashboard-to').fill('2021-12-31');
  await page.getByTestId('dashboard-apply').click();
  await expect(page.getByTestId('dashboard-problem')).toContainText(en.period.tooLong.replace('{{days}}', '366'));
  await context.close();
});

test('in Chinese: the dashboard with its figures and chart', async ({ browser, request }, testInfo) => {
  await paidOrderForDemoOwner(request);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await asReturningVisitor(context, 'zh');
  const page = await context.newPage();
  await page.goto('/console/');
  await signInToConsole(page, DEMO_OWNER);
  await expect(page).toHaveURL(/\/console\/orders$/);
  await expect(page.getByTestId('console-menu')).toContainText(consoleZh.menu.dashboard);
  expect(consoleEn.menu.dashboard).toBe(en.title);
  await page.getByTestId('console-menu-dashboard').click();
  const heading = page.getByRole('heading', { name: zh.title });
  await expect(heading).toBeVisible();
  await expectChineseGlyphs(heading);
  await expect(page.getByText(zh.figures.returnsRate)).toBeVisible();
  await expect(page.getByTestId('dashboard-sales')).toContainText(/£[1-9][\d,]*\.\d{2}/);
  await expect(page.getByTestId('dashboard-chart').locator('svg.recharts-surface[role="application"]')).toBeVisible();
  await expect(page.getByText(zh.top.title)).toBeVisible();
  await page.getByTestId('dashboard-period-90').click();
  await expect(page).toHaveURL(/days=90$/);
  await expect(page.getByTestId('dashboard-range')).toContainText('英国日期');
  await expectAccessible(page, 'owner dashboard (zh)');
  await keepScreenshot(page, testInfo, 'owner-dashboard-zh');
  await context.close();
});
