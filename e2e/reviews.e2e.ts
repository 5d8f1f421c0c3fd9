/**
 * Reviews (issue 14), as people write and read them. A buyer on a phone receives an order, opens it,
 * reviews a line with four stars, words and a photo, and reads the review back; the goods owner
 * replies once from their reviews desk; the review, its photo and the reply show in the product
 * page's reviews section, which loads only when scrolled to, in English and in Chinese.
 * The order is placed, paid from the wallet, shipped, delivered and received through the API.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { unitsForMinimumOrder } from '@clearlot/contract/rules/order';
import {
  DEMO_BUYER,
  expectAccessible,
  expectChineseGlyphs,
  expectFitsWindow,
  firstCataloguePage,
  keepScreenshot,
  placeOrderByApi,
  postApi,
  signInByApi,
  signedInWindow,
  DEMO_OWNER,
} from './support';

/** an 8 × 8 PNG: the upload decides the type by the bytes */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMQyAvAihiGlgQAD/QzgbKzWZAAAAAASUVORK5CYII=', 'base64');

/** One of the demo goods owner's products, ordered, paid from the wallet, shipped, delivered and received: a completed order (8). */
async function completedOrder(request: APIRequestContext): Promise<{ orderNo: string; productId: number; productNameEn: string }> {
  const token = await signInByApi(request, DEMO_BUYER);
  const ownerToken = await signInByApi(request, DEMO_OWNER);
  const { id: ownerId } = await postApi<{ id: number }>(request, '/srs-product-service/buyer/shop/info', { id: 1 });
  const products = await firstCataloguePage(request, token, ownerId);
  const product = products.filter((p) => !p.hasOptions && p.price > 0 && p.quantity >= unitsForMinimumOrder(p.price) + 10).at(-1)!;
  const trade = await placeOrderByApi(request, token, { productId: product.id, quantity: unitsForMinimumOrder(product.price) });
  await postApi(request, '/srs-payment-service/pay/balance', { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: randomUUID(), paymentPassword: '246810' }, token);
  const orderNo = trade.orderNos[0]!;
  const order = await postApi<{ items: Array<{ id: number; productNameEn: string }> }>(request, '/srs-order-service/order/mall/detail', { orderNo }, token);
  await postApi(
    request,
    '/srs-order-service/seller/order/ship',
    { orderNo, items: order.items.map((item) => ({ itemId: item.id, trackingNo: `DPD${item.id}`, logisticsCompany: 'DPD' })) },
    ownerToken,
  );
  await postApi(request, '/srs-order-service/seller/order/deliver', { orderNo }, ownerToken);
  await postApi(request, '/srs-order-service/order/mall/confirmReceipt', { orderNo }, token);
  return { orderNo, productId: product.id, productNameEn: order.items[0]!.productNameEn };
}

