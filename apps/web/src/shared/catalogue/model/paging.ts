/** Pagination rules of the product grids (docs/product.md §2 "Pagination", §6, §9). */
import type { GridLayout } from './gridLayout';

/** On a page change the window scrolls to 78 px above the grid. */
export const PAGE_SCROLL_OFFSET = 78;
/** The server serves visitors at most 40 items (and page 1 only). */
export const VISITOR_PAGE_SIZE_MAX = 40;

/** The chosen page size while the layout still offers it, else the layout's default; visitors at most 40. */
export function resolvePageSize(chosen: number | null, layout: GridLayout, signedIn: boolean): number {
  const size = chosen !== null && layout.sizeOptions.includes(chosen) ? chosen : layout.pageSize;
  return signedIn ? size : Math.min(size, VISITOR_PAGE_SIZE_MAX);
}

/** Only signed-in users page, and only when there is more than the smallest page holds. */
export function shouldShowPagination(signedIn: boolean, total: number, minPageSize: number): boolean {
  return signedIn && total > minPageSize;
}

/** The last page number for a total (at least 1). */
export function lastPage(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Window scroll position that puts the grid 78 px below the top; `gridTop` is relative to the viewport. */
export function pageChangeScrollTop(gridTop: number, scrollY: number): number {
  return Math.max(0, Math.round(gridTop + scrollY - PAGE_SCROLL_OFFSET));
}

/** The ••• buttons of the pagination move this many pages back or forward. */
export const PAGE_JUMP = 5;
/** Up to this many pages every number is shown; beyond it the far ones fold into •••. */
const ALL_PAGES_SHOWN = 7;
/** Pages either side of the current one that stay visible. */
const PAGES_AROUND = 2;

export type PageItem = number | 'jump-prev' | 'jump-next';

/**
 * The page buttons for a current page and a last page: every page up to 7, otherwise the first,
 * the last, the current one with two either side (five in a row at either end), and ••• for
 * the pages left out (a single left-out page is shown as its number instead).
 */
export function pageItems(current: number, last: number): PageItem[] {
  const pages = Math.max(1, last);
  if (pages <= ALL_PAGES_SHOWN) return Array.from({ length: pages }, (_, index) => index + 1);
  const page = Math.min(Math.max(1, current), pages);
  const run = 2 * PAGES_AROUND + 1;
  let left = Math.max(1, page - PAGES_AROUND);
  let right = Math.min(pages, page + PAGES_AROUND);
  if (page - 1 <= PAGES_AROUND) right = run;
  if (pages - page <= PAGES_AROUND) left = pages - run + 1;

  const items: PageItem[] = [];
  if (left > 1) items.push(1);
  if (left === 3) items.push(2);
  else if (left > 3) items.push('jump-prev');
  for (let number = left; number <= right; number += 1) items.push(number);
  if (right === pages - 2) items.push(pages - 1);
  else if (right < pages - 2) items.push('jump-next');
  if (right < pages) items.push(pages);
  return items;
}

/** Where a ••• button leads: five pages back or forward, within 1 and the last page. */
export function jumpTarget(item: 'jump-prev' | 'jump-next', current: number, last: number): number {
  return item === 'jump-prev' ? Math.max(1, current - PAGE_JUMP) : Math.min(Math.max(1, last), current + PAGE_JUMP);
}

/** The page typed into the jump-to-page box, kept within 1 and the last page; null when it is not a number. */
export function typedPage(text: string, last: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return null;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, last));
}

/** The page sizes offered: the layout's options, plus the current size when they lack it, smallest first. */
export function pageSizeChoices(options: readonly number[], current: number): number[] {
  return [...new Set([...options, current])].sort((a, b) => a - b);
}
