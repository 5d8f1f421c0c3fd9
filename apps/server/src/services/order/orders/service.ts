/**
 * What the orders offer the order service's other sub-areas and other services (the lint boundary in eslint.config.js: a sibling or
 * another service reaches the orders through this file only). It imports only the orders' stores, so every caller can use it without
 * closing an import cycle through the order transitions (owner.ts and cancel.ts call the trades, which call back into the orders here).
 */
import { Role } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import type { SessionRecord } from '../../../platform/sessions';
import { type OrderScope, detailRows } from './detail.store';
import { goodsOwnerOfUser } from './store';

export type { OrderScope } from './detail.store';

/** The orders a session may act on as a goods owner: its own shop's, or every order for the platform. */
export async function ownerScope(db: Queryable, session: SessionRecord): Promise<OrderScope & { actor: 'owner' | 'platform' }> {
  if (session.roles.includes(Role.Platform)) return { actor: 'platform' };
  if (!session.roles.includes(Role.Seller)) fail(session.roles.length === 0 ? 'noPermission' : 'insufficientPermissions');
  const ownerId = await goodsOwnerOfUser(db, session.userId);
  if (ownerId === null) fail('notGoodsOwner');
  return { ownerId, actor: 'owner' };
}

// placing orders: the point mall places a redemption as an order (loyalty/points/mall.ts) and pays it with points as it is placed;
// the coupon offer judges the buyer's cart lines as checkout prices them (loyalty/coupons/offer.ts)
export { checkoutLines, couponLineOf, insertOrders, placementStart } from './placement.store';
export { markOrderPaidWithPoints, payOrdersWithPoints } from './store';

// paying a trade moves its orders on (trades/service.ts)
export { payBalanceOfTrade, payPreOrdersOfTrade, payRealTimeOrdersOfTrade } from './store';

/**
 * The buyer's newest orders, briefly, and how many in all: for the accounts desk (issue 34 item 6), which shows staff an
 * account's dealings without reaching into the order service's tables.
 */
export async function ordersOfBuyer(db: Queryable, userId: number, shown: number) {
  const { rows, total } = await detailRows(db, { userId }, { statuses: [], keyword: '' }, { pageNum: 1, pageSize: shown });
  return { total, list: rows.map((row) => ({ orderNo: row.orderNo, status: row.status, payable: row.payable, createdAt: Math.floor(new Date(row.createdAt).getTime() / 1000) })) };
}

/**
 * SQL: whether the buyer whose id is the statement's parameter `userParam` (e.g. `$2`) has a paid order. The order
 * service's one definition of "has bought before", for the coupons' new-buyer rule (issue 34 item 4), which must judge it
 * inside its own guarded claim and use statements rather than from an answer read a moment earlier.
 */
export const buyerHasPaidOrderSql = (userParam: string): string =>
  `exists (select 1 from shop_order paid_order where paid_order.user_id = ${userParam} and paid_order.paid_at is not null)`;
