/**
 * Every address of the app (docs/product.md §2), in one table. The route table (app/routes.tsx) declares each
 * route with its `path` (and `aliases`, older addresses that show the same page); links, redirects
 * and navigations build addresses with `getHref`, so a route is named and spelt once. Addresses are
 * in-app paths: under hash routing the browser shows them after '#' (`hashHref` for plain links).
 * Two query builders live beside their parsers and use these paths: the listing's filters
 * (shared/catalogue/model/listingQuery.ts) and the return path of the sign-in page
 * (shared/session/signInPath.ts).
 */
import type { MyCouponTab } from '@clearlot/contract/rules/coupon';
import type { Language } from './i18n/languageCode';

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
  modifyPassword: fixed('/home/ModifyPwd'),
  /** closing the account (docs/product.md §2 LogOff, §4 steps) */
  logOff: fixed('/home/LogOff'),
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
  /** the payment password and the cards for payments and withdrawals (§2 MoneyManagement) */
  moneyManagement: fixed('/home/MoneyManagement'),
  ownerOrders: fixed('/home/OwnerOrders'),
  favourites: fixed('/home/Favorites'),
  /** one after-sales request (docs/product.md §2 AfterSaleDetail), read through the desk it was opened from (the buyer's by default) */
  afterSaleDetail: {
    path: '/home/AfterSaleDetail',
    getHref: (afterSaleNo: string, desk: 'buyer' | 'owner' | 'agent' = 'buyer') =>
      `/home/AfterSaleDetail?afterSaleNo=${encodeURIComponent(afterSaleNo)}${desk === 'buyer' ? '' : `&desk=${desk}`}`,
  },
  /** after-sales requests for damaged or faulty goods (§2 AfterSale): the buyer's, or a desk's (`owner`, `agent`), on a status tab */
  afterSaleList: {
    path: '/home/AfterSale',
    getHref: (desk: 'buyer' | 'owner' | 'agent' = 'buyer', status?: number) => {
      const query = new URLSearchParams();
      if (desk !== 'buyer') query.set('desk', desk);
      if (status !== undefined) query.set('status', String(status));
      const text = query.toString();
      return text ? `/home/AfterSale?${text}` : '/home/AfterSale';
    },
  },
  /** reporting damage or a fault on an order line, within the after-sales period */
  applyAfterSaleRequest: {
    path: '/home/AfterSaleApply',
    getHref: (orderNo: string, itemId?: number) => `/home/AfterSaleApply?orderNo=${encodeURIComponent(orderNo)}${itemId ? `&itemId=${itemId}` : ''}`,
  },
  myTracks: fixed('/home/MyTracks'),
  /** the buyer's coupons, on the usable tab or the one named */
  myCoupons: { path: '/home/Coupons', getHref: (tab?: MyCouponTab) => (tab && tab !== 'usable' ? `/home/Coupons?tab=${tab}` : '/home/Coupons') },

  /** returns and refunds (docs/product.md §2): the buyer's requests (or `refunds`), applying from an order line, one request read through a desk, one refund */
  returnList: {
    path: '/home/returnList',
    getHref: (view?: 'refunds') => (view ? `/home/returnList?view=${view}` : '/home/returnList'),
  },
  applyAfterSale: {
    path: '/home/ApplyAfterSale',
    getHref: (orderNo: string, itemId?: number) => `/home/ApplyAfterSale?orderNo=${encodeURIComponent(orderNo)}${itemId ? `&itemId=${itemId}` : ''}`,
  },
  /** one request, at the address of the desk reading it (so the account menu shows that desk) */
  returnDetail: {
    path: '/home/ReturnDetail',
    getHref: (returnNo: string, desk: 'buyer' | 'owner' | 'agent' = 'buyer') =>
      `${{ buyer: '/home/ReturnDetail', owner: '/home/OwnerReturnDetail', agent: '/home/InterventionDetail' }[desk]}?returnNo=${encodeURIComponent(returnNo)}`,
  },
  ownerReturnDetail: { path: '/home/OwnerReturnDetail' },
  interventionDetail: { path: '/home/InterventionDetail' },
  refundDetail: {
    path: '/home/refundDetail',
    getHref: (refundNo: string, desk: 'buyer' | 'owner' = 'buyer') =>
      `${desk === 'owner' ? '/home/OwnerRefundDetail' : '/home/refundDetail'}?refundNo=${encodeURIComponent(refundNo)}`,
  },
  ownerRefundDetail: { path: '/home/OwnerRefundDetail' },
  /** the goods owner's returns desk and the customer-service agent's intervention desk */
  ownerReturns: fixed('/home/OwnerReturns'),
  interventions: fixed('/home/Interventions'),
  /** the customer-service agent's chat desk, now in the console (/console/chat): the address opens it there, query kept */
  chatDesk: { path: '/home/ChatDesk', getHref: (conversationId?: number) => (conversationId ? `/home/ChatDesk?conversationId=${conversationId}` : '/home/ChatDesk') },
  /** the message centre (docs/product.md §2 MsgList, MsgDetail) */
  msgList: fixed('/home/MsgList'),
  msgDetail: { path: '/home/MsgDetail', getHref: (id: number) => `/home/MsgDetail?id=${id}` },

  /** reviews (docs/product.md §2 CommentList, AddEval, EvalDetail) and the goods owner's replies desk */
  commentList: { path: '/home/CommentList', getHref: (tab?: 'toReview' | 'reviewed') => (tab && tab !== 'toReview' ? `/home/CommentList?tab=${tab}` : '/home/CommentList') },
  addEval: {
    path: '/home/AddEval',
    /** a line to review, or a review to change */
    getHref: (target: { orderItemId: number } | { reviewId: number }) =>
      'orderItemId' in target ? `/home/AddEval?orderItemId=${target.orderItemId}` : `/home/AddEval?reviewId=${target.reviewId}`,
  },
  evalDetail: { path: '/home/EvalDetail', getHref: (reviewId: number) => `/home/EvalDetail?reviewId=${reviewId}` },
  ownerReviews: fixed('/home/OwnerReviews'),
  /** complaints (docs/product.md §2 Complain, ComplainList, ComplainDetail) and the customer-service desk */
  complain: {
    path: '/home/Complain',
    getHref: (target?: { orderNo: string } | { ownerId: number }) => {
      if (!target) return '/home/Complain';
      return 'orderNo' in target ? `/home/Complain?orderNo=${encodeURIComponent(target.orderNo)}` : `/home/Complain?ownerId=${target.ownerId}`;
    },
  },
  complainList: fixed('/home/ComplainList'),
  complainDetail: {
    path: '/home/ComplainDetail',
    getHref: (complaintNo: string, desk: 'buyer' | 'agent' = 'buyer') =>
      `${desk === 'agent' ? '/home/ComplaintDeskDetail' : '/home/ComplainDetail'}?complaintNo=${encodeURIComponent(complaintNo)}`,
  },
  complaintDeskDetail: { path: '/home/ComplaintDeskDetail' },
  complaintDesk: fixed('/home/ComplaintDesk'),

  /** seller and middle-man applications (issue 13): my applications, the middle-man profile, the reviewer's desk and one application on it */
  distribution: fixed('/home/Distribution'),
  middleManProfile: fixed('/home/MiddleManProfile'),
  applicationDesk: fixed('/home/ApplicationReview'),
  applicationReview: {
    path: '/home/ApplicationReviewDetail',
    getHref: (applicationNo: string) => `/home/ApplicationReviewDetail?applicationNo=${encodeURIComponent(applicationNo)}`,
  },

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
  /** an after-sales request opened from a notice, outside the account area (§2 /afterSaleDetail) */
  afterSaleDetailStandalone: { path: '/afterSaleDetail', getHref: (afterSaleNo: string) => `/afterSaleDetail?afterSaleNo=${encodeURIComponent(afterSaleNo)}` },

  /** seller registration (docs/product.md §1), in the page language */
  shopEntry: { path: '/shopEntry', getHref: (language: Language) => `/shopEntry?lang=${language}` },
  /** the development mailbox, optionally filtered to one recipient */
  devMailbox: { path: '/dev/mailbox', getHref: (to?: string) => (to ? `/dev/mailbox?${new URLSearchParams({ to }).toString()}` : '/dev/mailbox') },
  contactUs: fixed('/contactUs'),
  /** chat (docs/product.md §2 /IM): customer service (`imType=1`), a goods owner's shop, or one conversation (a goods owner's inbox is in the console) */
  chat: {
    path: '/IM',
    getHref: (target: { imType: 1 } | { ownerId: number } | { conversationId: number } | Record<string, never> = {}) => {
      if ('imType' in target) return '/IM?imType=1';
      if ('ownerId' in target) return `/IM?ownerId=${target.ownerId}`;
      if ('conversationId' in target) return `/IM?conversationId=${target.conversationId}`;
      return '/IM';
    },
  },
  /** the coupon centre, where coupons are claimed */
  couponCentre: fixed('/coupon'),
  /** the buyer's points: balance, expiring soon, history */
  myPoints: fixed('/home/Point'),
  /** the buyer's credit score, its factors and what it allows */
  myCreditScore: fixed('/home/MyCreditScore'),
  /** the point mall: goods bought with points */
  pointMall: fixed('/PointMall'),
  /** one point-mall item */
  pointGoodsDetail: { path: '/pointGoodsDetail', getHref: (id: number) => `/pointGoodsDetail?id=${id}` },
  policy: { getHref: (slug: PolicySlug) => `/${slug}` },
  notFound: { path: '*' },
} as const;

/** Every address that shows a page: its path and its aliases. */
export const addressesOf = (entry: { path: string; aliases?: readonly string[] }): string[] => [entry.path, ...(entry.aliases ?? [])];

/** An address as a plain link's href (hash routing). */
export const hashHref = (path: string) => `#${path}`;
