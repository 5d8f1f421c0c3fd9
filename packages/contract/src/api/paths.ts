/**
 * Every API path, once (spec §7): the web calls these constants and the server's routes are
 * checked against ./operations.ts, which is keyed by them. Plain constants without zod: the
 * storefront's first pages load this module. A path with `:name` takes that path parameter.
 */
import { type ServiceName, ServicePrefix } from './services';

/** Paths under one service's prefix, typed as the literal full path (e.g. '/srs-user-service/buyer/info'). */
function under<S extends ServiceName>(service: S) {
  return <P extends `/${string}`>(path: P) => `${ServicePrefix[service]}${path}` as `${(typeof ServicePrefix)[S]}${P}`;
}

const user = under('user');
const product = under('product');
const order = under('order');
const baseData = under('baseData');
const payment = under('payment');
const thirdParty = under('thirdParty');
const message = under('message');

export const ApiPath = {
  user: {
    captchaImage: user('/captcha/image'),
    sendEmailCode: user('/captcha/sendEmailCode'),
    sendPhoneCode: user('/captcha/sendPhoneCode'),
    checkCode: user('/captcha/checkCode'),
    register: user('/buyer/register'),
    checkUnique: user('/buyer/checkUnique'),
    emailPasswordLogin: user('/buyer/emailPasswordLogin'),
    phoneCaptchaLogin: user('/buyer/phoneCaptchaLogin'),
    secondAuth: user('/buyer/secondAuth'),
    info: user('/buyer/info'),
    logout: user('/buyer/logout'),
    resetPassword: user('/buyer/checkCodeAndResetPassword'),
    profile: user('/buyer/selectOne'),
    updateNickname: user('/buyer/updateNickname'),
    completeRegistration: user('/buyer/completeRegistration'),
    secondAuthSetup: user('/userConfig/secondAuthSetup'),
    updateSecondAuthButton: user('/userConfig/updateSecondAuthButton'),
    secondAuthStatus: user('/userConfig/selectSecondAuthStatus'),
  },
  product: {
    categoryTree: product('/manage/product/product/getCategoryTreeById'),
    category: product('/manager/product/productCategory/getCategoryInfoById'),
    brands: product('/manager/product/brand/listAll'),
    brandsOfCategory: product('/manager/product/productCategory/brand'),
    warehouses: product('/manager/product/warehouse/getWarehouseByCountryCode'),
    search: product('/buyer/product/product/newPageList'),
    suggestions: product('/buyer/product/product/keyRemind'),
    keywordSearch: product('/buyer/goods/goods/es'),
    related: product('/buyer/goods/goods/es/related'),
    detail: product('/buyer/product/product/skuProduct'),
    specs: product('/buyer/product/product/simpleSpecs'),
    stock: product('/shop/sku/warehouse/getSkuWarehouseBySkuId'),
    addFavourite: product('/collect/productCollect'),
    removeFavourite: product('/collect/cancelCollect'),
    favourites: product('/collect/collectList'),
    flashDeals: product('/buyer/product/flashDeal/list'),
    shop: product('/buyer/shop/info'),
  },
  order: {
    cartCount: order('/cartItem/selectCount'),
    cartList: order('/cartItem/getCartItemList'),
    addCartItem: order('/cartItem/addCartItem'),
    updateCartItem: order('/cartItem/updateCartItemInfo'),
    selectCartItems: order('/cartItem/selectCartItems'),
    deleteCartItems: order('/cartItem/deleteCartItem'),
    addProductToCart: order('/cartItem/addMaxProfitableToCart'),
    removeProductFromCart: order('/cartItem/deleteMaxProfitableToCart'),
    addresses: order('/userReceiveAddress/list'),
    address: order('/userReceiveAddress/getById'),
    saveAddress: order('/userReceiveAddress/save'),
    updateAddress: order('/userReceiveAddress/update'),
    deleteAddresses: order('/userReceiveAddress/deleteBatch'),
    deliveryQuote: order('/deliveryWarehouseRelation/selectDeliveryWithFee'),
    placeOrder: order('/order/mall/save'),
    trade: order('/order/mall/trade'),
    orders: order('/order/mall/list'),
    orderTabCounts: order('/order/mall/tabCounts'),
    orderDetail: order('/order/mall/detail'),
    cancelOrder: order('/order/mall/cancel'),
    cancellation: order('/order/mall/cancelDetail'),
    confirmReceipt: order('/order/mall/confirmReceipt'),
    ownerOrders: order('/seller/order/list'),
    confirmStock: order('/seller/order/confirmStock'),
    shipOrder: order('/seller/order/ship'),
    deliverOrder: order('/seller/order/deliver'),
    reviewCancellation: order('/seller/order/reviewCancel'),
  },
  baseData: {
    banners: baseData('/banners/getBanners'),
    countries: baseData('/product/country/listAll'),
    cities: baseData('/base/city/byCountryAndCityName'),
    region: baseData('/region/item/:id'),
    topicPage: baseData('/buyer/other/pageData/get/:id'),
    currentTopicPage: baseData('/buyer/other/pageData'),
  },
  payment: {
    payByCard: payment('/pay/card'),
    payByBalance: payment('/pay/balance'),
    startQrPayment: payment('/pay/qr'),
    paymentStatus: payment('/pay/status'),
    sandboxQr: payment('/sandbox/qr/detail'),
    confirmSandboxQr: payment('/sandbox/qr/confirm'),
    walletInfo: payment('/wallet/info'),
    walletTransactions: payment('/wallet/transactions'),
    setPaymentPassword: payment('/wallet/setPaymentPassword'),
    savedCards: payment('/wallet/cards/list'),
    addCard: payment('/wallet/cards/add'),
    removeCard: payment('/wallet/cards/remove'),
    withdraw: payment('/wallet/withdraw'),
    withdrawals: payment('/wallet/withdrawals'),
    topUp: payment('/wallet/topUp'),
  },
  thirdParty: {
    ipCountry: thirdParty('/ip/country'),
  },
  message: {
    mailbox: message('/dev/mailbox'),
    contact: message('/contact/submit'),
  },
} as const;
