/** The order service's paths: the cart, delivery addresses and quotes, orders and the goods owner's desk (docs/product.md §7). */
import { ServicePrefix } from '../services';

const at = ServicePrefix.order;

export const cartCount = `${at}/cartItem/selectCount` as const;
export const cartList = `${at}/cartItem/getCartItemList` as const;
export const addCartItem = `${at}/cartItem/addCartItem` as const;
export const addCartQuantity = `${at}/cartItem/addSkuQuantity` as const;
export const updateCartItem = `${at}/cartItem/updateCartItemInfo` as const;
export const selectCartItems = `${at}/cartItem/selectCartItems` as const;
export const deleteCartItems = `${at}/cartItem/deleteCartItem` as const;
export const addProductToCart = `${at}/cartItem/addMaxProfitableToCart` as const;
export const removeProductFromCart = `${at}/cartItem/deleteMaxProfitableToCart` as const;
export const addresses = `${at}/userReceiveAddress/list` as const;
export const address = `${at}/userReceiveAddress/getById` as const;
export const saveAddress = `${at}/userReceiveAddress/save` as const;
export const updateAddress = `${at}/userReceiveAddress/update` as const;
export const deleteAddresses = `${at}/userReceiveAddress/deleteBatch` as const;
export const deliveryQuote = `${at}/deliveryWarehouseRelation/selectDeliveryWithFee` as const;
export const skuLandedCost = `${at}/deliveryWarehouseRelation/landedCost/sku` as const;
export const cartLandedCost = `${at}/deliveryWarehouseRelation/landedCost/cart` as const;
export const placeOrder = `${at}/order/mall/save` as const;
export const trade = `${at}/order/mall/trade` as const;
export const orders = `${at}/order/mall/list` as const;
export const orderTabCounts = `${at}/order/mall/tabCounts` as const;
export const orderDetail = `${at}/order/mall/detail` as const;
export const cancelOrder = `${at}/order/mall/cancel` as const;
export const cancellation = `${at}/order/mall/cancelDetail` as const;
export const confirmReceipt = `${at}/order/mall/confirmReceipt` as const;
export const ownerOrders = `${at}/seller/order/list` as const;
export const confirmStock = `${at}/seller/order/confirmStock` as const;
export const shipOrder = `${at}/seller/order/ship` as const;
export const deliverOrder = `${at}/seller/order/deliver` as const;
export const reviewCancellation = `${at}/seller/order/reviewCancel` as const;
/** the goods owner's dashboard (issue 33 item 6) */
export const ownerDashboard = `${at}/seller/dashboard` as const;
export const couponCentre = `${at}/coupon/centre` as const;
export const claimCoupon = `${at}/coupon/claim` as const;
export const myCoupons = `${at}/coupon/mine` as const;
export const couponOffer = `${at}/coupon/offer` as const;
/** a code typed at checkout: a copy claimed for the buyer and offered for the basket (issue 34 item 4) */
export const couponCode = `${at}/coupon/code` as const;
// the coupons desk (issue 34 item 4): operations and administrators
export const deskCoupons = `${at}/platform/coupon/list` as const;
export const deskCouponDetail = `${at}/platform/coupon/detail` as const;
export const deskCouponRedemptions = `${at}/platform/coupon/redemptions` as const;
export const deskCouponCreate = `${at}/platform/coupon/create` as const;
export const deskCouponUpdate = `${at}/platform/coupon/update` as const;
export const deskCouponPause = `${at}/platform/coupon/pause` as const;
export const deskCouponResume = `${at}/platform/coupon/resume` as const;
export const deskCouponOwners = `${at}/platform/coupon/owners` as const;
// returns and refund-only requests (rules/returns.ts): the buyer's, the goods owner's desk, the platform's intervention desk
export const returnable = `${at}/return/mall/returnable` as const;
export const applyReturn = `${at}/return/mall/apply` as const;
export const returns = `${at}/return/mall/list` as const;
export const returnTabCounts = `${at}/return/mall/tabCounts` as const;
export const returnDetail = `${at}/return/mall/detail` as const;
export const cancelReturn = `${at}/return/mall/cancel` as const;
export const shipReturn = `${at}/return/mall/ship` as const;
export const askReturnIntervention = `${at}/return/mall/intervene` as const;
/** the carrier label PDF (a file, not an envelope: fetched with the session, not in ./operations.ts); buyer, goods owner and agent */
export const returnLabel = `${at}/return/label/:returnNo` as const;
export const ownerReturns = `${at}/seller/return/list` as const;
export const ownerReturnTabCounts = `${at}/seller/return/tabCounts` as const;
export const ownerReturnDetail = `${at}/seller/return/detail` as const;
export const approveReturn = `${at}/seller/return/approve` as const;
export const rejectReturn = `${at}/seller/return/reject` as const;
export const confirmReturnArrival = `${at}/seller/return/confirmArrival` as const;
export const ownerAskReturnIntervention = `${at}/seller/return/intervene` as const;
export const interventionReturns = `${at}/platform/return/list` as const;
export const interventionReturnDetail = `${at}/platform/return/detail` as const;
export const decideReturnIntervention = `${at}/platform/return/decide` as const;
// after-sales requests for damaged or faulty goods (rules/afterSales.ts): the buyer's, the goods owner's desk, the platform's
export const applyAfterSale = `${at}/afterSale/mall/apply` as const;
export const afterSales = `${at}/afterSale/mall/list` as const;
export const afterSaleEligibility = `${at}/afterSale/mall/eligible` as const;
export const afterSaleDetail = `${at}/afterSale/mall/detail` as const;
export const cancelAfterSale = `${at}/afterSale/mall/cancel` as const;
export const shipAfterSale = `${at}/afterSale/mall/ship` as const;
export const confirmAfterSaleRefund = `${at}/afterSale/mall/confirmRefund` as const;
/** the buyer asks the platform to step in on a request the goods owner refused (issue 31 item 8) */
export const interveneAfterSale = `${at}/afterSale/mall/intervene` as const;
export const ownerAfterSales = `${at}/seller/afterSale/list` as const;
export const ownerAfterSaleDetail = `${at}/seller/afterSale/detail` as const;
export const approveAfterSale = `${at}/seller/afterSale/approve` as const;
export const refuseAfterSale = `${at}/seller/afterSale/refuse` as const;
export const confirmAfterSaleGoods = `${at}/seller/afterSale/confirmGoods` as const;
export const terminateAfterSale = `${at}/seller/afterSale/terminate` as const;
export const platformAfterSales = `${at}/platform/afterSale/list` as const;
export const platformAfterSaleDetail = `${at}/platform/afterSale/detail` as const;
export const decideAfterSale = `${at}/platform/afterSale/decide` as const;
// reviews of completed order lines (rules/reviews.ts): the buyer's, the product page's, the goods owner's replies
export const myReviews = `${at}/review/mall/list` as const;
export const reviewableLine = `${at}/review/mall/line` as const;
export const addReview = `${at}/review/mall/add` as const;
export const editReview = `${at}/review/mall/edit` as const;
export const reviewDetail = `${at}/review/mall/detail` as const;
export const productReviewSummary = `${at}/review/product/summary` as const;
export const productReviews = `${at}/review/product/list` as const;
export const markReviewHelpful = `${at}/review/helpful` as const;
export const ownerReviews = `${at}/seller/review/list` as const;
export const replyReview = `${at}/seller/review/reply` as const;
// complaints against an order or a goods owner (rules/complaints.ts): the buyer's, the customer-service desk
export const complaintTargets = `${at}/complaint/mall/targets` as const;
export const fileComplaint = `${at}/complaint/mall/file` as const;
export const complaints = `${at}/complaint/mall/list` as const;
export const complaintDetail = `${at}/complaint/mall/detail` as const;
export const followUpComplaint = `${at}/complaint/mall/followUp` as const;
export const withdrawComplaint = `${at}/complaint/mall/withdraw` as const;
export const deskComplaints = `${at}/platform/complaint/list` as const;
export const deskComplaintDetail = `${at}/platform/complaint/detail` as const;
export const answerComplaint = `${at}/platform/complaint/answer` as const;
export const closeComplaint = `${at}/platform/complaint/close` as const;
// points, the point mall and the credit score (rules/points.ts, rules/credit.ts): the buyer's own
export const pointsSummary = `${at}/points/summary` as const;
export const pointsHistory = `${at}/points/history` as const;
export const pointMall = `${at}/pointMall/list` as const;
export const pointGoodsDetail = `${at}/pointMall/detail` as const;
export const redeemPoints = `${at}/pointMall/redeem` as const;
export const creditScore = `${at}/credit/score` as const;
// the point mall desk (issue 34 item 5): operations and administrators
export const deskPointGoods = `${at}/platform/pointMall/list` as const;
export const deskPointGoodsCreate = `${at}/platform/pointMall/create` as const;
export const deskPointGoodsUpdate = `${at}/platform/pointMall/update` as const;
export const deskPointGoodsPause = `${at}/platform/pointMall/pause` as const;
export const deskPointGoodsResume = `${at}/platform/pointMall/resume` as const;
export const deskPointGoodsProducts = `${at}/platform/pointMall/products` as const;
export const deskPointGoodsChoices = `${at}/platform/pointMall/choices` as const;
