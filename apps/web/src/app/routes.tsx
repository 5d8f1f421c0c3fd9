/**
 * The route table (docs/product.md §2): every route with its path (from the paths table, shared/paths.ts),
 * lazily loaded page and title key.
 * Hash routing; the root layout route carries the session guard (sessionGuard.ts) as a
 * loader that runs before every navigation, and a pathless child holds the error
 * boundary so the header and footer stay when a page fails to load.
 */
import type { ComponentType } from 'react';
import type { NonIndexRouteObject, RouteObject } from '../shared/router';
import type commonEn from '../locales/en/common.json';
import { RootLayout } from './layout/RootLayout';
import { BootFallback } from './layout/BootFallback';
import { PagePending } from './layout/PagePending';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { consoleHref, consolePaths } from '@clearlot/browser/consolePaths';
import { toConsole, toConsoleWhen } from './consoleRedirect';
import { revalidateOnEveryNavigation, sessionGuardLoader } from './sessionGuard';
import { type PageNamespace, loadPageNamespaces } from '../shared/i18n/i18n';
import { POLICY_SLUGS, type PolicySlug, addressesOf, paths } from '../shared/paths';

export type TitleKey = keyof typeof commonEn.titles;

/** Route handle: document.title becomes `${t('titles.<key>')} | ClearLot`. */
export interface RouteHandle {
  titleKey: TitleKey;
}

type PageModule = { default: ComponentType };

/** A route's page, imported only when the route is first visited, with the texts it needs. */
const page =
  (load: () => Promise<PageModule>, namespaces: readonly PageNamespace[] = []) =>
  async () => {
    const [module] = await Promise.all([load(), loadPageNamespaces(namespaces)]);
    return { Component: module.default };
  };
const titled = (titleKey: TitleKey): { handle: RouteHandle } => ({ handle: { titleKey } });

/** Pages shown at more than one address share one loader, so the module is fetched once. */
const policyPage = page(() => import('../features/policy/pages/PolicyPage'));
const qrPayPage = page(() => import('../features/checkout/pages/QrPayPage'), ['checkout']);
const loadOrderDetail = () => import('../features/orders/pages/OrderDetailPage');
/** one of the buyer's requests, a return or an after-sales request (its photos open the image viewer, whose texts are detail's) */
const loadRequestDetail = () => import('../features/requests/pages/RequestDetailPage');
const REQUEST_DETAIL_TEXTS = ['requests', 'detail'] as const;
/** the buyer's returns and refunds, and after-sales requests: one page at two addresses */
const requestListPage = page(() => import('../features/requests/pages/RequestListPage'), ['requests']);
/** an after-sales request opened at the goods owner's desk (`desk=owner`) or customer service's (`desk=agent`), both in the console now; null for the buyer's own */
const afterSaleAtConsole = (params: URLSearchParams): string | null => {
  const afterSaleNo = (params.get('afterSaleNo') ?? '').trim();
  const desk = params.get('desk');
  if (desk === 'owner') return afterSaleNo ? consolePaths.afterSale.href(afterSaleNo) : consolePaths.afterSales.href;
  if (desk === 'agent') return afterSaleNo ? consolePaths.interventionAfterSale.href(afterSaleNo) : consolePaths.interventionAfterSales.href;
  return null;
};
/** a desk's after-sales list (`desk=owner` or `desk=agent`, with its status and page), in the console now; null for the buyer's own */
const afterSalesAtConsole = (params: URLSearchParams): string | null => {
  const desk = params.get('desk');
  if (desk !== 'owner' && desk !== 'agent') return null;
  const kept = new URLSearchParams(params);
  kept.delete('desk');
  return consoleHref(desk === 'owner' ? consolePaths.afterSales.path : consolePaths.interventionAfterSales.path, kept.toString());
};

/** The fifteen policy pages share one module, which reads the pathname itself; each has its own title. */
const POLICY_TITLES: Record<PolicySlug, TitleKey> = {
  'about-clearlot': 'aboutClearlot',
  conditions: 'conditions',
  purchaseNotes: 'purchaseNotes',
  returnsPolicy: 'returnsPolicy',
  refundGuarantee: 'refundGuarantee',
  logisticsPolicy: 'logisticsPolicy',
  behavior: 'behavior',
  prohibitedOffTransactions: 'prohibitedOffTransactions',
  violation: 'violation',
  storeOpeningNotice: 'storeOpeningNotice',
  sellerCodeOfConduct: 'sellerCodeOfConduct',
  merchantProtection: 'merchantProtection',
  privacy: 'privacy',
  cookiePolicy: 'cookiePolicy',
  copyright: 'copyright',
};

