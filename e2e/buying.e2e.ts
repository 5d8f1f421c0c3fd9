/**
 * Buying journeys: search → cart → settlement → payment → done → My orders, paid by card, by
 * wallet balance, and by Alipay QR code confirmed on a second page (the "phone").
 */
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './test';
import { unitsForMinimumOrder } from '@clearlot/contract/rules/order';
import { DEMO_BUYER, asReturningVisitor, expectAccessible, expectSignedIn, firstCataloguePage, placeOrderByApi, signInByApi, signInWithEmail } from './support';

/** The sandbox card the gateway approves, and the demo buyer's wallet payment password (seeded). */
const APPROVED_CARD = '4242 4242 4242 4242';
const PAYMENT_PASSWORD = '246810';
/** Three units of any of these products make more than the £20.00 minimum item total. */
const QUANTITY = 3;

async function signIn(page: Page, context: BrowserContext): Promise<void> {
  await asReturningVisitor(context);
  await page.goto('/#/login');
  await signInWithEmail(page, DEMO_BUYER);
  await expectSignedIn(page);
}

/**
 * Search from the header, open the first product (a new tab), add three units to the cart,
 * open the cart from the header (another tab) and check out just that line. Returns the
 * settlement page and the product's name. One journey also checks the product and cart pages'
 * accessibility on the way.
 */
