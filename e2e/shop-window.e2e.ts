/**
 * The shop window and the catalogue structure run from the console (issue 34 items 2 and 3): operations schedules a home
 * banner with a picture per language on the shop window desk and the storefront's home shows it, in English and in
 * Chinese; operations adds a category and a subcategory on the catalogue desk and the storefront's category browser shows
 * them at once. Screenshots of the desks in Chinese and of the storefront's home at 390 px in Chinese.
 */
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './test';
import sharp from 'sharp';
import consoleEn from '../apps/console/src/locales/en/console.json' with { type: 'json' };
import catalogueEn from '../apps/console/src/locales/en/catalogue.json' with { type: 'json' };
import windowEn from '../apps/console/src/locales/en/shopWindow.json' with { type: 'json' };
import windowZh from '../apps/console/src/locales/zh/shopWindow.json' with { type: 'json' };
import catalogueZh from '../apps/console/src/locales/zh/catalogue.json' with { type: 'json' };
import { ValidationMessages } from '@clearlot/contract/messages';
import { PHONE, DEMO_OPERATIONS, asReturningVisitor, expectAccessible, expectChineseGlyphs, keepScreenshot, signInToConsole } from './support';

// several windows, uploads and a build's worth of pages on two busy cores
test.describe.configure({ timeout: 360_000 });

/** A 1200 × 400 banner picture of one colour with a stripe, as a PNG (the file service decodes what it keeps). */
async function bannerPicture(colour: string): Promise<Buffer> {
  const stripe = await sharp({ create: { width: 1200, height: 80, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 400, channels: 3, background: colour } })
    .composite([{ input: stripe, top: 160, left: 0 }])
    .png()
    .toBuffer();
}

/** The console in a desktop window, signed in as operations, in a language. */
async function operationsConsole(browser: Browser, language: 'en' | 'zh'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  await asReturningVisitor(context, language);
  const page = await context.newPage();
  await page.goto('/console/');
  await signInToConsole(page, DEMO_OPERATIONS);
  await expect(page.getByTestId('console-menu')).toBeVisible();
  return page;
}

/** The storefront's home for a visitor in a language (at 390 px when asked). */
async function storefrontHome(browser: Browser, language: 'en' | 'zh', phone = false): Promise<Page> {
  const context = await browser.newContext(phone ? PHONE : { viewport: { width: 1280, height: 860 } });
  await asReturningVisitor(context, language);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  return page;
}

