import { type DragEvent, type ReactNode, type Ref, useRef, useState } from 'react';
import { cx } from './cx';
import { useFieldAttributes } from './Input';
import { Spinner } from './Spinner';
import './fileDrop.css';

/** Whether a drag carries files (not text or a link dragged from the page). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

export interface FileDropArea {
  /** files are being dragged over the area */
  dragging: boolean;
  /** spread on the element that takes the drop */
  dropProps: {
    onDragEnter: (event: DragEvent<HTMLElement>) => void;
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDragLeave: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
  };
}

/**
 * An element that takes files dropped on it. Entering and leaving its children fire their own drag
 * events, so the area counts them and is "dragging" until the files have left it whole.
 */
export function useFileDrop(onFiles: (files: File[]) => void, disabled = false): FileDropArea {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  return {
    dragging: dragging && !disabled,
    dropProps: {
      onDragEnter: (event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      },
      onDragOver: (event) => {
        if (disabled || !carriesFiles(event)) return;
        // without this the browser opens the file instead of dropping it here
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave: (event) => {
        if (disabled || !carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      },
      onDrop: (event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      },
    },
  };
}

export interface FileDropProps {
  /** the file picker's `accept` attribute, e.g. '.jpg,.jpeg,.png' */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** something is being sent: a spinner, and no new choice until it ends */
  busy?: boolean;
  /** the files chosen in the picker or dropped, in order (checking them is the caller's) */
  onFiles: (files: File[]) => void;
  /** what the zone shows: an icon, "Add photo", "or drop it here" */
  children: ReactNode;
  /**
   * an ancestor that takes drops for the zone (`useFileDrop` on a wider area): the zone shows its
   * dragging state and leaves the drop to it
   */
  area?: FileDropArea;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** the hidden file input's test id (tests hand it files) */
  inputTestId?: string;
  'data-testid'?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A drop zone that is also a button: click, Enter or Space opens the file picker, and files dragged
 * onto it are taken the same way. The file input itself stays hidden; the button is what keyboard
 * and screen-reader users meet, named by `aria-label` or its text, inside a Field by the field's label.
 */
export function FileDrop({
  accept,
  multiple = false,
  disabled = false,
  busy = false,
  onFiles,
  children,
  area,
  className,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  inputTestId,
  'data-testid': testId,
  ref,
}: FileDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const own = useFileDrop(onFiles, disabled || busy);
  const drop = area ?? own;
  const attributes = useFieldAttributes(undefined, undefined, describedBy);
  return (
    <>
      <button
        ref={ref}
        type="button"
        {...attributes}
        className={cx('kit-file-drop', drop.dragging && 'kit-file-drop--dragging', busy && 'kit-file-drop--busy', className)}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-label={ariaLabel}
        onClick={() => {
          if (!busy) input.current?.click();
        }}
        {...(area ? {} : own.dropProps)}
        data-testid={testId}
      >
        {busy ? <Spinner size="small" className="kit-file-drop__spinner" /> : null}
        {children}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // emptied so that choosing the same file again (after removing it) is a change too
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
        data-testid={inputTestId}
      />
    </>
  );
}
