/**
 * Review routes: the buyer's (CommentList's two tabs, the line to review, post, change, read one),
 * the product page's (summary and pages, open to everyone; helpful marks for the signed-in), and the
 * goods owner's desk (their shop's reviews, one reply each). Someone else's review is "not found".
 */
import { SELLER_DESK_ROLES } from '@clearlot/contract/rules/roles';
import {
  AddReviewBody,
  EditReviewBody,
  MyReviewListBody,
  MyReviewPage,
  OrderItemBody,
  OwnerReviewListBody,
  ProductIdBody,
  ProductReviewListBody,
  ProductReviewPage,
  ReplyReviewBody,
  ReviewDetail,
  ReviewDetailPage,
  ReviewHelpfulAnswer,
  ReviewHelpfulBody,
  ReviewIdBody,
  ReviewSummary,
  ReviewedLine,
} from '@clearlot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import type { Outbox } from '../../../platform/outbox';
import { route } from '../../../platform/routes';
import { ownerScope } from '../../order/orders/service';
import { recordStaffAction } from '../../user/audit/service';
import { notifyReviewReply } from './notify';
import * as reviews from './service';
import * as store from './store';

export function registerReviewRoutes(app: FastifyInstance, db: Db, outbox: Outbox): void {
  const tags = ['order', 'reviews'];
  const buyer = (request: FastifyRequest) => sessionOf(request).userId;
  const writersView = async (userId: number, reviewId: number) => {
    const row = await store.reviewWithLine(db, { userId }, reviewId);
    if (!row) fail('reviewNotFound');
    return reviews.reviewView(row, { as: 'writer', userId });
  };

  // ---- the buyer ----
  route(
    app,
    'POST',
    '/review/mall/list',
    { body: MyReviewListBody, response: MyReviewPage, auth: 'required', summary: 'My completed lines to review, or my reviews', tags },
    async ({ body, request }) => {
      const userId = buyer(request);
      const counts = { toReview: await store.toReviewCount(db, userId), reviewed: await store.reviewedCount(db, userId) };
      if (body.tab === 'toReview') {
        const page = await store.linesToReview(db, userId, body.pageNum, body.pageSize);
        return { toReview: { list: page.list.map(reviews.lineView), total: page.total, pageNum: body.pageNum, pageSize: body.pageSize }, reviewed: null, counts };
      }
      const list = await store.myReviews(db, userId, body.pageNum, body.pageSize);
      return {
        toReview: null,
        reviewed: { list: list.map((row) => reviews.reviewView(row, { as: 'writer', userId })), total: counts.reviewed, pageNum: body.pageNum, pageSize: body.pageSize },
        counts,
      };
    },
  );
  route(
    app,
    'POST',
    '/review/mall/line',
    { body: OrderItemBody, response: ReviewedLine, auth: 'required', summary: 'A line of my completed order, to review', tags },
    ({ body, request }) => reviews.reviewableLine(db, buyer(request), body.orderItemId),
  );
  route(
    app,
    'POST',
    '/review/mall/add',
    { body: AddReviewBody, response: ReviewDetail, auth: 'required', summary: 'Review a line of my completed order (once per line)', tags },
    async ({ body, request }) => {
      const userId = buyer(request);
      return writersView(userId, await reviews.addReview(db, userId, body));
    },
  );
  route(
    app,
    'POST',
    '/review/mall/edit',
    { body: EditReviewBody, response: ReviewDetail, auth: 'required', summary: 'Change my review within the edit period, before a reply', tags },
    async ({ body, request }) => {
      const userId = buyer(request);
      await db.transaction((tx) => reviews.editReview(tx, userId, body));
      return writersView(userId, body.reviewId);
    },
  );
  route(app, 'POST', '/review/mall/detail', { body: ReviewIdBody, response: ReviewDetail, auth: 'required', summary: 'One of my reviews', tags }, ({ body, request }) =>
    writersView(buyer(request), body.reviewId),
  );

  // ---- the product page ----
  const pageTags = ['order', 'reviews', 'product page'];
  route(
    app,
    'POST',
    '/review/product/summary',
    { body: ProductIdBody, response: ReviewSummary, auth: 'optional', summary: "A product's rating summary", tags: pageTags },
    ({ body }) => reviews.summary(db, body.productId),
  );
  route(
    app,
    'POST',
    '/review/product/list',
    { body: ProductReviewListBody, response: ProductReviewPage, auth: 'optional', summary: "A page of a product's reviews, newest or most helpful first", tags: pageTags },
    async ({ body, request }) => {
      const viewerId = request.session?.userId ?? 0;
      const page = await store.productReviews(db, body.productId, { ...body, viewerId });
      return { list: page.list.map((row) => reviews.productReviewView(row, viewerId)), total: page.total, pageNum: body.pageNum, pageSize: body.pageSize };
    },
  );
  route(
    app,
    'POST',
    '/review/helpful',
    { body: ReviewHelpfulBody, response: ReviewHelpfulAnswer, auth: 'required', summary: "Find someone else's review helpful, or take it back", tags: pageTags },
    ({ body, request }) => db.transaction((tx) => reviews.markHelpful(tx, buyer(request), body.reviewId, body.helpful)),
  );

  // ---- the goods owner's desk ----
  const ownerTags = ['order', 'reviews', 'goods owner'];
  route(
    app,
    'POST',
    '/seller/review/list',
    {
      body: OwnerReviewListBody,
      response: ReviewDetailPage,
      auth: 'required',
      roles: SELLER_DESK_ROLES,
      summary: "The goods owner's reviews: waiting for a reply, replied, or all",
      tags: ownerTags,
    },
    async ({ body, request }) => {
      const { ownerId } = await ownerScope(db, sessionOf(request));
      const page = await store.ownerReviews(db, ownerId, body.tab, body.pageNum, body.pageSize);
      return { list: page.list.map((row) => reviews.reviewView(row, { as: 'owner', ownerId })), total: page.total, pageNum: body.pageNum, pageSize: body.pageSize };
    },
  );
  route(
    app,
    'POST',
    '/seller/review/reply',
    { body: ReplyReviewBody, response: ReviewDetail, auth: 'required', roles: SELLER_DESK_ROLES, summary: 'Reply once to a review of the shop', tags: ownerTags },
    async ({ body, request }) => {
      const session = sessionOf(request);
      const { ownerId, actor } = await ownerScope(db, session);
      await db.transaction(async (tx) => {
        await reviews.replyToReview(tx, ownerId, body.reviewId, body.text);
        // the platform replying for a shop is a staff action (issue 34 item 7), recorded with the reply; a goods owner's own is not
        if (actor === 'platform') {
          await recordStaffAction(tx, {
            actorUserId: session.userId,
            action: 'review.reply',
            targetKind: 'review',
            targetId: body.reviewId,
            before: { reply: null },
            after: { reply: body.text },
          });
        }
      });
      try {
        await notifyReviewReply(db, outbox, body.reviewId);
      } catch (error) {
        request.log.error({ err: error, reviewId: body.reviewId }, 'review reply notice not sent');
      }
      const row = await store.reviewWithLine(db, ownerId === undefined ? {} : { ownerId }, body.reviewId);
      if (!row) fail('reviewNotFound');
      return reviews.reviewView(row, { as: 'owner', ownerId });
    },
  );
}
