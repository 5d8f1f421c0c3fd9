import { describe, expect, it } from 'vitest';
import type { CartItem } from '@clearlot/contract/schemas/order';
import {
  cartTotals,
  checkStateOf,
  checkoutBlock,
  checkoutPath,
  chosenIds,
  clampCartQuantity,
  groupKey,
  isSelectable,
  lineAvailability,
  maxCartQuantity,
  toggleAll,
  unavailableIds,
} from './cartSelection';

function line(id: number, patch: Partial<CartItem> = {}): CartItem {
  const quantity = patch.quantity ?? 2;
  const price = patch.price ?? 1_000;
  return {
    id,
    productId: 100 + id,
    skuId: 100 + id,
    skuOptions: [],
    productName: `商品 ${id}`,
    productNameEn: `Product ${id}`,
    productImage: '',
    warehouseCode: 'LON',
    price,
    referencePrice: 1_500,
    profitable: 33,
    quantity,
    basePrice: price,
    minQuantity: 1,
    casePack: 1,
    priceTiers: [],
    stock: 10,
    outOfStock: false,
    selected: false,
    weightGrams: 500,
    lineTotal: price * quantity,
    vatRate: 'standard',
    lineVat: (price * quantity) / 5,
    flashDeal: null,
    ...patch,
  };
}

describe('lineAvailability', () => {
  it('is in stock when the quantity fits the stock and the product is on sale', () => {
    expect(lineAvailability(line(1, { quantity: 10, stock: 10 }))).toBe('inStock');
  });
  it('is over stock when the quantity is above the stock that is left', () => {
    expect(lineAvailability(line(1, { quantity: 11, stock: 10, outOfStock: true }))).toBe('overStock');
  });
  it('is sold out without stock, whatever the quantity', () => {
    expect(lineAvailability(line(1, { quantity: 1, stock: 0, outOfStock: true }))).toBe('soldOut');
  });
  it('is off sale when the server says out of stock although the quantity fits', () => {
    expect(lineAvailability(line(1, { quantity: 1, stock: 5, outOfStock: true }))).toBe('offSale');
  });
  it('is off its terms under the minimum order or in part cases, and then not selectable nor counted as out of stock', () => {
    const cased = { minQuantity: 24, casePack: 12 };
    expect(lineAvailability(line(1, { ...cased, quantity: 24, stock: 100 }))).toBe('inStock');
    expect(lineAvailability(line(1, { ...cased, quantity: 12, stock: 100 }))).toBe('offTerms');
    expect(lineAvailability(line(1, { ...cased, quantity: 30, stock: 100 }))).toBe('offTerms');
    expect(isSelectable(line(1, { ...cased, quantity: 12, stock: 100 }))).toBe(false);
    expect(unavailableIds([line(1, { ...cased, quantity: 12, stock: 100 }), line(2, { stock: 0 })])).toEqual([2]);
  });
  it('only in-stock lines are selectable', () => {
    expect(isSelectable(line(1))).toBe(true);
    expect(isSelectable(line(2, { stock: 0 }))).toBe(false);
  });
});

describe('checkStateOf', () => {
  it('is ticked when every buyable line is selected, ignoring unbuyable ones', () => {
    const lines = [line(1, { selected: true }), line(2, { selected: true }), line(3, { stock: 0, selected: false })];
    expect(checkStateOf(lines)).toEqual({ checked: true, indeterminate: false, disabled: false });
  });
  it('is half ticked when some buyable lines are selected', () => {
    expect(checkStateOf([line(1, { selected: true }), line(2)])).toEqual({ checked: false, indeterminate: true, disabled: false });
  });
  it('is empty when none is selected', () => {
    expect(checkStateOf([line(1), line(2)])).toEqual({ checked: false, indeterminate: false, disabled: false });
  });
  it('is disabled when nothing can be selected, even if a sold-out line is still selected on the server', () => {
    expect(checkStateOf([line(1, { stock: 0, selected: true })])).toEqual({ checked: false, indeterminate: false, disabled: true });
  });
});

