/**
 * The numbers of the order settlement: the chosen cart lines grouped as the orders will be (one per
 * goods owner + ship-from warehouse), priced by the contract's priceCheckout — the function order
 * placement and the delivery quote call on the server — so the page shows what the orders will
 * record: each order's items and delivery, the payable, and for pre-orders the deposit due now and
 * the most the breach penalty can be (docs/product.md §9). Until an address is chosen only the item
 * side is known (priceItems).
 */
import {
  type CouponDiscount,
  type CartGroup,
  type CartItem,
  type CartList,
  type DeliveryGroupQuote,
  type DeliveryOption,
  type DeliveryType,
  OrderType,
  type PricingLine,
  preOrderPenalty,
  priceCheckout,
  priceItems,
  quantityProblem,
} from '@clearlot/contract';

export interface SettlementGroup extends Omit<CartGroup, 'cartItems'> {
  key: string;
  items: CartItem[];
}

export const groupKey = (ownerId: number, warehouseCode: string) => `${ownerId}|${warehouseCode}`;

/** The groups holding the chosen lines, in cart order; lines not chosen are left out. */
export function settlementGroups(list: CartList, cartItemIds: readonly number[]): SettlementGroup[] {
  const chosen = new Set(cartItemIds);
  const groups: SettlementGroup[] = [];
  for (const { cartItems, ...group } of list.resultList) {
    const items = cartItems.filter((item) => chosen.has(item.id));
    if (items.length === 0) continue;
    groups.push({ ...group, key: groupKey(group.ownerId, group.warehouseCode), items });
  }
  return groups;
}

/** Chosen ids that are no longer in the cart (ordered in another tab, or removed). */
export function missingCartItemIds(list: CartList, cartItemIds: readonly number[]): number[] {
  const present = new Set(list.resultList.flatMap((group) => group.cartItems.map((item) => item.id)));
  return cartItemIds.filter((id) => !present.has(id));
}

export function hasOutOfStockItem(groups: readonly SettlementGroup[]): boolean {
  return groups.some((group) => group.items.some((item) => item.outOfStock));
}

/** An item whose quantity its option's terms do not allow (under the minimum order, or part cases): the order would be refused. */
export const isOffTerms = (item: Pick<CartItem, 'minQuantity' | 'casePack' | 'quantity'>): boolean => quantityProblem(item, item.quantity) !== null;

export function hasItemOffTerms(groups: readonly SettlementGroup[]): boolean {
  return groups.some((group) => group.items.some(isOffTerms));
}

/** The chosen option's charge for one group, when the quote has it. */
export function groupCharge(option: DeliveryOption | undefined, group: Pick<SettlementGroup, 'ownerId' | 'warehouseCode'>): DeliveryGroupQuote | undefined {
  return option?.groups.find((quote) => quote.ownerId === group.ownerId && quote.warehouseCode === group.warehouseCode);
}

/** Where the goods go and how: known once the buyer has an address. */
export interface SettlementDelivery {
  deliveryType: DeliveryType;
  postcode: string;
}

export interface GroupTotals {
  itemsTotal: number;
  /** null until the address is known */
  delivery: number | null;
}

export interface SettlementTotals {
  itemsTotal: number;
  /** units over all lines */
  units: number;
  /** each group's figures, by group key */
  groups: ReadonlyMap<string, GroupTotals>;
  /** null until the address is known */
  delivery: number | null;
  /** the VAT: the items' alone before the address, then items and delivery after coupons (rules/payable.ts 4a) */
  vat: number;
  /** what the orders cost ex VAT (items + delivery − coupons); null until the address is known */
  net: number | null;
  /** net + VAT; null until the address is known */
  payable: number | null;
  /** pre-orders: the deposits of all orders; null for real-time orders or before the address */
  deposit: number | null;
  /** pre-orders: what is paid once the goods owner confirms the stock */
  balanceLater: number | null;
  /** what the buyer pays on the next page */
  dueNow: number | null;
  /** pre-orders: the most the breach penalty can be (nothing delivered) */
  maxPenalty: number | null;
  belowMinimum: boolean;
  /** the limit is on the payable, so this waits for the address too */
  aboveLimit: boolean;
  /** what the chosen coupons take off items and delivery; null before the address */
  discount: number | null;
}

function pricingLines(groups: readonly SettlementGroup[]): PricingLine[] {
  return groups.flatMap((group) =>
    group.items.map((item) => ({
      id: item.id,
      ownerId: group.ownerId,
      warehouseCode: group.warehouseCode,
      unitPrice: item.price,
      quantity: item.quantity,
      weightGrams: item.weightGrams,
      vatRate: item.vatRate,
    })),
  );
}

export function settlementTotals(
  groups: readonly SettlementGroup[],
  delivery: SettlementDelivery | null,
  orderType: OrderType,
  coupons: readonly CouponDiscount[] = [],
): SettlementTotals {
  const lines = pricingLines(groups);
  if (delivery === null) {
    const items = priceItems(lines);
    return {
      itemsTotal: items.itemsTotal,
      units: items.orders.reduce((sum, order) => sum + order.quantity, 0),
      groups: new Map(items.orders.map((order) => [groupKey(order.ownerId, order.warehouseCode), { itemsTotal: order.itemsTotal, delivery: null }])),
      delivery: null,
      vat: items.itemsVat,
      net: null,
      payable: null,
      deposit: null,
      balanceLater: null,
      dueNow: null,
      maxPenalty: null,
      belowMinimum: items.belowMinimum,
      aboveLimit: false,
      discount: null,
    };
  }
  const price = priceCheckout({ lines, deliveryType: delivery.deliveryType, postcode: delivery.postcode, orderType, adjustments: { coupons, pointsValue: 0 } });
  const preOrder = orderType === OrderType.PreOrder;
  return {
    itemsTotal: price.itemsTotal,
    units: price.orders.reduce((sum, order) => sum + order.quantity, 0),
    groups: new Map(price.orders.map((order) => [groupKey(order.ownerId, order.warehouseCode), { itemsTotal: order.itemsTotal, delivery: order.delivery.total }])),
    delivery: price.deliveryTotal,
    vat: price.vatTotal,
    net: price.netTotal,
    payable: price.payable,
    deposit: preOrder ? price.deposit : null,
    balanceLater: preOrder ? price.payable - price.deposit : null,
    dueNow: price.dueNow,
    maxPenalty: preOrder ? price.orders.reduce((sum, order) => sum + preOrderPenalty(order.quantity, order.deposit), 0) : null,
    discount: price.discountTotal,
    belowMinimum: price.belowMinimum,
    aboveLimit: price.aboveLimit,
  };
}
