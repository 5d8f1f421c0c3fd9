/** Stars in a shop rating. */
export const STARS = 5;

/** How much of star `index` (0-based) a rating fills, to the nearest half: 0, 0.5 or 1. */
export function starFill(rating: number, index: number): number {
  const halves = Math.round(Math.min(STARS, Math.max(0, rating)) * 2) / 2;
  return Math.min(1, Math.max(0, halves - index));
}
