/**
 * The console's addresses (issue 32), in one table: the console's router declares its routes with them and
 * the storefront sends goods owners and staff there (its old desk addresses redirect, its header links).
 * The console is served under /console/ with browser history routing: `path` is the route inside the
 * console, `href` the address on the site.
 */
export const CONSOLE_BASE = '/console';

const at = <P extends string>(path: P) => ({ path, href: `${CONSOLE_BASE}${path}` as const });

export const consolePaths = {
  home: at('/'),
  signIn: at('/sign-in'),
  /** the goods owner's orders and shipping desk */
  orders: at('/orders'),
  /** the goods owner's dashboard: sales, orders, returns rate, top products and low stock over a period (issue 33 item 6) */
  dashboard: at('/dashboard'),
  /** the goods owner's listings desk (issue 33): their products, a new one, one in the editor, one's stock */
  listings: at('/listings'),
  newListing: at('/listings/new'),
  listing: { path: '/listings/:id', to: (id: number) => `/listings/${id}`, href: (id: number) => `${CONSOLE_BASE}/listings/${id}` },
  /** the bulk import of listings, or of one lot's manifest (?lot=<id>), and the catalogue's export (issue 33 item 5) */
  listingImport: at('/listings/import'),
  listingStock: { path: '/listings/:id/stock', to: (id: number) => `/listings/${id}/stock`, href: (id: number) => `${CONSOLE_BASE}/listings/${id}/stock` },
  /** the goods owner's review-reply desk */
  reviews: at('/reviews'),
  /** the goods owner's chat inbox: buyers' questions to their shop (`?conversationId=` opens one) */
  chatInbox: at('/inbox'),
  /** the goods owner's money: balance, what is due, ledger, payouts and the settlement statement with its CSV (issue 35 item 4, issue 33 item 6) */
  settlement: at('/settlement'),
  /** the goods owner's legal details that VAT invoices carry (issue 35 item 3) */
  legalDetails: at('/legal-details'),
  /** customer service's chat desk: the queue, the agent's own, all open and closed (`?tab=&page=&conversationId=`) */
  chatDesk: at('/chat'),
  /** customer service's complaints desk, and one complaint on it */
  complaints: at('/complaints'),
  complaint: { path: '/complaints/:complaintNo', href: (complaintNo: string) => `${CONSOLE_BASE}/complaints/${encodeURIComponent(complaintNo)}` },
  /** customer service's seller-application review desk, and one application on it */
  applications: at('/applications'),
  application: { path: '/applications/:applicationNo', href: (applicationNo: string) => `${CONSOLE_BASE}/applications/${encodeURIComponent(applicationNo)}` },
  /** the goods owner's returns desk (requests and refunds), one request and one refund on it */
  returns: at('/returns'),
  returnRequest: { path: '/returns/:returnNo', href: (returnNo: string) => `${CONSOLE_BASE}/returns/${encodeURIComponent(returnNo)}` },
  refund: { path: '/returns/refunds/:refundNo', href: (refundNo: string) => `${CONSOLE_BASE}/returns/refunds/${encodeURIComponent(refundNo)}` },
  /** the goods owner's after-sales review desk (damage and faults), and one request on it */
  afterSales: at('/after-sales'),
  afterSale: { path: '/after-sales/:afterSaleNo', href: (afterSaleNo: string) => `${CONSOLE_BASE}/after-sales/${encodeURIComponent(afterSaleNo)}` },
  /** customer service's intervention desk: returns in intervention, one of them, and the after-sales requests stopped for a decision */
  interventions: at('/interventions'),
  intervention: { path: '/interventions/:returnNo', href: (returnNo: string) => `${CONSOLE_BASE}/interventions/${encodeURIComponent(returnNo)}` },
  interventionAfterSales: at('/interventions/after-sales'),
  interventionAfterSale: {
    path: '/interventions/after-sales/:afterSaleNo',
    href: (afterSaleNo: string) => `${CONSOLE_BASE}/interventions/after-sales/${encodeURIComponent(afterSaleNo)}`,
  },
  /** operations: find a buyer or goods owner, suspend and reinstate (issue 34 item 6), and one account */
  accounts: at('/accounts'),
  account: { path: '/accounts/:userId', href: (userId: number) => `${CONSOLE_BASE}/accounts/${userId}` },
  /** operations and administrators: coupons, one coupon with its redemptions (issue 34 item 4) */
  coupons: at('/coupons'),
  coupon: { path: '/coupons/:couponId', to: (couponId: number) => `/coupons/${couponId}`, href: (couponId: number) => `${CONSOLE_BASE}/coupons/${couponId}` },
  /** operations and administrators: the point mall's goods, their points and agreed prices (issue 34 item 5) */
  pointMall: at('/point-mall'),
  /** operations and administrators: categories, brands and warehouses (issue 34 item 2) */
  catalogue: at('/catalogue'),
  /** operations and administrators: home banners, flash deals and topic pages (issue 34 item 3) */
  shopWindow: at('/shop-window'),
  /** operations and administrators: e-mails and texts that could not be delivered (issue 35 item 5) */
  deliveryFailures: at('/delivery-failures'),
  /** administrators: staff accounts and their roles (issue 34 item 1) */
  staff: at('/staff'),
  /** finance and administrators: the audit log (issue 34 item 7) */
  audit: at('/audit'),
  /** finance and administrators: every VAT invoice and credit note (issue 35 item 3) */
  invoices: at('/invoices'),
  /** finance and administrators: every goods owner's balance and what is due, and their payouts (issue 35 item 4) */
  payouts: at('/payouts'),
  /** operations and administrators: the platform's commission on goods owners' sales (issue 35 item 4) */
  commission: at('/commission'),
} as const;

/** The address of a console page on the site, with its query (`?tab=…`) kept. */
export function consoleHref(path: string, search = ''): string {
  return `${CONSOLE_BASE}${path}${search && !search.startsWith('?') ? `?${search}` : search}`;
}
