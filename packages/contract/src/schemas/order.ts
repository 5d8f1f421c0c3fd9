/**
 * The order service's requests and responses: cart, delivery addresses, delivery quotes,
 * order placement and order management (docs/product.md §3 cart, order, pre-order, address; §7 cart and
 * order calls). Amounts are integer pence, times epoch seconds.
 */
import { z } from 'zod';
import { CART_MAX_QUANTITY, DeliveryType, OrderActor, OrderStatus, type OrderTab, OrderType, PREORDER_MAX_QUANTITY, PREORDER_PERIOD_DAYS, PaymentMethod } from '../rules/order';
import { requiredText } from './common';
import { VatPartField, VatRateField, codeOf, countedListOf, epochTime, integer, pence, rowId } from './fields';
import { OptionalVatNumber } from './payment-fields';
import { QuantityTermsFields, SkuOption } from './catalogue';

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

/**
 * The one-click add of a card (docs/product.md §4): one line, nothing changed when it is already in the
 * cart. `skuId` may be left out only for a product without options.
 */
export const AddCartItemBody = z.object({ productId: Id, skuId: Id.optional(), quantity: Quantity.optional(), warehouseCode: WarehouseCode.optional() }).strict();
export type AddCartItemBody = z.infer<typeof AddCartItemBody>;

/**
 * The detail page's chosen SKU and quantity. `add` adds the quantity to what the cart already holds of
 * the SKU; `buyNow` makes the cart hold exactly that quantity and selects only its lines. Either way the
 * units are spread over the ship-from warehouses with stock, most available first (each warehouse ships
 * its own parcel), all or nothing.
 */
export const CartQuantityBody = z.object({ skuId: Id, quantity: Quantity, mode: z.enum(['add', 'buyNow'], { error: 'invalidValue' }) }).strict();
export type CartQuantityBody = z.infer<typeof CartQuantityBody>;

/** What a CartQuantityBody did: per warehouse, the units added and the line's quantity now. */
export const CartAddition = z
  .object({
    lines: z.array(
      z
        .object({
          cartItemId: rowId(),
          warehouseCode: z.string(),
          warehouseName: z.string(),
          warehouseNameEn: z.string(),
          added: integer(),
          quantity: integer(),
        })
        .strict(),
    ),
  })
  .strict();
export type CartAddition = z.infer<typeof CartAddition>;

export const UpdateCartItemBody = z
  .object({ id: Id, quantity: Quantity.optional(), selected: z.boolean({ error: 'wrongType' }).optional() })
  .strict()
  .refine((body) => body.quantity !== undefined || body.selected !== undefined, { error: 'required', path: ['quantity'] });
export type UpdateCartItemBody = z.infer<typeof UpdateCartItemBody>;

export const DeleteCartItemBody = z.object({ ids: IdList }).strict();
export type DeleteCartItemBody = z.infer<typeof DeleteCartItemBody>;

export const SelectCartItemsBody = z.object({ ids: z.array(Id).max(200), selected: z.boolean({ error: 'required' }) }).strict();
export type SelectCartItemsBody = z.infer<typeof SelectCartItemsBody>;

export const CartItem = z
  .object({
    id: rowId(),
    productId: rowId(),
    skuId: rowId(),
    /** the chosen options, empty for a product without options */
    skuOptions: z.array(SkuOption),
    productName: z.string(),
    productNameEn: z.string(),
    /** the SKU's picture, else the product's first media path */
    productImage: z.string(),
    warehouseCode: z.string(),
    /** pence per unit this line's quantity earns (the option's price, or the tier the quantity reaches) */
    price: pence(),
    referencePrice: pence(),
    profitable: z.number().nullable(),
    quantity: integer(),
    /** the option's own price (its first tier) and its quantity terms, which the line's quantity must meet (rules/quantity.ts) */
    basePrice: pence(),
    ...QuantityTermsFields,
    /** units in stock at this item's warehouse */
    stock: integer(),
    /** true when the product is off sale or the quantity exceeds the stock */
    outOfStock: z.boolean(),
    selected: z.boolean(),
    weightGrams: integer(),
    /** price × quantity (rules/quantity.ts linePrice), ex VAT */
    lineTotal: pence(),
    /** the product's VAT rate and the line's VAT, rounded on the line (before any coupon) */
    vatRate: VatRateField(),
    lineVat: pence(),
    /**
     * the flash deal running on the product now (issue 34 item 3): its price, the units left at it (null: no limit of
     * its own) and whether this line's quantity gets it (only when that many units are left: rules/quantity.ts dealAppliesTo)
     */
    flashDeal: z.object({ price: pence(), left: integer().nullable(), applied: z.boolean() }).strict().nullable(),
  })
  .strict();
