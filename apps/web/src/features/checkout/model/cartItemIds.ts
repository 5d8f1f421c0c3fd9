/**
 * The settlement's address carries the chosen cart lines: /pay?cartItemIds=1,2,3 (docs/product.md §2).
 * Duplicates, blanks and anything that is not a positive whole number are dropped.
 */
export function parseCartItemIds(value: string | null | undefined): number[] {
  const ids = new Set<number>();
  for (const part of (value ?? '').split(',')) {
    const text = part.trim();
    if (!/^\d{1,15}$/.test(text)) continue;
    const id = Number(text);
    if (Number.isSafeInteger(id) && id > 0) ids.add(id);
  }
  return [...ids];
}
