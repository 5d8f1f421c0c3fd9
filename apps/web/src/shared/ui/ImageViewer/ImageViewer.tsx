/**
 * The image viewer overlay (docs/product.md §4, §9). Not a route: a dialog drawn over the page in a portal.
 *
 * API — a controlled component:
 *   <ImageViewer open={open} images={urls | url} initialIndex={2} onClose={() => setOpen(false)} />
 * It opens on `initialIndex` (the first image when absent or out of range) and starts afresh every
 * time `open` turns true. For a one-line "open the viewer on these pictures" call, use
 * `useImageViewer()` from './useImageViewer', which owns the open state.
 *
 * Behaviour: previous/next (buttons, ← →) wrap at both ends; the picture starts 60vh tall, the
 * wheel changes that by 5 per tick (shrinking only while above 10), minus/plus by 10; dragging
 * moves it and stops near a window edge; page scrolling is locked while open; the backdrop, the
 * close icon and Escape close it. The rules live in imageViewerModel.ts.
 */
import { type PointerEvent as ReactPointerEvent, type MouseEvent as ReactMouseEvent, useEffect, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { CloseOutlined } from '../kit/icons/CloseOutlined';
import { LeftOutlined } from '../kit/icons/LeftOutlined';
import { RightOutlined } from '../kit/icons/RightOutlined';
import { ZoomInOutlined } from '../kit/icons/ZoomInOutlined';
import { ZoomOutOutlined } from '../kit/icons/ZoomOutOutlined';
import { type DragStart, canZoomIn, canZoomOut, dragTo, openViewer, toImageList, viewerReducer } from './imageViewerModel';
import { useDialogFocus, useScrollLock } from './viewerEffects';
import './ImageViewer.css';

export interface ImageViewerProps {
  open: boolean;
  /** one address or a list of image addresses */
  images: string | readonly string[];
  /** which image to open on; the first when absent or out of range */
  initialIndex?: number;
  onClose: () => void;
  /** what the pictures show (e.g. the product name), used in their alternative text */
  description?: string;
}

export function ImageViewer({ open, images, initialIndex, onClose, description }: ImageViewerProps) {
  const list = toImageList(images);
  if (!open || list.length === 0) return null;
  return createPortal(<ViewerDialog images={list} initialIndex={initialIndex} onClose={onClose} description={description} />, document.body);
}

interface ViewerDialogProps {
  images: string[];
  initialIndex: number | undefined;
  onClose: () => void;
  description: string | undefined;
}

/** Mounted only while open, so every opening starts from fresh state. */
function ViewerDialog({ images, initialIndex, onClose, description }: ViewerDialogProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(viewerReducer, undefined, () => openViewer(images.length, initialIndex));
  const [dragging, setDragging] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const dragStartRef = useRef<DragStart | null>(null);
  // a backdrop click closes the viewer only when the press also began on the backdrop (not at the end of a drag)
  const pressOnBackdropRef = useRef(false);

  useScrollLock();
  useDialogFocus(dialogRef);

  // State and images can shrink while open (the list prop changed): keep the index inside the list.
  const index = Math.min(state.index, images.length - 1);
  const url = images[index] ?? '';
  const many = images.length > 1;
  const position = { current: index + 1, total: images.length };

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowRight') {
        dispatch({ type: 'next' });
      } else if (event.key === 'ArrowLeft') {
        dispatch({ type: 'previous' });
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  // React's wheel listener is passive; this one is not, so a wheel tick anywhere over the overlay zooms instead of scrolling.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    function onWheel(event: WheelEvent) {
      event.preventDefault();
      dispatch({ type: 'wheel', deltaY: event.deltaY });
    }
    dialog.addEventListener('wheel', onWheel, { passive: false });
    return () => dialog.removeEventListener('wheel', onWheel);
  }, []);

  useEffect(() => {
    if (!dragging) return;
    function onMove(event: PointerEvent) {
      const start = dragStartRef.current;
      if (!start) return;
      const move = dragTo(start, { x: event.clientX, y: event.clientY }, { width: window.innerWidth, height: window.innerHeight });
      if (move.kind === 'move') dispatch({ type: 'drag', offset: move.offset });
      else endDrag();
    }
    function endDrag() {
      dragStartRef.current = null;
      setDragging(false);
    }
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', endDrag);
    window.addEventListener('pointercancel', endDrag);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', endDrag);
      window.removeEventListener('pointercancel', endDrag);
    };
  }, [dragging]);

  function startDrag(event: ReactPointerEvent<HTMLImageElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    dragStartRef.current = { pointer: { x: event.clientX, y: event.clientY }, offset: state.offset };
    setDragging(true);
  }

  function onBackdropPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    pressOnBackdropRef.current = event.target === event.currentTarget;
  }

  function onBackdropClick(event: ReactMouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget && pressOnBackdropRef.current) onClose();
    pressOnBackdropRef.current = false;
  }

  const alt = description ? t('imageViewer.describedAlt', { name: description, ...position }) : t('imageViewer.imageAlt', position);

  return (
    <div ref={dialogRef} className="image-viewer" role="dialog" aria-modal="true" aria-label={t('imageViewer.label')} tabIndex={-1} data-testid="image-viewer">
      <div className={`image-viewer__stage${dragging ? ' image-viewer__stage--dragging' : ''}`} onPointerDown={onBackdropPointerDown} onClick={onBackdropClick}>
        {failed === url ? (
          <p className="image-viewer__failed" role="alert">
            {t('imageViewer.loadFailed')}
          </p>
        ) : (
          <img
            key={url}
            src={url}
            alt={alt}
            className="image-viewer__img"
            style={{ height: `${state.heightVh}vh`, transform: `translate(${state.offset.x}px, ${state.offset.y}px)` }}
            draggable={false}
            onPointerDown={startDrag}
            onError={() => setFailed(url)}
            data-testid="image-viewer-img"
          />
        )}
      </div>

      <button type="button" className="image-viewer__button image-viewer__close" onClick={onClose} aria-label={t('imageViewer.close')} data-testid="image-viewer-close">
        <CloseOutlined />
      </button>

      {many && (
        <>
          <button
            type="button"
            className="image-viewer__button image-viewer__nav image-viewer__nav--previous"
            onClick={() => dispatch({ type: 'previous' })}
            aria-label={t('imageViewer.previous')}
            data-testid="image-viewer-prev"
          >
            <LeftOutlined />
          </button>
          <button
            type="button"
            className="image-viewer__button image-viewer__nav image-viewer__nav--next"
            onClick={() => dispatch({ type: 'next' })}
            aria-label={t('imageViewer.next')}
            data-testid="image-viewer-next"
          >
            <RightOutlined />
          </button>
        </>
      )}

      <div className="image-viewer__toolbar">
        <button
          type="button"
          className="image-viewer__button"
          onClick={() => dispatch({ type: 'zoom', direction: 'out' })}
          disabled={!canZoomOut(state.heightVh)}
          aria-label={t('imageViewer.zoomOut')}
          data-testid="image-viewer-zoom-out"
        >
          <ZoomOutOutlined />
        </button>
        <span className="image-viewer__counter" aria-live="polite">
          {t('imageViewer.counter', position)}
        </span>
        <button
          type="button"
          className="image-viewer__button"
          onClick={() => dispatch({ type: 'zoom', direction: 'in' })}
          disabled={!canZoomIn(state.heightVh)}
          aria-label={t('imageViewer.zoomIn')}
          data-testid="image-viewer-zoom-in"
        >
          <ZoomInOutlined />
        </button>
      </div>
      <p className="image-viewer__hint">{t('imageViewer.hint')}</p>
    </div>
  );
}
