/**
 * What a visitor may not read on a product card (docs/product.md §6): prices from the second grid row,
 * margins from the third row, warehouse names from the second row. Signed-in users see all.
 */
export interface CardMasks {
  price: boolean;
  margin: boolean;
  warehouse: boolean;
}

export const NO_MASKS: CardMasks = { price: false, margin: false, warehouse: false };

/** Zero-based grid row of the card at `index` in rows of `rowLength` cards. */
export function gridRow(index: number, rowLength: number): number {
  const perRow = Number.isFinite(rowLength) && rowLength >= 1 ? Math.floor(rowLength) : 1;
  return Math.floor(Math.max(0, index) / perRow);
}

export function cardMasks(index: number, rowLength: number, signedIn: boolean): CardMasks {
  if (signedIn) return NO_MASKS;
  const row = gridRow(index, rowLength);
  return { price: row >= 1, margin: row >= 2, warehouse: row >= 1 };
}
