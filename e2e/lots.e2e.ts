/**
 * Lots and manifests (issue 33 items 4–5) as a goods owner and a buyer meet them: the goods owner imports a
 * manifest file into a lot from the console (a file with a bad row shows that row's error before anything is
 * written; the corrected file is imported, and the lot is listed under its lowest grade), publishes it, and
 * a buyer sees the manifest on the product page in English (sorted by a column, totals, the CSV downloaded
 * under its name) and in Chinese on a phone. The import screens are looked at in both languages.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import enConsole from '../apps/console/src/locales/en/listings.json' with { type: 'json' };
import zhConsole from '../apps/console/src/locales/zh/listings.json' with { type: 'json' };
import enDetail from '../apps/web/src/locales/en/detail.json' with { type: 'json' };
import zhDetail from '../apps/web/src/locales/zh/detail.json' with { type: 'json' };
import zhCatalogue from '../apps/web/src/locales/zh/catalogue.json' with { type: 'json' };
import { DEMO_OWNER, expectFitsWindow, keepScreenshot, postApi, signInByApi, signedInWindow } from './support';

// a 1 × 1 PNG: the server decodes it and keeps it as WebP and JPEG
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const HEADER = 'Item,Quantity,Retail value each (GBP),Condition';
const GOOD_ROWS = ['Cordless drill 18V,12,59.99,New', 'Jigsaw 650W open box,8,44.99,Like new', '"Sander, customer return",10,39.99,Used – good'];

test('a goods owner imports a lot’s manifest, publishes it, and a buyer reads and downloads it in both languages', async ({ browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const word = `Palletine${Date.now().toString(36)}`;

  // the scene: a draft listing of the demo goods owner's, made through the seller centre's calls
  const ownerToken = await signInByApi(request, DEMO_OWNER);
  const upload = await request.post('/srs-file-service/obsFile/listingPicture', {
    headers: { authorization: `Bearer ${ownerToken}` },
    multipart: { file: { name: 'pallet.png', mimeType: 'image/png', buffer: PIXEL } },
  });
  const picture = ((await upload.json()) as { data: { path: string } }).data.path;
  const [category] = await postApi<Array<{ children?: Array<{ id: number }> }>>(request, '/srs-product-service/manage/product/product/getCategoryTreeById', { status: 1 });
  const [brand] = await postApi<Array<{ id: number }>>(request, '/srs-product-service/manager/product/brand/listAll', {});
  const draft = await postApi<{ id: number }>(
    request,
    '/srs-product-service/seller/listing/create',
    {
      clientKey: randomUUID(),
      nameEn: `${word} pallet of power tools`,
      nameZh: `${word} 电动工具整托`,
      categoryId: category!.children![0]!.id,
      brandId: brand!.id,
      condition: 1,
      pictures: [picture],
      skus: [
        {
          options: [],
          image: null,
          price: 45_000,
          referencePrice: 120_000,
          weightGrams: 90_000,
          lengthMm: 1_200,
          widthMm: 1_000,
          heightMm: 900,
          stock: [{ warehouseCode: 'GB-LON-01', quantity: 2 }],
        },
      ],
    },
    ownerToken,
  );

  // the goods owner opens the lot's manifest import in the console
  const office = await signedInWindow(browser, DEMO_OWNER, { desktop: true, at: `/console/listings/${draft.id}` });
  await office.getByTestId('manifest-import').click();
  await expect(office.getByRole('heading', { name: /Import the manifest of/ })).toBeVisible();
  // the import page's file input (the editor's picture upload is gone with the editor)
  const input = office.locator('input[type=file]');
  // a file with a negative value: the row's error is shown, nothing can be imported yet
  await input.setInputFiles({ name: 'manifest.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...GOOD_ROWS, 'Broken grinder,2,-5.00,Salvage'].join('\r\n')) });
  await expect(office.getByTestId('import-error-count')).toHaveText('1');
  await expect(office.getByTestId('import-errors').getByRole('row').nth(1)).toContainText(enConsole.import.field.retailValue);
  await expect(office.getByTestId('import-run')).toBeDisabled();
  await keepScreenshot(office, testInfo, 'import-manifest-errors-en');
  // the corrected file: every row ready, then imported at once
  await input.setInputFiles({ name: 'manifest.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...GOOD_ROWS].join('\r\n')) });
  await expect(office.getByTestId('import-error-count')).toHaveText('0');
  await expect(office.getByTestId('import-valid')).toHaveText('3');
  await keepScreenshot(office, testInfo, 'import-manifest-ready-en');
  await office.getByTestId('import-run').click();
  await expect(office.getByTestId('import-result')).toContainText(enConsole.import.manifestDone.replace('{{count}}', '3'));
  await office.getByTestId('import-result-link').click();
  // back in the editor: the rows, and the lot listed under its lowest grade
  await expect(office.getByTestId('manifest-row')).toHaveCount(3);
  await expect(office.getByTestId('manifest-totals')).toContainText('30 units');
  await expect(office.getByTestId('listing-condition')).toContainText(enConsole.condition['4']);
  await office.getByTestId('listing-editor-publish').click();
  await expect(office.getByText(enConsole.done.published)).toBeVisible();

  // the import page in Chinese
  const chinese = await signedInWindow(browser, DEMO_OWNER, { desktop: true, language: 'zh', at: `/console/listings/import` });
  await expect(chinese.getByRole('heading', { name: zhConsole.import.title })).toBeVisible({ timeout: 30_000 });
  await chinese
    .locator('input[type=file]')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(['Name (English),Name (Chinese),Price (GBP)', 'Kettle,,abc'].join('\r\n')) });
  await expect(chinese.getByTestId('import-errors')).toBeVisible();
  await keepScreenshot(chinese, testInfo, 'import-products-errors-zh');
  await chinese.context().close();

  // a buyer reads the manifest in English, sorts it and downloads it
  const shop = await signedInWindow(browser, DEMO_OWNER, { desktop: true, at: `/#/goodsDetail?productId=${draft.id}` });
  const manifest = shop.getByTestId('lot-manifest');
  await expect(manifest.getByRole('heading', { name: enDetail.manifest.title })).toBeVisible({ timeout: 30_000 });
  await expect(shop.getByTestId('lot-manifest-units')).toHaveText('30');
  await expect(shop.getByTestId('lot-manifest-value')).toHaveText('£1,479.70');
  await manifest.getByRole('button', { name: enDetail.manifest.quantity }).click();
  await expect(shop.getByTestId('lot-manifest-row').first()).toContainText('Jigsaw 650W open box');
  await expect(manifest.getByRole('columnheader', { name: enDetail.manifest.quantity })).toHaveAttribute('aria-sort', 'ascending');
  await keepScreenshot(shop, testInfo, 'storefront-manifest-en');
  const [download] = await Promise.all([shop.waitForEvent('download'), shop.getByTestId('lot-manifest-download').click()]);
  expect(download.suggestedFilename()).toBe(`clearlot-lot-${draft.id}-manifest.csv`);
  const text = readFileSync(await download.path(), 'utf8');
  expect(
    text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(0, 2),
  ).toEqual([HEADER, GOOD_ROWS[0]]);
  await shop.context().close();

  // and in Chinese on a phone
  const phone = await signedInWindow(browser, DEMO_OWNER, { phone: true, language: 'zh', at: `/#/goodsDetail?productId=${draft.id}` });
  await expect(phone.getByTestId('lot-manifest').getByRole('heading', { name: zhDetail.manifest.title })).toBeVisible({ timeout: 30_000 });
  await expect(phone.getByTestId('lot-manifest-row').nth(2)).toContainText(zhCatalogue.grade['4']);
  await phone.getByTestId('lot-manifest').scrollIntoViewIfNeeded();
  await expectFitsWindow(phone, 'the lot manifest on a phone');
  await keepScreenshot(phone, testInfo, 'storefront-manifest-zh-390');
  await phone.context().close();
  await office.context().close();
});
