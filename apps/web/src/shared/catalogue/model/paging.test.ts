import { describe, expect, it } from 'vitest';
import { INITIAL_GRID_LAYOUT, gridLayout } from './gridLayout';
import { jumpTarget, lastPage, pageChangeScrollTop, pageItems, pageSizeChoices, resolvePageSize, shouldShowPagination, typedPage } from './paging';

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

  it('lists every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('folds the far pages into ••• around the current one', () => {
    expect(pageItems(1, 50)).toEqual([1, 2, 3, 4, 5, 'jump-next', 50]);
    expect(pageItems(4, 50)).toEqual([1, 2, 3, 4, 5, 6, 'jump-next', 50]);
    expect(pageItems(6, 50)).toEqual([1, 'jump-prev', 4, 5, 6, 7, 8, 'jump-next', 50]);
    expect(pageItems(47, 50)).toEqual([1, 'jump-prev', 45, 46, 47, 48, 49, 50]);
    expect(pageItems(50, 50)).toEqual([1, 'jump-prev', 46, 47, 48, 49, 50]);
  });

  it('shows a single left-out page as its number rather than •••', () => {
    expect(pageItems(5, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 'jump-next', 50]);
    expect(pageItems(46, 50)).toEqual([1, 'jump-prev', 44, 45, 46, 47, 48, 49, 50]);
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps the current page among the numbers shown', () => {
    for (const last of [8, 9, 20, 123]) {
      for (let current = 1; current <= last; current += 1) {
        const items = pageItems(current, last);
        expect(items).toContain(current);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(last);
      }
    }
  });

  it('jumps five pages with •••, within the pages there are', () => {
    expect(jumpTarget('jump-prev', 9, 50)).toBe(4);
    expect(jumpTarget('jump-prev', 3, 50)).toBe(1);
    expect(jumpTarget('jump-next', 9, 50)).toBe(14);
    expect(jumpTarget('jump-next', 48, 50)).toBe(50);
  });

  it('reads the page typed into the jump box', () => {
    expect(typedPage(' 7 ', 50)).toBe(7);
    expect(typedPage('0', 50)).toBe(1);
    expect(typedPage('99', 50)).toBe(50);
    expect(typedPage('3.7', 50)).toBe(3);
    expect(typedPage('', 50)).toBeNull();
    expect(typedPage('abc', 50)).toBeNull();
  });

  it('offers the current page size even when the layout does not', () => {
    expect(pageSizeChoices([10, 20, 30, 40], 8)).toEqual([8, 10, 20, 30, 40]);
    expect(pageSizeChoices([8, 12, 16, 20], 12)).toEqual([8, 12, 16, 20]);
  });
});
