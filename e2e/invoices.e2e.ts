/**
 * VAT invoices and credit notes (issue 35 items 2 and 3): a buyer pays for an order in the browser, sees its
 * VAT lines, downloads its VAT invoice from the order page in English and in Chinese and reads it (text taken
 * out of the PDF with unpdf, pdf.js underneath); after the order is cancelled and refunded, the credit note
 * is there too, referring to the invoice. Phone screenshots of the pages with VAT lines, in Chinese.
 */
import { readFile } from 'node:fs/promises';
import { type Download, type Page } from '@playwright/test';
import { expect, test } from './test';
import { extractText, getDocumentProxy } from 'unpdf';
import { unitsForMinimumOrder } from '@clearlot/contract/rules/order';
import { firstCataloguePage, keepScreenshot, placeOrderByApi, postApi, readyToBuy, registerFreshBuyer, signedInWindow } from './support';

const APPROVED_CARD = '4242 4242 4242 4242';

async function pdfTextOf(download: Download): Promise<string> {
  const bytes = new Uint8Array(await readFile((await download.path())!));
  return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
}

async function downloadFrom(page: Page, document: ReturnType<Page['getByTestId']>, language: 'en' | 'zh'): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), document.getByTestId(`vat-document-download-${language}`).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`-${language}\\.pdf$`));
  return pdfTextOf(download);
}

test('a buyer pays, downloads the VAT invoice in English and Chinese, and after a refund the credit note', async ({ browser, request }, testInfo) => {
  // a payment, four PDFs drawn and read, a cancellation refunded, in two languages: 2 min on two cores shared with
  // the other journeys of a CI run
  test.setTimeout(240_000);
  const account = await registerFreshBuyer(request, 'vat');
  const token = await readyToBuy(request, account);
  const products = await firstCataloguePage(request, token);
  const product = products.filter((p) => !p.hasOptions && p.price > 0 && p.quantity >= unitsForMinimumOrder(p.price) + 5).at(-3)!;
  const trade = await placeOrderByApi(request, token, { productId: product.id, quantity: unitsForMinimumOrder(product.price) });
  const orderNo = trade.orderNos[0]!;

  // pays by card in the browser
  const signIn = { email: account.email, password: account.password };
  const page = await signedInWindow(browser, signIn, { desktop: true, at: `/#/payment?tradeNo=${trade.tradeNo}` });
  await expect(page.getByTestId('card-form')).toBeVisible();
  if (await page.getByTestId('card-new').isVisible()) await page.getByTestId('card-new').click();
  await page.getByTestId('card-number').fill(APPROVED_CARD);
  await page.getByTestId('card-holder').fill('Casey Coupon');
  await page.getByLabel('Expiry month').selectOption({ label: '12' });
  await page.getByLabel('Expiry year').selectOption({ label: String(new Date().getFullYear() + 2) });
  await page.getByTestId('card-cvv').fill('123');
  await page.getByTestId('card-pay').click();
  await expect(page).toHaveURL(/#\/payDone\?tradeNo=/);

  // the order page: the VAT lines, and the invoice
  await page.goto(`/#/home/OrderDetail?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-vat')).toBeVisible();
  await expect(page.getByTestId('order-vat-standard')).toBeVisible();
  const invoice = page.locator('[data-testid="vat-document"][data-kind="invoice"]');
  await expect(invoice).toHaveCount(1);
  const invoiceNo = (await invoice.getByTestId('vat-document-no').innerText()).trim();
  expect(invoiceNo).toMatch(/^INV-\d{8}$/);

  const english = await downloadFrom(page, invoice, 'en');
  for (const field of [
    'VAT INVOICE',
    invoiceNo,
    'Time of supply',
    'Supplier',
    'VAT number',
    'Customer',
    'Coupon Trading Ltd',
    'Unit price ex VAT',
    '20%',
    'Total VAT',
    'Total including VAT',
    orderNo,
  ])
    expect(english, field).toContain(field);
  const chinese = await downloadFrom(page, invoice, 'zh');
  for (const field of ['增值税发票', invoiceNo, '供货时间', '供货方', '购买方', '增值税号', '不含税单价', '增值税合计', '含税总额']) expect(chinese, field).toContain(field);

  // cancelled at once (paid minutes ago, not shipped) and refunded: the credit note, referring to the invoice
  await postApi(request, '/srs-order-service/order/mall/cancel', { orderNo, reason: 'Ordered the wrong size' }, token);
  await page.reload();
  const credit = page.locator('[data-testid="vat-document"][data-kind="creditNote"]');
  await expect(credit).toHaveCount(1);
  await expect(credit).toContainText(invoiceNo);
  const creditNo = (await credit.getByTestId('vat-document-no').innerText()).trim();
  const creditText = await downloadFrom(page, credit, 'en');
  for (const field of ['CREDIT NOTE', creditNo, 'Corrects invoice', invoiceNo, 'Total credited including VAT']) expect(creditText, field).toContain(field);
  expect(await downloadFrom(page, credit, 'zh')).toContain('贷项通知单');
  await page.context().close();

  // the storefront's VAT lines on a phone, in Chinese: the order page, the cart and the settlement
  const phone = await signedInWindow(browser, signIn, { phone: true, language: 'zh', at: `/#/home/OrderDetail?orderNo=${orderNo}` });
  await expect(phone.getByTestId('order-vat')).toBeVisible();
  await phone.getByTestId('order-vat').scrollIntoViewIfNeeded();
  await keepScreenshot(phone, testInfo, 'order-detail-vat-zh-390');
  await phone.getByTestId('vat-documents').scrollIntoViewIfNeeded();
  await keepScreenshot(phone, testInfo, 'order-documents-zh-390');
  await postApi(request, '/srs-order-service/cartItem/addCartItem', { productId: product.id, quantity: unitsForMinimumOrder(product.price) }, token);
  await phone.goto('/#/cart');
  await expect(phone.getByTestId('cart-selected-vat')).toBeVisible();
  await keepScreenshot(phone, testInfo, 'cart-vat-zh-390');
  // the header's price display: with VAT, the cart's figures change and say so
  await phone.getByTestId('vat-switch').click();
  await phone.getByRole('menuitem').nth(1).click();
  await expect(phone.locator('[data-vat="inc"]').first()).toBeVisible();
  await phone.getByTestId('cart-checkout').click();
  await expect(phone.getByTestId('checkout-vat-vat')).not.toHaveText('—');
  await phone.getByTestId('checkout-vat-vat').scrollIntoViewIfNeeded();
  await keepScreenshot(phone, testInfo, 'settlement-vat-zh-390');
  // back to ex VAT for the account, as it was
  await postApi(request, '/srs-user-service/buyer/updatePriceDisplay', { pricesWithVat: false }, token);
  await phone.context().close();
});
