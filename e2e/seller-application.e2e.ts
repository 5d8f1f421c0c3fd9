/**
 * The seller application (issue 13), as people go through it. A new company opens "Create account"
 * in the footer (a new tab with the page language), confirms its e-mail with the code from the
 * development mailbox, fills in the company, contact and store, uploads its certificate of
 * incorporation (PDF) and proof of address (PNG), agrees to the seller terms and submits. The
 * customer-service agent signs in to the console (issue 32), opens it on the review desk, looks at a
 * document and approves it; the storefront's old desk addresses open the console pages; the approval
 * e-mail arrives in the development mailbox; the new goods owner chooses a password through "Forgot
 * password", signs in and finds the goods-owner desk. The registration is also looked at in Chinese on a
 * 390 px phone, and the console's review desk in Chinese on a desktop.
 */
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './test';
import { ValidationMessages } from '@clearlot/contract/messages';
import consoleEn from '../apps/console/src/locales/en/console.json' with { type: 'json' };
import consoleZh from '../apps/console/src/locales/zh/console.json' with { type: 'json' };
import deskEn from '../apps/console/src/locales/en/applications.json' with { type: 'json' };
import deskZh from '../apps/console/src/locales/zh/applications.json' with { type: 'json' };
import {
  PHONE,
  asReturningVisitor,
  expectAccessible,
  expectChineseGlyphs,
  expectFitsWindow,
  expectSignedIn,
  keepScreenshot,
  readCodeFromMailbox,
  registerFreshBuyer,
  signInToConsole,
  signInWithEmail,
  DEMO_AGENT,
} from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/#/login');
  await signInWithEmail(page, account);
  await expectSignedIn(page);
}

/** A desktop window on the console, signed in there as `account` on the way to `address`. */
async function signedInToConsole(browser: Browser, account: { email: string; password: string }, address: string, language: 'en' | 'zh' = 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await asReturningVisitor(context, language);
  const page = await context.newPage();
  await page.goto(address);
  await expect(page).toHaveURL(/\/console\/sign-in/);
  await signInToConsole(page, account);
  return page;
}

/** The newest e-mail to an address in the development mailbox, as a person reads it there. */
async function latestMail(context: BrowserContext, address: string): Promise<string> {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto(`/#/dev/mailbox?to=${encodeURIComponent(address)}`);
    const first = mailbox.getByTestId('mailbox-message').filter({ hasText: address }).first();
    await expect(first).toBeVisible();
    return await first.innerText();
  } finally {
    await mailbox.close();
  }
}

