/**
 * Money views (issue 16 item 6): a paid order cancelled within 30 minutes is refunded to the wallet,
 * and the wallet the buyer looked at before shows the refund and the new balance when they go back to
 * it — in the same page, without a reload.
 *
 * The order is placed and paid from the balance through the API (what the buying journeys already
 * cover in the browser), so the journey is about what a person sees: the wallet, My orders, the
 * cancel dialog, the wallet again.
 */
import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './test';
import { DEMO_BUYER, asReturningVisitor, expectSignedIn, signInWithEmail } from './support';

/** The demo buyer's wallet payment password (seeded). */
const PAYMENT_PASSWORD = '246810';
/** One unit of a product at this price or more meets the £20.00 minimum item total. */
const MIN_ORDER_PENCE = 2000;

interface Envelope<T> {
  code: number;
  data: T;
  messageEn: string;
}

/** The API as the signed-in browser calls it: the session token from its cookie, as a bearer header. */
async function apiOf(context: BrowserContext, request: APIRequestContext) {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'loginToken')?.value;
  if (!token) throw new Error('not signed in');
  return async <T>(path: string, body: unknown = {}): Promise<T> => {
    const response = await request.post(path, { data: body, headers: { Authorization: `Bearer ${decodeURIComponent(token)}` } });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.messageEn}`);
    return envelope.data;
  };
}

/** Places an order for one unit of a product without options and pays it from the wallet; answers the order number. */
async function paidFromWallet(api: Awaited<ReturnType<typeof apiOf>>): Promise<{ orderNo: string; amount: number }> {
  const { available } = await api<{ available: number }>('/srs-payment-service/wallet/info');
  const cart = await api<{ resultList: { cartItems: { id: number; productId: number }[] }[] }>('/srs-order-service/cartItem/getCartItemList');
  const inCart = new Set(cart.resultList.flatMap((group) => group.cartItems.map((line) => line.productId)));
  const page = await api<{ list: { id: number; price: number; quantity: number; hasOptions: boolean }[] }>('/srs-product-service/buyer/product/product/newPageList', {
    pageNum: 1,
    pageSize: 40,
  });
  // a product the buyer can afford several times over, so other journeys paying from the same wallet cannot empty it
  const product = page.list.find((card) => !card.hasOptions && card.quantity > 0 && card.price >= MIN_ORDER_PENCE && card.price * 5 < available && !inCart.has(card.id));
  if (!product) throw new Error('no product to order');

  await api('/srs-order-service/cartItem/addCartItem', { productId: product.id, quantity: 1 });
  const lines = await api<{ resultList: { cartItems: { id: number; productId: number }[] }[] }>('/srs-order-service/cartItem/getCartItemList');
  const line = lines.resultList.flatMap((group) => group.cartItems).find((item) => item.productId === product.id)!;
  const addresses = await api<{ id: number; isDefault: boolean }[]>('/srs-order-service/userReceiveAddress/list');
  const address = addresses.find((entry) => entry.isDefault) ?? addresses[0]!;
  const trade = await api<{ tradeNo: string; amount: number; orderNos: string[] }>('/srs-order-service/order/mall/save', {
    clientKey: crypto.randomUUID(),
    cartItemIds: [line.id],
    addressId: address.id,
    deliveryType: 1,
  });
  await api('/srs-payment-service/pay/balance', { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: crypto.randomUUID(), paymentPassword: PAYMENT_PASSWORD });
  return { orderNo: trade.orderNos[0]!, amount: trade.amount };
}

/** The account menu's entry, followed inside the app (a client-side move, never a page load). */
async function openAccountSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name }).click();
}

const pounds = (pence: number) => `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('money views', () => {
  test('a paid order cancelled at once shows its refund in the wallet without a reload', async ({ page, context, request }) => {
    await asReturningVisitor(context);
    await page.goto('/#/login');
    await signInWithEmail(page, DEMO_BUYER);
    await expectSignedIn(page);
    const api = await apiOf(context, request);
    const { orderNo, amount } = await paidFromWallet(api);

    // the buyer looks at the wallet first: the payment is there, and the page keeps what it read
    await page.goto('/#/home/Wallet');
    const ledger = page.getByTestId('wallet-transactions');
    await expect(ledger).toBeVisible();
    await expect(ledger.getByRole('row').filter({ hasText: orderNo })).toHaveCount(0);
    // set on this document: a reload would lose it
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    // then cancels the order from My orders (paid a moment ago, so it is cancelled at once with a refund)
    await openAccountSection(page, 'My orders');
    const card = page.getByTestId('order-card').filter({ hasText: orderNo });
    await card.getByTestId('order-cancel').click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNo}` });
    await expect(dialog.getByText(`the ${pounds(amount)} paid is refunded`)).toBeVisible();
    await dialog.getByTestId('cancel-reason').fill('Ordered the wrong one');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('The order has been cancelled.')).toBeVisible();
    await expect(card.getByTestId('order-status')).toHaveText('Cancelled');

    // back in the wallet: the refund is in the ledger and the balance is the one the server holds now
    await openAccountSection(page, 'Wallet');
    const refund = ledger.getByRole('row').filter({ hasText: orderNo });
    await expect(refund).toContainText('Refund');
    await expect(refund.getByTestId('wallet-transaction-amount')).toContainText(pounds(amount));
    await expect
      .poll(async () => {
        const shown = (await page.getByTestId('wallet-balance-available').innerText()).replace(/\s+/g, ' ');
        const { available } = await api<{ available: number }>('/srs-payment-service/wallet/info');
        return shown.includes(pounds(available));
      })
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
