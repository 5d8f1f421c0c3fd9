import { describe, expect, it } from 'vitest';
import { loopTrack, loops, positionOf, settledPosition, slideIndexAt, stepPosition, swipeDelta, trackTransform } from './carousel';

describe('carousel track', () => {
  it('wraps the slides in copies of the end slides when there are two or more', () => {
    expect(loopTrack(['a', 'b', 'c'])).toEqual(['c', 'a', 'b', 'c', 'a']);
    expect(loopTrack(['a', 'b'])).toEqual(['b', 'a', 'b', 'a']);
    expect(loopTrack(['a'])).toEqual(['a']);
    expect(loopTrack([])).toEqual([]);
    expect(loops(1)).toBe(false);
    expect(loops(2)).toBe(true);
  });

  it('maps slides to track positions and back, copies included', () => {
    expect(positionOf(0, 3)).toBe(1);
    expect(positionOf(2, 3)).toBe(3);
    expect(positionOf(-1, 3)).toBe(3);
    expect(positionOf(3, 3)).toBe(1);
    expect([0, 1, 2, 3, 4].map((p) => slideIndexAt(p, 3))).toEqual([2, 0, 1, 2, 0]);
    expect(positionOf(0, 1)).toBe(0);
    expect(slideIndexAt(5, 1)).toBe(0);
  });
});

describe('carousel moves', () => {
  it('moves one slide at a time and at most onto a copy', () => {
    expect(stepPosition(1, 1, 3)).toBe(2);
    expect(stepPosition(3, 1, 3)).toBe(4);
    expect(stepPosition(4, 1, 3)).toBe(4);
    expect(stepPosition(1, -1, 3)).toBe(0);
    expect(stepPosition(0, -1, 3)).toBe(0);
    expect(stepPosition(0, 1, 1)).toBe(0);
  });

  it('loops: after landing on a copy the track jumps to the real slide', () => {
    expect(settledPosition(4, 3)).toBe(1);
    expect(settledPosition(0, 3)).toBe(3);
    expect(settledPosition(2, 3)).toBe(2);
    expect(settledPosition(0, 1)).toBe(0);
    // a full lap forward comes back to the first slide
    let position = positionOf(0, 3);
    for (let i = 0; i < 3; i++) position = settledPosition(stepPosition(position, 1, 3), 3);
    expect(slideIndexAt(position, 3)).toBe(0);
  });

  it('shifts the track by whole slides plus the 30 px gap', () => {
    expect(trackTransform(0)).toBe('translateX(0)');
    expect(trackTransform(1)).toBe('translateX(calc(-100% - 30px))');
    expect(trackTransform(3)).toBe('translateX(calc(-300% - 90px))');
    expect(trackTransform(2, 10)).toBe('translateX(calc(-200% - 20px))');
  });

  it('turns a long enough swipe into a move', () => {
    expect(swipeDelta(-60)).toBe(1);
    expect(swipeDelta(60)).toBe(-1);
    expect(swipeDelta(-10)).toBe(0);
    expect(swipeDelta(39)).toBe(0);
  });
});