test('a new company applies from the footer, the reviewer approves, and the new goods owner signs in', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const email = `apply-${Date.now()}@thames-surplus.example.co.uk`;

  // ---- the applicant: from the footer's "Create account", in a new tab ----
  const applicant = await browser.newContext();
  await asReturningVisitor(applicant, 'en');
  const home = await applicant.newPage();
  await home.goto('/');
  const [entry] = await Promise.all([applicant.waitForEvent('page'), home.getByRole('contentinfo').getByRole('link', { name: 'Create account' }).click()]);
  await entry.waitForLoadState();
  await expect(entry).toHaveURL(/#\/shopEntry\?lang=en/);
  await expect(entry.getByRole('heading', { level: 1 })).toHaveText('Become a goods owner on ClearLot');

  await entry.getByTestId('apply-email').fill(email);
  await entry.getByTestId('apply-send-code').click();
  await expect(entry.getByTestId('apply-code-sent')).toBeVisible();
  await entry.getByTestId('apply-code').fill(await readCodeFromMailbox(applicant, email));
  await entry.getByTestId('apply-confirm').click();

  await expect(entry.getByTestId('apply-form')).toBeVisible();
  await entry.getByTestId('apply-companyName').fill('Thames Surplus Ltd');
  // a VAT number whose check digits do not hold is refused on the field
  await entry.getByTestId('apply-vatNumber').fill('GB123456789');
  await entry.getByTestId('apply-registrationNumber').fill('1234567');
  await expect(entry.getByText('This VAT number is not valid: its check digits do not match.')).toBeVisible();
  await entry.getByTestId('apply-vatNumber').fill('GB 999 9999 73');
  await entry.getByTestId('apply-contactFirstName').fill('Grace');
  await entry.getByTestId('apply-contactLastName').fill('Okafor');
  await entry.getByTestId('apply-storeName').fill('Thames Surplus');
  await entry.getByTestId('apply-storeLink').fill('https://thames-surplus.example.co.uk');
  // a text file named .pdf is refused by its bytes
  await entry
    .getByTestId('apply-doc-incorporation-input')
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a pdf\n'.repeat(8)) });
  await expect(entry.getByTestId('apply-doc-incorporation-error')).toContainText('Only JPG, PNG, JPEG and PDF are supported.');
  await entry.getByTestId('apply-doc-incorporation-input').setInputFiles({ name: 'certificate-of-incorporation.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(entry.getByTestId('apply-doc-incorporation-name')).toHaveText('certificate-of-incorporation.pdf');
  await entry.getByTestId('apply-doc-proofOfAddress-input').setInputFiles({ name: 'business-rates-bill.png', mimeType: 'image/png', buffer: PNG });
  await expect(entry.getByTestId('apply-doc-proofOfAddress-name')).toHaveText('business-rates-bill.png');
  await entry.getByTestId('apply-save').click();
  await expect(entry.getByText('Draft saved')).toBeVisible();
  await keepScreenshot(entry, testInfo, 'shop-entry-form');
  await expectAccessible(entry, 'the seller application form');
  await entry.getByTestId('apply-terms').check();
  await entry.getByTestId('apply-submit').click();
  await expect(entry.getByTestId('apply-submitted')).toContainText('Your application is under review');
  const applicationNo = (await entry.getByTestId('apply-submitted-number').innerText()).trim();
  expect(applicationNo).toMatch(/^SA[0-9A-Z]{12}$/);
  expect(await latestMail(applicant, email)).toContain(applicationNo);

  // ---- the reviewer: the agent's desk in the console, asked for before signing in ----
  const desk = await signedInToConsole(browser, DEMO_AGENT, '/console/applications');
  await expect(desk).toHaveURL(/\/console\/applications$/);
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText(deskEn.desk.title);
  const menu = desk.getByTestId('console-menu');
  await expect(menu.locator('.ant-menu-item-selected')).toHaveText(consoleEn.menu.applications);
  const row = desk.getByTestId('application-desk-table').locator('tbody tr').filter({ hasText: applicationNo });
  await expect(row).toContainText('Thames Surplus Ltd');
  await expect(row).toContainText(email);
  await expect(row.getByTestId('application-status')).toHaveText('Under review');
  await expectAccessible(desk, 'the application review desk in the console');
  await keepScreenshot(desk, testInfo, 'console-applications-en');
  await row.getByRole('link', { name: applicationNo }).click();
  await expect(desk).toHaveURL(new RegExp(`/console/applications/${applicationNo}$`));
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText(`Application ${applicationNo}`);
  await expect(menu.locator('.ant-menu-item-selected')).toHaveText(consoleEn.menu.applications);
  await expect(desk.getByTestId('application-summary')).toContainText('Thames Surplus Ltd');
  await expect(desk.getByTestId('review-check').first()).toHaveText('Not checked (register look-up not configured)');
  const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByTestId('review-doc-incorporation').click()]);
  expect(download.suggestedFilename()).toBe('certificate-of-incorporation.pdf');
  await expectAccessible(desk, 'an application on the console review desk');
  await keepScreenshot(desk, testInfo, 'console-review-en');
  await desk.getByTestId('review-approve').click();
  await desk.getByRole('dialog').getByRole('button', { name: deskEn.review.approve }).click();
  await expect(desk.getByTestId('application-status').first()).toHaveText('Approved');
  await expect(desk.getByTestId('review-approve')).toHaveCount(0);
  await expect(desk.getByTestId('application-log').first()).toContainText(deskEn.actor.reviewer);

  // ---- the storefront's old desk addresses open the console pages, with the application and the query ----
  await desk.goto(`/#/home/ApplicationReviewDetail?applicationNo=${applicationNo}`);
  await expect(desk).toHaveURL(new RegExp(`/console/applications/${applicationNo}$`));
  await expect(desk.getByTestId('application-status').first()).toHaveText('Approved');
  await desk.goto('/#/home/ApplicationReview?status=3');
  await expect(desk).toHaveURL(/\/console\/applications\?status=3$/);
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText(deskEn.desk.title);
  await expect(desk.getByTestId('desk-status-filter').locator('.ant-segmented-item-selected')).toHaveText('Approved');

  // ---- the result e-mail, in the development mailbox ----
  const approval = await latestMail(applicant, email);
  expect(approval).toContain(`Your ClearLot application ${applicationNo} is approved`);

  // ---- the new goods owner chooses a password through "Forgot password" and signs in ----
  const owner = entry;
  await owner.goto('/#/forgetPassword');
  await owner.getByTestId('forget-email').fill(email);
  await owner.getByTestId('forget-send-code').click();
  await owner.getByTestId('forget-code').fill(await readCodeFromMailbox(applicant, email));
  await owner.getByTestId('forget-password').fill('Thames#Owner26');
  await owner.getByTestId('forget-confirm').fill('Thames#Owner26');
  await owner.getByTestId('forget-submit').click();
  await owner.getByTestId('forget-to-login').click();
  await signInWithEmail(owner, { email, password: 'Thames#Owner26' });
  await expectSignedIn(owner);
  await owner.goto('/#/home/Distribution');
  await expect(owner.getByTestId('mine-application').first()).toContainText(applicationNo);
  await expect(owner.getByTestId('mine-application').first()).toContainText('Approved');
  await expect(owner.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Goods-owner orders' })).toBeVisible();
  // the new shop is empty: its products card says so
  await expect(owner.getByTestId('owner-products')).toContainText('Your shop has no products yet.');
  await keepScreenshot(owner, testInfo, 'my-applications');

  await applicant.close();
  await desk.context().close();
});

test('the seller registration in Chinese on a 390 px phone', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ ...PHONE });
  await asReturningVisitor(context, 'en');
  const page = await context.newPage();
  // the footer's link carries the language: the page switches to it
  await page.goto('/#/shopEntry?lang=zh');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('成为 ClearLot 货主');
  await expectChineseGlyphs(title);
  await expectFitsWindow(page, 'the seller registration in Chinese');
  await keepScreenshot(page, testInfo, 'shop-entry-zh-390');
  await context.close();
});

