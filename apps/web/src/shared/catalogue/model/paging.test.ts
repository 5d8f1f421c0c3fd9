import { describe, expect, it } from 'vitest';
import { INITIAL_GRID_LAYOUT, gridLayout } from './gridLayout';
import { lastPage, pageChangeScrollTop, resolvePageSize, shouldShowPagination } from './paging';

describe('pagination rules', () => {
  const four = gridLayout(1232); // 4 per row: default 12, options 8/12/16/20

  it('uses the default page size until a size is chosen', () => {
    expect(resolvePageSize(null, four, true)).toBe(12);
    expect(resolvePageSize(20, four, true)).toBe(20);
  });

  it('drops a chosen size the layout no longer offers', () => {
    expect(resolvePageSize(30, four, true)).toBe(12);
    expect(resolvePageSize(null, INITIAL_GRID_LAYOUT, true)).toBe(8);
  });

  it('never asks more than 40 items for a visitor', () => {
    const wide = gridLayout(280 * 30); // 30 per row: default 60
    expect(resolvePageSize(null, wide, false)).toBe(40);
    expect(resolvePageSize(null, four, false)).toBe(12);
  });

  it('shows pagination only to signed-in users with more than the smallest page', () => {
    expect(shouldShowPagination(true, 13, 12)).toBe(true);
    expect(shouldShowPagination(true, 12, 12)).toBe(false);
    expect(shouldShowPagination(false, 500, 12)).toBe(false);
  });

  it('counts the last page', () => {
    expect(lastPage(0, 12)).toBe(1);
    expect(lastPage(12, 12)).toBe(1);
    expect(lastPage(13, 12)).toBe(2);
    expect(lastPage(5, 0)).toBe(1);
  });

  it('scrolls to 78 px above the grid', () => {
    expect(pageChangeScrollTop(-400, 1000)).toBe(522);
    expect(pageChangeScrollTop(20, 0)).toBe(0);
  });
});
