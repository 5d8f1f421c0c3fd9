import { expect, test } from './test';
import { asReturningVisitor, chooseFromMenu, common, expectChineseGlyphs } from './support';

test.describe('app shell', () => {
  test('the language switch turns the whole shell Chinese and back', async ({ page, context }) => {
    await asReturningVisitor(context, 'en');
    await page.goto('/#/');
    await expect(page.getByPlaceholder(common.en.header.searchPlaceholder)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

    await chooseFromMenu(page, page.getByTestId('lang-switch'), common.zh.languages.zh);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByPlaceholder(common.zh.header.searchPlaceholder)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(common.zh.footer.customerService);
    await expect(page.getByRole('contentinfo')).not.toContainText(common.en.footer.customerService);
    expect(await page.evaluate(() => localStorage.getItem('language-web'))).toBe('zh');

    await chooseFromMenu(page, page.getByTestId('lang-switch'), common.en.languages.en);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByPlaceholder(common.en.header.searchPlaceholder)).toBeVisible();
  });

  test('cookie choices persist across reloads', async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem('language-web', 'en'));
    await page.goto('/#/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: common.en.cookies.options }).click();
    const dialog = page.getByRole('dialog', { name: common.en.cookies.dialogTitle });
    await expect(dialog).toContainText(common.en.cookies.alwaysActive);
    await dialog.getByRole('switch').click();
    await dialog.getByRole('button', { name: common.en.cookies.save }).click();
    await expect(banner).toHaveCount(0);

    await page.reload();
    await expect(page.getByPlaceholder(common.en.header.searchPlaceholder)).toBeVisible();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(cookies.isSelectCookie?.value).toBe('true');
    expect(cookies.acceptPersonalization?.value).toBe('true');
    // the app asks for 36500 days; Chromium keeps any cookie at most 400 days, so that is what is stored
    expect(cookies.isSelectCookie!.expires * 1000 - Date.now()).toBeGreaterThan(399 * 86_400_000);
    // the logged-out banner shows only after a cookie choice
    await expect(page.getByTestId('loggedout-banner')).toBeVisible();
  });

  test('a visitor meets the sign-in dialog and can keep browsing or sign in', async ({ page, context }) => {
    await asReturningVisitor(context);
    await page.goto('/#/contactUs');
    // the contact page has loaded (the router finished the navigation) before the visitor acts
    await expect(page.getByTestId('contact-name')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: common.en.header.customerService }).click();
    const dialog = page.getByTestId('signin-dialog');
    await expect(dialog).toContainText(common.en.signInDialog.content);
    await page.getByRole('button', { name: common.en.signInDialog.cancel }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByTestId('signin-dialog')).toBeHidden();

    // Esc is the same choice as keep browsing, and the dialog opens again afterwards
    await page.goto('/#/contactUs');
    await expect(page.getByTestId('contact-name')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: common.en.header.customerService }).click();
    await expect(page.getByTestId('signin-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('signin-dialog')).toBeHidden();
    await expect(page).toHaveURL(/#\/$/);

    await page.goto('/#/contactUs');
    // the contact page has loaded (the router finished the navigation) before the visitor acts
    await expect(page.getByTestId('contact-name')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: common.en.header.customerService }).click();
    await page.getByRole('button', { name: common.en.signInDialog.ok }).click();
    // the header's customer service is the chat with customer service (issue 12): signing in comes back to it
    await expect(page).toHaveURL(/#\/login\?rePath=%2FIM&query=%7B%22imType%22%3A%221%22%7D$/);
  });

  test("a first visit asks for the page's code and texts with the entry, in the stored language, each file once", async ({ page, context }) => {
    await asReturningVisitor(context, 'zh');
    const assets: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/')) assets.push(pathname.slice('/assets/'.length));
    });
    await page.goto('/#/forgetPassword');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the chunks the entry imports are in index.html; the page's own chunk and its texts are asked for by the frame's
    // script before the entry has run (apps/web/earlyPageCode.ts)
    await expect(page.locator('head link[rel=modulepreload][href*="/assets/vendor-"]')).toHaveCount(1);
    await expect(page.locator('head link[rel=modulepreload][href*="/assets/ForgetPasswordPage-"]')).toHaveCount(1);
    const texts = await page.locator('head link[rel=modulepreload]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    // the Chinese texts of the page (auth) and of every page (common), not the English
    const textFile = (name: string) => texts.filter((href) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(href));
    expect(textFile('auth')).toHaveLength(1);
    expect(textFile('common')).toHaveLength(1);
    expect(assets.filter((file) => file.startsWith('common-'))).toEqual([textFile('common')[0]!.split('/').pop()]);
    // nothing is fetched twice: the preloads are the requests the app then makes
    expect(assets.filter((file, index) => assets.indexOf(file) !== index)).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\p{Script=Han}/u);
  });

  test('a first visit asks for the language', async ({ page }) => {
    await page.goto('/#/');
    const picker = page.getByTestId('language-picker');
    await expect(picker).toBeVisible();
    await picker.getByText(common.zh.languages.zh, { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('language-web'))).toBe('zh');
  });

  test('policy pages exist in both languages, and Chinese is drawn with real glyphs', async ({ page, context }) => {
    await asReturningVisitor(context, 'zh');
    await page.goto('/#/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const zhTitle = await page.getByRole('heading', { level: 1 }).innerText();
    expect(zhTitle).toMatch(/[\u4e00-\u9fff]/);
    // a machine without a Chinese font draws boxes ("tofu") that no text assertion notices
    await expectChineseGlyphs(page.getByRole('heading', { level: 1 }));
    await expectChineseGlyphs(
      page
        .getByRole('main')
        .getByText(/[\u4e00-\u9fff]{12,}/)
        .first(),
    );
  });
});
