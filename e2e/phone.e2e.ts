/**
 * The storefront on a phone, 390 × 844, in English and Chinese (issue 16 item 13): a screenshot of
 * each page a buyer meets (attached to the report and kept under test-results/), nothing passing
 * the window's right edge, and the places that went wrong there — the side bar over category
 * arrows and card corners, the account menu hiding the current section, the cookie table cutting
 * off its status column, the sign-in tabs cut short, search suggestions squeezed to the input.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import enAccount from '../apps/web/src/locales/en/account.json' with { type: 'json' };
import zhAccount from '../apps/web/src/locales/zh/account.json' with { type: 'json' };
import enAuth from '../apps/web/src/locales/en/auth.json' with { type: 'json' };
import zhAuth from '../apps/web/src/locales/zh/auth.json' with { type: 'json' };
import { DEMO_BUYER, PHONE, common, expectAccessible, expectFitsWindow, expectSignedIn, keepScreenshot, signInWithEmail } from './support';

const texts = {
  en: { common: common.en, account: enAccount, auth: enAuth },
  zh: { common: common.zh, account: zhAccount, auth: zhAuth },
};

/**
 * `inner` lies wholly inside `outer` on screen (to half a pixel). Soft, like expectFitsWindow: the
 * journey goes on, so one run shows every place that does not fit.
 */
async function expectWithin(inner: Locator, outer: Locator, what: string): Promise<void> {
  const [a, b] = await Promise.all([inner.boundingBox({ timeout: 5_000 }), outer.boundingBox({ timeout: 5_000 })]);
  expect(a, `${what}: drawn`).not.toBeNull();
  expect(b).not.toBeNull();
  const box = a!;
  const frame = b!;
  expect.soft(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(frame.x - 0.5);
  expect.soft(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
}

/**
 * Scrolls through the page and, at each stop, lists the category arrows and product-card corners
 * that the side bar is drawn over.
 */
async function coveredBySideBar(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid="side-bar"]');
    if (!bar) return ['no side bar'];
    const covered = new Set<string>();
    const height = document.documentElement.scrollHeight;
    for (let top = 0; top < height; top += window.innerHeight / 2) {
      window.scrollTo({ top, behavior: 'instant' });
      const b = bar.getBoundingClientRect();
      const under = (x: number, y: number) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom;
      document.querySelectorAll('.category-nav__chevron').forEach((arrow, index) => {
        const r = arrow.getBoundingClientRect();
        if (r.width > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) covered.add(`category arrow ${index + 1}`);
      });
      document.querySelectorAll('[data-testid="product-card"], [data-testid="flash-deal-card"]').forEach((card) => {
        const r = card.getBoundingClientRect();
        const corners = [under(r.left, r.top), under(r.right, r.top), under(r.left, r.bottom), under(r.right, r.bottom)];
        if (corners.some(Boolean)) covered.add(`${card.getAttribute('data-testid')} ${card.getAttribute('data-product-id')}`);
      });
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...covered];
  });
}

