import { describe, expect, it } from 'vitest';
import {
  BUTTON_STEP_VH,
  DEFAULT_HEIGHT_VH,
  DRAG_EDGE_MARGIN_PX,
  MAX_HEIGHT_VH,
  WHEEL_MIN_VH,
  WHEEL_STEP_VH,
  canZoomIn,
  canZoomOut,
  dragTo,
  isNearWindowEdge,
  openViewer,
  nextIndex,
  previousIndex,
  startIndex,
  toImageList,
  viewerReducer,
  wrapIndex,
  zoomByButton,
  zoomByWheel,
} from './imageViewerModel';

describe('image viewer constants (docs/product.md §9)', () => {
  it('match the specification', () => {
    expect(DEFAULT_HEIGHT_VH).toBe(60);
    expect(WHEEL_STEP_VH).toBe(5);
    expect(WHEEL_MIN_VH).toBe(10);
    expect(BUTTON_STEP_VH).toBe(10);
    expect(DRAG_EDGE_MARGIN_PX).toBe(5);
  });
});

describe('image list and start index', () => {
  it('takes a single address or a list, dropping blanks', () => {
    expect(toImageList('/media/a.png')).toEqual(['/media/a.png']);
    expect(toImageList(['/a.png', ' ', '', '/b.png'])).toEqual(['/a.png', '/b.png']);
    expect(toImageList(null)).toEqual([]);
    expect(toImageList('')).toEqual([]);
  });

  it('opens on the first image unless a valid index is given', () => {
    expect(startIndex(undefined, 3)).toBe(0);
    expect(startIndex(2, 3)).toBe(2);
    expect(startIndex(3, 3)).toBe(0);
    expect(startIndex(-1, 3)).toBe(0);
    expect(startIndex(1.5, 3)).toBe(0);
    expect(startIndex(1, 0)).toBe(0);
  });
});

describe('previous and next', () => {
  it('wrap at both ends', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(2, 3)).toBe(1);
  });

  it('stay on the only image of a one-image list', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });

  it('fold any index into the list and cope with an empty list', () => {
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('wheel zoom', () => {
  it('grows by 5 per tick when scrolling up', () => {
    expect(zoomByWheel(60, -100)).toBe(65);
  });

  it('shrinks by 5 per tick only while taller than 10', () => {
    expect(zoomByWheel(60, 100)).toBe(55);
    expect(zoomByWheel(15, 100)).toBe(10);
    expect(zoomByWheel(10, 100)).toBe(10);
    expect(zoomByWheel(12, 100)).toBe(7);
  });

  it('ignores a sideways scroll', () => {
    expect(zoomByWheel(60, 0)).toBe(60);
  });

  it('stops growing at the upper bound', () => {
    expect(zoomByWheel(MAX_HEIGHT_VH, -1)).toBe(MAX_HEIGHT_VH);
  });
});

describe('button zoom', () => {
  it('plus grows by 10 and minus shrinks by 10', () => {
    expect(zoomByButton(60, 'in')).toBe(70);
    expect(zoomByButton(60, 'out')).toBe(50);
  });

  it('never shrinks below the wheel floor of 10', () => {
    expect(zoomByButton(20, 'out')).toBe(10);
    expect(zoomByButton(15, 'out')).toBe(10);
    expect(zoomByButton(10, 'out')).toBe(10);
    expect(zoomByButton(7, 'out')).toBe(7);
  });

  it('reports when each button can still act', () => {
    expect(canZoomOut(10)).toBe(false);
    expect(canZoomOut(15)).toBe(true);
    expect(canZoomIn(60)).toBe(true);
    expect(canZoomIn(MAX_HEIGHT_VH)).toBe(false);
    expect(zoomByButton(MAX_HEIGHT_VH - 5, 'in')).toBe(MAX_HEIGHT_VH);
  });
});

describe('dragging', () => {
  const viewport = { width: 1000, height: 800 };
  const start = { pointer: { x: 500, y: 400 }, offset: { x: 20, y: -10 } };

  it('moves the picture with the pointer', () => {
    expect(dragTo(start, { x: 530, y: 350 }, viewport)).toEqual({ kind: 'move', offset: { x: 50, y: -60 } });
  });

  it('stops within a few pixels of any window edge', () => {
    expect(dragTo(start, { x: 5, y: 400 }, viewport)).toEqual({ kind: 'stop' });
    expect(dragTo(start, { x: 500, y: 3 }, viewport)).toEqual({ kind: 'stop' });
    expect(dragTo(start, { x: 995, y: 400 }, viewport)).toEqual({ kind: 'stop' });
    expect(dragTo(start, { x: 500, y: 799 }, viewport)).toEqual({ kind: 'stop' });
    expect(dragTo(start, { x: -20, y: 400 }, viewport)).toEqual({ kind: 'stop' });
  });

  it('keeps moving just inside the margin', () => {
    expect(isNearWindowEdge({ x: 6, y: 6 }, viewport)).toBe(false);
    expect(isNearWindowEdge({ x: 994, y: 794 }, viewport)).toBe(false);
    expect(dragTo(start, { x: 6, y: 794 }, viewport).kind).toBe('move');
  });
});

describe('viewer state', () => {
  it('opens on the requested picture at the default size, centred', () => {
    expect(openViewer(4)).toEqual({ index: 0, count: 4, heightVh: 60, offset: { x: 0, y: 0 } });
    expect(openViewer(4, 3).index).toBe(3);
    expect(openViewer(4, 9).index).toBe(0);
  });

  it('wraps with next and previous and shows the new picture afresh', () => {
    let state = openViewer(3, 2);
    state = viewerReducer(state, { type: 'zoom', direction: 'in' });
    state = viewerReducer(state, { type: 'drag', offset: { x: 40, y: 12 } });
    expect(state.heightVh).toBe(70);
    state = viewerReducer(state, { type: 'next' });
    expect(state).toEqual({ index: 0, count: 3, heightVh: 60, offset: { x: 0, y: 0 } });
    expect(viewerReducer(state, { type: 'previous' }).index).toBe(2);
  });

  it('keeps the same state object when nothing changes', () => {
    const single = openViewer(1);
    expect(viewerReducer(single, { type: 'next' })).toBe(single);
    const smallest = { ...openViewer(2), heightVh: 10 };
    expect(viewerReducer(smallest, { type: 'wheel', deltaY: 3 })).toBe(smallest);
    expect(viewerReducer(smallest, { type: 'zoom', direction: 'out' })).toBe(smallest);
  });

  it('applies wheel ticks and button steps', () => {
    let state = openViewer(2);
    state = viewerReducer(state, { type: 'wheel', deltaY: -1 });
    state = viewerReducer(state, { type: 'wheel', deltaY: -1 });
    expect(state.heightVh).toBe(70);
    state = viewerReducer(state, { type: 'zoom', direction: 'out' });
    expect(state.heightVh).toBe(60);
  });
});