describe('toggleAll', () => {
  it('selects the buyable lines not yet selected', () => {
    const lines = [line(1, { selected: true }), line(2), line(3, { stock: 0 })];
    expect(toggleAll(lines)).toEqual({ ids: [2], selected: true });
  });
  it('unselects every selected line when all buyable ones are selected, unbuyable ones too', () => {
    const lines = [line(1, { selected: true }), line(2, { selected: true }), line(3, { stock: 0, selected: true }), line(4, { stock: 0 })];
    expect(toggleAll(lines)).toEqual({ ids: [1, 2, 3], selected: false });
  });
  it('does nothing when no line can be selected', () => {
    expect(toggleAll([line(1, { stock: 0 })])).toBeNull();
    expect(toggleAll([])).toBeNull();
  });
});

describe('totals and checkout', () => {
  const lines = [
    line(1, { selected: true, quantity: 2, price: 1_250 }),
    line(2, { selected: true, quantity: 3, price: 1_000 }),
    line(3, { selected: false, quantity: 1 }),
    line(4, { selected: true, quantity: 20, stock: 5, outOfStock: true }),
  ];

  it('counts only the selected lines that can be bought', () => {
    expect(cartTotals(lines)).toEqual({ lines: 2, units: 5, itemsTotal: 5_500, itemsVat: 1_100 });
    expect(chosenIds(lines)).toEqual([1, 2]);
  });
  it('checks out the chosen lines by id', () => {
    expect(checkoutPath(lines)).toBe('/pay?cartItemIds=1,2');
    expect(checkoutPath([line(1)])).toBeNull();
  });
  it('lists the lines that cannot be bought as they are', () => {
    expect(unavailableIds(lines)).toEqual([4]);
  });
  it('blocks checkout with nothing chosen, below the £20 minimum and above the £50,000 limit', () => {
    expect(checkoutBlock({ lines: 0, units: 0, itemsTotal: 0, itemsVat: 0 })).toBe('nothingChosen');
    expect(checkoutBlock({ lines: 1, units: 1, itemsTotal: 1_999, itemsVat: 0 })).toBe('belowMinimum');
    expect(checkoutBlock({ lines: 1, units: 1, itemsTotal: 2_000, itemsVat: 0 })).toBeNull();
    expect(checkoutBlock({ lines: 1, units: 1, itemsTotal: 5_000_000, itemsVat: 0 })).toBeNull();
    expect(checkoutBlock({ lines: 1, units: 1, itemsTotal: 5_000_001, itemsVat: 0 })).toBe('aboveLimit');
    // the limit counts the VAT
    expect(checkoutBlock({ lines: 1, units: 1, itemsTotal: 4_500_000, itemsVat: 900_000 })).toBe('aboveLimit');
  });
});

describe('quantities', () => {
  it('keeps a stepper value within 1..stock as a whole number', () => {
    expect(clampCartQuantity(0, 10)).toBe(1);
    expect(clampCartQuantity(12, 10)).toBe(10);
    expect(clampCartQuantity(3.7, 10)).toBe(3);
    expect(clampCartQuantity(null, 10)).toBe(1);
    expect(clampCartQuantity(Number.NaN, 10)).toBe(1);
  });
  it('keeps an option sold by quantity at its minimum or more, in whole cases, within the whole cases in stock', () => {
    const cased = { minQuantity: 24, casePack: 12 };
    expect(clampCartQuantity(1, 100, cased)).toBe(24);
    expect(clampCartQuantity(25, 100, cased)).toBe(36);
    expect(clampCartQuantity(200, 100, cased)).toBe(96);
    expect(clampCartQuantity(null, 100, cased)).toBe(24);
    expect(maxCartQuantity(100, cased)).toBe(96);
    expect(maxCartQuantity(10, cased)).toBe(24);
  });
  it('allows at least 1 and at most the per-line cart limit', () => {
    expect(maxCartQuantity(0)).toBe(1);
    expect(maxCartQuantity(1_000_000)).toBe(99_999);
  });
});

describe('groupKey', () => {
  it('identifies a goods owner shipping from one warehouse', () => {
    expect(groupKey({ ownerId: 7, warehouseCode: 'MAN' })).toBe('7:MAN');
  });
});