export type CartItem = z.infer<typeof CartItem>;

/** One cart group: a goods owner's items shipping from one warehouse. */
export const CartGroup = z
  .object({
    ownerId: integer(),
    ownerName: z.string(),
    ownerNameEn: z.string(),
    warehouseCode: z.string(),
    warehouseName: z.string(),
    warehouseNameEn: z.string(),
    cartItems: z.array(CartItem),
  })
  .strict();
export type CartGroup = z.infer<typeof CartGroup>;

export const CartList = z
  .object({
    resultList: z.array(CartGroup),
    /** number of lines */
    totalCount: integer(),
    selectedCount: integer(),
    /** item total of the selected lines that are in stock, ex VAT */
    selectedTotal: pence(),
    /** their VAT (each line's, before coupons and delivery) */
    selectedVat: pence(),
    hasOutOfStock: z.boolean(),
  })
  .strict();
export type CartList = z.infer<typeof CartList>;

// ---- addresses (the bodies that save one, with the phone rules, are in addressBodies.ts) ----
export const DeleteAddressesBody = z.object({ ids: IdList }).strict();
export type DeleteAddressesBody = z.infer<typeof DeleteAddressesBody>;

export const Address = z
  .object({
    id: rowId(),
    recipientName: z.string(),
    countryCode: z.literal('GB'),
    city: z.string(),
    county: z.string(),
    postcode: z.string(),
    dialCode: z.string(),
    mobile: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    isDefault: z.boolean(),
    /** the remote-area surcharge applies to this postcode */
    remoteArea: z.boolean(),
  })
  .strict();
export type Address = z.infer<typeof Address>;
export const AddressList = z.array(Address);

// ---- delivery quote ----
export const DeliveryQuoteBody = z.object({ addressId: Id, cartItemIds: IdList }).strict();
export type DeliveryQuoteBody = z.infer<typeof DeliveryQuoteBody>;

const DeliveryTypeCode = codeOf(DeliveryType);

/** One cart group's delivery charge (the DeliveryCharge of rules/order.ts) with the group it is for. */
export const DeliveryGroupQuote = z
  .object({
    deliveryType: DeliveryTypeCode,
    chargeableWeightGrams: integer(),
    baseFreight: pence(),
    surcharge: pence(),
    remoteSurcharge: pence(),
    parcels: integer(),
    total: pence(),
    ownerId: integer(),
    warehouseCode: z.string(),
    weightGrams: integer(),
  })
  .strict();
export type DeliveryGroupQuote = z.infer<typeof DeliveryGroupQuote>;

export const DeliveryOption = z
  .object({
    deliveryType: DeliveryTypeCode,
    name: z.string(),
    nameEn: z.string(),
    groups: z.array(DeliveryGroupQuote),
    /** delivery total over all groups */
    total: pence(),
  })
  .strict();
export type DeliveryOption = z.infer<typeof DeliveryOption>;

export const DeliveryQuote = z.object({ options: z.array(DeliveryOption), itemsTotal: pence() }).strict();
export type DeliveryQuote = z.infer<typeof DeliveryQuote>;

/** The landed cost of a quantity of one option, as the product page would put it in the cart (spread over its warehouses, most stock first). */
export const SkuLandedCostBody = z.object({ skuId: Id, quantity: Quantity }).strict();
export type SkuLandedCostBody = z.infer<typeof SkuLandedCostBody>;
/** The landed cost of the buyer's chosen cart lines. */
export const CartLandedCostBody = z.object({ cartItemIds: IdList }).strict();
export type CartLandedCostBody = z.infer<typeof CartLandedCostBody>;

/**
 * What an order would cost delivered to the buyer's default address by standard delivery (issue 35 item 6), before any
 * coupon: the goods ex VAT, the delivery ex VAT, the VAT on both, and the total. Without an address the delivery, VAT and
 * total cannot be known: `postcode` and those three are null.
 */
export const LandedCost = z
  .object({
    postcode: z.string().nullable(),
    goods: pence(),
    delivery: pence().nullable(),
    vat: pence().nullable(),
    total: pence().nullable(),
    /** the goods come to less than the minimum order (rules/order.ts MIN_ORDER_ITEMS_TOTAL) */
    belowMinimum: z.boolean(),
  })
  .strict();