type PageRoute = Pick<NonIndexRouteObject, 'lazy' | 'handle' | 'children'>;

/** A page at its address in the paths table, and at the older addresses (aliases) that show it too. */
const at = (entry: { path: string; aliases?: readonly string[] }, route: PageRoute): RouteObject[] => addressesOf(entry).map((path) => ({ path, ...route }));

const pages: RouteObject[] = [
  // Home has no route title: it keeps the default 'ClearLot — UK surplus stock marketplace'.
  { index: true, lazy: page(() => import('../features/home/pages/HomePage'), ['home']) },
  ...at(paths.login, { lazy: page(() => import('../features/auth/pages/LoginPage'), ['auth']), ...titled('login') }),
  ...at(paths.signUp, { lazy: page(() => import('../features/auth/pages/SignUpPage'), ['auth']), ...titled('signUp') }),
  ...at(paths.signUpComplete, { lazy: page(() => import('../features/auth/pages/SignUpCompletePage'), ['auth']), ...titled('signUpComplete') }),
  ...at(paths.listing, { lazy: page(() => import('../features/listing/pages/ListingPage')), ...titled('listing') }),
  ...at(paths.productDetail, { lazy: page(() => import('../features/detail/pages/GoodsDetailPage'), ['detail']), ...titled('goodsDetail') }),
  ...at(paths.merchant, { lazy: page(() => import('../features/merchant/pages/MerchantPage')), ...titled('merchant') }),
  ...at(paths.topic, { lazy: page(() => import('../features/topic/pages/TopicPage')), ...titled('topic') }),
  ...at(paths.forgetPassword, { lazy: page(() => import('../features/auth/pages/ForgetPasswordPage'), ['auth']), ...titled('forgetPassword') }),
  ...at(paths.memberCentre, {
    lazy: page(() => import('../features/account/pages/AccountLayout'), ['account']),
    ...titled('memberCentre'),
    // the account pages' paths are absolute, under the layout's /home
    children: [
      { index: true, lazy: page(() => import('../features/account/pages/MemberCentrePage')), ...titled('memberCentre') },
      ...at(paths.accountSafe, { lazy: page(() => import('../features/account/pages/AccountSafePage'), ['closure']), ...titled('accountSafe') }),
      ...at(paths.logOff, { lazy: page(() => import('../features/closure/pages/LogOffPage'), ['closure']), ...titled('logOff') }),
      ...at(paths.modifyPassword, { lazy: page(() => import('../features/account/pages/ModifyPwdPage')), ...titled('modifyPassword') }),
      ...at(paths.profile, { lazy: page(() => import('../features/account/pages/ProfilePage')), ...titled('profile') }),
      ...at(paths.myOrders, { lazy: page(() => import('../features/orders/pages/MyOrderPage'), ['orders', 'reviews']), ...titled('myOrder') }),
      ...at(paths.orderDetail, { lazy: page(loadOrderDetail, ['orders', 'reviews', 'requests']), ...titled('orderDetail') }),
      ...at(paths.cancelDetail, { lazy: page(() => import('../features/orders/pages/CancelDetailPage'), ['orders']), ...titled('cancelDetail') }),
      ...at(paths.myAddresses, { lazy: page(() => import('../features/address/pages/MyAddressPage'), ['address']), ...titled('myAddress') }),
      ...at(paths.addAddress, { lazy: page(() => import('../features/address/pages/AddAddressPage'), ['address']), ...titled('addAddress') }),
      ...at(paths.wallet, { lazy: page(() => import('../features/wallet/pages/WalletPage'), ['wallet']), ...titled('wallet') }),
      ...at(paths.moneyManagement, { lazy: page(() => import('../features/wallet/pages/MoneyManagementPage'), ['wallet']), ...titled('moneyManagement') }),
      ...at(paths.ownerOrders, { lazy: toConsole(consolePaths.orders.href), ...titled('ownerOrders') }),
      ...at(paths.favourites, { lazy: page(() => import('../features/favourites/pages/FavoritesPage')), ...titled('favorites') }),
      ...at(paths.myTracks, { lazy: page(() => import('../features/history/pages/MyTracksPage'), ['history']), ...titled('myTracks') }),
      ...at(paths.myCoupons, { lazy: page(() => import('../features/coupons/pages/MyCouponsPage'), ['coupons']), ...titled('myCoupons') }),
      ...at(paths.myPoints, { lazy: page(() => import('../features/points/pages/MyPointsPage'), ['points']), ...titled('myPoints') }),
      ...at(paths.myCreditScore, { lazy: page(() => import('../features/credit/pages/MyCreditScorePage'), ['points']), ...titled('myCreditScore') }),
      ...at(paths.afterSaleDetail, { lazy: toConsoleWhen(afterSaleAtConsole, page(loadRequestDetail, REQUEST_DETAIL_TEXTS)), ...titled('afterSaleDetail') }),
      ...at(paths.afterSaleList, { lazy: toConsoleWhen(afterSalesAtConsole, requestListPage), ...titled('afterSaleList') }),
      ...at(paths.applyAfterSaleRequest, {
        lazy: page(() => import('../features/requests/pages/ApplyAfterSalesPage'), ['requests']),
        ...titled('applyAfterSaleRequest'),
      }),
      ...at(paths.returnList, { lazy: requestListPage, ...titled('returnList') }),
      ...at(paths.applyAfterSale, { lazy: page(() => import('../features/requests/pages/ApplyReturnPage'), ['requests']), ...titled('applyAfterSale') }),
      ...at(paths.returnDetail, { lazy: page(loadRequestDetail, REQUEST_DETAIL_TEXTS), ...titled('returnDetail') }),
      ...at(paths.interventionDetail, {
        lazy: toConsole((params) => {
          const returnNo = (params.get('returnNo') ?? '').trim();
          return returnNo ? consolePaths.intervention.href(returnNo) : consolePaths.interventions.href;
        }),
        ...titled('returnDetail'),
      }),
      ...at(paths.refundDetail, { lazy: page(() => import('../features/requests/pages/RefundDetailPage'), ['requests']), ...titled('refundDetail') }),
      ...at(paths.ownerReturnDetail, {
        lazy: toConsole((params) => {
          const returnNo = (params.get('returnNo') ?? '').trim();
          return returnNo ? consolePaths.returnRequest.href(returnNo) : consolePaths.returns.href;
        }),
        ...titled('returnDetail'),
      }),
      ...at(paths.ownerRefundDetail, {
        lazy: toConsole((params) => {
          const refundNo = (params.get('refundNo') ?? '').trim();
          return refundNo ? consolePaths.refund.href(refundNo) : `${consolePaths.returns.href}?view=refunds`;
        }),
        ...titled('refundDetail'),
      }),
      ...at(paths.ownerReturns, { lazy: toConsole((params) => consoleHref(consolePaths.returns.path, params.toString())), ...titled('ownerReturns') }),
      ...at(paths.distribution, { lazy: page(() => import('../features/applications/pages/DistributionPage'), ['applications']), ...titled('distribution') }),
      ...at(paths.middleManProfile, { lazy: page(() => import('../features/applications/pages/MiddleManProfilePage'), ['applications']), ...titled('middleManProfile') }),
      ...at(paths.applicationDesk, { lazy: toConsole((params) => consoleHref(consolePaths.applications.path, params.toString())), ...titled('applicationDesk') }),
      ...at(paths.applicationReview, {
        lazy: toConsole((params) => {
          const applicationNo = (params.get('applicationNo') ?? '').trim();
          return applicationNo ? consolePaths.application.href(applicationNo) : consolePaths.applications.href;
        }),
        ...titled('applicationReview'),
      }),
      ...at(paths.interventions, { lazy: toConsole((params) => consoleHref(consolePaths.interventions.path, params.toString())), ...titled('interventions') }),
      ...at(paths.msgList, { lazy: page(() => import('../features/messages/pages/MsgListPage'), ['messages']), ...titled('msgList') }),
      ...at(paths.msgDetail, { lazy: page(() => import('../features/messages/pages/MsgDetailPage'), ['messages']), ...titled('msgDetail') }),
      ...at(paths.commentList, { lazy: page(() => import('../features/reviews/pages/CommentListPage'), ['reviews']), ...titled('commentList') }),
      ...at(paths.addEval, { lazy: page(() => import('../features/reviews/pages/AddEvalPage'), ['reviews']), ...titled('addEval') }),
      ...at(paths.evalDetail, { lazy: page(() => import('../features/reviews/pages/EvalDetailPage'), ['reviews']), ...titled('evalDetail') }),
      ...at(paths.ownerReviews, { lazy: toConsole(consolePaths.reviews.href), ...titled('ownerReviews') }),
      ...at(paths.complain, { lazy: page(() => import('../features/complaints/pages/ComplainPage'), ['complaints']), ...titled('complain') }),
      ...at(paths.complainList, { lazy: page(() => import('../features/complaints/pages/ComplainListPage'), ['complaints']), ...titled('complainList') }),
      ...at(paths.complainDetail, { lazy: page(() => import('../features/complaints/pages/ComplainDetailPage'), ['complaints']), ...titled('complainDetail') }),
      ...at(paths.complaintDesk, { lazy: toConsole(consolePaths.complaints.href), ...titled('complaintDesk') }),
      ...at(paths.complaintDeskDetail, {
        lazy: toConsole((params) => {
          const complaintNo = (params.get('complaintNo') ?? '').trim();
          return complaintNo ? consolePaths.complaint.href(complaintNo) : consolePaths.complaints.href;
        }),
        ...titled('complainDetail'),
      }),
    ],
  }),
  ...at(paths.shopEntry, { lazy: page(() => import('../features/applications/pages/ShopEntryPage'), ['applications']), ...titled('shopEntry') }),
  ...at(paths.cart, { lazy: page(() => import('../features/cart/pages/CartPage'), ['cart']), ...titled('cart') }),
  ...at(paths.settlement, { lazy: page(() => import('../features/checkout/pages/SettlementPage'), ['checkout']), ...titled('pay') }),
  ...at(paths.payment, { lazy: page(() => import('../features/checkout/pages/PaymentPage'), ['checkout']), ...titled('payment') }),
  ...at(paths.alipay, { lazy: qrPayPage, ...titled('qrpay') }),
  ...at(paths.wechatPay, { lazy: qrPayPage, ...titled('payByWeChat') }),
  ...at(paths.payDone, { lazy: page(() => import('../features/checkout/pages/PayDonePage'), ['checkout']), ...titled('payDone') }),
  ...at(paths.sandboxPay, { lazy: page(() => import('../features/checkout/pages/SandboxPayPage'), ['checkout']), ...titled('sandboxPay') }),
  ...at(paths.orderDetailStandalone, { lazy: page(loadOrderDetail, ['orders', 'reviews', 'requests']), ...titled('orderDetail') }),
  ...at(paths.devMailbox, { lazy: page(() => import('../features/mailbox/pages/DevMailboxPage'), ['mailbox']), ...titled('devMailbox') }),
  ...at(paths.chat, { lazy: page(() => import('../features/chat/pages/ChatPage'), ['chat']), ...titled('chat') }),
  // the agent's old desk address, outside the account layout: it opens the console without loading the account pages first
  ...at(paths.chatDesk, { lazy: toConsole((params) => consoleHref(consolePaths.chatDesk.path, params.toString())), ...titled('chatDesk') }),
  ...at(paths.contactUs, { lazy: page(() => import('../features/support/pages/ContactUsPage'), ['support']), ...titled('contactUs') }),
  ...at(paths.couponCentre, { lazy: page(() => import('../features/coupons/pages/CouponCentrePage'), ['coupons']), ...titled('couponCentre') }),
  ...at(paths.pointMall, { lazy: page(() => import('../features/points/pages/PointMallPage'), ['points']), ...titled('pointMall') }),
  ...at(paths.pointGoodsDetail, { lazy: page(() => import('../features/points/pages/PointGoodsDetailPage'), ['points']), ...titled('pointGoodsDetail') }),
  ...at(paths.afterSaleDetailStandalone, { lazy: toConsoleWhen(afterSaleAtConsole, page(loadRequestDetail, REQUEST_DETAIL_TEXTS)), ...titled('afterSaleDetail') }),
  ...POLICY_SLUGS.flatMap((slug) => at({ path: paths.policy.getHref(slug) }, { lazy: policyPage, ...titled(POLICY_TITLES[slug]) })),
  ...at(paths.notFound, { lazy: page(() => import('../features/notFound/pages/NotFoundPage')), ...titled('notFound') }),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.home.path,
    Component: RootLayout,
    HydrateFallback: BootFallback,
    loader: sessionGuardLoader,
    shouldRevalidate: revalidateOnEveryNavigation,
    children: [{ ErrorBoundary: RouteErrorPage, HydrateFallback: PagePending, children: pages }],
  },
];
