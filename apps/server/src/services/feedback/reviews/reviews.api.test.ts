import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MyReviewPage,
  type ProductReviewPage,
  REVIEW_EDIT_DAYS,
  REVIEW_POINTS,
  REVIEW_WITH_PHOTOS_POINTS,
  type ReviewDetail,
  type ReviewDetailPage,
  type ReviewHelpfulAnswer,
  type ReviewSummary,
  type ReviewedLine,
} from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { type TestBuyer, makeBuyer } from '../../order/orders/testing';
import { ORDER, type DeliveredOrder, deliveredOrder, demoOwner, otherOwnerToken, uploadedPhoto } from '../../order/returns/testing';

const R = `${ORDER}/review/mall`;

describe.each(engines)('reviews on %s', (engine) => {
  let t: TestApp;
  let owner: { ownerId: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await demoOwner(t);
  });
  afterAll(() => t.close());

  /** A delivered order whose buyer confirmed receipt: completed (8). */
  const completedOrder = async (quantities: number[] = [1, 1], buyer?: TestBuyer): Promise<DeliveredOrder> => {
    const order = await deliveredOrder(t, owner.token, quantities, buyer);
    const confirmed = await t.post(`${ORDER}/order/mall/confirmReceipt`, { orderNo: order.orderNo }, order.buyer.token);
    expect(confirmed.body.code, JSON.stringify(confirmed.body)).toBe(200);
    return order;
  };
  const productOf = async (orderItemId: number) =>
    (await t.db.query<{ productId: number }>('select product_id as "productId" from order_item where id = $1', [orderItemId]))[0]!.productId;
  const add = (buyer: TestBuyer, body: Record<string, unknown>) => t.post<ReviewDetail>(`${R}/add`, body, buyer.token);

  it('reviews a completed line with photos once, lists it, and shows it with its summary on the product page', async () => {
    const order = await completedOrder([2, 1]);
    const [a, b] = order.items;
    const mine = await t.post<MyReviewPage>(`${R}/list`, { tab: 'toReview' }, order.buyer.token);
    expect(mine.body.data.counts).toEqual({ toReview: 2, reviewed: 0 });
    expect(mine.body.data.toReview!.list.map((line) => line.orderItemId).sort()).toEqual([a!.id, b!.id].sort());

    const line = await t.post<ReviewedLine>(`${R}/line`, { orderItemId: a!.id }, order.buyer.token);
    expect(line.body.data).toMatchObject({ orderItemId: a!.id, orderNo: order.orderNo, quantity: 2, completedAt: expect.any(Number), reviewId: null });

    const photos = [await uploadedPhoto(t, order.buyer.userId), await uploadedPhoto(t, order.buyer.userId)];
    const posted = await add(order.buyer, { orderItemId: a!.id, rating: 4, text: '  Sturdy boxes, fair price.  ', photos });
    expect(posted.body.code, JSON.stringify(posted.body)).toBe(200);
    const review = posted.body.data;
    expect(review).toMatchObject({ rating: 4, text: 'Sturdy boxes, fair price.', photos, reply: null, editable: true, canReply: false, helpfulCount: 0, editedAt: null });
    expect(review.editClosesAt - review.postedAt).toBe(REVIEW_EDIT_DAYS * 86_400);
    expect(review.reviewerName).toMatch(/^b\*\*\*.$/);

    // the same line again, even from two tabs at once, is refused
    const again = await Promise.all([1, 2].map(() => add(order.buyer, { orderItemId: a!.id, rating: 1 })));
    expect(again.map((res) => res.body.code)).toEqual([6302, 6302]);
    const stars = await add(order.buyer, { orderItemId: b!.id, rating: 5 });
    expect(stars.body.data).toMatchObject({ rating: 5, text: '', photos: [] });
    // points for reviews (rules/points.ts): more with photos, once per review however often it was sent
    const points = await t.db.query<{ reviewId: number; points: number }>(
      `select review_id as "reviewId", points from points_entry where user_id = $1 and source = 'review' order by review_id`,
      [order.buyer.userId],
    );
    expect(points).toEqual([
      { reviewId: review.id, points: REVIEW_WITH_PHOTOS_POINTS },
      { reviewId: stars.body.data.id, points: REVIEW_POINTS },
    ]);

    const after = await t.post<MyReviewPage>(`${R}/list`, { tab: 'reviewed' }, order.buyer.token);
    expect(after.body.data.counts).toEqual({ toReview: 0, reviewed: 2 });
    expect(after.body.data.reviewed!.list.map((r) => r.id)).toEqual([stars.body.data.id, review.id]);

    const productId = await productOf(a!.id);
    const summary = await t.post<ReviewSummary>(`${R.replace('/mall', '/product')}/summary`, { productId });
    expect(summary.body.data).toMatchObject({ productId, count: 1, average: 4, stars: [0, 0, 0, 1, 0], withPhotos: 1 });
    const page = await t.post<ProductReviewPage>(`${ORDER}/review/product/list`, { productId, sort: 'newest', withPhotos: true });
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.list[0]).toMatchObject({ id: review.id, rating: 4, photos, markedHelpful: false, mine: false, reply: null, edited: false });
    // the reader who wrote it sees it as theirs
    const own = await t.post<ProductReviewPage>(`${ORDER}/review/product/list`, { productId }, order.buyer.token);
    expect(own.body.data.list[0]!.mine).toBe(true);
  });

  it('refuses lines of orders not completed, someone else’s lines, reviews and photos', async () => {
    const delivered = await deliveredOrder(t, owner.token, [1]);
    const line = delivered.items[0]!;
    expect((await add(delivered.buyer, { orderItemId: line.id, rating: 5 })).body.code).toBe(6301);
    expect((await t.post(`${R}/line`, { orderItemId: line.id }, delivered.buyer.token)).body.code).toBe(6301);

    const order = await completedOrder([1]);
    const stranger = await makeBuyer(t);
    expect((await add(stranger, { orderItemId: order.items[0]!.id, rating: 5 })).body.code).toBe(6012);
    expect((await t.post(`${R}/line`, { orderItemId: order.items[0]!.id }, stranger.token)).body.code).toBe(6012);
    // a photo uploaded by someone else
    const notMine = await uploadedPhoto(t, stranger.userId);
    expect((await add(order.buyer, { orderItemId: order.items[0]!.id, rating: 5, photos: [notMine] })).body.code).toBe(6304);
    // seven photos, a sixth star, words too long: the contract refuses them
    const seven = await Promise.all(Array.from({ length: 7 }, () => uploadedPhoto(t, order.buyer.userId)));
    for (const body of [
      { orderItemId: order.items[0]!.id, rating: 5, photos: seven },
      { orderItemId: order.items[0]!.id, rating: 6 },
      { orderItemId: order.items[0]!.id, rating: 0 },
      { orderItemId: order.items[0]!.id, rating: 3, text: 'x'.repeat(1001) },
    ]) {
      expect((await add(order.buyer, body)).body.code).toBe(1001);
    }
    const posted = (await add(order.buyer, { orderItemId: order.items[0]!.id, rating: 2, text: 'Late' })).body.data;
    // someone else cannot read or change it
    expect((await t.post(`${R}/detail`, { reviewId: posted.id }, stranger.token)).body.code).toBe(6300);
    expect((await t.post(`${R}/edit`, { reviewId: posted.id, rating: 5 }, stranger.token)).body.code).toBe(6300);
    // another goods owner cannot reply to it
    const otherOwner = await otherOwnerToken(t);
    expect((await t.post(`${ORDER}/seller/review/reply`, { reviewId: posted.id, text: 'Not my shop' }, otherOwner)).body.code).toBe(6300);
    const desk = await t.post<ReviewDetailPage>(`${ORDER}/seller/review/list`, { tab: 'all', pageSize: 50 }, otherOwner);
    expect(desk.body.data.list.some((r) => r.id === posted.id)).toBe(false);
    // a buyer is not a goods owner
    expect((await t.post(`${ORDER}/seller/review/list`, {}, stranger.token)).body.code).toBe(2002);
  });

  it('lets the writer change a review until the goods owner replies once; the buyer is e-mailed the reply', async () => {
    const order = await completedOrder([1]);
    const posted = (await add(order.buyer, { orderItemId: order.items[0]!.id, rating: 2, text: 'Two boxes dented' })).body.data;
    const photo = await uploadedPhoto(t, order.buyer.userId);
    const edited = await t.post<ReviewDetail>(`${R}/edit`, { reviewId: posted.id, rating: 3, text: 'Dented, but the goods were fine', photos: [photo] }, order.buyer.token);
    expect(edited.body.data).toMatchObject({ rating: 3, text: 'Dented, but the goods were fine', photos: [photo], editedAt: expect.any(Number), editable: true });

    const desk = await t.post<ReviewDetailPage>(`${ORDER}/seller/review/list`, { tab: 'unreplied', pageSize: 50 }, owner.token);
    expect(desk.body.data.list.find((r) => r.id === posted.id)).toMatchObject({ canReply: true, editable: false, rating: 3 });

    // two replies at once: one is written, the other refused
    const replies = await Promise.all(
      ['Sorry — we have changed couriers.', 'Second reply'].map((text) => t.post<ReviewDetail>(`${ORDER}/seller/review/reply`, { reviewId: posted.id, text }, owner.token)),
    );
    expect(replies.map((res) => res.body.code).sort()).toEqual([200, 6305]);
    const replied = replies.find((res) => res.body.code === 200)!.body.data;
    expect(replied).toMatchObject({ canReply: false, reply: { text: expect.any(String), time: expect.any(Number) } });
    const [mail] = await t.db.query<{ subject: string }>(
      `select subject from outbox_message where recipient = (select email from app_user where id = $1) order by id desc limit 1`,
      [order.buyer.userId],
    );
    expect(mail?.subject).toContain('replied to your review');
    const [notice] = await t.db.query<{ link: string }>('select link from user_notice where user_id = $1 and title_en = $2', [
      order.buyer.userId,
      'The goods owner replied to your review',
    ]);
    expect(notice?.link).toBe(`/home/EvalDetail?reviewId=${posted.id}`);

    // a reply closes editing
    expect((await t.post(`${R}/edit`, { reviewId: posted.id, rating: 5 }, order.buyer.token)).body.code).toBe(6303);
    const detail = await t.post<ReviewDetail>(`${R}/detail`, { reviewId: posted.id }, order.buyer.token);
    expect(detail.body.data).toMatchObject({ editable: false, reply: { text: replied.reply!.text } });
    expect((await t.post<ReviewDetailPage>(`${ORDER}/seller/review/list`, { tab: 'replied', pageSize: 50 }, owner.token)).body.data.list.some((r) => r.id === posted.id)).toBe(
      true,
    );

    // the edit period ends after REVIEW_EDIT_DAYS
    const other = await completedOrder([1]);
    const late = (await add(other.buyer, { orderItemId: other.items[0]!.id, rating: 4 })).body.data;
    await t.db.query(`update product_review set posted_at = now() - make_interval(days => $2) - interval '1 second' where id = $1`, [late.id, REVIEW_EDIT_DAYS]);
    expect((await t.post(`${R}/edit`, { reviewId: late.id, rating: 5 }, other.buyer.token)).body.code).toBe(6303);
  });

  it('counts helpful marks once per reader under fifty parallel clicks, sorts by them, and refuses one’s own', async () => {
    const order = await completedOrder([1]);
    const productId = await productOf(order.items[0]!.id);
    const second = await completedOrder([1]);
    const secondProduct = await productOf(second.items[0]!.id);
    expect(secondProduct).toBe(productId);
    const first = (await add(order.buyer, { orderItemId: order.items[0]!.id, rating: 5, text: 'Great' })).body.data;
    const newer = (await add(second.buyer, { orderItemId: second.items[0]!.id, rating: 3, text: 'OK' })).body.data;

    const reader = await makeBuyer(t);
    const clicks = await Promise.all(Array.from({ length: 50 }, () => t.post<ReviewHelpfulAnswer>(`${ORDER}/review/helpful`, { reviewId: first.id, helpful: true }, reader.token)));
    expect(clicks.every((res) => res.body.code === 200)).toBe(true);
    const [row] = await t.db.query<{ helpfulCount: number; marks: number }>(
      'select helpful_count as "helpfulCount", (select count(*)::int from product_review_helpful where review_id = $1) as marks from product_review where id = $1',
      [first.id],
    );
    expect(row).toEqual({ helpfulCount: 1, marks: 1 });
    expect((await t.post(`${ORDER}/review/helpful`, { reviewId: first.id, helpful: true }, order.buyer.token)).body.code).toBe(6306);
    expect((await t.post(`${ORDER}/review/helpful`, { reviewId: first.id, helpful: true })).body.code).toBe(401);

    const newest = await t.post<ProductReviewPage>(`${ORDER}/review/product/list`, { productId, sort: 'newest', pageSize: 50 }, reader.token);
    const ids = newest.body.data.list.map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(first.id));
    const helpful = await t.post<ProductReviewPage>(`${ORDER}/review/product/list`, { productId, sort: 'helpful', pageSize: 50 }, reader.token);
    expect(helpful.body.data.list[0]).toMatchObject({ id: first.id, helpfulCount: 1, markedHelpful: true });

    const undone = await Promise.all(
      Array.from({ length: 50 }, () => t.post<ReviewHelpfulAnswer>(`${ORDER}/review/helpful`, { reviewId: first.id, helpful: false }, reader.token)),
    );
    expect(undone.every((res) => res.body.code === 200)).toBe(true);
    expect((await t.db.query<{ n: number }>('select helpful_count as n from product_review where id = $1', [first.id]))[0]!.n).toBe(0);

    // pages: one review per page, the total is every review of the product
    const paged = await t.post<ProductReviewPage>(`${ORDER}/review/product/list`, { productId, pageNum: 2, pageSize: 1 });
    expect(paged.body.data.list).toHaveLength(1);
    expect(paged.body.data.total).toBeGreaterThanOrEqual(2);
  });
});
