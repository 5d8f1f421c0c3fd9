/**
 * Banner carousel maths (docs/product.md §9: autoplay 3000 ms, transition 500 ms, loop, 30 px gap).
 *
 * A looping track holds a copy of the last slide before the first and a copy of the first
 * after the last: [c(last), s0, s1, …, s(n-1), c(first)]. Moving past either end slides onto
 * a copy, which looks the same as the real slide, and once the move has finished the track
 * jumps (without animation) to the real one. Positions index that track; with a single slide
 * there are no copies and nothing moves.
 */
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_TRANSITION_MS = 500;
export const CAROUSEL_GAP_PX = 30;

/** Whether the slides loop at all: one slide (or none) stands still. */
export function loops(count: number): boolean {
  return count > 1;
}

/** The track to draw: the slides with a copy of each end slide around them when looping. */
export function loopTrack<T>(slides: readonly T[]): T[] {
  if (!loops(slides.length)) return [...slides];
  return [slides[slides.length - 1] as T, ...slides, slides[0] as T];
}

/** Track position of a real slide. */
export function positionOf(index: number, count: number): number {
  if (!loops(count)) return 0;
  const wrapped = ((Math.trunc(index) % count) + count) % count;
  return wrapped + 1;
}

/** The real slide shown at a track position (a copy shows the slide it copies). */
export function slideIndexAt(position: number, count: number): number {
  if (!loops(count)) return 0;
  return (((position - 1) % count) + count) % count;
}

/** Where a move of `delta` slides lands, kept on the track (at most one copy past either end). */
export function stepPosition(position: number, delta: number, count: number): number {
  if (!loops(count)) return 0;
  return Math.min(count + 1, Math.max(0, position + delta));
}

/** Where the track jumps once a move has finished: from a copy to its real slide, else nowhere. */
export function settledPosition(position: number, count: number): number {
  if (!loops(count)) return 0;
  if (position <= 0) return count;
  if (position >= count + 1) return 1;
  return position;
}

/** CSS transform of the track: each step is one slide width (100 % of the viewport) plus the gap. */
export function trackTransform(position: number, gapPx: number = CAROUSEL_GAP_PX): string {
  if (position === 0) return 'translateX(0)';
  return `translateX(calc(${-position * 100}% - ${position * gapPx}px))`;
}

/** A horizontal swipe of at least this many pixels changes slide. */
export const SWIPE_THRESHOLD_PX = 40;

/** The move a swipe asks for: left (negative dx) shows the next slide, right the previous one. */
export function swipeDelta(dx: number, threshold: number = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (dx <= -threshold) return 1;
  if (dx >= threshold) return -1;
  return 0;
}