export type LandedCost = z.infer<typeof LandedCost>;

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
    /** the buyer's claimed coupons to use: at most one discount and one free delivery (docs/decisions.md "Coupons") */
    couponIds: z.array(Id, { error: 'wrongType' }).max(2, { error: 'tooLong' }).default([]),
  })
  .strict();
export type PlaceOrderBody = z.infer<typeof PlaceOrderBody>;
export type PlaceOrderInput = z.input<typeof PlaceOrderBody>;
export { PREORDER_MAX_QUANTITY };

export const PaymentMethodCode = codeOf(PaymentMethod);
/** A trade's status: 1 awaiting payment, 2 paid, 3 closed. */
export const TradeStatusCode = z.literal([1, 2, 3]);

/** A trade: what one checkout asks the buyer to pay (it may cover several orders). */
export const Trade = z
  .object({
    tradeNo: z.string(),
    /** due for this trade */
    amount: pence(),
    /** 1 awaiting payment, 2 paid, 3 closed */
    status: TradeStatusCode,
    /** 'order' for a checkout or a deposit, 'balance' for a pre-order's balance */
    purpose: z.enum(['order', 'balance']),
    payDeadline: epochTime(),
    paidAt: epochTime().nullable(),
    paymentMethod: PaymentMethodCode.nullable(),
    orderNos: z.array(z.string()),
  })
  .strict();
export type Trade = z.infer<typeof Trade>;

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

export const OrderStatusCode = codeOf(OrderStatus);
const OrderTypeCode = codeOf(OrderType);

export const OrderItem = z
  .object({
    id: rowId(),
    productId: rowId(),
    skuId: rowId(),
    skuCode: z.string(),
    /** the options as they were when ordered, empty for a product without options */
    skuOptions: z.array(SkuOption),
    productName: z.string(),
    productNameEn: z.string(),
    productImage: z.string(),
    unitPrice: pence(),
    quantity: integer(),
    /** unit price × quantity, before coupons */
    lineTotal: pence(),
    /** the VAT split stored at placement: the rate, the taxable amount (after coupons) and its VAT, rounded on the line */
    vatRate: VatRateField(),
    net: pence(),
    vat: pence(),
    weightGrams: integer(),
    trackingNo: z.string().nullable(),
    logisticsCompany: z.string().nullable(),
    shippedAt: epochTime().nullable(),
  })
  .strict();
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderLog = z
  .object({
    status: OrderStatusCode,
    actor: z.enum(OrderActor),
    message: z.string(),
    messageEn: z.string(),
    /** a person's note, or the system's note in Chinese */
    note: z.string(),
    noteEn: z.string(),
    time: epochTime(),
  })
  .strict();
export type OrderLog = z.infer<typeof OrderLog>;

const OrderSummaryFields = {
  orderNo: z.string(),
  tradeNo: z.string(),
  orderType: OrderTypeCode,
  status: OrderStatusCode,
  ownerId: integer(),
  ownerName: z.string(),
  ownerNameEn: z.string(),
  warehouseName: z.string(),
  warehouseNameEn: z.string(),
  itemCount: integer(),
  items: z.array(OrderItem),
  payable: pence(),
  /** what is due now (the payable, or the deposit / balance of a pre-order) */
  amountDue: pence(),
  createdAt: epochTime(),
  payDeadline: epochTime().nullable(),
  /** a cancellation request is waiting for the goods owner */
  cancellationPending: z.boolean(),
  /** the buyer asked to cancel this order (pending, approved or rejected) */
  hasCancellation: z.boolean(),
};
export const OrderSummary = z.object(OrderSummaryFields).strict();
export type OrderSummary = z.infer<typeof OrderSummary>;

export const PreOrderInfo = z
  .object({
    preOrderNo: z.string(),
    periodDays: integer(),
    maxPeriodDays: integer(),
    quantity: integer(),
    maxQuantity: integer(),
    remainingQuantity: integer(),
    depositPercent: z.number(),
    deposit: pence(),
    /** the deposit deducted from the total when the balance is paid */
    deductionAmount: pence(),
    balance: pence(),
    expiresAt: epochTime(),
    breachQuantity: integer(),
    /** pence per unit; may be fractional (67.5) */
    penaltyPerUnit: z.number(),
    penalty: pence(),
  })
  .strict();
export type PreOrderInfo = z.infer<typeof PreOrderInfo>;

