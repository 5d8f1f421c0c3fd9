/**
 * The My Orders tabs and how the page's query picks one: an explicit ?tab= (set when the buyer
 * switches tabs) wins; otherwise the account-card quick link's two values (docs/product.md §2: ?type=&status=)
 * go through the contract's orderTabOf. "Refunds and returns" lands on all orders with a note,
 * since returns are requested from an order.
 */
import { ORDER_TABS, type OrderTab, orderTabOf } from '@clearlot/contract/rules/order';

export const ORDER_TAB_KEYS = Object.keys(ORDER_TABS) as OrderTab[];

export function isOrderTab(value: unknown): value is OrderTab {
  return typeof value === 'string' && (ORDER_TAB_KEYS as string[]).includes(value);
}

export interface TabSelection {
  tab: OrderTab;
  /** the buyer came from the "refunds and returns" quick link */
  refundsNote: boolean;
}

export function tabFromQuery(params: URLSearchParams): TabSelection {
  const explicit = params.get('tab');
  if (isOrderTab(explicit)) return { tab: explicit, refundsNote: false };
  const mapped = orderTabOf(params.get('type'), params.get('status'));
  return mapped === 'refunds' ? { tab: 'all', refundsNote: true } : { tab: mapped, refundsNote: false };
}
