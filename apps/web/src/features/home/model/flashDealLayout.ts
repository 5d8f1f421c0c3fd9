/**
 * Flash-deal strip sizing (docs/product.md §9): cards are 232 px wide at base and stretched so one row
 * fills the strip; a card is 250 px high plus however much wider it grew; the strip asks for
 * exactly as many deals as fit that row.
 */
export const FLASH_DEAL_CARD_WIDTH = 232;
export const FLASH_DEAL_CARD_HEIGHT = 250;
/** Space between cards, in pixels. */
export const FLASH_DEAL_GAP = 16;
/** The deal list answers at most this many deals. */
export const FLASH_DEAL_PAGE_SIZE_MAX = 50;
/** The loading state ends 200 ms after the deals arrive (docs/product.md §4). */
export const FLASH_DEALS_SETTLE_MS = 200;

export interface FlashDealLayout {
  /** cards in the row, also the page size asked for */
  count: number;
  cardWidth: number;
  cardHeight: number;
}

const twoDecimals = (value: number) => Math.floor(value * 100) / 100;

/** How many 232 px cards (with their gaps) fit a strip of this width; at least one. */
export function flashDealsPerRow(stripWidth: number): number {
  if (!Number.isFinite(stripWidth) || stripWidth <= 0) return 1;
  const fitting = Math.floor((stripWidth + FLASH_DEAL_GAP) / (FLASH_DEAL_CARD_WIDTH + FLASH_DEAL_GAP));
  return Math.min(FLASH_DEAL_PAGE_SIZE_MAX, Math.max(1, fitting));
}

/** Card count and size for a strip width; null while the width is unknown. */
export function flashDealLayout(stripWidth: number | null): FlashDealLayout | null {
  if (stripWidth === null || !Number.isFinite(stripWidth) || stripWidth <= 0) return null;
  const count = flashDealsPerRow(stripWidth);
  const cardWidth = twoDecimals((stripWidth - FLASH_DEAL_GAP * (count - 1)) / count);
  return { count, cardWidth, cardHeight: twoDecimals(FLASH_DEAL_CARD_HEIGHT + Math.max(0, cardWidth - FLASH_DEAL_CARD_WIDTH)) };
}
