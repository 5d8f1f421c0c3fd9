/**
 * Coupons at checkout (issue 15 tests): a buyer claims a coupon in the coupon centre, the settlement applies
 * it to the basket line by line, the payment asks for the discounted amount, and the paid order shows the
 * discount. The buyer is a new one of its own (registered, its business information completed and a
 * delivery address saved through the API), so no journey running alongside can claim or spend its coupons.
 */
import { expect, test } from './test';
import { asReturningVisitor, expectAccessible, expectSignedIn, firstCataloguePage, postApi, readyToBuy, registerFreshBuyer, signInWithEmail } from './support';

test('a buyer claims a coupon, sees it applied at checkout, pays the discounted amount and finds the discount on the order', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const account = await registerFreshBuyer(request, 'cco');
  const token = await readyToBuy(request, account);
  // goods worth over the coupon's £50 threshold, in the cart through the API
  const products = await firstCataloguePage(request, token);
  const product = products.find((p) => !p.hasOptions && p.price >= 500 && p.quantity >= 40)!;
  await postApi(request, '/srs-order-service/cartItem/addCartItem', { productId: product.id, quantity: Math.ceil(8000 / product.price) }, token);

  await asReturningVisitor(context);
  await page.goto('/#/login');
  await signInWithEmail(page, account);
  await expectSignedIn(page);

  await page.goto('/#/coupon');
  const clearance = page.getByTestId('centre-coupon').filter({ has: page.getByRole('heading', { name: 'Clearance week', exact: true }) });
  await clearance.getByTestId('coupon-claim').click();
  await expect(page.getByText('Coupon claimed. You will find it in My coupons.').first()).toBeVisible();

  await page.goto('/#/cart');
  const line = page.getByTestId('cart-line').first();
  await expect(line).toBeVisible();
  if (!(await line.getByTestId('cart-line-select').isChecked())) await line.getByTestId('cart-line-select').click();
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/#\/pay\?cartItemIds=\d+$/);

  // the best usable coupon is offered and applied: 15% off, shown beside the total
  await expect(page.getByTestId('checkout-coupons')).toContainText('Clearance week');
  // (checkout-coupon-discount is the goods-discount coupon's picker)
  const discount = page.getByTestId('checkout-coupon-savings');
  await expect(discount).toContainText(/−£\d+\.\d\d/);
  await expectAccessible(page, 'checkout with a coupon');
  const payable = (await page.getByTestId('checkout-payable').innerText()).trim();
  const discountText = (await discount.innerText()).match(/£[\d,]+\.\d\d/)![0];
  await page.getByTestId('checkout-place-order').click();
  await expect(page).toHaveURL(/#\/payment\?tradeNo=[A-Z0-9]+/);
  await expect(page.getByTestId('payment-amount')).toHaveText(payable);

  if (await page.getByTestId('card-new').isVisible()) await page.getByTestId('card-new').click();
  await page.getByTestId('card-number').fill('4242424242424242');
  await page.getByTestId('card-holder').fill('Casey Coupon');
  await page.getByLabel('Expiry month').selectOption({ label: '12' });
  await page.getByLabel('Expiry year').selectOption({ label: String(new Date().getFullYear() + 2) });
  await page.getByTestId('card-cvv').fill('123');
  await page.getByTestId('card-pay').click();
  await expect(page).toHaveURL(/#\/payDone\?tradeNo=/);
  const [orderNo] = (await page.getByTestId('done-order').allInnerTexts()).map((text) => text.trim());

  // the order keeps the discount
  await page.goto(`/#/home/OrderDetail?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-coupon-discount')).toContainText(discountText);
  // and the coupon is used
  await page.goto('/#/home/Coupons?tab=used');
  await expect(page.getByTestId('my-coupon').filter({ has: page.getByRole('heading', { name: 'Clearance week', exact: true }) })).toHaveCount(1);
});