for (const language of ['en', 'zh'] as const) {
  const t = texts[language];

  test.describe(`on a phone, in ${language === 'en' ? 'English' : 'Chinese'}`, () => {
    test.use({ ...PHONE });

    test('a visitor: cookie options, home, search suggestions and sign-in fit the screen', async ({ page, context }, testInfo) => {
      // a returning visitor's language, but the cookie question not yet answered
      await context.addInitScript((lang) => localStorage.setItem('language-web', lang), language);
      await page.goto('/#/');

      await page.getByTestId('cookie-banner').getByRole('button', { name: t.common.cookies.options }).click();
      const options = page.getByTestId('cookie-options');
      await expect(options).toBeVisible();
      for (const category of [t.common.cookies.essential, t.common.cookies.personalization]) {
        const status = options.getByRole('row').filter({ hasText: category }).getByRole('cell').last();
        await expectWithin(status, options, `the status of ${category}`);
      }
      await expect(options.getByText(t.common.cookies.alwaysActive)).toBeVisible();
      await keepScreenshot(page, testInfo, `${language}-cookie-options`);
      await expectFitsWindow(page, 'the cookie options');
      // the phone layout changes the table's display: it must still read as a table (one language: axe is slow)
      if (language === 'en') await expectAccessible(page, 'the cookie options on a phone');
      await options.getByRole('button', { name: t.common.cookies.save }).click();
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);

      await expect(page.getByTestId('recommended').getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByTestId('flash-deal-card').first()).toBeVisible();
      await keepScreenshot(page, testInfo, `${language}-home`);
      await expectFitsWindow(page, 'home');
      expect.soft(await coveredBySideBar(page), 'what the side bar covers').toEqual([]);

      // suggestions take the search's whole row, not the short input's width, and are not cut
      const search = page.getByRole('combobox', { name: t.common.header.searchLabel });
      await search.click();
      await search.pressSequentially('ke', { delay: 60 });
      const suggestions = page.getByRole('listbox', { name: t.common.header.suggestions });
      await expect(suggestions.getByRole('option').first()).toBeVisible();
      const [list, row] = await Promise.all([suggestions.boundingBox(), page.getByRole('search').boundingBox()]);
      expect.soft(list!.width, 'the suggestions are as wide as the search row').toBeGreaterThanOrEqual(row!.width - 1);
      const cut = await suggestions.getByRole('option').evaluateAll((items) => items.filter((item) => item.scrollWidth > item.clientWidth).map((item) => item.textContent));
      expect.soft(cut, 'suggestions cut short').toEqual([]);
      await keepScreenshot(page, testInfo, `${language}-search-suggestions`);
      await search.press('Escape');

      await page.goto('/#/login');
      await expect(page.getByTestId('login-email')).toBeVisible();
      const tabs = page.getByRole('tablist');
      for (const name of [t.auth.login.tabEmail, t.auth.login.tabPhone]) {
        const tab = tabs.getByRole('tab', { name });
        await expect(tab).toBeVisible();
        await expectWithin(tab, tabs, `the "${name}" tab`);
      }
      await keepScreenshot(page, testInfo, `${language}-sign-in`);
      await expectFitsWindow(page, 'sign-in');
    });

    test('a buyer: listing, product, cart, checkout and My orders fit the screen', async ({ page, context }, testInfo) => {
      await context.addInitScript((lang) => localStorage.setItem('language-web', lang), language);
      await context.addCookies([
        { name: 'isSelectCookie', value: 'true', domain: 'localhost', path: '/' },
        { name: 'acceptPersonalization', value: 'false', domain: 'localhost', path: '/' },
      ]);
      await page.goto('/#/login');
      await signInWithEmail(page, DEMO_BUYER);
      await expectSignedIn(page);

      await page.goto('/#/homePageSecond');
      const card = page.getByTestId('product-card').first();
      await expect(card).toBeVisible();
      await keepScreenshot(page, testInfo, `${language}-listing`);
      await expectFitsWindow(page, 'the listing');

      // one-click add is for products without options; the product page shown is one with options
      // when the page has one (its option picker is the widest part), else the one added
      const simple = page
        .getByTestId('product-card')
        .filter({ has: page.getByTestId('product-add-to-cart') })
        .first();
      const withOptions = page.getByTestId('product-card').filter({ has: page.getByTestId('product-choose-options') });
      const productId = await ((await withOptions.count()) > 0 ? withOptions.first() : simple).getAttribute('data-product-id');
      await simple.getByTestId('product-add-to-cart').click();
      // the toast says added, or already in the cart from an earlier run of this journey
      await expect(page.locator('.kit-toast').first()).toBeVisible();
      // and goes (2 s), so it is not in the next screenshots
      await expect(page.locator('.kit-toast')).toHaveCount(0);

      await page.goto(`/#/goodsDetail?productId=${productId}`);
      await expect(page.getByTestId('detail-name')).toBeVisible();
      await keepScreenshot(page, testInfo, `${language}-product`);
      await expectFitsWindow(page, 'the product');

      await page.goto('/#/cart');
      const line = page.getByTestId('cart-line').first();
      await expect(line).toBeVisible();
      await keepScreenshot(page, testInfo, `${language}-cart`);
      await expectFitsWindow(page, 'the cart');

      const lineIds = await page.getByTestId('cart-line').evaluateAll((lines) => lines.map((element) => element.getAttribute('data-cart-item-id')));
      await page.goto(`/#/pay?cartItemIds=${lineIds.join(',')}`);
      await expect(page.getByTestId('checkout-item').first()).toBeVisible();
      await keepScreenshot(page, testInfo, `${language}-checkout`);
      await expectFitsWindow(page, 'checkout');

      await page.goto('/#/home/MyOrder');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // the screenshot first: by then the menu has scrolled the current section into view
      await keepScreenshot(page, testInfo, `${language}-my-orders`);
      const menu = page.getByRole('navigation', { name: t.account.menu.label });
      const current = menu.locator('[aria-current="page"]');
      await expect.soft(current).toHaveText(t.account.menu.myOrder);
      // a menu that folds entries into '···' would keep the current one in the page with no height
      await expect.soft(current).toBeVisible();
      await expectWithin(current, menu, 'the current section in the account menu');
      await expectFitsWindow(page, 'My orders');
      if (language === 'en') await expectAccessible(page, 'the account menu on a phone', { within: `nav[aria-label="${t.account.menu.label}"]` });
    });
  });
}
