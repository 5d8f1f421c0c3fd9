import type { Bilingual } from './messages';
import { ClientCodes } from './responseCodes';

export { ReloadCodes, SignInRequiredCodes, SuccessCode } from './responseCodes';

/**
 * The one error catalogue. Every error the API returns is one of these, with a
 * stable envelope code, the HTTP status, and the message in both languages.
 * The web client reads `code` (docs/product.md §8): 401 and 20004 open the sign-in dialog,
 * 7017/7018 show the Tips dialog and reload, anything else is a warning.
 */
export interface ErrorDefinition extends Bilingual {
  code: number;
  status: number;
}

const define = <T extends Record<string, ErrorDefinition>>(catalogue: T): T => catalogue;

export const ErrorCatalogue = define({
  // --- sign-in state (docs/product.md §8) ---
  notSignedIn: { code: ClientCodes.notSignedIn, status: 401, en: 'Please sign in to continue.', zh: '请先登录。' },
  sessionExpired: {
    code: ClientCodes.sessionExpired,
    status: 401,
    en: 'Your session has expired, please log in again.',
    zh: '您的登录已过期，请重新登录。',
  },
  permissionsChanged: {
    code: ClientCodes.permissionsChanged,
    status: 409,
    en: 'Your account permissions have changed. The page will reload.',
    zh: '您的账户权限已变更，页面将重新加载。',
  },
  clientOutdated: {
    code: ClientCodes.clientOutdated,
    status: 409,
    en: 'A new version of ClearLot is available. The page will reload.',
    zh: 'ClearLot 已更新，页面将重新加载。',
  },
  // --- request shape ---
  validationFailed: { code: 1001, status: 400, en: 'Parameter validation failed', zh: '参数校验失败' },
  malformedJson: { code: 1002, status: 400, en: 'The request body is not valid JSON.', zh: '请求内容不是有效的 JSON。' },
  bodyTooLarge: { code: 1003, status: 413, en: 'The request body is too large.', zh: '请求内容过大。' },
  unsupportedMediaType: {
    code: 1004,
    status: 415,
    en: 'The request must be sent as JSON.',
    zh: '请求必须以 JSON 格式发送。',
  },
  notFound: { code: 1404, status: 404, en: 'The requested resource was not found.', zh: '请求的资源不存在。' },
  // requests the HTTP layer could not read (framing, URL encoding, sizes, time)
  badRequest: { code: 1400, status: 400, en: 'The request could not be read.', zh: '无法读取该请求。' },
  requestTimeout: { code: 1408, status: 408, en: 'The request took too long to arrive.', zh: '请求发送超时。' },
  uriTooLong: { code: 1414, status: 414, en: 'The request address is too long.', zh: '请求地址过长。' },
  headersTooLarge: { code: 1431, status: 431, en: 'The request headers are too large.', zh: '请求头过大。' },
  tooManyRequests: {
    code: 1429,
    status: 429,
    en: 'Too many requests, please try again later.',
    zh: '请求过于频繁，请稍后再试。',
  },
  internal: {
    code: 1500,
    status: 500,
    en: 'Something went wrong on our side, please try again later.',
    zh: '服务器开小差了，请稍后再试。',
  },
  unavailable: {
    code: 1503,
    status: 503,
    en: 'The service is temporarily unavailable.',
    zh: '服务暂时不可用。',
  },
  // --- permissions ---
  noPermission: { code: 2001, status: 403, en: 'No permission.', zh: '没有权限。' },
  insufficientPermissions: { code: 2002, status: 403, en: 'Insufficient permissions.', zh: '权限不足。' },
  // --- captcha and verification codes ---
  captchaWrong: {
    code: 3001,
    status: 400,
    en: 'The picture code is wrong or has expired. Please try a new one.',
    zh: '图形验证码错误或已过期，请刷新后重试。',
  },
  verificationCodeWrong: {
    code: 3002,
    status: 400,
    en: 'Wrong verification code.',
    zh: '验证码错误。',
  },
  verificationCodeNotRequested: {
    code: 3003,
    status: 400,
    en: 'Please request a verification code first.',
    zh: '请先获取验证码。',
  },
  verificationCodeTooSoon: {
    code: 3004,
    status: 429,
    en: 'A code was sent recently. Please wait a minute before asking again.',
    zh: '验证码发送过于频繁，请一分钟后再试。',
  },
  sendLimitReached: {
    code: 3005,
    status: 429,
    en: 'Too many codes requested. Please try again later.',
    zh: '验证码请求次数过多，请稍后再试。',
  },
  // --- accounts ---
  usernameTaken: { code: 4001, status: 409, en: 'User name already registered.', zh: '用户名已被注册。' },
  emailTaken: { code: 4002, status: 409, en: 'E-mail already registered.', zh: '邮箱已被注册。' },
  phoneTaken: { code: 4003, status: 409, en: 'Phone number already registered.', zh: '手机号已被注册。' },
  emailNotRegistered: { code: 4004, status: 404, en: 'E-mail not registered.', zh: '邮箱未注册。' },
  phoneNotRegistered: { code: 4005, status: 404, en: 'Phone number not registered.', zh: '手机号未注册。' },
  wrongCredentials: {
    code: 4006,
    status: 400,
    en: 'The e-mail or password is incorrect.',
    zh: '邮箱或密码错误。',
  },
  accountLocked: {
    code: 4007,
    status: 429,
    en: 'Too many failed sign-in attempts. Please try again in 15 minutes or reset your password.',
    zh: '登录失败次数过多，请 15 分钟后再试或重置密码。',
  },
  usernameUnchanged: {
    code: 4008,
    status: 400,
    en: 'The new name is the same as the current one.',
    zh: '新名称与当前名称相同。',
  },
  identityNotFound: { code: 4009, status: 404, en: 'Identity information not found.', zh: '未找到身份信息。' },
  oneTimePasswordWrong: {
    code: 4010,
    status: 400,
    en: 'Wrong one-time password.',
    zh: '动态验证码错误。',
  },
  secondAuthNotSetUp: {
    code: 4011,
    status: 400,
    en: 'Two-step verification has not been set up yet.',
    zh: '尚未设置两步验证。',
  },
  secondAuthPending: {
    code: 4012,
    status: 401,
    en: 'Please finish two-step verification first.',
    zh: '请先完成两步验证。',
  },
  profileAlreadyComplete: {
    code: 4013,
    status: 409,
    en: 'Your information has already been completed.',
    zh: '您的信息已完善。',
  },
  newValueSameAsBound: {
    code: 4014,
    status: 400,
    en: 'The new phone or e-mail must differ from the one already bound.',
    zh: '新手机号或邮箱不能与已绑定的相同。',
  },
  noIpInformation: { code: 4015, status: 404, en: 'No IP information.', zh: '无 IP 信息。' },
  avatarNotYours: { code: 4019, status: 400, en: 'Please upload the picture for your avatar again.', zh: '请重新上传头像图片。' },
  currentPasswordWrong: { code: 4016, status: 400, en: 'The current password is incorrect.', zh: '当前密码错误。' },
  passwordTooManyTries: {
    code: 4017,
    status: 429,
    en: 'Too many wrong current passwords. Please try again in 15 minutes or reset your password.',
    zh: '当前密码错误次数过多，请 15 分钟后再试或重置密码。',
  },
  newPasswordSameAsCurrent: { code: 4018, status: 400, en: 'The new password must differ from the current one.', zh: '新密码不能与当前密码相同。' },
  // --- seller and middle-man applications, seller product calls (user and product services, 4200–4299) ---
  applicationNotFound: { code: 4200, status: 404, en: 'This application does not exist.', zh: '该申请不存在。' },
  applicationSessionExpired: {
    code: 4201,
    status: 410,
    en: 'Your application session has expired. Please confirm your e-mail again to carry on.',
    zh: '申请会话已过期，请重新验证邮箱后继续。',
  },
  applicationNotEditable: {
    code: 4202,
    status: 409,
    en: 'This application has been submitted and can no longer be changed.',
    zh: '该申请已提交，无法再修改。',
  },
  applicationDocumentsMissing: {
    code: 4203,
    status: 400,
    en: 'Please upload the certificate of incorporation and a proof of address.',
    zh: '请上传公司注册证书和地址证明。',
  },
  applicationStatusChanged: {
    code: 4204,
    status: 409,
    en: 'This application has changed in the meantime. Please refresh and try again.',
    zh: '该申请状态已变更，请刷新后重试。',
  },
  applicationAlreadySeller: {
    code: 4205,
    status: 409,
    en: 'This e-mail already belongs to a goods owner. Please sign in to your seller account.',
    zh: '该邮箱已是货主账户，请直接登录货主账户。',
  },
  applicationStaffAccount: {
    code: 4206,
    status: 409,
    en: 'Platform staff accounts cannot apply. Please use a company e-mail address.',
    zh: '平台工作人员账户不能提交申请，请使用公司邮箱。',
  },
  middleManProfileNotFound: { code: 4207, status: 404, en: 'You have no middle-man profile yet.', zh: '您还没有中间商资料。' },
  middleManProfileExists: {
    code: 4208,
    status: 409,
    en: 'You already have a middle-man profile. Please update it instead.',
    zh: '您已有中间商资料，请直接修改。',
  },
  middleManCompanyFixed: {
    code: 4209,
    status: 409,
    en: 'The company of an approved profile cannot be changed. Please contact customer service.',
    zh: '已通过审核的资料不能更改公司信息，请联系客服。',
  },
  applicationCategoryUnknown: { code: 4210, status: 400, en: 'Please choose categories from the list.', zh: '请从列表中选择品类。' },
  applicationDocumentLimit: {
    code: 4211,
    status: 429,
    en: 'Too many documents uploaded for this application. Please try again later.',
    zh: '该申请上传文件过多，请稍后再试。',
  },
  applicationResubmitLimit: {
    code: 4212,
    status: 429,
    en: 'Too many applications from this e-mail address. Please try again tomorrow.',
    zh: '该邮箱提交申请过于频繁，请明天再试。',
  },
  sellerNotGoodsOwner: {
    code: 4220,
    status: 403,
    en: 'This account has no shop yet. Apply to become a goods owner first.',
    zh: '该账户还没有店铺，请先申请成为货主。',
  },
  // --- catalogue ---
  productNotFound: { code: ClientCodes.productNotFound, status: 404, en: 'No matching products.', zh: '没有匹配的商品。' },
  categoryNotFound: { code: 5002, status: 404, en: 'This category does not exist.', zh: '该分类不存在。' },
  shopNotFound: { code: ClientCodes.shopNotFound, status: 404, en: 'This goods owner does not exist.', zh: '该货主不存在。' },
  regionNotFound: { code: 5004, status: 404, en: 'This region does not exist.', zh: '该地区不存在。' },
  topicNotFound: { code: ClientCodes.topicNotFound, status: 404, en: 'This page does not exist.', zh: '该页面不存在。' },
  // --- cart, addresses and orders (order service) ---
  purchasePermissionRequired: {
    code: 6001,
    status: 403,
    en: 'Please complete your information before placing orders.',
    zh: '下单前请先完善您的信息。',
  },
  itemAlreadyInCart: { code: 6002, status: 409, en: 'Item already in cart.', zh: '商品已在购物车中。' },
  itemOutOfStock: { code: ClientCodes.itemOutOfStock, status: 409, en: 'Item out of stock.', zh: '商品库存不足。' },
  cartHasOutOfStockItems: {
    code: 6004,
    status: 409,
    en: 'Your cart has out-of-stock items. Please change their quantities or remove them.',
    zh: '购物车中有库存不足的商品，请修改数量或删除。',
  },
  cartItemNotFound: { code: 6005, status: 404, en: 'This cart item does not exist.', zh: '该购物车商品不存在。' },
  cartFull: { code: 6006, status: 409, en: 'Your cart is full (100 lines). Please order or remove some items first.', zh: '购物车已满（100 项），请先下单或删除部分商品。' },
  cartEmptySelection: { code: 6007, status: 400, en: 'Please select at least one item to order.', zh: '请至少选择一件商品下单。' },
  addressNotFound: { code: 6008, status: 404, en: 'This address does not exist.', zh: '该地址不存在。' },
  addressLimit: { code: 6009, status: 409, en: 'You can keep at most 20 addresses.', zh: '最多可保存 20 个地址。' },
  orderBelowMinimum: {
    code: 6010,
    status: 400,
    en: 'The minimum order item total is £20.00.',
    zh: '订单商品最低金额为 £20.00。',
  },
  orderAmountExceedsLimit: {
    code: 6011,
    status: 400,
    en: 'Order amount exceeds the limit of £50,000.00. Please contact customer support to place this order.',
    zh: '订单金额超过 £50,000.00 的上限，请联系客服下单。',
  },
  orderNotFound: { code: 6012, status: 404, en: 'This order does not exist.', zh: '该订单不存在。' },
  orderStatusChanged: {
    code: 6013,
    status: 409,
    en: 'The order status has changed. Please refresh and try again.',
    zh: '订单状态已变更，请刷新后重试。',
  },
  orderKeyReused: {
    code: 6014,
    status: 409,
    en: 'This order request was already used for a different order.',
    zh: '该下单请求已用于另一笔订单。',
  },
  preOrderDepositTooSmall: { code: 6015, status: 400, en: 'The minimum pre-order deposit is £1.00.', zh: '预订定金最低为 £1.00。' },
  preOrderLimit: {
    code: 6016,
    status: 400,
    en: 'A pre-order is limited to 10,000 units per item and a period of 7 to 30 days.',
    zh: '预订每件商品最多 10,000 件，预订期为 7 至 30 天。',
  },
  shipmentIncomplete: {
    code: 6017,
    status: 400,
    en: 'Choose at least one item and give a tracking number for every item shipped.',
    zh: '请至少选择一件商品，并为每件发货商品填写物流单号。',
  },
  notGoodsOwner: { code: 6018, status: 403, en: 'Only the goods owner of this order can do this.', zh: '只有该订单的货主可以执行此操作。' },
  cancellationNotFound: { code: 6019, status: 404, en: 'There is no cancellation for this order.', zh: '该订单没有取消记录。' },
  productNotOnSale: { code: 6020, status: 409, en: 'This product is no longer on sale.', zh: '该商品已下架。' },
  // --- coupons (order service, 6100s; rules/coupon.ts) ---
  couponNotFound: { code: 6101, status: 404, en: 'This coupon does not exist.', zh: '该优惠券不存在。' },
  couponNotClaimable: { code: 6102, status: 409, en: 'This coupon cannot be claimed at the moment.', zh: '该优惠券当前不可领取。' },
  couponAllClaimed: { code: 6103, status: 409, en: 'This coupon has all been claimed.', zh: '该优惠券已被领完。' },
  couponClaimLimit: { code: 6104, status: 409, en: 'You have already claimed this coupon as many times as allowed.', zh: '您已达到该优惠券的领取上限。' },
  couponUnavailable: {
    code: 6105,
    status: 409,
    en: 'This coupon has already been used or has expired. Please choose your coupons again.',
    zh: '该优惠券已使用或已过期，请重新选择优惠券。',
  },
  couponNotApplicable: { code: 6106, status: 400, en: 'This coupon does not apply to the items in this order.', zh: '该优惠券不适用于本订单中的商品。' },
  couponsDoNotStack: {
    code: 6107,
    status: 400,
    en: 'Use at most one discount coupon and one free-delivery coupon per order.',
    zh: '每笔订单最多使用一张折扣券和一张免运费券。',
  },
  // --- returns and refund-only requests (order service, 6110–6149; rules/returns.ts) ---
  returnNotFound: { code: 6110, status: 404, en: 'This return or refund request does not exist.', zh: '该退货退款申请不存在。' },
  orderNotReturnable: {
    code: 6111,
    status: 409,
    en: 'A return or refund can be requested only once the order is out for delivery or completed.',
    zh: '订单派送中或已完成后才能申请退货退款。',
  },
  returnWindowClosed: { code: 6112, status: 409, en: 'The return window for this order has closed.', zh: '该订单的退货期限已过。' },
  returnQuantityExceeded: {
    code: 6113,
    status: 409,
    en: 'The quantity is more than can still be returned for this item.',
    zh: '数量超过该商品剩余可退数量。',
  },
  returnItemNotFound: { code: 6114, status: 404, en: 'This item is not part of the order.', zh: '该商品不属于此订单。' },
  returnPhotoNotYours: { code: 6115, status: 400, en: 'Please attach photos you have uploaded yourself.', zh: '请上传您本人的照片。' },
  returnStatusChanged: {
    code: 6116,
    status: 409,
    en: 'The request status has changed. Please refresh and try again.',
    zh: '申请状态已变更，请刷新后重试。',
  },
  returnKeyReused: {
    code: 6117,
    status: 409,
    en: 'This request was already used for a different return or refund.',
    zh: '该请求已用于其他退货退款申请。',
  },
  returnTrackingIncomplete: {
    code: 6118,
    status: 400,
    en: 'Give a logistics company and a tracking number for every returned item.',
    zh: '请为每件退货商品填写物流公司和物流单号。',
  },
  returnRefundTooLarge: {
    code: 6119,
    status: 400,
    en: 'The refund for an item cannot be more than the request asks for it.',
    zh: '单件商品的退款金额不能超过申请金额。',
  },
  returnLabelUnavailable: {
    code: 6120,
    status: 409,
    en: 'The return label is available once a return is approved.',
    zh: '退货申请同意后才能下载退货面单。',
  },
  // --- after-sales requests (order service, 6150–6199; rules/afterSales.ts) ---
  afterSaleNotFound: { code: 6150, status: 404, en: 'This after-sales request does not exist.', zh: '该售后申请不存在。' },
  afterSaleOrderNotEligible: {
    code: 6151,
    status: 409,
    en: 'After-sales can be requested only once the order is out for delivery or completed.',
    zh: '订单派送中或已完成后才能申请售后。',
  },
  afterSaleWindowClosed: { code: 6152, status: 409, en: 'The after-sales period for this order has ended.', zh: '该订单的售后期限已过。' },
  afterSaleItemNotFound: { code: 6153, status: 404, en: 'This item is not part of the order.', zh: '该商品不属于此订单。' },
  afterSaleQuantityExceeded: { code: 6154, status: 400, en: 'The quantity is more than was ordered.', zh: '申请数量超过了购买数量。' },
  afterSaleAmountExceeded: {
    code: 6155,
    status: 400,
    en: 'The amount is more than can still be refunded for this item.',
    zh: '申请金额超过了该商品可退款的金额。',
  },
  afterSaleAlreadyOpen: {
    code: 6156,
    status: 409,
    en: 'This item already has an after-sales request in progress.',
    zh: '该商品已有正在处理的售后申请。',
  },
  afterSaleStatusChanged: {
    code: 6157,
    status: 409,
    en: 'The after-sales request has changed. Please refresh and try again.',
    zh: '售后申请状态已变更，请刷新后重试。',
  },
  afterSaleKeyReused: { code: 6158, status: 409, en: 'This request was already used for a different after-sales request.', zh: '该请求已用于其他售后申请。' },
  afterSalePhotoNotYours: { code: 6159, status: 400, en: 'Please attach photos you have uploaded yourself.', zh: '请上传您本人的照片。' },
  afterSaleRefundTooLarge: {
    code: 6160,
    status: 400,
    en: 'The refund cannot be more than the request asks for.',
    zh: '退款金额不能超过申请金额。',
  },
  // --- points, the point mall and credit score (order service, rules/points.ts and rules/credit.ts) ---
  pointsInsufficient: { code: 6200, status: 409, en: 'You do not have enough points for this.', zh: '您的积分不足。' },
  pointGoodsNotFound: { code: 6201, status: 404, en: 'This point-mall item does not exist.', zh: '该积分商品不存在。' },
  pointGoodsUnavailable: {
    code: 6202,
    status: 409,
    en: 'This point-mall item is no longer available.',
    zh: '该积分商品已下架。',
  },
  pointRedemptionKeyReused: {
    code: 6203,
    status: 409,
    en: 'This request was already used for a different redemption.',
    zh: '该请求已用于其他兑换。',
  },
  orderAboveCreditLimit: {
    code: 6204,
    status: 409,
    en: 'This order is above the amount your credit level allows. See My credit score, or contact customer service.',
    zh: '订单金额超出您的信用等级允许的额度。请查看我的信用分或联系客服。',
  },
  // --- reviews and complaints (order service, rules/reviews.ts and rules/complaints.ts) ---
  reviewNotFound: { code: 6300, status: 404, en: 'This review does not exist.', zh: '该评价不存在。' },
  reviewLineNotReviewable: {
    code: 6301,
    status: 409,
    en: 'Only items of a completed order can be reviewed.',
    zh: '只有已完成订单中的商品可以评价。',
  },
  reviewAlreadyPosted: { code: 6302, status: 409, en: 'You have already reviewed this item.', zh: '您已评价过该商品。' },
  reviewEditClosed: {
    code: 6303,
    status: 409,
    en: 'This review can no longer be changed: the edit period has ended or the goods owner has replied.',
    zh: '该评价已无法修改：修改期限已过或货主已回复。',
  },
  reviewPhotoNotYours: { code: 6304, status: 400, en: 'Please attach photos you have uploaded yourself.', zh: '请上传您本人的照片。' },
  reviewAlreadyReplied: { code: 6305, status: 409, en: 'This review already has a reply.', zh: '该评价已回复。' },
  reviewOwnNotHelpful: { code: 6306, status: 409, en: 'You cannot mark your own review as helpful.', zh: '不能将自己的评价标记为有帮助。' },
  reviewLimitReached: { code: 6307, status: 429, en: 'Too many reviews in a short time. Please try again later.', zh: '评价过于频繁，请稍后再试。' },
  complaintNotFound: { code: 6350, status: 404, en: 'This complaint does not exist.', zh: '该投诉不存在。' },
  complaintTargetNotFound: {
    code: 6351,
    status: 404,
    en: 'The order or goods owner of this complaint was not found.',
    zh: '未找到投诉所涉及的订单或货主。',
  },
  complaintStatusChanged: {
    code: 6352,
    status: 409,
    en: 'This complaint has changed in the meantime. Please refresh the page.',
    zh: '该投诉状态已变化，请刷新页面。',
  },
  complaintPhotoNotYours: { code: 6353, status: 400, en: 'Please attach photos you have uploaded yourself.', zh: '请上传您本人的照片。' },
  complaintKeyReused: {
    code: 6354,
    status: 409,
    en: 'This request was already used for a different complaint.',
    zh: '该请求已用于其他投诉。',
  },
  complaintLimitReached: {
    code: 6355,
    status: 429,
    en: 'You have filed many complaints today. Please try again tomorrow or contact customer service.',
    zh: '您今天提交的投诉较多，请明天再试或联系客服。',
  },
  chooseOptions: {
    code: 6030,
    status: 409,
    en: 'This product comes in several options. Please choose one on the product page.',
    zh: '该商品有多个规格，请在商品详情页选择规格。',
  },
  skuNotFound: { code: 6031, status: 404, en: 'This product option does not exist.', zh: '该商品规格不存在。' },
  // --- payment and wallet (payment service) ---
  tradeNotFound: { code: 8001, status: 404, en: 'This payment does not exist.', zh: '该支付单不存在。' },
  paymentTimedOut: { code: 8002, status: 409, en: 'Payment timed out and the order was closed.', zh: '支付超时，订单已关闭。' },
  alreadyPaid: { code: 8003, status: 409, en: 'This order has already been paid.', zh: '该订单已支付。' },
  paymentAmountMismatch: {
    code: 8004,
    status: 409,
    en: 'The payment amount does not match the order. Please refresh and try again.',
    zh: '支付金额与订单不符，请刷新后重试。',
  },
  paymentKeyReused: {
    code: 8005,
    status: 409,
    en: 'This payment request was already used with different details.',
    zh: '该支付请求已使用不同的信息提交过。',
  },
  cardParameterError: { code: 8006, status: 400, en: 'Card parameter error. Please check the card details.', zh: '银行卡参数错误，请检查卡片信息。' },
  cardDeclined: { code: 8007, status: 402, en: 'The card was declined. Please use another card or payment method.', zh: '银行卡被拒绝，请使用其他卡或支付方式。' },
  insufficientBalance: { code: 8008, status: 409, en: 'Your wallet balance is insufficient.', zh: '钱包余额不足。' },
  paymentPasswordNotSet: { code: 8009, status: 409, en: 'Please set a payment password first.', zh: '请先设置支付密码。' },
  paymentPasswordWrong: { code: 8010, status: 400, en: 'The payment password is incorrect.', zh: '支付密码错误。' },
  paymentPasswordLocked: {
    code: 8011,
    status: 429,
    en: 'Too many wrong payment passwords. Please try again in 15 minutes.',
    zh: '支付密码错误次数过多，请 15 分钟后再试。',
  },
  savedCardNotFound: { code: 8012, status: 404, en: 'This card does not exist.', zh: '该银行卡不存在。' },
  qrPaymentExpired: { code: 8013, status: 410, en: 'This payment code has expired. Please start the payment again.', zh: '该支付码已过期，请重新发起支付。' },
  refundAmountNotRetrieved: { code: 8014, status: 409, en: 'Refund amount not retrieved.', zh: '未获取到退款金额。' },
  loginPasswordWrong: { code: 8015, status: 400, en: 'The account password is incorrect.', zh: '账户密码错误。' },
  savedCardLimit: { code: 8016, status: 409, en: 'You can save at most 10 cards.', zh: '最多可保存 10 张银行卡。' },
  // --- refunds (payment service, docs/product.md §3 refund, §4 statuses 31–34) ---
  refundNotFound: { code: 8100, status: 404, en: 'This refund does not exist.', zh: '该退款不存在。' },
  refundExceedsRefundable: {
    code: 8101,
    status: 409,
    en: 'The refund is more than can still be refunded for this item.',
    zh: '退款金额超过该商品剩余可退金额。',
  },
  refundLineNotInOrder: { code: 8102, status: 400, en: 'This item is not part of the order.', zh: '该商品不属于此订单。' },
  refundAmountInvalid: { code: 8103, status: 400, en: 'Please choose at least one item and an amount above zero.', zh: '请至少选择一件商品，且金额须大于零。' },
  refundNotRetryable: { code: 8104, status: 409, en: 'Only a failed refund can be retried.', zh: '只有退款失败的退款单可以重新发起。' },
  refundKeyReused: {
    code: 8105,
    status: 409,
    en: 'This refund request was already used with different details.',
    zh: '该退款请求已使用不同的信息提交过。',
  },
  // --- uploaded files (file service; docs/product.md §5 images, §7 file upload) ---
  uploadMissing: { code: 9001, status: 400, en: 'Please choose a file to upload.', zh: '请选择要上传的文件。' },
  uploadOneFileOnly: { code: 9002, status: 400, en: 'Please upload one file at a time.', zh: '每次只能上传一个文件。' },
  uploadPhotoType: { code: 9003, status: 415, en: 'Only JPG,PNG and JPEG are supported.', zh: '仅支持 JPG、PNG 和 JPEG 格式。' },
  uploadDocumentType: { code: 9004, status: 415, en: 'Only JPG, PNG, JPEG and PDF are supported.', zh: '仅支持 JPG、PNG、JPEG 和 PDF 格式。' },
  uploadTooLarge: { code: 9005, status: 413, en: 'The file must be at most 10 MB.', zh: '文件大小不能超过 10 MB。' },
  uploadEmpty: { code: 9006, status: 400, en: 'The file is empty.', zh: '文件内容为空。' },
  uploadNameInvalid: {
    code: 9007,
    status: 400,
    en: 'The file name must be 1-255 characters without control characters.',
    zh: '文件名须为 1-255 个字符，且不能包含控制字符。',
  },
  uploadNotMultipart: { code: 9008, status: 415, en: 'Files must be sent as multipart form data.', zh: '文件须以 multipart 表单方式上传。' },
  uploadLimitReached: { code: 9009, status: 429, en: 'Too many uploads. Please try again later.', zh: '上传过于频繁，请稍后再试。' },
  fileNotFound: { code: 9010, status: 404, en: 'This file does not exist.', zh: '该文件不存在。' },
  // --- chat, the message centre and translation (issue 12; docs/product.md §7, §8) ---
  chatTokenInvalid: { code: 7101, status: 401, en: 'The chat connection has expired. Reconnecting…', zh: '聊天连接已失效，正在重新连接…' },
  chatUsernameMismatch: { code: 7102, status: 403, en: 'A chat token is only issued for your own account.', zh: '只能为您自己的账户获取聊天令牌。' },
  chatConversationNotFound: { code: 7103, status: 404, en: 'This conversation does not exist.', zh: '该会话不存在。' },
  chatOwnShelf: { code: 7104, status: 409, en: 'You cannot chat with your own shop.', zh: '不能与自己的店铺聊天。' },
  chatOwnerUnavailable: { code: 7105, status: 409, en: 'This goods owner cannot be reached by chat. Please contact customer service.', zh: '该货主暂不支持在线聊天，请联系客服。' },
  chatMessageEmpty: { code: 7106, status: 400, en: 'Please write a message or choose a picture.', zh: '请输入消息或选择图片。' },
  chatMessageTooLong: { code: 7107, status: 400, en: 'A message can be at most 2,000 characters.', zh: '消息最多 2000 个字符。' },
  chatImageInvalid: { code: 7108, status: 400, en: 'Please upload the picture first (JPG or PNG, up to 10 MB).', zh: '请先上传图片（JPG 或 PNG，不超过 10 MB）。' },
  chatTooFast: { code: 7109, status: 429, en: 'You are sending messages too fast. Please wait a few seconds.', zh: '发送过于频繁，请稍等几秒。' },
  chatNonceReused: { code: 7110, status: 409, en: 'This message was already sent with different content.', zh: '该消息已以不同内容发送过。' },
  chatConversationClosed: { code: 7111, status: 409, en: 'This conversation is closed.', zh: '该会话已结束。' },
  chatAlreadyTaken: { code: 7112, status: 409, en: 'Another agent has already taken this conversation.', zh: '该会话已被其他客服接入。' },
  chatNotAgent: { code: 7113, status: 403, en: 'Only customer service can use the chat desk.', zh: '只有客服可以使用聊天工作台。' },
  chatTooManyConversations: { code: 7114, status: 429, en: 'Too many new conversations. Please try again later.', zh: '新建会话过于频繁，请稍后再试。' },
  chatFrameInvalid: { code: 7115, status: 400, en: 'The chat message could not be read.', zh: '无法读取该聊天消息。' },
  noticeNotFound: { code: 7120, status: 404, en: 'This message does not exist.', zh: '该消息不存在。' },
  translationUnavailable: { code: 7150, status: 503, en: 'Translation is not available. The original text is shown.', zh: '翻译服务暂不可用，显示原文。' },
  translationFailed: { code: 7151, status: 502, en: 'The translation failed. The original text is shown.', zh: '翻译失败，显示原文。' },
  visitorLimit: {
    code: 401,
    status: 401,
    en: 'Please sign in to see more products and use filters.',
    zh: '登录后即可查看更多商品并使用筛选。',
  },
});

export type ErrorName = keyof typeof ErrorCatalogue;

const byCode = new Map<number, ErrorDefinition>(Object.values(ErrorCatalogue).map((e) => [e.code, e]));

export function errorByCode(code: number): ErrorDefinition | undefined {
  return byCode.get(code);
}
