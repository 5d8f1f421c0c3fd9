/**
 * Browsing history (issue 14, MyTracks), as a buyer meets it: the products they open are listed under
 * "Today", newest first; the account card's history entry leads there; one can be removed, then all.
 */
import { expect, test } from './test';
import { DEMO_BUYER, asReturningVisitor, expectAccessible, expectSignedIn, signInWithEmail } from './support';

test('a buyer finds the products they opened in their browsing history, and clears it', async ({ page, context }) => {
  await asReturningVisitor(context);
  await page.goto('/#/login');
  await signInWithEmail(page, DEMO_BUYER);
  await expectSignedIn(page);

  // open two products by their address, as a buyer following links would
  await page.goto('/#/homePageSecond');
  const cards = page.getByTestId('product-card');
  await expect(cards.nth(1)).toBeVisible();
  const ids = [await cards.nth(0).getAttribute('data-product-id'), await cards.nth(1).getAttribute('data-product-id')];
  const names: string[] = [];
  for (const id of ids) {
    await page.goto(`/#/goodsDetail?productId=${id}`);
    names.push((await page.getByTestId('detail-name').innerText()).trim());
  }

  // the home page's account card leads to the history
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Browsing history' }).click();
  await expect(page).toHaveURL(/#\/home\/MyTracks/);
  const today = page.getByTestId('history-day').first();
  await expect(today.getByRole('heading', { name: 'Today' })).toBeVisible();
  const entries = today.getByTestId('product-card');
  await expect(entries.first()).toContainText(names[1]!);
  await expect(entries.nth(1)).toContainText(names[0]!);
  await expectAccessible(page, 'browsing history');

  await entries.first().getByTestId('history-remove').click();
  await expect(today.getByTestId('product-card').filter({ hasText: names[1]! })).toHaveCount(0);
  await expect(today.getByTestId('product-card').filter({ hasText: names[0]! })).toBeVisible();

  await page.getByTestId('history-clear').click();
  await page.getByRole('button', { name: 'Clear history' }).last().click();
  await expect(page.getByText('Your browsing history is empty')).toBeVisible();
});
