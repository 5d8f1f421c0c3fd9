import { useCallback, useEffect, useState } from 'react';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_MS, loops, positionOf, settledPosition, slideIndexAt, stepPosition } from '../model/carousel';
import { usePageVisible } from './usePageVisible';
import { usePrefersReducedMotion } from './useMediaQuery';

interface TrackState {
  count: number;
  position: number;
  /** whether the next position change slides (false for the silent jump off a copy) */
  animate: boolean;
  /** a move is under way; further moves wait until it has settled */
  moving: boolean;
  /** moves started so far: autoplay counts its 3000 ms from the start of the last move */
  moves: number;
}

const restingAt = (count: number, index = 0): TrackState => ({ count, position: positionOf(index, count), animate: false, moving: false, moves: 0 });

/**
 * A looping carousel (docs/product.md §9): moves take 500 ms, and every 3000 ms it moves on by itself
 * unless the pointer or focus is on it, the user paused it, the tab is in the background or
 * the reader asked for reduced motion.
 */
export function useCarousel(count: number) {
  const reducedMotion = usePrefersReducedMotion();
  const pageVisible = usePageVisible();
  const [state, setState] = useState<TrackState>(() => restingAt(count));
  const [held, setHeld] = useState(false);
  const [paused, setPaused] = useState(false);

  let track = state;
  if (state.count !== count) {
    track = restingAt(count);
    setState(track);
  }

  const moveTo = useCallback(
    (target: (current: TrackState) => number) =>
      setState((current) => {
        if (current.moving || !loops(current.count)) return current;
        const position = target(current);
        return position === current.position ? current : { ...current, position, animate: !reducedMotion, moving: true, moves: current.moves + 1 };
      }),
    [reducedMotion],
  );

  const step = useCallback((delta: number) => moveTo((current) => stepPosition(current.position, delta, current.count)), [moveTo]);
  const show = useCallback((index: number) => moveTo((current) => positionOf(index, current.count)), [moveTo]);

  // Once a move has finished, jump silently from a copy to the real slide.
  useEffect(() => {
    if (!track.moving) return;
    const timer = setTimeout(
      () => setState((current) => ({ ...current, position: settledPosition(current.position, current.count), animate: false, moving: false })),
      reducedMotion ? 0 : CAROUSEL_TRANSITION_MS,
    );
    return () => clearTimeout(timer);
  }, [track.moving, track.position, reducedMotion]);

  const autoplay = loops(count) && !held && !paused && pageVisible && !reducedMotion;
  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => step(1), CAROUSEL_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [autoplay, track.moves, step]);

  return {
    position: track.position,
    animate: track.animate,
    index: slideIndexAt(track.position, count),
    autoplay,
    paused,
    next: () => step(1),
    previous: () => step(-1),
    step,
    show,
    togglePaused: () => setPaused((value) => !value),
    /** hold still while the pointer or keyboard focus is on the carousel */
    hold: (value: boolean) => setHeld(value),
  };
}