async function checkOutFromSearch(page: Page, context: BrowserContext, term: string, { checkAccessibility = false } = {}): Promise<{ settlement: Page; productName: string }> {
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(term);
  await search.press('Enter');
  await expect(page).toHaveURL(/homePageSecond.*goodsSearchQuery/);
  const card = page
    .getByTestId('product-card')
    .filter({ hasText: new RegExp(term, 'i') })
    .first();
  await expect(card).toBeVisible();

  const [detail] = await Promise.all([context.waitForEvent('page'), card.click()]);
  const productName = (await detail.getByTestId('detail-name').innerText()).trim();
  if (checkAccessibility) await expectAccessible(detail, 'product detail');
  await detail.getByTestId('detail-quantity').fill(String(QUANTITY));
  await detail.getByTestId('detail-add-to-cart').click();
  await expect(detail.getByText(/^Added \d+/).first()).toBeVisible();

  const [cart] = await Promise.all([context.waitForEvent('page'), detail.getByRole('button', { name: /^Shopping cart/ }).click()]);
  await detail.close();
  const line = cart.getByTestId('cart-line').filter({ hasText: productName });
  await expect(line).toBeVisible();
  if (checkAccessibility) await expectAccessible(cart, 'cart');
  // order only this line, whatever else the demo buyer's cart holds
  const others = cart.getByTestId('cart-line').filter({ hasNotText: productName });
  for (const other of await others.all()) {
    const select = other.getByTestId('cart-line-select');
    if (await select.isChecked()) await select.click();
  }
  // a line already in the cart keeps its earlier selection: tick it, as a person would
  const own = line.getByTestId('cart-line-select');
  if (!(await own.isChecked())) await own.click();
  await expect(own).toBeChecked();
  await cart.getByTestId('cart-checkout').click();
  await expect(cart).toHaveURL(/#\/pay\?cartItemIds=\d+$/);
  return { settlement: cart, productName };
}

/** On the settlement: the default address and standard delivery are chosen; place the order. */
async function placeWithDefaults(page: Page, productName: string): Promise<void> {
  await expect(page.getByTestId('checkout-item').filter({ hasText: productName })).toBeVisible();
  await expect(page.getByTestId('checkout-address').filter({ hasText: 'Default' })).toContainText('10 Downing Street');
  await expect(page.getByRole('radio', { name: /10 Downing Street/ })).toBeChecked();
  await expect(page.getByTestId('checkout-delivery-type').getByRole('radio', { name: /Standard, single parcel/ })).toBeChecked();
  await expect(page.getByTestId('checkout-delivery-breakdown')).toBeVisible();
  const payable = (await page.getByTestId('checkout-payable').innerText()).trim();
  await page.getByTestId('checkout-place-order').click();
  await expect(page).toHaveURL(/#\/payment\?tradeNo=[A-Z0-9]+/);
  // the payment asks for what the settlement showed
  await expect(page.getByTestId('payment-amount')).toHaveText(payable);
  await expect(page.getByTestId('payment-countdown')).toContainText(/\d+:\d\d/);
}

/** On the done page: the method, and the order numbers it links to. */
async function expectPaid(page: Page, method: string): Promise<string[]> {
  await expect(page).toHaveURL(/#\/payDone\?tradeNo=/);
  await expect(page.getByTestId('pay-done')).toBeVisible();
  await expect(page.getByTestId('done-method')).toHaveText(method);
  const orderNos = (await page.getByTestId('done-order').allInnerTexts()).map((text) => text.trim());
  expect(orderNos.length).toBeGreaterThan(0);
  return orderNos;
}

/** My orders lists the paid order as ready to ship. */
async function expectReadyToShip(page: Page, orderNo: string): Promise<void> {
  await page.getByTestId('done-my-orders').click();
  await expect(page).toHaveURL(/#\/home\/MyOrder/);
  const order = page.getByTestId('order-card').filter({ hasText: orderNo });
  await expect(order).toBeVisible();
  await expect(order.getByTestId('order-status')).toHaveText('Ready to ship');
}

test.describe('buying', () => {
  test('a buyer checks out with the default address and standard delivery and pays by card', async ({ page, context }) => {
    await signIn(page, context);
    const { settlement, productName } = await checkOutFromSearch(page, context, 'Kettle', { checkAccessibility: true });
    await expect(settlement.getByTestId('checkout-delivery-breakdown')).toBeVisible();
    await expectAccessible(settlement, 'checkout');
    await placeWithDefaults(settlement, productName);

    const form = settlement.getByTestId('card-form');
    await expect(form).toBeVisible();
    await expectAccessible(settlement, 'payment');
    // a buyer with saved cards starts on the first one; this journey types a new card
    if (await settlement.getByTestId('card-new').isVisible()) await settlement.getByTestId('card-new').click();
    // a letter typed into the number is refused on screen too, not only in the form's value (the storefront runs on
    // Preact, which writes a controlled value back only when the box renders: shared/ui/kit/controlledInput.ts)
    const cardNumber = settlement.getByTestId('card-number');
    await cardNumber.fill('4242');
    await cardNumber.press('x');
    await expect(cardNumber).toHaveValue('4242');
    await cardNumber.fill(APPROVED_CARD);
    await expect(form.getByTestId('card-brand')).toHaveText('Visa');
    await settlement.getByTestId('card-holder').fill('Alex Morgan');
    const expiryYear = String(new Date().getFullYear() + 2);
    await settlement.getByLabel('Expiry month').selectOption({ label: '12' });
    await settlement.getByLabel('Expiry year').selectOption({ label: expiryYear });
    await settlement.getByTestId('card-cvv').fill('123');
    await expect(settlement.getByTestId('card-billing-address')).toContainText('10 Downing Street');
    await settlement.getByTestId('card-pay').click();

    const [orderNo] = await expectPaid(settlement, 'Credit or debit card');
    await expectReadyToShip(settlement, orderNo!);
    await expectAccessible(settlement, 'My orders');
  });

  test('the card form says so when its checks cannot load, and loads on a retry', async ({ page, context, request }) => {
    // an unpaid trade made through the API: one of the demo catalogue's products, enough for the minimum
    const token = await signInByApi(request, DEMO_BUYER);
    const products = await firstCataloguePage(request, token);
    const product = products.filter((p) => !p.hasOptions && p.price > 0 && p.quantity >= unitsForMinimumOrder(p.price) + 10).at(-2)!;
    const trade = await placeOrderByApi(request, token, { productId: product.id, quantity: unitsForMinimumOrder(product.price) });

    await asReturningVisitor(context);
    await context.addCookies([{ name: 'loginToken', value: token, domain: 'localhost', path: '/' }]);
    // the payment checks load after the page is drawn (a script of their own): the first fetch of it fails
    let refused = 0;
    await page.route(/\/assets\/payment-[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      if (refused === 0 && (await response.text()).includes('savedCardId')) {
        refused += 1;
        await route.abort('failed');
        return;
      }
      await route.fulfill({ response });
    });
    await page.goto(`/#/payment?tradeNo=${trade.tradeNo}`);
    await expect(page.getByText('The payment form could not be loaded.')).toBeVisible();
    expect(refused, 'the checks were asked for once and refused').toBe(1);
    await expect(page.getByTestId('card-form')).toHaveCount(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('card-form')).toBeVisible();
    await expect(page.getByText('The payment form could not be loaded.')).toHaveCount(0);
  });

  test('a buyer pays from the wallet balance with the payment password', async ({ page, context }) => {
    await signIn(page, context);
    const { settlement, productName } = await checkOutFromSearch(page, context, 'Waterproof Jacket');
    await placeWithDefaults(settlement, productName);

    await settlement.getByTestId('payment-method-4').click();
    const form = settlement.getByTestId('balance-form');
    await expect(form.getByTestId('balance-available')).toContainText('£');
    // a wrong password is refused on the field, then the right one pays
    await settlement.getByTestId('balance-password').fill('135790');
    await settlement.getByTestId('balance-pay').click();
    await expect(form.getByText('The payment password is incorrect.')).toBeVisible();
    await settlement.getByTestId('balance-password').fill(PAYMENT_PASSWORD);
    await settlement.getByTestId('balance-pay').click();

    const [orderNo] = await expectPaid(settlement, 'Wallet balance');
    const tradeNo = new URLSearchParams(settlement.url().split('?')[1]).get('tradeNo')!;
    await expectReadyToShip(settlement, orderNo!);

    // the wallet lists the payment, with the trade number as its remark
    await settlement.goto('/#/home/Wallet');
    await expect(settlement.getByTestId('wallet-transactions')).toContainText(tradeNo);
    await expectAccessible(settlement, 'wallet');
  });

  test('a buyer pays by Alipay: the code is confirmed on a second page and the first moves on', async ({ page, context }) => {
    await signIn(page, context);
    const { settlement, productName } = await checkOutFromSearch(page, context, 'Solar Garden Lights');
    await placeWithDefaults(settlement, productName);
    const amount = (await settlement.getByTestId('payment-amount').innerText()).trim();

    await settlement.getByTestId('payment-method-1').click();
    await settlement.getByTestId('qr-continue').click();
    await expect(settlement).toHaveURL(/#\/qrpay\?tradeNo=/);
    await expect(settlement.getByTestId('qr-image')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(settlement.getByTestId('qr-amount')).toHaveText(amount);
    const confirmUrl = await settlement.getByTestId('qr-open-here').getAttribute('href');
    expect(confirmUrl).toMatch(/#\/sandboxPay\?token=/);

    // the "phone": the sandbox wallet page the code opens
    const phone = await context.newPage();
    await phone.goto(confirmUrl!);
    const sheet = phone.getByTestId('sandbox-sheet');
    await expect(sheet).toContainText('ClearLot sandbox');
    await expect(sheet).toContainText('Alipay payment');
    await expect(phone.getByTestId('sandbox-amount')).toHaveText(amount);
    await phone.getByTestId('sandbox-confirm').click();
    await expect(phone.getByTestId('sandbox-succeeded')).toBeVisible();

    // the first tab notices by itself (it polls every 2 s)
    const [orderNo] = await expectPaid(settlement, 'Alipay');
    await expectReadyToShip(settlement, orderNo!);
  });
});
