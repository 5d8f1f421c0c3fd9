/**
 * Toasts behave the same on the kit's pages and on antd's (AntdScope reads these too): each stays
 * 2 s whatever its kind (docs/product.md §9), and at most three show at once, the oldest leaving first.
 */
export const TOAST_DURATION_MS = 2000;
export const MAX_TOASTS = 3;
