/**
 * The image viewer's rules (docs/product.md §4, §9), kept free of React and the DOM so they can be tested
 * on their own: which image is shown, how tall it is drawn, and where a drag may move it.
 */

/** Image height when a picture is first shown, in viewport-height units (docs/product.md §9). */
export const DEFAULT_HEIGHT_VH = 60;
/** One mouse-wheel tick changes the height by this much (docs/product.md §9). */
export const WHEEL_STEP_VH = 5;
/** The wheel only shrinks the image while it is taller than this (docs/product.md §9). */
export const WHEEL_MIN_VH = 10;
/** The minus and plus buttons change the height by this much (docs/product.md §9). */
export const BUTTON_STEP_VH = 10;
/**
 * Upper bound for zooming in. The spec sets none; without one a few fast wheel spins make the
 * picture so large that it can no longer be dragged into view. Ten screens tall is plenty.
 */
export const MAX_HEIGHT_VH = 1000;
/** A drag stops when the pointer comes this close to a window edge ("a few pixels", docs/product.md §4). */
export const DRAG_EDGE_MARGIN_PX = 5;

/** The picture list from a single address or a list; blank entries are dropped. */
export function toImageList(images: string | readonly string[] | null | undefined): string[] {
  if (!images) return [];
  const list = typeof images === 'string' ? [images] : images;
  return list.map((url) => url.trim()).filter((url) => url !== '');
}

/** A requested start index brought into the list; the first image when absent or out of range. */
export function startIndex(requested: number | undefined, length: number): number {
  if (length <= 0 || requested === undefined || !Number.isInteger(requested)) return 0;
  return requested >= 0 && requested < length ? requested : 0;
}

/** Any index folded into 0..length-1, so stepping past either end wraps round. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

export const nextIndex = (index: number, length: number) => wrapIndex(index + 1, length);
export const previousIndex = (index: number, length: number) => wrapIndex(index - 1, length);

function capHeight(height: number): number {
  return Math.min(height, MAX_HEIGHT_VH);
}

/**
 * One wheel tick: scrolling up (negative deltaY) grows the picture by 5; scrolling down shrinks it
 * by 5, but only while it is taller than 10. A zero delta (sideways scroll) changes nothing.
 */
export function zoomByWheel(height: number, deltaY: number): number {
  if (deltaY < 0) return capHeight(height + WHEEL_STEP_VH);
  if (deltaY > 0 && height > WHEEL_MIN_VH) return height - WHEEL_STEP_VH;
  return height;
}

/**
 * The plus and minus buttons: 10 at a time. Shrinking follows the wheel's floor (only while taller
 * than 10, and never below it), so the picture can never shrink to nothing.
 */
export function zoomByButton(height: number, direction: 'in' | 'out'): number {
  if (direction === 'in') return capHeight(height + BUTTON_STEP_VH);
  if (height <= WHEEL_MIN_VH) return height;
  return Math.max(WHEEL_MIN_VH, height - BUTTON_STEP_VH);
}

export const canZoomIn = (height: number) => height < MAX_HEIGHT_VH;
export const canZoomOut = (height: number) => height > WHEEL_MIN_VH;

export interface Point {
  x: number;
  y: number;
}

export interface ViewportSize {
  width: number;
  height: number;
}

/** Where a drag began: the pointer and the picture's offset at that moment. */
export interface DragStart {
  pointer: Point;
  offset: Point;
}

/** True when the pointer is within `margin` pixels of any window edge (or outside the window). */
export function isNearWindowEdge(pointer: Point, viewport: ViewportSize, margin = DRAG_EDGE_MARGIN_PX): boolean {
  return pointer.x <= margin || pointer.y <= margin || pointer.x >= viewport.width - margin || pointer.y >= viewport.height - margin;
}

export type DragMove = { kind: 'move'; offset: Point } | { kind: 'stop' };

/**
 * One pointer move during a drag: the picture follows the pointer, unless the pointer has come
 * within a few pixels of a window edge, where the drag stops and the picture stays where it was.
 */
export function dragTo(start: DragStart, pointer: Point, viewport: ViewportSize, margin = DRAG_EDGE_MARGIN_PX): DragMove {
  if (isNearWindowEdge(pointer, viewport, margin)) return { kind: 'stop' };
  return {
    kind: 'move',
    offset: { x: start.offset.x + pointer.x - start.pointer.x, y: start.offset.y + pointer.y - start.pointer.y },
  };
}

/** What the viewer shows: which picture, how tall, and how far it has been dragged. */
export interface ViewerState {
  index: number;
  count: number;
  heightVh: number;
  offset: Point;
}

export type ViewerAction =
  { type: 'next' } | { type: 'previous' } | { type: 'wheel'; deltaY: number } | { type: 'zoom'; direction: 'in' | 'out' } | { type: 'drag'; offset: Point };

const CENTRED: Point = { x: 0, y: 0 };

/** A viewer opened on `requested` (or the first picture) of `count` pictures, at the default size. */
export function openViewer(count: number, requested?: number): ViewerState {
  return { index: startIndex(requested, count), count, heightVh: DEFAULT_HEIGHT_VH, offset: CENTRED };
}

/** Every change the viewer's controls make. Moving to another picture shows it afresh: default size, centred. */
export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'next':
    case 'previous': {
      const index = action.type === 'next' ? nextIndex(state.index, state.count) : previousIndex(state.index, state.count);
      return index === state.index ? state : { ...state, index, heightVh: DEFAULT_HEIGHT_VH, offset: CENTRED };
    }
    case 'wheel': {
      const heightVh = zoomByWheel(state.heightVh, action.deltaY);
      return heightVh === state.heightVh ? state : { ...state, heightVh };
    }
    case 'zoom': {
      const heightVh = zoomByButton(state.heightVh, action.direction);
      return heightVh === state.heightVh ? state : { ...state, heightVh };
    }
    case 'drag':
      return { ...state, offset: action.offset };
  }
}
