/**
 * The rest of an order's life, as people do it: the demo goods owner ships a paid order with a
 * tracking number and marks it out for delivery from the goods-owner desk; the buyer sees the
 * tracking number on the order and confirms receipt.
 */
import { expect, test } from './test';
import { DEMO_BUYER, asReturningVisitor, expectAccessible, expectSignedIn, signInWithEmail, DEMO_OWNER, paidOrderForDemoOwner } from './support';

test('the goods owner ships and hands over for delivery; the buyer sees the tracking number and confirms receipt', async ({ browser, request }) => {
  const orderNo = await paidOrderForDemoOwner(request);

  const ownerContext = await browser.newContext();
  await asReturningVisitor(ownerContext);
  const owner = await ownerContext.newPage();
  await owner.goto('/#/login');
  await signInWithEmail(owner, DEMO_OWNER);
  await expectSignedIn(owner);
  await owner.goto('/#/home/OwnerOrders');
  const row = owner.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('Ready to ship');
  await row.getByTestId('owner-ship').click();
  const ship = owner.getByRole('dialog', { name: `Ship order ${orderNo}` });
  await ship.getByTestId('ship-tracking').fill('DPD1234567890');
  await ship.getByLabel('Carrier for all chosen items').fill('DPD');
  // close the carrier suggestions first, as a person's next click would
  await ship.getByText('Choose the items you are sending now').click();
  await ship.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(row).toContainText('In transit');
  await row.getByTestId('owner-deliver').click();
  await owner
    .getByRole('dialog', { name: `Order ${orderNo} out for delivery?` })
    .getByRole('button', { name: 'Out for delivery' })
    .click();
  await expect(row).toContainText('Out for delivery');
  await ownerContext.close();

  const buyerContext = await browser.newContext();
  await asReturningVisitor(buyerContext);
  const buyer = await buyerContext.newPage();
  await buyer.goto('/#/login');
  await signInWithEmail(buyer, DEMO_BUYER);
  await expectSignedIn(buyer);
  await buyer.goto(`/#/home/OrderDetail?orderNo=${orderNo}`);
  await expect(buyer.getByTestId('order-status')).toContainText('Out for delivery');
  await expect(buyer.getByTestId('order-item-tracking').first()).toContainText('DPD1234567890');
  // the order detail's amounts, history and items read as lists and terms to assistive technology too
  await expectAccessible(buyer, 'order detail');
  await buyer.getByTestId('order-confirm-receipt').click();
  await buyer.getByRole('dialog', { name: 'Confirm receipt?' }).getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(buyer.getByTestId('order-status')).toContainText('Completed');
  await expect(buyer.getByTestId('order-timeline')).toContainText('Receipt confirmed; the order is complete.');
  await buyerContext.close();
});