test('operations schedule a home banner with a picture per language, and the storefront home shows it in English and in Chinese', async ({ browser }, testInfo) => {
  const tag = Date.now().toString(36);
  const titleEn = `Journey banner ${tag}`;
  const titleZh = `旅程横幅 ${tag}`;
  const desk = await operationsConsole(browser, 'en');
  await expect(desk.getByTestId('console-menu')).toContainText(consoleEn.menu.shopWindow);
  await desk.getByTestId('console-menu-shopWindow').click();
  await expect(desk.getByRole('heading', { name: windowEn.title })).toBeVisible();
  // the demo's banners are on the desk, showing
  await expect(desk.getByTestId('banner-table')).toContainText('Surplus stock, trade prices');

  await desk.getByTestId('banner-add').click();
  const dialog = desk.getByRole('dialog', { name: windowEn.banners.addTitle });
  await dialog.getByTestId('banner-title-en').fill(titleEn);
  await dialog.getByTestId('banner-title-zh').fill(titleZh);
  await dialog.getByTestId('banner-picture-en-file').setInputFiles({ name: 'journey-en.png', mimeType: 'image/png', buffer: await bannerPicture('#1d6fa5') });
  await expect(dialog.getByTestId('banner-picture-en-preview')).toBeVisible();
  await dialog.getByTestId('banner-picture-zh-file').setInputFiles({ name: 'journey-zh.png', mimeType: 'image/png', buffer: await bannerPicture('#b03a2e') });
  await expect(dialog.getByTestId('banner-picture-zh-preview')).toBeVisible();
  // a link the shop would not follow is refused on the form, before the server
  await dialog.getByTestId('banner-link').fill('javascript:alert(1)');
  await desk.getByTestId('banner-save').click();
  await expect(dialog).toContainText(windowEn.fields.linkInvalid);
  await dialog.getByTestId('banner-link').fill('/homePageSecond?sort=timeDesc');
  await expectAccessible(desk, 'the new banner form');
  await desk.getByTestId('banner-save').click();
  await expect(dialog).toBeHidden();
  const row = desk.getByTestId('banner-table').locator('tr', { hasText: titleEn });
  await expect(row).toContainText(windowEn.states.showing);

  // the storefront's home, in each language: the banner with that language's picture, text and link
  const sources: string[] = [];
  let english: Page | null = null;
  for (const [language, title] of [
    ['en', titleEn],
    ['zh', titleZh],
  ] as const) {
    const home = await storefrontHome(browser, language);
    const picture = home.getByTestId('banner-image').and(home.locator(`img[alt="${title}"]`));
    await expect(picture).toHaveCount(1);
    await expect(picture).toHaveAttribute('src', /^\/srs-file-service\/obsFile\/[0-9a-f]{32}\.png$/);
    sources.push((await picture.getAttribute('src'))!);
    expect(await picture.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(1200);
    await expect(home.getByTestId('banner-link').filter({ has: picture })).toHaveAttribute('href', '#/homePageSecond?sort=timeDesc');
    if (language === 'en') english = home;
    else await home.context().close();
  }
  expect(sources[0]).not.toBe(sources[1]);

  // taken down on the desk: gone from the storefront's home at once
  await row.getByTestId('banner-take-down').click();
  await desk.getByRole('button', { name: windowEn.banners.takeDown, exact: true }).last().click();
  await expect(row).toContainText(windowEn.states.retired);
  await english!.reload();
  await expect(english!.getByTestId('banner-image').first()).toBeVisible();
  await expect(english!.locator(`img[alt="${titleEn}"]`)).toHaveCount(0);
  await keepScreenshot(desk, testInfo, 'console-shop-window-en');
});

test('operations add a category and a subcategory on the catalogue desk, and the storefront’s category browser shows them in both languages', async ({ browser }, testInfo) => {
  const tag = Date.now().toString(36).slice(-5);
  const names = { en: `Garden ${tag}`, zh: `园艺${tag}`, childEn: `Planters ${tag}`, childZh: `花盆${tag}` };
  const desk = await operationsConsole(browser, 'en');
  await desk.getByTestId('console-menu-catalogue').click();
  await expect(desk.getByRole('heading', { name: catalogueEn.title })).toBeVisible();
  await desk.getByTestId('category-add').click();
  let dialog = desk.getByRole('dialog', { name: catalogueEn.categories.addTitle });
  await dialog.getByTestId('category-name-en').fill(names.en);
  // Chinese is required, on the form as on the server
  await dialog.getByRole('button', { name: catalogueEn.save }).click();
  await expect(dialog).toContainText(ValidationMessages.required.en);
  await dialog.getByTestId('category-name-zh').fill(names.zh);
  await dialog.getByTestId('category-sort').fill('0');
  await dialog.getByRole('button', { name: catalogueEn.save }).click();
  await expect(dialog).toBeHidden();
  const row = desk.getByTestId('category-table').locator('tr', { hasText: names.en });
  await row.getByTestId('category-add-child').click();
  dialog = desk.getByRole('dialog', { name: catalogueEn.categories.addChildTitle.replace('{{parent}}', names.en) });
  await dialog.getByTestId('category-name-en').fill(names.childEn);
  await dialog.getByTestId('category-name-zh').fill(names.childZh);
  await dialog.getByRole('button', { name: catalogueEn.save }).click();
  await expect(dialog).toBeHidden();
  await expectAccessible(desk, 'the catalogue desk');

  for (const language of ['en', 'zh'] as const) {
    const home = await storefrontHome(browser, language);
    const nav = home.getByTestId('category-nav');
    const parent = nav.getByText(language === 'zh' ? names.zh : names.en, { exact: true });
    await expect(parent).toBeVisible();
    if (language === 'zh') await expectChineseGlyphs(parent);
    await parent.click();
    await expect(nav.getByText(language === 'zh' ? names.childZh : names.childEn, { exact: true })).toBeVisible();
    await home.context().close();
  }
  await keepScreenshot(desk, testInfo, 'console-catalogue-en');
});

test('the catalogue and shop window desks in Chinese, and the storefront home at 390 px in Chinese', async ({ browser }, testInfo) => {
  const desk = await operationsConsole(browser, 'zh');
  await desk.getByTestId('console-menu-catalogue').click();
  await expect(desk.getByRole('heading', { name: catalogueZh.title })).toBeVisible();
  await expect(desk.getByTestId('category-table').locator('.ant-table-row').first()).toBeVisible();
  await expectChineseGlyphs(desk.getByRole('heading', { name: catalogueZh.title }));
  await keepScreenshot(desk, testInfo, 'console-catalogue-zh');
  await desk.getByRole('tab', { name: catalogueZh.tabs.brands }).click();
  await expect(desk.getByTestId('brand-table').locator('.ant-table-row').first()).toBeVisible();
  await keepScreenshot(desk, testInfo, 'console-brands-zh');
  await desk.getByRole('tab', { name: catalogueZh.tabs.warehouses }).click();
  await expect(desk.getByTestId('warehouse-table').locator('.ant-table-row').first()).toBeVisible();
  await desk.getByTestId('warehouse-add').click();
  await expect(desk.getByRole('dialog', { name: catalogueZh.warehouses.addTitle })).toBeVisible();
  await keepScreenshot(desk, testInfo, 'console-warehouse-new-zh');
  await desk.keyboard.press('Escape');

  await desk.getByTestId('console-menu-shopWindow').click();
  await expect(desk.getByRole('heading', { name: windowZh.title })).toBeVisible();
  await expect(desk.getByTestId('banner-table').locator('.ant-table-row').first()).toBeVisible();
  await expectAccessible(desk, 'the shop window desk in Chinese');
  await keepScreenshot(desk, testInfo, 'console-shop-window-zh');
  await desk.getByTestId('banner-add').click();
  await expect(desk.getByRole('dialog', { name: windowZh.banners.addTitle })).toBeVisible();
  await keepScreenshot(desk, testInfo, 'console-banner-new-zh');
  await desk.keyboard.press('Escape');
  await desk.getByRole('tab', { name: windowZh.tabs.deals }).click();
  await expect(desk.getByTestId('deal-table').locator('.ant-table-row').first()).toBeVisible();
  await keepScreenshot(desk, testInfo, 'console-flash-deals-zh');
  await desk.getByRole('tab', { name: windowZh.tabs.topics }).click();
  await expect(desk.getByTestId('topic-table').locator('.ant-table-row').first()).toBeVisible();
  await keepScreenshot(desk, testInfo, 'console-topics-zh');

  const phone = await storefrontHome(browser, 'zh', true);
  await expect(phone.getByTestId('banner-image').first()).toHaveAttribute('src', /-zh\.svg$|obsFile/);
  await keepScreenshot(phone, testInfo, 'storefront-home-zh-390');
});
