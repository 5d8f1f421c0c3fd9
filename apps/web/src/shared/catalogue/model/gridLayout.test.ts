import { describe, expect, it } from 'vitest';
import { INITIAL_GRID_LAYOUT, defaultPageSize, gridLayout, itemsPerRow, pageSizeOptions, sameLayout } from './gridLayout';

describe('grid layout (docs/product.md §9)', () => {
  it('fits floor(width / 280) items per row, at least one', () => {
    expect(itemsPerRow(1232)).toBe(4);
    expect(itemsPerRow(1120)).toBe(4);
    expect(itemsPerRow(1119)).toBe(3);
    expect(itemsPerRow(279)).toBe(1);
    expect(itemsPerRow(0)).toBe(1);
    expect(itemsPerRow(Number.NaN)).toBe(1);
  });

  it('uses three rows per page up to 8 items per row, two beyond', () => {
    expect(defaultPageSize(1)).toBe(3);
    expect(defaultPageSize(4)).toBe(12);
    expect(defaultPageSize(8)).toBe(24);
    expect(defaultPageSize(9)).toBe(18);
  });

  it('offers 2, 3, 4 and 5 rows as page sizes', () => {
    expect(pageSizeOptions(4)).toEqual([8, 12, 16, 20]);
    expect(pageSizeOptions(1)).toEqual([2, 3, 4, 5]);
  });

  it('scales the items to fill the row and grows the height by the same amount', () => {
    const layout = gridLayout(1232);
    expect(layout).toMatchObject({ known: true, perRow: 4, itemWidth: 296, itemHeight: 444, pageSize: 12, sizeOptions: [8, 12, 16, 20] });
    // one item exactly 280 wide keeps the base height
    expect(gridLayout(280)).toMatchObject({ perRow: 1, itemWidth: 280, itemHeight: 428 });
    // a wide single item grows
    expect(gridLayout(500)).toMatchObject({ perRow: 1, itemWidth: 500, itemHeight: 648 });
  });

  it('starts with page 1 of 8 until the width is known', () => {
    expect(gridLayout(null)).toBe(INITIAL_GRID_LAYOUT);
    expect(gridLayout(0)).toBe(INITIAL_GRID_LAYOUT);
    expect(INITIAL_GRID_LAYOUT).toMatchObject({ known: false, pageSize: 8, sizeOptions: [10, 20, 30, 40] });
  });

  it('tells layouts apart only when they render differently', () => {
    expect(sameLayout(gridLayout(1232), gridLayout(1232))).toBe(true);
    expect(sameLayout(gridLayout(1232), gridLayout(1240))).toBe(false);
    expect(sameLayout(gridLayout(null), gridLayout(1232))).toBe(false);
  });
});
