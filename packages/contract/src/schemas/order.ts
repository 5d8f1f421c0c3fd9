/**
 * The order service's requests and responses: cart, delivery addresses, delivery quotes,
 * order placement and order management (spec §3 cart, order, pre-order, address; §7 cart and
 * order calls). Amounts are integer pence, times epoch seconds.
 */
import { z } from 'zod';
import { PHONE_MAX_LENGTH, phoneProblem } from '../rules/phone';
import { CART_MAX_QUANTITY, PREORDER_MAX_QUANTITY, PREORDER_PERIOD_DAYS, type DeliveryCharge, type OrderStatus, type OrderType, type PaymentMethod } from '../rules/order';
import { requiredText } from './common';
import { DeliveryPostcode, OptionalVatNumber } from './payment-fields';
import { DialCode } from './user';

const Id = z.number({ error: 'required' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });
const IdList = z.array(Id, { error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'tooLong' });
const OrderNo = z.string({ error: 'required' }).regex(/^[A-Z0-9]{6,32}$/, { error: 'invalidValue' });
const TradeNo = OrderNo;
/** A client-made idempotency key (a UUID from crypto.randomUUID()). */
export const ClientKey = z.string({ error: 'required' }).uuid({ error: 'invalidValue' });

export const IdOnlyBody = z.object({ id: Id }).strict();
export type IdOnlyBody = z.infer<typeof IdOnlyBody>;
export const OrderNoBody = z.object({ orderNo: OrderNo }).strict();
export type OrderNoBody = z.infer<typeof OrderNoBody>;
export const TradeNoBody = z.object({ tradeNo: TradeNo }).strict();
export type TradeNoBody = z.infer<typeof TradeNoBody>;

// ---- cart ----
const Quantity = z.number({ error: 'required' }).int({ error: 'quantityInvalid' }).min(1, { error: 'quantityInvalid' }).max(CART_MAX_QUANTITY, { error: 'quantityInvalid' });
const WarehouseCode = z.string({ error: 'required' }).min(1, { error: 'required' }).max(32, { error: 'tooLong' });

export const AddCartItemBody = z
  .object({ productId: Id, quantity: Quantity.optional(), warehouseCode: WarehouseCode.optional() })
  .strict();
export type AddCartItemBody = z.infer<typeof AddCartItemBody>;

export const UpdateCartItemBody = z
  .object({ id: Id, quantity: Quantity.optional(), selected: z.boolean({ error: 'wrongType' }).optional() })
  .strict()
  .refine((body) => body.quantity !== undefined || body.selected !== undefined, { error: 'required', path: ['quantity'] });
export type UpdateCartItemBody = z.infer<typeof UpdateCartItemBody>;

export const DeleteCartItemBody = z.object({ ids: IdList }).strict();
export type DeleteCartItemBody = z.infer<typeof DeleteCartItemBody>;

export const SelectCartItemsBody = z.object({ ids: z.array(Id).max(200), selected: z.boolean({ error: 'required' }) }).strict();
export type SelectCartItemsBody = z.infer<typeof SelectCartItemsBody>;

export interface CartItem {
  id: number;
  productId: number;
  productName: string;
  productNameEn: string;
  /** first media path */
  productImage: string;
  warehouseCode: string;
  /** pence */
  price: number;
  referencePrice: number;
  profitable: number | null;
  quantity: number;
  /** units in stock at this item's warehouse */
  stock: number;
  /** true when the product is off sale or the quantity exceeds the stock */
  outOfStock: boolean;
  selected: boolean;
  weightGrams: number;
  /** price × quantity */
  lineTotal: number;
}

/** One cart group: a goods owner's items shipping from one warehouse. */
export interface CartGroup {
  ownerId: number;
  ownerName: string;
  ownerNameEn: string;
  warehouseCode: string;
  warehouseName: string;
  warehouseNameEn: string;
  cartItems: CartItem[];
}

export interface CartList {
  resultList: CartGroup[];
  /** number of lines */
  totalCount: number;
  selectedCount: number;
  /** item total of the selected lines that are in stock */
  selectedTotal: number;
  hasOutOfStock: boolean;
}

// ---- addresses ----
const PhoneNumber = z.string({ error: 'required' }).max(PHONE_MAX_LENGTH, { error: 'tooLong' });

const AddressFields = z.object({
  recipientName: requiredText(100),
  countryCode: z.literal('GB', { error: 'addressNotUk' }).default('GB'),
  city: requiredText(100),
  county: z.string({ error: 'wrongType' }).trim().max(100, { error: 'tooLong' }).default(''),
  postcode: DeliveryPostcode,
  dialCode: DialCode.default('44'),
  mobile: PhoneNumber,
  addressLine1: requiredText(200),
  addressLine2: z.string({ error: 'wrongType' }).trim().max(200, { error: 'tooLong' }).default(''),
  isDefault: z.boolean({ error: 'wrongType' }).default(false),
});

