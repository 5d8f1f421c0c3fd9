/** Pagination rules of the product grids (spec §2 "Pagination", §6, §9). */
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
