/** The order service's paths: the cart, delivery addresses and quotes, orders and the goods owner's desk (docs/product.md §7). */
import { ServicePrefix } from '../services';

const at = ServicePrefix.order;

export const cartCount = `${at}/cartItem/selectCount` as const;
export const cartList = `${at}/cartItem/getCartItemList` as const;
export const addCartItem = `${at}/cartItem/addCartItem` as const;
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
