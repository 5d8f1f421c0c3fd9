/**
 * The image upload component (docs/product.md §2; §5 images): thumbnails of the photos added, each
 * opening in the image viewer and with a remove button; photos on their way with their progress and a
 * button to stop them; an add tile that opens the file picker and takes photos dropped on the
 * component; a limit on the count. Files refused before anything is sent (wrong type, over 10 MB,
 * empty, one too many) and uploads the server refused are listed by name with the reason, in the page
 * language, until the next choice. Controlled like a form field (value / onChange): the value is the
 * photos as records keep them, {fileName, url} (§3 uploaded file). Kit pieces only, no antd.
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import type { UploadAppName } from '@clearlot/contract/rules/upload';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import { currentLanguage } from '../i18n/language';
import { useTranslation } from '../i18n/useTranslation';
import { useImageViewer } from '../ui/ImageViewer/useImageViewer';
import { Alert } from '../ui/kit/Alert';
import { Button } from '../ui/kit/Button';
import { FileDrop, useFileDrop } from '../ui/kit/FileDrop';
import { cx } from '../ui/kit/cx';
import { CloseOutlined } from '../ui/kit/icons/CloseOutlined';
import { PlusOutlined } from '../ui/kit/icons/PlusOutlined';
import { PHOTO_ACCEPT, type PhotoRefusal, attachedFile, checkChosenFiles, photoAddress, refusalText, sendingReducer, withoutPhoto } from './photoUploadModel';
import { UploadFailed, sendPhoto } from './sendPhoto';
import './imageUpload.css';

export interface ImageUploadProps {
  /** the photos added so far */
  value?: AttachedFile[];
  onChange?: (photos: AttachedFile[]) => void;
  /** at most this many photos */
  maxCount: number;
  /** what the photos are, for assistive technology, e.g. "Photos of the damage" */
  label: string;
  /** the service whose records will point at the photos (the upload's appName) */
  appName?: UploadAppName;
  disabled?: boolean;
  /** the add tile's words; "Add photo" unless given */
  addText?: string;
  'data-testid'?: string;
}

/** A file that was not added, and why, as the component says it. */
interface Refused {
  key: string;
  name: string;
  reason: string;
}

const NO_PHOTOS: AttachedFile[] = [];

