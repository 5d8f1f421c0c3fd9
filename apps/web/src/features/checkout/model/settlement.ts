/**
 * The numbers of the order settlement: the chosen cart lines grouped as the orders will be
 * (one per goods owner + ship-from warehouse), each group's delivery charge, the payable total,
 * and for pre-orders the deposit due now (1% of each order's payable, at least £1) and the
 * breach penalty (spec §9). The server recomputes all of it; these are what the buyer is shown.
 */
import {
  type CartGroup,
  type CartItem,
  type CartList,
  type DeliveryGroupQuote,
  type DeliveryOption,
  MIN_ORDER_ITEMS_TOTAL,
  ORDER_AMOUNT_LIMIT,
  OrderType,
  preOrderDeposit,
  preOrderPenalty,
} from '@clearlot/contract';

export interface SettlementGroup extends Omit<CartGroup, 'cartItems'> {
  key: string;
  items: CartItem[];
  /** item total of the group, pence */
  itemsTotal: number;
  /** units ordered in the group */
  quantity: number;
}

export const groupKey = (ownerId: number, warehouseCode: string) => `${ownerId}|${warehouseCode}`;

/** The groups holding the chosen lines, in cart order; lines not chosen are left out. */
export function settlementGroups(list: CartList, cartItemIds: readonly number[]): SettlementGroup[] {
  const chosen = new Set(cartItemIds);
  const groups: SettlementGroup[] = [];
  for (const { cartItems, ...group } of list.resultList) {
    const items = cartItems.filter((item) => chosen.has(item.id));
    if (items.length === 0) continue;
    groups.push({
      ...group,
      key: groupKey(group.ownerId, group.warehouseCode),
      items,
      itemsTotal: items.reduce((sum, item) => sum + item.lineTotal, 0),
      quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    });
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

/** The chosen option's charge for one group, when the quote has it. */
export function groupCharge(option: DeliveryOption | undefined, group: Pick<SettlementGroup, 'ownerId' | 'warehouseCode'>): DeliveryGroupQuote | undefined {
  return option?.groups.find((quote) => quote.ownerId === group.ownerId && quote.warehouseCode === group.warehouseCode);
}

export interface SettlementTotals {
  itemsTotal: number;
  /** null until the delivery is quoted */
  delivery: number | null;
  /** items + delivery; null until the delivery is quoted */
  payable: number | null;
  /** pre-orders: the deposits of all orders; null for real-time orders or before the quote */
  deposit: number | null;
  /** pre-orders: what is paid once the goods owner confirms the stock */
  balanceLater: number | null;
  /** what the buyer pays on the next page */
  dueNow: number | null;
  /** pre-orders: the most the breach penalty can be (nothing delivered) */
  maxPenalty: number | null;
  belowMinimum: boolean;
  aboveLimit: boolean;
}

export function settlementTotals(groups: readonly SettlementGroup[], option: DeliveryOption | undefined, orderType: OrderType): SettlementTotals {
  const itemsTotal = groups.reduce((sum, group) => sum + group.itemsTotal, 0);
  const charges = groups.map((group) => groupCharge(option, group));
  const quoted = option !== undefined && charges.every((charge) => charge !== undefined);
  const delivery = quoted ? charges.reduce((sum, charge) => sum + (charge?.total ?? 0), 0) : null;
  const payable = delivery === null ? null : itemsTotal + delivery;

  let deposit: number | null = null;
  let maxPenalty: number | null = null;
  if (orderType === OrderType.PreOrder && quoted) {
    const deposits = groups.map((group, index) => preOrderDeposit(group.itemsTotal + (charges[index]?.total ?? 0)));
    deposit = deposits.reduce((sum, value) => sum + value, 0);
    maxPenalty = groups.reduce((sum, group, index) => sum + preOrderPenalty(group.quantity, deposits[index] ?? 0), 0);
  }
  return {
    itemsTotal,
    delivery,
    payable,
    deposit,
    balanceLater: deposit === null || payable === null ? null : payable - deposit,
    dueNow: orderType === OrderType.PreOrder ? deposit : payable,
    maxPenalty,
    belowMinimum: itemsTotal < MIN_ORDER_ITEMS_TOTAL,
    aboveLimit: (payable ?? itemsTotal) > ORDER_AMOUNT_LIMIT,
  };
}
