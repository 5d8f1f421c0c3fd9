/**
 * Who works at which console desk (issue 32), in one table read by both apps: the console's side menu,
 * landing page and desk guard, and the storefront, which shows goods owners and staff the way to the
 * console instead of the buyer's prompts. The roles are the server's own rules for the calls behind each
 * desk: a goods owner's desks (orders, the dashboard, listings and stock, returns and refunds, after-sales review, review replies,
 * the chat inbox, the legal details VAT invoices carry) answer the contract's SELLER_DESK_ROLES (goods owners and the platform), as their routes declare
 * (services/product listings and seller, services/order/returns, afterSales; payment/refund's REFUND_DESK_ROLES adds customer service; the inbox is every conversation a
 * buyer opened with the reader's shop, services/message/chat); customer service's chat, complaints, intervention and
 * seller-application review desks answer the contract's SERVICE_DESK_ROLES, the roles their routes declare
 * (services/message/chat/routes.ts, services/feedback/complaints/routes.ts, the platform routes of
 * services/order/returns and afterSales, services/user/applications/routes.ts); the platform's own desks (issue 34) answer ACCOUNT_LOOKUP_ROLES (accounts:
 * customer service reads, operations acts), ADMIN_ROLES (staff), FINANCE_ROLES (the audit log) and OPERATIONS_ROLES
 * (coupons, the point mall, the catalogue, the shop window and delivery failures), as services/user/{accounts,staff,audit}/routes.ts,
 * services/loyalty/coupons/routes.ts, services/loyalty/points/routes.ts, services/product/{structure,deals}/routes.ts,
 * services/basedata/window/routes.ts and services/message/deliveries/routes.ts declare.
 */
import { ACCOUNT_LOOKUP_ROLES, ADMIN_ROLES, FINANCE_ROLES, OPERATIONS_ROLES, type RoleId, SELLER_DESK_ROLES, SERVICE_DESK_ROLES } from '@clearlot/contract/rules/roles';
import { consolePaths } from './consolePaths';

export type DeskKey =
  | 'orders'
  | 'dashboard'
  | 'listings'
  | 'returns'
  | 'afterSales'
  | 'reviews'
  | 'chatInbox'
  | 'legalDetails'
  | 'chatDesk'
  | 'complaints'
  | 'interventions'
  | 'applications'
  | 'accounts'
  | 'coupons'
  | 'pointMall'
  | 'catalogue'
  | 'shopWindow'
  | 'deliveryFailures'
  | 'staff'
  | 'audit'
  | 'invoices'
  | 'settlement'
  | 'payouts'
  | 'commission';

export type DeskGroup = 'seller' | 'service' | 'platform';

export interface Desk {
  key: DeskKey;
  /** the route inside the console */
  path: string;
  /** the menu's group: the goods owner's work, customer service's, or the platform's operations */
  group: DeskGroup;
  roles: readonly RoleId[];
}

export const DESKS: readonly Desk[] = [
  { key: 'orders', path: consolePaths.orders.path, group: 'seller', roles: SELLER_DESK_ROLES },
  // the dashboard (issue 33 item 6): second, so a goods owner still lands on the orders to ship
  { key: 'dashboard', path: consolePaths.dashboard.path, group: 'seller', roles: SELLER_DESK_ROLES },
  { key: 'listings', path: consolePaths.listings.path, group: 'seller', roles: SELLER_DESK_ROLES },
  { key: 'returns', path: consolePaths.returns.path, group: 'seller', roles: SELLER_DESK_ROLES },
  { key: 'afterSales', path: consolePaths.afterSales.path, group: 'seller', roles: SELLER_DESK_ROLES },
  { key: 'reviews', path: consolePaths.reviews.path, group: 'seller', roles: SELLER_DESK_ROLES },
  { key: 'chatInbox', path: consolePaths.chatInbox.path, group: 'seller', roles: SELLER_DESK_ROLES },
  { key: 'legalDetails', path: consolePaths.legalDetails.path, group: 'seller', roles: SELLER_DESK_ROLES },
  // the owner's money and settlement statement (issue 35 item 4, issue 33 item 6): payment/payouts/routes.ts
  { key: 'settlement', path: consolePaths.settlement.path, group: 'seller', roles: SELLER_DESK_ROLES },
  { key: 'complaints', path: consolePaths.complaints.path, group: 'service', roles: SERVICE_DESK_ROLES },
  { key: 'chatDesk', path: consolePaths.chatDesk.path, group: 'service', roles: SERVICE_DESK_ROLES },
  { key: 'interventions', path: consolePaths.interventions.path, group: 'service', roles: SERVICE_DESK_ROLES },
  { key: 'applications', path: consolePaths.applications.path, group: 'service', roles: SERVICE_DESK_ROLES },
  { key: 'accounts', path: consolePaths.accounts.path, group: 'platform', roles: ACCOUNT_LOOKUP_ROLES },
  { key: 'coupons', path: consolePaths.coupons.path, group: 'platform', roles: OPERATIONS_ROLES },
  { key: 'pointMall', path: consolePaths.pointMall.path, group: 'platform', roles: OPERATIONS_ROLES },
  { key: 'catalogue', path: consolePaths.catalogue.path, group: 'platform', roles: OPERATIONS_ROLES },
  { key: 'shopWindow', path: consolePaths.shopWindow.path, group: 'platform', roles: OPERATIONS_ROLES },
  { key: 'deliveryFailures', path: consolePaths.deliveryFailures.path, group: 'platform', roles: OPERATIONS_ROLES },
  { key: 'staff', path: consolePaths.staff.path, group: 'platform', roles: ADMIN_ROLES },
  { key: 'audit', path: consolePaths.audit.path, group: 'platform', roles: FINANCE_ROLES },
  { key: 'invoices', path: consolePaths.invoices.path, group: 'platform', roles: FINANCE_ROLES },
  // goods owners paid (issue 35 item 4): finance pays, operations set the commission (payment/payouts/routes.ts)
  { key: 'payouts', path: consolePaths.payouts.path, group: 'platform', roles: FINANCE_ROLES },
  { key: 'commission', path: consolePaths.commission.path, group: 'platform', roles: OPERATIONS_ROLES },
];

/** The desks an account with these roles works at, in menu order. */
export function desksFor(roles: readonly number[]): Desk[] {
  return DESKS.filter((desk) => desk.roles.some((role) => roles.includes(role)));
}

/** Whether the console is for this account at all: a buyer (or an account without desks) is told it is not. */
export function isConsoleUser(roles: readonly number[]): boolean {
  return desksFor(roles).length > 0;
}

export function mayOpen(key: DeskKey, roles: readonly number[]): boolean {
  return desksFor(roles).some((desk) => desk.key === key);
}

/** Where a signed-in account lands: its first desk (a goods owner's orders, a customer-service agent's complaints). */
export function landingFor(roles: readonly number[]): string | null {
  return desksFor(roles)[0]?.path ?? null;
}