function checkMobile(value: { dialCode: string; mobile: string }, ctx: z.RefinementCtx) {
  const key = phoneProblem(value.dialCode, value.mobile);
  if (key) ctx.addIssue({ code: 'custom', message: key, path: ['mobile'] });
  else if (value.dialCode === '44' && !/^0?7\d{9}$/.test(value.mobile.replace(/[\s()-]/g, ''))) {
    ctx.addIssue({ code: 'custom', message: 'mobileInvalid', path: ['mobile'] });
  }
}

export const SaveAddressBody = AddressFields.strict().superRefine(checkMobile);
export type SaveAddressBody = z.infer<typeof SaveAddressBody>;
export type AddressInput = z.input<typeof SaveAddressBody>;
export const UpdateAddressBody = AddressFields.extend({ id: Id }).strict().superRefine(checkMobile);
export type UpdateAddressBody = z.infer<typeof UpdateAddressBody>;
export const DeleteAddressesBody = z.object({ ids: IdList }).strict();
export type DeleteAddressesBody = z.infer<typeof DeleteAddressesBody>;

export interface Address {
  id: number;
  recipientName: string;
  countryCode: 'GB';
  city: string;
  county: string;
  postcode: string;
  dialCode: string;
  mobile: string;
  addressLine1: string;
  addressLine2: string;
  isDefault: boolean;
  /** the remote-area surcharge applies to this postcode */
  remoteArea: boolean;
}

// ---- delivery quote ----
export const DeliveryQuoteBody = z.object({ addressId: Id, cartItemIds: IdList }).strict();
export type DeliveryQuoteBody = z.infer<typeof DeliveryQuoteBody>;

export interface DeliveryGroupQuote extends DeliveryCharge {
  ownerId: number;
  warehouseCode: string;
  weightGrams: number;
}

export interface DeliveryOption {
  deliveryType: 1 | 2 | 3;
  name: string;
  nameEn: string;
  groups: DeliveryGroupQuote[];
  /** delivery total over all groups, pence */
  total: number;
}

export interface DeliveryQuote {
  options: DeliveryOption[];
  itemsTotal: number;
}

// ---- placing an order ----
const Invoice = z
  .object({
    type: z.enum(['none', 'company'], { error: 'invalidValue' }),
    companyName: z.string({ error: 'wrongType' }).trim().max(100, { error: 'tooLong' }).default(''),
    vatNumber: OptionalVatNumber,
    email: z.string({ error: 'wrongType' }).trim().max(254, { error: 'tooLong' }).default(''),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.type === 'company' && value.companyName.length === 0) ctx.addIssue({ code: 'custom', message: 'required', path: ['companyName'] });
  });
export type InvoiceInput = z.input<typeof Invoice>;

export const PlaceOrderBody = z
  .object({
    /** the same key twice gives the same order */
    clientKey: ClientKey,
    cartItemIds: IdList,
    addressId: Id,
    deliveryType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'invalidValue' }),
    orderType: z.union([z.literal(1), z.literal(2)], { error: 'invalidValue' }).default(1),
    /** pre-orders only: days until the goods are due */
    preOrderDays: z
      .number({ error: 'wrongType' })
      .int({ error: 'invalidValue' })
      .min(PREORDER_PERIOD_DAYS.min, { error: 'invalidValue' })
      .max(PREORDER_PERIOD_DAYS.max, { error: 'invalidValue' })
      .optional(),
    notes: z.string({ error: 'wrongType' }).trim().max(500, { error: 'tooLong' }).default(''),
    invoice: Invoice.default({ type: 'none', companyName: '', vatNumber: undefined, email: '' }),
  })
  .strict();
export type PlaceOrderBody = z.infer<typeof PlaceOrderBody>;
export type PlaceOrderInput = z.input<typeof PlaceOrderBody>;
export { PREORDER_MAX_QUANTITY };

/** A trade: what one checkout asks the buyer to pay (it may cover several orders). */
export interface Trade {
  tradeNo: string;
  /** pence due for this trade */
  amount: number;
  /** 1 awaiting payment, 2 paid, 3 closed */
  status: 1 | 2 | 3;
  /** 'order' for a checkout or a deposit, 'balance' for a pre-order's balance */
  purpose: 'order' | 'balance';
  /** epoch seconds */
  payDeadline: number;
  paidAt: number | null;
  paymentMethod: PaymentMethod | null;
  orderNos: string[];
}

// ---- orders ----
export const OrderListBody = z
  .object({
    tab: z.enum(['all', 'awaitingPayment', 'pendingShipment', 'awaitingReceipt', 'reservations', 'completed', 'cancelled'], { error: 'invalidValue' }).default('all'),
    keyword: z.string({ error: 'wrongType' }).trim().max(100, { error: 'tooLong' }).default(''),
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(10),
  })
  .strict();
export type OrderListBody = z.infer<typeof OrderListBody>;
export type OrderListInput = z.input<typeof OrderListBody>;

