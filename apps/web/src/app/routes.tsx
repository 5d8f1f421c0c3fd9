/**
 * The route table (spec §2): every route with its path, lazily loaded page and title key.
 * Hash routing; the root layout route carries the session guard (sessionGuard.ts) as a
 * loader that runs before every navigation, and a pathless child holds the error
 * boundary so the header and footer stay when a page fails to load.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type commonEn from '../locales/en/common.json';
import { RootLayout } from './layout/RootLayout';
import { BootFallback } from './layout/BootFallback';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { revalidateOnEveryNavigation, sessionGuardLoader } from './sessionGuard';
import { type PageNamespace, loadPageNamespaces } from '../shared/i18n/i18n';
import { withAntd } from '../shared/antd/withAntd';

export type TitleKey = keyof typeof commonEn.titles;

/** Route handle: document.title becomes `${t('titles.<key>')} | ClearLot`. */
export interface RouteHandle {
  titleKey: TitleKey;
}

type PageModule = { default: ComponentType };

/**
 * A route's page, imported only when the route is first visited, with the texts it needs. Pages
 * built on antd render inside antd's scope, which loads with the first of them; the storefront's
 * first pages (`lite`) use the kit only and never load antd.
 */
const routePage =
  (scope: 'antd' | 'lite' | 'inherited') =>
  (load: () => Promise<PageModule>, namespaces: readonly PageNamespace[] = []) =>
  async () => {
    const page = Promise.all([load(), loadPageNamespaces(namespaces)]).then(([module]) => module.default);
    return { Component: scope === 'antd' ? await withAntd(page) : await page };
  };
const page = routePage('antd');
const litePage = routePage('lite');
/** a page nested in the account layout, which already provides antd's scope */
const accountPage = routePage('inherited');
const titled = (titleKey: TitleKey): { handle: RouteHandle } => ({ handle: { titleKey } });

const policyPage = page(() => import('../features/policy/pages/PolicyPage'));
const listingPage = litePage(() => import('../features/listing/pages/ListingPage'));
const cartPage = page(() => import('../features/cart/pages/CartPage'), ['cart']);
const qrPayPage = page(() => import('../features/checkout/pages/QrPayPage'), ['checkout']);
const loadOrderDetail = () => import('../features/orders/pages/OrderDetailPage');
const orderDetailPage = page(loadOrderDetail, ['orders']);
const accountOrderDetailPage = accountPage(loadOrderDetail, ['orders']);

/** The fifteen policy pages share one module, which reads the pathname itself. */
export const POLICY_ROUTES = [
  ['about-clearlot', 'aboutClearlot'],
  ['conditions', 'conditions'],
  ['returnsPolicy', 'returnsPolicy'],
  ['behavior', 'behavior'],
  ['prohibitedOffTransactions', 'prohibitedOffTransactions'],
  ['violation', 'violation'],
  ['purchaseNotes', 'purchaseNotes'],
  ['storeOpeningNotice', 'storeOpeningNotice'],
  ['merchantProtection', 'merchantProtection'],
  ['sellerCodeOfConduct', 'sellerCodeOfConduct'],
  ['refundGuarantee', 'refundGuarantee'],
  ['privacy', 'privacy'],
  ['logisticsPolicy', 'logisticsPolicy'],
  ['cookiePolicy', 'cookiePolicy'],
  ['copyright', 'copyright'],
] as const satisfies readonly (readonly [string, TitleKey])[];

