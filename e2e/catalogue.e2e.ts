import { expect, test } from './test';
import { DEMO_BUYER, PHONE, asReturningVisitor, expectAccessible, expectChineseGlyphs, expectFitsWindow, expectSignedIn, keepScreenshot, signInWithEmail } from './support';

test.describe('catalogue', () => {
  test('a visitor on a phone opens a topic page in English and in Chinese, and nothing on it moves while it loads', async ({ browser, request }, testInfo) => {
    const answer = (await (await request.get('/srs-basedata-service/buyer/other/pageData')).json()) as { data: { id: number; title: string; titleEn: string } };
    const topic = answer.data;
    for (const language of ['en', 'zh'] as const) {
      const context = await browser.newContext(PHONE);
      await asReturningVisitor(context, language);
      const page = await context.newPage();
      // every layout shift from the first paint on (what Lighthouse's CLS adds up), none caused by the visitor
      await page.addInitScript(() => {
        const shifts = { total: 0 };
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) shifts.total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`/#/topic?id=${topic.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'en' ? topic.titleEn : topic.title);
      const products = page.getByRole('region', { name: language === 'en' ? 'Products in this selection' : '专题商品' }).getByTestId('product-card');
      await expect(products.first()).toBeVisible();
      // the banner has words on it: each language has its own
      await expect(page.locator('.topic__banner')).toHaveAttribute('src', new RegExp(`-${language}\\.svg$`));
      await expect(page.locator('.topic__banner')).toHaveJSProperty('complete', true);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);
      expect(shifted, `layout shift of the topic page in ${language}`).toBeLessThanOrEqual(0.02);
      if (language === 'zh') await expectChineseGlyphs(page.getByRole('heading', { level: 1 }));
      await expectAccessible(page, `the topic page in ${language}`);
      await expectFitsWindow(page, `the topic page in ${language} at 390 px`);
      await keepScreenshot(page, testInfo, `topic-${language}-390`);
      await context.close();
    }
  });

  test('a visitor sees prices blurred from the second row and meets the sign-in dialog on a product', async ({ page, context }) => {
    await asReturningVisitor(context);
    await page.goto('/#/homePageSecond');
    const grid = page.getByTestId('product-grid');
    await expect(grid.getByTestId('product-card').first()).toBeVisible();
    const perRow = Number(await grid.getAttribute('data-per-row'));
    expect(perRow).toBeGreaterThan(0);
    const cards = grid.getByTestId('product-card');
    // first row readable, second row blurred (the value is not even in the page)
    await expect(cards.nth(0).getByTestId('product-price').locator('[data-masked="true"]')).toHaveCount(0);
    await expect(cards.nth(0).getByTestId('product-price')).toContainText('£');
    await expect(cards.nth(perRow).getByTestId('product-price').locator('[data-masked="true"]')).toHaveCount(1);
    await expect(cards.nth(perRow).getByTestId('product-warehouse').locator('[data-masked="true"]')).toHaveCount(1);
    // margins stay readable on the second row and are blurred from the third
    await expect(cards.nth(perRow).getByTestId('product-margin').locator('[data-masked="true"]')).toHaveCount(0);
    await expect(
      cards
        .nth(2 * perRow)
        .getByTestId('product-margin')
        .locator('[data-masked="true"]'),
    ).toHaveCount(1);
    await expect(page.getByTestId('product-pagination')).toHaveCount(0);

    await cards.nth(0).click();
    await expect(page.getByTestId('signin-dialog')).toBeVisible();
  });

  test('a buyer searches by suggestion, filters, sorts, pages, opens a product, zooms its picture and keeps a favourite', async ({ page, context }) => {
    await asReturningVisitor(context);
    await page.goto('/#/login');
    await signInWithEmail(page, DEMO_BUYER);
    await expectSignedIn(page);

    // two letters bring suggestions; picking one searches
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.click();
    await search.pressSequentially('ke', { delay: 60 });
    const suggestion = page.getByRole('option', { name: 'Kettle', exact: true });
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(page).toHaveURL(/homePageSecond.*goodsSearchQuery/);
    const total = page.getByTestId('listing-total');
    await expect(total).toHaveAttribute('data-total', /^[1-9]\d*$/);
    await expect(page.getByTestId('product-card').first()).toContainText(/Kettle/i);

    // a broader listing to filter: all products, then a brand and a warehouse
    await page.goto('/#/homePageSecond');
    const totalNow = async () => Number(await total.getAttribute('data-total'));
    // the previous search's results stay on screen until the whole catalogue (300+ products) is counted
    await expect.poll(totalNow).toBeGreaterThanOrEqual(300);
    const allTotal = await totalNow();
    const brand = page.locator('[data-testid^="filter-brand-"]:not([data-testid="filter-brand-all"])').first();
    await brand.click();
    await expect.poll(async () => Number(await total.getAttribute('data-total'))).toBeLessThan(allTotal);
    const brandTotal = Number(await total.getAttribute('data-total'));
    await page.getByTestId('filter-warehouse-GB-LON-01').click();
    await expect.poll(async () => Number(await total.getAttribute('data-total'))).toBeLessThanOrEqual(brandTotal);

    // profit sort: the first choice is high first, choosing it again toggles to low first
    await page.getByTestId('filters-reset').click();
    await expect.poll(async () => Number(await total.getAttribute('data-total'))).toBe(allTotal);
    // the first known margin on the page ('-' marks an unknown margin, which sorts as the lowest)
    const firstMargin = async () => (await page.getByTestId('product-margin').allInnerTexts()).map((text) => Number.parseInt(text, 10)).find((n) => !Number.isNaN(n)) ?? NaN;
    const sortProfit = page.getByTestId('sort-profitable');
    await sortProfit.click();
    await expect(sortProfit).toHaveAttribute('data-direction', 'desc');
    const highest = await firstMargin();
    await sortProfit.click();
    await expect(sortProfit).toHaveAttribute('data-direction', 'asc');
    await expect.poll(firstMargin).toBeLessThan(highest);

    // next page
    const firstId = await page.getByTestId('product-card').first().getAttribute('data-product-id');
    await page.getByTestId('product-pagination').getByRole('listitem', { name: '2', exact: true }).click();
    await expect.poll(() => page.getByTestId('product-card').first().getAttribute('data-product-id')).not.toBe(firstId);

    // a product opens in a new tab
    const [detail] = await Promise.all([context.waitForEvent('page'), page.getByTestId('product-card').first().click()]);
    await expect(detail).toHaveURL(/#\/goodsDetail\?productId=\d+/);
    await expect(detail.getByTestId('detail-name')).toBeVisible();

    // the image viewer opens and zooms
    await detail.getByTestId('detail-main-media').click();
    const viewer = detail.getByTestId('image-viewer');
    await expect(viewer).toBeVisible();
    const image = detail.getByTestId('image-viewer-img');
    const before = (await image.boundingBox())!.height;
    await detail.getByTestId('image-viewer-zoom-in').click();
    await expect.poll(async () => (await image.boundingBox())!.height).toBeGreaterThan(before);
    expect(await detail.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await detail.getByTestId('image-viewer-close').click();
    await expect(viewer).toHaveCount(0);

    // favourite, then remove it with the confirmation
    const heart = detail.getByTestId('detail-favourite');
    await heart.click();
    await expect(detail.getByText('Successfully added to wishlist').first()).toBeVisible();
    await detail.goto('/#/home/Favorites');
    await expect(detail.getByTestId('product-card')).toHaveCount(1);
    await detail.getByTestId('product-favourite').first().click();
    const confirm = detail.getByRole('dialog').filter({ hasText: 'Remove this product from your wishlist?' });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(detail.getByTestId('product-card')).toHaveCount(0);
  });
});