export interface OrderItem {
  id: number;
  productId: number;
  productName: string;
  productNameEn: string;
  productImage: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  weightGrams: number;
  trackingNo: string | null;
  logisticsCompany: string | null;
  shippedAt: number | null;
}

export interface OrderLog {
  status: OrderStatus;
  actor: 'buyer' | 'owner' | 'platform' | 'system';
  message: string;
  messageEn: string;
  /** a person's note, or the system's note in Chinese */
  note: string;
  noteEn: string;
  time: number;
}

export interface OrderSummary {
  orderNo: string;
  tradeNo: string;
  orderType: OrderType;
  status: OrderStatus;
  ownerId: number;
  ownerName: string;
  ownerNameEn: string;
  warehouseName: string;
  warehouseNameEn: string;
  itemCount: number;
  items: OrderItem[];
  payable: number;
  /** what is due now (the payable, or the deposit / balance of a pre-order) */
  amountDue: number;
  createdAt: number;
  payDeadline: number | null;
  /** a cancellation request is waiting for the goods owner */
  cancellationPending: boolean;
  /** the buyer asked to cancel this order (pending, approved or rejected) */
  hasCancellation: boolean;
}

export interface PreOrderInfo {
  preOrderNo: string;
  periodDays: number;
  maxPeriodDays: number;
  quantity: number;
  maxQuantity: number;
  remainingQuantity: number;
  depositPercent: number;
  deposit: number;
  /** the deposit deducted from the total when the balance is paid */
  deductionAmount: number;
  balance: number;
  expiresAt: number;
  breachQuantity: number;
  penaltyPerUnit: number;
  penalty: number;
}

export interface OrderDetail extends OrderSummary {
  paymentMethod: PaymentMethod | null;
  paidAt: number | null;
  logisticsStatus: string;
  logisticsStatusEn: string;
  recipient: { name: string; mobile: string; region: string; address: string; postcode: string };
  deliveryType: 1 | 2 | 3;
  subtotal: number;
  freight: number;
  surcharge: number;
  remoteSurcharge: number;
  chargeableWeightGrams: number;
  paidAmount: number;
  refundedAmount: number;
  notes: string;
  invoice: { type: 'none' | 'company'; companyName: string; vatNumber: string | null; email: string };
  /** platform transit insurance; null when the order is not insured */
  insurance: {
    policyNo: string;
    company: string;
    status: string;
    statusEn: string;
    premium: number;
    compensation: number;
  } | null;
  preOrder: PreOrderInfo | null;
  logs: OrderLog[];
  /** deadlines that apply now, epoch seconds */
  shipDeadline: number | null;
  receiptDeadline: number | null;
  /** the buyer may cancel now at once (true) or only by request for review (false) */
  canCancelNow: boolean;
  canCancel: boolean;
  canConfirmReceipt: boolean;
  /** the buyer's cancellation request, if any (the goods owner reviews it from this) */
  cancellation: Cancellation | null;
}

export const CancelOrderBody = z.object({ orderNo: OrderNo, reason: requiredText(500) }).strict();
export type CancelOrderBody = z.infer<typeof CancelOrderBody>;

export interface CancelResult {
  /** 'cancelled' at once, or 'review' when the goods owner must review it */
  outcome: 'cancelled' | 'review';
  order: OrderDetail;
}

export interface Cancellation {
  orderNo: string;
  reason: string;
  /** epoch seconds */
  time: number;
  /** 0 pending review, 1 approved, 2 rejected */
  reviewStatus: 0 | 1 | 2;
  reviewDeadline: number | null;
  reviewedAt: number | null;
  /** the goods owner's note, or the system's note in Chinese */
  reviewNote: string;
  reviewNoteEn: string;
  refundAmount: number;
  penalty: number;
}

// ---- goods-owner actions ----
export const OwnerOrderListBody = OrderListBody;
export const ShipOrderBody = z
  .object({
    orderNo: OrderNo,
    items: z
      .array(
        z
          .object({
            itemId: Id,
            trackingNo: z.string({ error: 'required' }).trim().min(1, { error: 'trackingRequired' }).max(64, { error: 'tooLong' }),
            logisticsCompany: requiredText(64),
          })
          .strict(),
        { error: 'required' },
      )
      .min(1, { error: 'required' })
      .max(200, { error: 'tooLong' }),
  })
  .strict();
export type ShipOrderBody = z.infer<typeof ShipOrderBody>;
export const ReviewCancellationBody = z
  .object({ orderNo: OrderNo, approve: z.boolean({ error: 'required' }), note: z.string({ error: 'wrongType' }).trim().max(500, { error: 'tooLong' }).default('') })
  .strict();
export type ReviewCancellationBody = z.infer<typeof ReviewCancellationBody>;

/** Number of orders in each My Orders tab. */
export type OrderTabCounts = Record<'all' | 'awaitingPayment' | 'pendingShipment' | 'awaitingReceipt' | 'reservations' | 'completed' | 'cancelled', number>;