export function ImageUpload({ value = NO_PHOTOS, onChange, maxCount, label, appName, disabled = false, addText, 'data-testid': testId }: ImageUploadProps) {
  const { t } = useTranslation();
  const [sending, dispatch] = useReducer(sendingReducer, []);
  const [refused, setRefused] = useState<Refused[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const { openImageViewer, imageViewer } = useImageViewer();

  // Uploads that finish together must each add to the photos the one before added, before the
  // parent has rendered the first change: the newest list is kept here as well as in the props.
  const photos = useRef(value);
  useEffect(() => {
    photos.current = value;
  }, [value]);
  const report = (next: AttachedFile[]) => {
    photos.current = next;
    onChange?.(next);
  };

  const uploads = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const reasonFor = (refusal: PhotoRefusal) => (refusal === 'tooMany' ? t('upload.tooMany', { count: maxCount }) : refusalText(refusal, currentLanguage()));

  // a remove or stop button goes with its tile: the focus moves to the add tile, which is there again
  const addTile = useRef<HTMLButtonElement>(null);
  const serial = useRef(0);
  /** uploads the buyer stopped: their tile's button had the focus, which moves to the add tile */
  const stopped = useRef(new Set<string>());
  const start = (file: File) => {
    serial.current += 1;
    const uid = `upload-${serial.current}`;
    const controller = new AbortController();
    uploads.current.set(uid, controller);
    const preview = URL.createObjectURL(file);
    dispatch({ type: 'started', photo: { uid, name: file.name, percent: 0, preview } });
    setAnnouncement(t('upload.sending', { name: file.name }));
    sendPhoto(file, { appName, signal: controller.signal, onProgress: (percent) => dispatch({ type: 'progressed', uid, percent }) })
      .then((answer) => {
        report([...photos.current, attachedFile(answer)]);
        setAnnouncement(t('upload.added', { name: file.name }));
      })
      .catch((error: unknown) => {
        if (error instanceof UploadFailed) {
          setRefused((list) => [...list, { key: uid, name: file.name, reason: error.message }]);
          setAnnouncement(t('upload.failed', { name: file.name, reason: error.message }));
        } else setAnnouncement(t('upload.stopped', { name: file.name }));
      })
      .finally(() => {
        uploads.current.delete(uid);
        URL.revokeObjectURL(preview);
        dispatch({ type: 'ended', uid });
        // stopped by the buyer, or the add tile that started it was hidden while the tiles were full
        if (stopped.current.delete(uid) || document.activeElement === document.body) requestAnimationFrame(() => addTile.current?.focus({ preventScroll: true }));
      });
  };

  /** The files chosen or dropped together: judged as one batch, the good ones sent, the others listed. */
  const choose = (files: File[]) => {
    if (disabled) return;
    const verdicts = checkChosenFiles(files, photos.current.length + uploads.current.size, maxCount);
    const refusedNow: Refused[] = [];
    files.forEach((file, index) => {
      const verdict = verdicts[index];
      if (verdict) refusedNow.push({ key: `${file.name}-${index}-${Date.now()}`, name: file.name, reason: reasonFor(verdict) });
      else start(file);
    });
    setRefused(refusedNow);
  };

  const removePhoto = (photo: AttachedFile) => {
    report(withoutPhoto(photos.current, photo.url));
    setAnnouncement(t('upload.removed', { name: photo.fileName }));
    requestAnimationFrame(() => addTile.current?.focus({ preventScroll: true }));
  };

  const drop = useFileDrop(choose, disabled);
  const count = value.length + sending.length;
  const addresses = value.map(photoAddress);

  return (
    <div className={cx('image-upload', drop.dragging && 'image-upload--dragging')} role="group" aria-label={label} data-testid={testId} {...drop.dropProps}>
      <ul className="image-upload__tiles">
        {value.map((photo, index) => (
          <li key={photo.url} className="image-upload__tile" data-testid="image-upload-photo">
            <button type="button" className="image-upload__view" onClick={() => openImageViewer(addresses, index, label)} aria-label={t('upload.view', { name: photo.fileName })}>
              <img src={photoAddress(photo)} alt="" width={104} height={104} />
            </button>
            <button
              type="button"
              className="image-upload__remove"
              onClick={() => removePhoto(photo)}
              disabled={disabled}
              aria-label={t('upload.remove', { name: photo.fileName })}
              data-testid="image-upload-remove"
            >
              <CloseOutlined aria-hidden />
            </button>
          </li>
        ))}
        {sending.map((photo) => (
          <li key={photo.uid} className="image-upload__tile image-upload__tile--sending" data-testid="image-upload-sending">
            <img src={photo.preview} alt="" width={104} height={104} />
            <span className="image-upload__percent" aria-hidden>
              {photo.percent}%
            </span>
            <span
              className="image-upload__progress"
              role="progressbar"
              aria-label={t('upload.sending', { name: photo.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={photo.percent}
            >
              <span className="image-upload__progress-bar" style={{ width: `${photo.percent}%` }} />
            </span>
            <button
              type="button"
              className="image-upload__remove"
              onClick={() => {
                stopped.current.add(photo.uid);
                uploads.current.get(photo.uid)?.abort();
              }}
              aria-label={t('upload.stop', { name: photo.name })}
            >
              <CloseOutlined aria-hidden />
            </button>
          </li>
        ))}
        {count < maxCount && (
          <li className="image-upload__tile image-upload__tile--add">
            <FileDrop
              ref={addTile}
              accept={PHOTO_ACCEPT}
              multiple={maxCount > 1}
              disabled={disabled}
              onFiles={choose}
              area={drop}
              className="image-upload__add"
              aria-label={t('upload.addLabel', { count: value.length, max: maxCount })}
            >
              <PlusOutlined aria-hidden className="image-upload__add-icon" />
              <span>{addText ?? t('upload.add')}</span>
              <span className="image-upload__drop-hint">{t('upload.dropHint')}</span>
            </FileDrop>
          </li>
        )}
      </ul>
      <div className="image-upload__hint">{t('upload.hint', { count: maxCount })}</div>
      {refused.length > 0 && (
        <Alert
          type="warning"
          className="image-upload__refused"
          title={t('upload.refused', { count: refused.length })}
          description={
            <ul className="image-upload__refused-list" data-testid="image-upload-refused">
              {refused.map((file) => (
                <li key={file.key}>
                  <strong>{file.name}</strong>: {file.reason}
                </li>
              ))}
            </ul>
          }
          action={
            <Button size="small" variant="text" onClick={() => setRefused([])}>
              {t('upload.dismiss')}
            </Button>
          }
        />
      )}
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
      {imageViewer}
    </div>
  );
}
