import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductReviewPage, ReviewSummary } from '@clearlot/contract';
import { type TestApp, createTestApp } from '../../../testing/harness';
import { seedDemoReviews } from './seed';

describe('demo reviews and complaint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('reviews three demo products through real orders, with owner replies, and one open complaint; a second run adds nothing', async () => {
    await seedDemoReviews(t.app, t.db);
    const [counts] = await t.db.query<{ reviews: number; replied: number; products: number; complaints: number; open: number; live: number }>(
      `select (select count(*)::int from product_review) as reviews,
              (select count(*)::int from product_review where reply_text is not null) as replied,
              (select count(distinct product_id)::int from product_review) as products,
              (select count(*)::int from complaint) as complaints,
              (select count(*)::int from complaint where status = 1) as open,
              (select count(*)::int from user_session where user_agent = 'demo data' and revoked_at is null) as live`,
    );
    expect(counts).toEqual({ reviews: 6, replied: 3, products: 3, complaints: 1, open: 1, live: 0 });
    const [first] = await t.db.query<{ productId: number }>('select product_id as "productId" from product_review order by id limit 1');
    const productId = first!.productId;
    const summary = await t.post<ReviewSummary>('/srs-order-service/review/product/summary', { productId });
    expect(summary.body.data.count).toBe(2);
    // the product page's figure is the real number of reviews (the demo catalogue starts with none)
    const [product] = await t.db.query<{ reviewCount: number }>('select review_count as "reviewCount" from product where id = $1', [productId]);
    expect(product!.reviewCount).toBe(2);
    const page = await t.post<ProductReviewPage>('/srs-order-service/review/product/list', { productId });
    expect(page.body.data.list.some((review) => review.reply !== null)).toBe(true);

    await seedDemoReviews(t.app, t.db);
    const [again] = await t.db.query<{ n: number; c: number }>('select (select count(*)::int from product_review) as n, (select count(*)::int from complaint) as c');
    expect(again).toEqual({ n: 6, c: 1 });
  });
});