const pages: RouteObject[] = [
  // Home has no route title: it keeps the default 'ClearLot — UK surplus stock marketplace'.
  { index: true, lazy: litePage(() => import('../features/home/pages/HomePage'), ['home']) },
  { path: 'login', lazy: page(() => import('../features/auth/pages/LoginPage'), ['auth']), ...titled('login') },
  { path: 'signUp', lazy: page(() => import('../features/auth/pages/SignUpPage'), ['auth']), ...titled('signUp') },
  {
    path: 'signUp-complete/:userId?',
    lazy: page(() => import('../features/auth/pages/SignUpCompletePage'), ['auth']),
    ...titled('signUpComplete'),
  },
  { path: 'homePageSecond', lazy: listingPage, ...titled('listing') },
  { path: 'goodsList', lazy: listingPage, ...titled('listing') },
  { path: 'goodsDetail', lazy: litePage(() => import('../features/detail/pages/GoodsDetailPage'), ['detail']), ...titled('goodsDetail') },
  { path: 'merchant', lazy: litePage(() => import('../features/merchant/pages/MerchantPage')), ...titled('merchant') },
  { path: 'topic', lazy: litePage(() => import('../features/topic/pages/TopicPage')), ...titled('topic') },
  { path: 'forgetPassword', lazy: page(() => import('../features/auth/pages/ForgetPasswordPage'), ['auth']), ...titled('forgetPassword') },
  {
    path: 'home',
    lazy: page(() => import('../features/account/pages/AccountLayout'), ['account']),
    ...titled('memberCentre'),
    children: [
      { index: true, lazy: accountPage(() => import('../features/account/pages/MemberCentrePage')), ...titled('memberCentre') },
      { path: 'AccountSafe', lazy: accountPage(() => import('../features/account/pages/AccountSafePage')), ...titled('accountSafe') },
      { path: 'Profile', lazy: accountPage(() => import('../features/account/pages/ProfilePage')), ...titled('profile') },
      { path: 'MyOrder', lazy: accountPage(() => import('../features/orders/pages/MyOrderPage'), ['orders']), ...titled('myOrder') },
      { path: 'OrderDetail', lazy: accountOrderDetailPage, ...titled('orderDetail') },
      { path: 'cancelDetail', lazy: accountPage(() => import('../features/orders/pages/CancelDetailPage'), ['orders']), ...titled('cancelDetail') },
      { path: 'MyAddress', lazy: accountPage(() => import('../features/address/pages/MyAddressPage'), ['address']), ...titled('myAddress') },
      { path: 'AddAddress', lazy: accountPage(() => import('../features/address/pages/AddAddressPage'), ['address']), ...titled('addAddress') },
      { path: 'Wallet', lazy: accountPage(() => import('../features/wallet/pages/WalletPage'), ['wallet']), ...titled('wallet') },
      { path: 'OwnerOrders', lazy: accountPage(() => import('../features/ownerOrders/pages/OwnerOrdersPage'), ['ownerOrders']), ...titled('ownerOrders') },
      { path: 'Favorites', lazy: accountPage(() => import('../features/favourites/pages/FavoritesPage')), ...titled('favorites') },
    ],
  },
  { path: 'shoppingCart', lazy: cartPage, ...titled('cart') },
  { path: 'cart', lazy: cartPage, ...titled('cart') },
  { path: 'pay', lazy: page(() => import('../features/checkout/pages/PayPage'), ['checkout']), ...titled('pay') },
  { path: 'payment', lazy: page(() => import('../features/checkout/pages/PaymentPage'), ['checkout']), ...titled('payment') },
  { path: 'qrpay', lazy: qrPayPage, ...titled('qrpay') },
  { path: 'payByWeChat', lazy: qrPayPage, ...titled('payByWeChat') },
  { path: 'payDone', lazy: page(() => import('../features/checkout/pages/PayDonePage'), ['checkout']), ...titled('payDone') },
  { path: 'sandboxPay', lazy: page(() => import('../features/checkout/pages/SandboxPayPage'), ['checkout']), ...titled('sandboxPay') },
  { path: 'newOrderDetail', lazy: orderDetailPage, ...titled('orderDetail') },
  { path: 'dev/mailbox', lazy: page(() => import('../features/mailbox/pages/DevMailboxPage'), ['mailbox']), ...titled('devMailbox') },
  { path: 'contactUs', lazy: page(() => import('../features/support/pages/ContactUsPage'), ['support']), ...titled('contactUs') },
  ...POLICY_ROUTES.map(([path, titleKey]): RouteObject => ({ path, lazy: policyPage, ...titled(titleKey) })),
  { path: '*', lazy: litePage(() => import('../features/notFound/pages/NotFoundPage')), ...titled('notFound') },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: BootFallback,
    loader: sessionGuardLoader,
    shouldRevalidate: revalidateOnEveryNavigation,
    children: [{ ErrorBoundary: RouteErrorPage, children: pages }],
  },
];
