/**
 * Product grid maths (docs/product.md §9): items are 280 px wide and scaled to fill the row, 428 px high
 * plus however much wider they grew; the page size follows the number of items per row.
 */
export const GRID_ITEM_WIDTH = 280;
export const GRID_ITEM_HEIGHT = 428;
/** Space between cards, in pixels. */
export const GRID_GAP = 16;
/** Until the grid's width is known the list asks for page 1 with 8 items… */
export const INITIAL_PAGE_SIZE = 8;
/** …and offers these sizes. */
export const INITIAL_SIZE_OPTIONS: readonly number[] = [10, 20, 30, 40];
/** Up to this many items per row a page holds three rows, beyond it two. */
export const THREE_ROW_LIMIT = 8;
/** Page size choices, in rows. */
export const SIZE_OPTION_ROWS: readonly number[] = [2, 3, 4, 5];
/** Resize events are acted on 300 ms after they stop (docs/product.md §9). */
export const GRID_RESIZE_DEBOUNCE_MS = 300;

export interface GridLayout {
  /** false until the container has been measured */
  known: boolean;
  /** items per row */
  perRow: number;
  /** card width and height in pixels */
  itemWidth: number;
  itemHeight: number;
  /** default page size, also the smallest page size (pagination shows above it) */
  pageSize: number;
  sizeOptions: readonly number[];
}

/** floor(width / 280), at least 1. */
export function itemsPerRow(containerWidth: number): number {
  if (!Number.isFinite(containerWidth) || containerWidth <= 0) return 1;
  return Math.max(1, Math.floor(containerWidth / GRID_ITEM_WIDTH));
}

/** Three rows when a row holds 8 items or fewer, otherwise two. */
export function defaultPageSize(perRow: number): number {
  return (perRow <= THREE_ROW_LIMIT ? 3 : 2) * perRow;
}

export function pageSizeOptions(perRow: number): number[] {
  return SIZE_OPTION_ROWS.map((rows) => rows * perRow);
}

export const INITIAL_GRID_LAYOUT: GridLayout = {
  known: false,
  perRow: 1,
  itemWidth: GRID_ITEM_WIDTH,
  itemHeight: GRID_ITEM_HEIGHT,
  pageSize: INITIAL_PAGE_SIZE,
  sizeOptions: INITIAL_SIZE_OPTIONS,
};

const twoDecimals = (value: number) => Math.floor(value * 100) / 100;

/** The layout for a container width in pixels; no width (or 0) gives the initial layout. */
export function gridLayout(containerWidth: number | null): GridLayout {
  if (containerWidth === null || !Number.isFinite(containerWidth) || containerWidth <= 0) return INITIAL_GRID_LAYOUT;
  const perRow = itemsPerRow(containerWidth);
  const itemWidth = twoDecimals((containerWidth - GRID_GAP * (perRow - 1)) / perRow);
  return {
    known: true,
    perRow,
    itemWidth,
    itemHeight: twoDecimals(GRID_ITEM_HEIGHT + (itemWidth - GRID_ITEM_WIDTH)),
    pageSize: defaultPageSize(perRow),
    sizeOptions: pageSizeOptions(perRow),
  };
}

/** Whether two layouts render the same (so a resize that changes nothing re-renders nothing). */
export function sameLayout(a: GridLayout, b: GridLayout): boolean {
  return a.known === b.known && a.perRow === b.perRow && a.itemWidth === b.itemWidth;
}