test("the console's review desk in Chinese on a desktop", async ({ browser }, testInfo) => {
  const page = await signedInToConsole(browser, DEMO_AGENT, '/console/applications', 'zh');
  await expect(page).toHaveURL(/\/console\/applications$/);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(deskZh.desk.title);
  await expectChineseGlyphs(title);
  await expect(page.getByTestId('console-menu').locator('.ant-menu-item-selected')).toHaveText(consoleZh.menu.applications);
  // the demo application waits on the desk
  const row = page.getByTestId('application-desk-table').locator('tbody tr').filter({ hasText: 'SADEMO000001' });
  await expect(row.getByTestId('application-status')).toHaveText('审核中');
  await expectChineseGlyphs(row.getByTestId('application-status'));
  await expectAccessible(page, 'the console review desk in Chinese');
  await keepScreenshot(page, testInfo, 'console-applications-zh-1280');
  await row.getByRole('link', { name: 'SADEMO000001' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('申请 SADEMO000001');
  await expect(page.getByTestId('application-summary')).toContainText('Kent Clearance Ltd');
  await expectChineseGlyphs(page.getByTestId('application-summary').locator('.ant-descriptions-item-label').first());
  // antd spaces out a two-character Chinese button label ('通 过')
  const approve = page.getByTestId('review-approve');
  await expect(approve).toHaveText(new RegExp(`^${[...deskZh.review.approve].join(' ?')}$`));
  await expectChineseGlyphs(approve);
  await expectAccessible(page, 'an application on the console review desk in Chinese');
  await keepScreenshot(page, testInfo, 'console-review-zh-1280');
  await page.context().close();
});

test("a goods owner exports their products' names and codes", async ({ browser }) => {
  const context = await browser.newContext();
  await asReturningVisitor(context, 'en');
  const page = await context.newPage();
  await signInAs(page, { email: 'owner@clearlot.test', password: 'Demo#Owner2026' });
  await page.goto('/#/home/Distribution');
  const card = page.getByTestId('owner-products');
  await expect(card.getByRole('row').nth(1)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('owner-export').click()]);
  expect(download.suggestedFilename()).toBe('clearlot-products.zip');
  await context.close();
});

test('a buyer applies as a middle man, the reviewer rejects with reasons, and the buyer reads them', async ({ browser, request }) => {
  test.setTimeout(90_000);
  // a buyer of its own: another journey resets the second demo buyer's password
  const account = await registerFreshBuyer(request, 'mm');
  const company = `Northern Sourcing ${account.username.slice(-6)} Ltd`;
  const buyerContext = await browser.newContext();
  await asReturningVisitor(buyerContext, 'en');
  const buyer = await buyerContext.newPage();
  await signInAs(buyer, account);
  await buyer.goto('/#/home/Distribution');
  await buyer.getByTestId('mine-middle-man').click();
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('Middle-man profile');
  await buyer.getByTestId('mm-companyName').fill(company);
  await buyer.getByTestId('mm-registrationNumber').fill('SC123456');
  await buyer.getByTestId('mm-contactFirstName').fill('Ewan');
  await buyer.getByTestId('mm-contactLastName').fill('Reid');
  await buyer.getByTestId('mm-regions').getByRole('checkbox', { name: 'Scotland' }).check();
  await buyer.getByTestId('mm-categories').getByRole('checkbox', { name: 'Home & Kitchen' }).check();
  await buyer.getByTestId('mm-terms').check();
  await buyer.getByTestId('mm-submit').click();
  await expect(buyer.getByTestId('application-status')).toHaveText('Under review');

  // the agent opens the middle men waiting for review in the console
  const agent = await signedInToConsole(browser, DEMO_AGENT, '/console/applications?kind=middleMan');
  await expect(agent).toHaveURL(/\/console\/applications\?kind=middleMan$/);
  await agent.getByTestId('application-desk-table').locator('tbody tr').filter({ hasText: company }).getByTestId('desk-open').click();
  await expect(agent.getByTestId('application-summary')).toContainText('SC123456');
  await agent.getByTestId('review-reject').click();
  // reasons are needed
  await agent.getByTestId('review-reject-confirm').click();
  await expect(agent.getByRole('dialog')).toContainText(ValidationMessages.required.en);
  const reason = 'The company number belongs to another company. Please check it.';
  await agent.getByTestId('review-reason').fill(reason);
  await agent.getByTestId('review-reject-confirm').click();
  await expect(agent.getByTestId('application-status').first()).toHaveText('Rejected');
  await expect(agent.getByTestId('review-rejected')).toContainText(reason);

  await buyer.goto('/#/home/Distribution');
  await expect(buyer.getByTestId('mine-reason')).toHaveText(reason);
  await buyerContext.close();
  await agent.context().close();
});