test.describe('reviews', () => {
  // four people's pages (three on a phone) with accessibility checks: more than the default minute on a busy machine
  test.setTimeout(180_000);

  test('a buyer reviews a delivered order with a photo; the goods owner replies; both show on the product page', async ({ browser, request }, testInfo) => {
    const { orderNo, productId } = await completedOrder(request);
    const words = `Sturdy cartons, well packed ${randomUUID().slice(0, 8)}`;

    const buyer = await signedInWindow(browser, DEMO_BUYER, { phone: true, at: `/#/home/OrderDetail?orderNo=${orderNo}` });
    const card = buyer.getByTestId('order-feedback');
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId('order-review-line')).toHaveCount(1);
    await expectAccessible(buyer, 'the order reviews and complaints card', { within: '[data-testid=order-feedback]' });
    await card.getByTestId('order-review-line').click();

    await expect(buyer).toHaveURL(/#\/home\/AddEval\?orderItemId=\d+/);
    await expect(buyer.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
    // sending without stars is stopped on the page
    await buyer.getByTestId('review-submit').click();
    await expect(buyer.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
    await buyer.getByTestId('review-rating').getByRole('radio').nth(3).click();
    await expect(buyer.getByTestId('review-form').getByText('Good', { exact: true })).toBeVisible();
    await buyer.getByTestId('review-text').fill(words);
    await buyer.locator('input[type=file]').setInputFiles([{ name: 'cartons.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(buyer.getByRole('group', { name: 'Photos of the item' }).getByTestId('image-upload-photo')).toHaveCount(1);
    await expectAccessible(buyer, 'the review form');
    await expectFitsWindow(buyer, 'the review form at 390 px');
    await keepScreenshot(buyer, testInfo, 'add-eval-en-390');
    await buyer.getByTestId('review-submit').click();

    await expect(buyer).toHaveURL(/#\/home\/EvalDetail\?reviewId=\d+/);
    await expect(buyer.getByTestId('review-detail-text')).toHaveText(words);
    await expect(buyer.getByTestId('review-detail-rating')).toHaveText('Good');
    await expect(buyer.getByTestId('review-photos').getByRole('img')).toHaveCount(1);
    await expect(buyer.getByTestId('review-edit')).toBeVisible();
    await expectAccessible(buyer, 'the review');
    await expectFitsWindow(buyer, 'the review at 390 px');
    await keepScreenshot(buyer, testInfo, 'eval-detail-en-390');

    // the line has moved to the reviewed tab; the order page's Review opens the review written
    await buyer.goto('/#/home/CommentList?tab=reviewed');
    await expect(buyer.getByTestId('reviewed-card').filter({ hasText: words })).toHaveCount(1);
    await expectAccessible(buyer, 'my reviews');
    await expectFitsWindow(buyer, 'my reviews at 390 px');

    // the goods owner replies once from the reviews desk
    const owner = await signedInWindow(browser, DEMO_OWNER, { at: '/#/home/OwnerReviews' });
    await expect(owner.getByRole('heading', { level: 1, name: 'Reviews of my goods' })).toBeVisible();
    const pending = owner.getByTestId('owner-review-card').filter({ hasText: words });
    await expect(pending).toHaveCount(1);
    await expectAccessible(owner, "the goods owner's reviews desk");
    await pending.getByTestId('owner-reply-text').fill('Thank you — we double-box every carton.');
    await pending.getByTestId('owner-reply-send').click();
    await expect(owner.getByText('Your reply is published.')).toBeVisible();
    await owner.getByTestId('owner-review-tab-replied').click();
    await expect(owner.getByTestId('owner-review-card').filter({ hasText: words }).getByTestId('review-reply')).toContainText('we double-box every carton');

    await buyer.reload();
    await buyer.goto(`/#/home/CommentList?tab=reviewed`);
    await buyer.getByTestId('reviewed-card').filter({ hasText: words }).getByTestId('reviewed-open').click();
    await expect(buyer.getByTestId('review-reply')).toContainText('we double-box every carton');
    await expect(buyer.getByTestId('review-edit')).toHaveCount(0);

    // the product page: the reviews load when scrolled to
    const reader = await signedInWindow(browser, DEMO_OWNER, { phone: true });
    const reviewCalls: string[] = [];
    reader.on('request', (sent) => {
      if (sent.url().includes('/review/product/')) reviewCalls.push(sent.url());
    });
    await reader.goto(`/#/goodsDetail?productId=${productId}`);
    await expect(reader.getByTestId('detail-name')).toBeVisible();
    expect(reviewCalls, 'no review is fetched before the section is near').toEqual([]);
    const section = reader.getByTestId('detail-reviews');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('reviews-summary')).toBeVisible();
    await section.getByTestId('reviews-with-photos').click();
    const review = section.getByTestId('product-review').filter({ hasText: words });
    await expect(review).toHaveCount(1);
    await expect(review.getByTestId('product-review-photos').getByRole('img')).toHaveCount(1);
    await expect(review.getByTestId('product-review-reply')).toContainText('we double-box every carton');
    await review.getByTestId('product-review-photos').getByRole('button').click();
    await expect(reader.getByRole('dialog')).toBeVisible();
    await reader.keyboard.press('Escape');
    await review.scrollIntoViewIfNeeded();
    await expectAccessible(reader, 'the product page reviews', { within: '[data-testid=detail-reviews]' });
    await expectFitsWindow(reader, 'the product page with reviews at 390 px');
    await keepScreenshot(reader, testInfo, 'product-reviews-en-390');
    // helpful: a reader who did not write it marks it once
    await review.getByTestId('product-review-helpful').click();
    await expect(review.getByTestId('product-review-helpful')).toHaveText('Helpful (1)');
    await expect(review.getByTestId('product-review-helpful')).toHaveAttribute('aria-pressed', 'true');

    // in Chinese
    const chinese = await signedInWindow(browser, DEMO_BUYER, { phone: true, language: 'zh', at: `/#/goodsDetail?productId=${productId}` });
    const zhSection = chinese.getByTestId('detail-reviews');
    await zhSection.scrollIntoViewIfNeeded();
    await expect(zhSection.getByRole('heading', { name: '商品评价' })).toBeVisible();
    const mine = zhSection.getByTestId('product-review').filter({ hasText: words });
    await zhSection.getByTestId('reviews-with-photos').click();
    await expect(mine).toContainText('我的评价');
    await expect(mine.getByTestId('product-review-reply')).toContainText('货主回复');
    await expectChineseGlyphs(zhSection.getByTestId('reviews-summary'));
    await mine.scrollIntoViewIfNeeded();
    await expectFitsWindow(chinese, 'the product page reviews in Chinese at 390 px');
    await keepScreenshot(chinese, testInfo, 'product-reviews-zh-390');
    await chinese.goto('/#/home/CommentList?tab=reviewed');
    await expect(chinese.getByRole('heading', { level: 1, name: '我的评价' })).toBeVisible();
    await expectFitsWindow(chinese, 'my reviews in Chinese at 390 px');
    await keepScreenshot(chinese, testInfo, 'comment-list-zh-390');
  });
});
