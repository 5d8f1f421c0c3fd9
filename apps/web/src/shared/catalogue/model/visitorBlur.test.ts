import { describe, expect, it } from 'vitest';
import { NO_MASKS, cardMasks, gridRow } from './visitorBlur';

describe('visitor blur (docs/product.md §6)', () => {
  it('counts rows from zero', () => {
    expect(gridRow(0, 4)).toBe(0);
    expect(gridRow(3, 4)).toBe(0);
    expect(gridRow(4, 4)).toBe(1);
    expect(gridRow(8, 4)).toBe(2);
    expect(gridRow(5, 0)).toBe(5);
  });

  it('shows everything on the first row', () => {
    for (let index = 0; index < 4; index++) expect(cardMasks(index, 4, false)).toEqual(NO_MASKS);
  });

  it('hides prices and warehouses from the second row, margins from the third', () => {
    expect(cardMasks(4, 4, false)).toEqual({ price: true, margin: false, warehouse: true });
    expect(cardMasks(7, 4, false)).toEqual({ price: true, margin: false, warehouse: true });
    expect(cardMasks(8, 4, false)).toEqual({ price: true, margin: true, warehouse: true });
    expect(cardMasks(2, 1, false)).toEqual({ price: true, margin: true, warehouse: true });
  });

  it('hides nothing from signed-in users', () => {
    expect(cardMasks(20, 4, true)).toEqual(NO_MASKS);
  });
});
