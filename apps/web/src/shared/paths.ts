/**
 * Every address of the app (docs/product.md §2), in one table. The route table (app/routes.tsx) declares each
 * route with its `path` (and `aliases`, older addresses that show the same page); links, redirects
 * and navigations build addresses with `getHref`, so a route is named and spelt once. Addresses are
 * in-app paths: under hash routing the browser shows them after '#' (`hashHref` for plain links).
 * Two query builders live beside their parsers and use these paths: the listing's filters
 * (shared/catalogue/model/listingQuery.ts) and the return path of the sign-in page
 * (shared/session/signInPath.ts).
 */
import type { Language } from './i18n/language';

/** The policy pages (docs/product.md §2), one route each: the slug with a leading slash (e.g. /privacy). */
export const POLICY_SLUGS = [
  'about-clearlot',
  'conditions',
  'purchaseNotes',
  'returnsPolicy',
  'refundGuarantee',
  'logisticsPolicy',
  'behavior',
  'prohibitedOffTransactions',
  'violation',
  'storeOpeningNotice',
  'sellerCodeOfConduct',
  'merchantProtection',
  'privacy',
  'cookiePolicy',
  'copyright',
] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

/** My orders' quick links (docs/product.md §2): the list kind and, for real-time orders, the tab. */
export interface MyOrdersLink {
  type: 1 | 2;
  status?: 2 | 5 | 7;
}

const withTradeNo = (path: string) => (tradeNo: string) => `${path}?tradeNo=${encodeURIComponent(tradeNo)}`;
const withOrderNo = (path: string) => (orderNo: string) => `${path}?orderNo=${encodeURIComponent(orderNo)}`;
const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: fixed('/'),
  login: fixed('/login'),
  signUp: fixed('/signUp'),
  /** completing the business information that gives purchase permission */
  signUpComplete: { path: '/signUp-complete/:userId?', getHref: (userId: number) => `/signUp-complete/${userId}` },
  forgetPassword: fixed('/forgetPassword'),

  /** the product listing; its filters are written by listingUrl (shared/catalogue/model/listingQuery.ts) */
  listing: { ...fixed('/homePageSecond'), aliases: ['/goodsList'] },
  productDetail: { path: '/goodsDetail', getHref: (productId: number) => `/goodsDetail?productId=${productId}` },
  merchant: { path: '/merchant', getHref: (ownerId: number) => `/merchant?id=${ownerId}` },
  topic: { path: '/topic', getHref: (topicId: number) => `/topic?id=${topicId}` },

  memberCentre: fixed('/home'),
  accountSafe: fixed('/home/AccountSafe'),
  profile: fixed('/home/Profile'),
  myOrders: {
    path: '/home/MyOrder',
    getHref: (link?: MyOrdersLink) => (link ? `/home/MyOrder?type=${link.type}${link.status ? `&status=${link.status}` : ''}` : '/home/MyOrder'),
  },
  orderDetail: { path: '/home/OrderDetail', getHref: withOrderNo('/home/OrderDetail') },
  cancelDetail: { path: '/home/cancelDetail', getHref: withOrderNo('/home/cancelDetail') },
  myAddresses: fixed('/home/MyAddress'),
  /** a new address, or `id` to edit one; `back` is the in-app path to return to after saving */
  addAddress: {
    path: '/home/AddAddress',
    getHref: ({ id, back }: { id?: number; back?: string } = {}) => {
      if (id !== undefined) return `/home/AddAddress?id=${id}`;
      return back ? `/home/AddAddress?back=${encodeURIComponent(back)}` : '/home/AddAddress';
    },
  },
  wallet: fixed('/home/Wallet'),
  ownerOrders: fixed('/home/OwnerOrders'),
  favourites: fixed('/home/Favorites'),

  cart: { ...fixed('/cart'), aliases: ['/shoppingCart'] },
  /** the settlement page, for the chosen cart lines */
  settlement: { path: '/pay', getHref: (cartItemIds: readonly number[]) => `/pay?cartItemIds=${cartItemIds.join(',')}` },
  payment: { path: '/payment', getHref: withTradeNo('/payment') },
  alipay: { path: '/qrpay', getHref: withTradeNo('/qrpay') },
  wechatPay: { path: '/payByWeChat', getHref: withTradeNo('/payByWeChat') },
  payDone: { path: '/payDone', getHref: withTradeNo('/payDone') },
  /** the sandbox wallet's page a QR code opens (the server writes its address into the code) */
  sandboxPay: { path: '/sandboxPay', getHref: (token: string) => `/sandboxPay?token=${encodeURIComponent(token)}` },
  /** an order opened from the payment pages, outside the account area */
  orderDetailStandalone: { path: '/newOrderDetail', getHref: withOrderNo('/newOrderDetail') },

  /** seller registration (docs/product.md §1), in the page language */
  shopEntry: { getHref: (language: Language) => `/shopEntry?lang=${language}` },
  /** the development mailbox, optionally filtered to one recipient */
  devMailbox: { path: '/dev/mailbox', getHref: (to?: string) => (to ? `/dev/mailbox?${new URLSearchParams({ to }).toString()}` : '/dev/mailbox') },
  contactUs: fixed('/contactUs'),
  policy: { getHref: (slug: PolicySlug) => `/${slug}` },
  notFound: { path: '*' },
} as const;

/** Every address that shows a page: its path and its aliases. */
export const addressesOf = (entry: { path: string; aliases?: readonly string[] }): string[] => [entry.path, ...(entry.aliases ?? [])];

/** An address as a plain link's href (hash routing). */
export const hashHref = (path: string) => `#${path}`;
