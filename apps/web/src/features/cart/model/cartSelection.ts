/**
 * What the cart page shows and sends, worked out from the server's CartList: which lines can be
 * bought, the state of each group's and the whole cart's checkbox, which ids a checkbox click
 * selects or unselects, the totals and the checkout address. Pure functions, so they are tested
 * without a browser.
 */
import { CART_MAX_QUANTITY, MIN_ORDER_ITEMS_TOTAL, ORDER_AMOUNT_LIMIT } from '@clearlot/contract/rules/order';
import { type QuantityTerms, SINGLE_UNITS, allowedQuantity, quantityProblem } from '@clearlot/contract/rules/quantity';
import type { CartGroup, CartItem, CartList } from '@clearlot/contract/schemas/order';
import { paths } from '../../../shared/paths';

/**
 * A line's state:
 * - inStock: can be selected and bought;
 * - overStock: the quantity is above the stock that is left (lowering it makes the line buyable);
 * - soldOut: no stock left at this warehouse;
 * - offSale: the goods owner has withdrawn the product;
 * - offTerms: the quantity is under the option's minimum order or not whole cases (its goods owner set or
 *   raised them after the line was added); changing it to one the terms allow makes the line buyable.
 */
/** Every line of a cart list, group after group. */
export function cartLines(list: CartList): CartItem[] {
  return list.resultList.flatMap((group) => group.cartItems);
}

export type LineAvailability = 'inStock' | 'overStock' | 'soldOut' | 'offSale' | 'offTerms';

export function lineAvailability(line: CartItem): LineAvailability {
  if (line.stock <= 0) return 'soldOut';
  if (line.quantity > line.stock) return 'overStock';
  if (line.outOfStock) return 'offSale';
  return quantityProblem(line, line.quantity) === null ? 'inStock' : 'offTerms';
}

/** Only lines in stock may be selected and checked out (docs/product.md §5 cart rules). */
export function isSelectable(line: CartItem): boolean {
  return lineAvailability(line) === 'inStock';
}

/** A line counts as chosen for checkout when it is selected and can be bought. */
export function isChosen(line: CartItem): boolean {
  return line.selected && isSelectable(line);
}

export interface CheckState {
  checked: boolean;
  indeterminate: boolean;
  /** nothing in it can be selected */
  disabled: boolean;
}

/** The checkbox over several lines: ticked when every buyable line is chosen, half when some are. */
export function checkStateOf(lines: readonly CartItem[]): CheckState {
  const selectable = lines.filter(isSelectable);
  const chosen = selectable.filter((line) => line.selected).length;
  return {
    checked: selectable.length > 0 && chosen === selectable.length,
    indeterminate: chosen > 0 && chosen < selectable.length,
    disabled: selectable.length === 0,
  };
}

export interface SelectionChange {
  ids: number[];
  selected: boolean;
}

/**
 * Clicking the checkbox over these lines: when all buyable lines are chosen it unselects every
 * selected line (out-of-stock ones too, so none stays selected unseen); otherwise it selects the
 * buyable lines that are not yet selected. Null when there is nothing to change.
 */
export function toggleAll(lines: readonly CartItem[]): SelectionChange | null {
  const state = checkStateOf(lines);
  if (state.disabled) return null;
  if (state.checked) {
    const ids = lines.filter((line) => line.selected).map((line) => line.id);
    return ids.length > 0 ? { ids, selected: false } : null;
  }
  const ids = lines.filter((line) => isSelectable(line) && !line.selected).map((line) => line.id);
  return ids.length > 0 ? { ids, selected: true } : null;
}

/** A stable React key for a group: one goods owner shipping from one warehouse. */
export function groupKey(group: Pick<CartGroup, 'ownerId' | 'warehouseCode'>): string {
  return `${group.ownerId}:${group.warehouseCode}`;
}

export interface CartTotals {
  /** chosen lines */
  lines: number;
  /** units over the chosen lines */
  units: number;
  /** pence: item total of the chosen lines, ex VAT */
  itemsTotal: number;
  /** pence: their VAT, each line's rounded on the line */
  itemsVat: number;
}

export function cartTotals(lines: readonly CartItem[]): CartTotals {
  return lines.filter(isChosen).reduce<CartTotals>(
    (totals, line) => ({
      lines: totals.lines + 1,
      units: totals.units + line.quantity,
      itemsTotal: totals.itemsTotal + line.lineTotal,
      itemsVat: totals.itemsVat + line.lineVat,
    }),
    { lines: 0, units: 0, itemsTotal: 0, itemsVat: 0 },
  );
}

/** Ids of the lines ticked on screen (what "remove selected" removes). */
export function chosenIds(lines: readonly CartItem[]): number[] {
  return lines.filter(isChosen).map((line) => line.id);
}

/** Ids of the lines out of stock or off sale (a line off its option's terms is fixed by its quantity, not removed). */
export function unavailableIds(lines: readonly CartItem[]): number[] {
  return lines.filter((line) => !isSelectable(line) && lineAvailability(line) !== 'offTerms').map((line) => line.id);
}

/** The checkout address for the chosen lines: /pay?cartItemIds=1,2,3 (null when none is chosen). */
export function checkoutPath(lines: readonly CartItem[]): string | null {
  const ids = chosenIds(lines);
  return ids.length > 0 ? paths.settlement.getHref(ids) : null;
}

/**
 * The most a line's stepper allows: the stock, within the cart's per-line limit, in whole cases of the
 * option; at least its minimum order (1 for an option without terms).
 */
export function maxCartQuantity(stock: number, terms: Pick<QuantityTerms, 'minQuantity' | 'casePack'> = SINGLE_UNITS): number {
  const most = Math.min(CART_MAX_QUANTITY, Math.floor(stock));
  return allowedQuantity(terms, most, most) ?? terms.minQuantity;
}

/** The quantity a stepper may set: a whole number of cases from the option's minimum order to maxCartQuantity (rules/quantity.ts allowedQuantity). */
export function clampCartQuantity(value: number | null | undefined, stock: number, terms: Pick<QuantityTerms, 'minQuantity' | 'casePack'> = SINGLE_UNITS): number {
  const max = maxCartQuantity(stock, terms);
  if (typeof value !== 'number' || !Number.isFinite(value)) return terms.minQuantity;
  return allowedQuantity(terms, Math.floor(value), max) ?? terms.minQuantity;
}

/** Why the chosen lines cannot go to checkout yet (docs/product.md §5 cart rules, minimum and limit), or null. */
export type CheckoutBlock = 'nothingChosen' | 'belowMinimum' | 'aboveLimit';

export function checkoutBlock(totals: CartTotals): CheckoutBlock | null {
  if (totals.lines === 0) return 'nothingChosen';
  if (totals.itemsTotal < MIN_ORDER_ITEMS_TOTAL) return 'belowMinimum';
  // the limit is on what is paid, VAT included
  if (totals.itemsTotal + totals.itemsVat > ORDER_AMOUNT_LIMIT) return 'aboveLimit';
  return null;
}