export const Cancellation = z
  .object({
    orderNo: z.string(),
    reason: z.string(),
    time: epochTime(),
    /** 0 pending review, 1 approved, 2 rejected */
    reviewStatus: z.literal([0, 1, 2]),
    reviewDeadline: epochTime().nullable(),
    reviewedAt: epochTime().nullable(),
    /** the goods owner's note, or the system's note in Chinese */
    reviewNote: z.string(),
    reviewNoteEn: z.string(),
    refundAmount: pence(),
    penalty: pence(),
  })
  .strict();
export type Cancellation = z.infer<typeof Cancellation>;
/** What /order/mall/cancelDetail answers: null when the order has no cancellation (an answer, not an error). */
export const CancellationAnswer = Cancellation.nullable();

/**
 * An order's VAT as stored at placement (rules/vat.ts): `exclusive` when VAT was added to ex-VAT prices,
 * `inclusive` for orders placed before (their charges read as VAT-inclusive). gross = net + vat.
 */
export const OrderVat = z
  .object({
    basis: z.enum(['exclusive', 'inclusive']),
    net: pence(),
    vat: pence(),
    gross: pence(),
    /** the delivery after coupons ex VAT, and its VAT */
    deliveryNet: pence(),
    deliveryVat: pence(),
    /** net and VAT per rate, lines and delivery together */
    byRate: z.array(VatPartField()),
  })
  .strict();
export type OrderVat = z.infer<typeof OrderVat>;

export const OrderDetail = z
  .object({
    ...OrderSummaryFields,
    paymentMethod: PaymentMethodCode.nullable(),
    paidAt: epochTime().nullable(),
    logisticsStatus: z.string(),
    logisticsStatusEn: z.string(),
    recipient: z.object({ name: z.string(), mobile: z.string(), region: z.string(), address: z.string(), postcode: z.string() }).strict(),
    deliveryType: DeliveryTypeCode,
    subtotal: pence(),
    freight: pence(),
    surcharge: pence(),
    remoteSurcharge: pence(),
    /** what coupons took off the items and off the delivery (the payable is after both) */
    itemsDiscount: pence(),
    deliveryDiscount: pence(),
    /** points a point-mall order was paid with (0 for any other order: it is paid in money) */
    pointsSpent: integer(),
    chargeableWeightGrams: integer(),
    vat: OrderVat,
    paidAmount: pence(),
    refundedAmount: pence(),
    notes: z.string(),
    invoice: z.object({ type: z.enum(['none', 'company']), companyName: z.string(), vatNumber: z.string().nullable(), email: z.string() }).strict(),
    /** platform transit insurance; null when the order is not insured */
    insurance: z.object({ policyNo: z.string(), company: z.string(), status: z.string(), statusEn: z.string(), premium: pence(), compensation: pence() }).strict().nullable(),
    preOrder: PreOrderInfo.nullable(),
    logs: z.array(OrderLog),
    /** deadlines that apply now */
    shipDeadline: epochTime().nullable(),
    receiptDeadline: epochTime().nullable(),
    /** the buyer may cancel now at once (true) or only by request for review (false) */
    canCancelNow: z.boolean(),
    canCancel: z.boolean(),
    canConfirmReceipt: z.boolean(),
    /** the buyer's cancellation request, if any (the goods owner reviews it from this) */
    cancellation: Cancellation.nullable(),
  })
  .strict();
export type OrderDetail = z.infer<typeof OrderDetail>;

/** A page of orders (the buyer's My Orders and the goods owner's desk), each with its whole detail. */
export const OrderPage = countedListOf(OrderDetail);
export type OrderPage = z.infer<typeof OrderPage>;

export const CancelOrderBody = z.object({ orderNo: OrderNo, reason: requiredText(500) }).strict();
export type CancelOrderBody = z.infer<typeof CancelOrderBody>;

export const CancelResult = z
  .object({
    /** 'cancelled' at once, or 'review' when the goods owner must review it */
    outcome: z.enum(['cancelled', 'review']),
    order: OrderDetail,
  })
  .strict();
export type CancelResult = z.infer<typeof CancelResult>;

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
export const OrderTabCounts = z
  .object({
    all: integer(),
    awaitingPayment: integer(),
    pendingShipment: integer(),
    awaitingReceipt: integer(),
    reservations: integer(),
    completed: integer(),
    cancelled: integer(),
  })
  .strict() satisfies z.ZodType<Record<OrderTab, number>>;
export type OrderTabCounts = z.infer<typeof OrderTabCounts>;
