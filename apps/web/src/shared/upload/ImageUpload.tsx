/**
 * The image upload component (docs/product.md §2; §5 images): thumbnails of the photos added,
 * each with a delete button, the "Only JPG,PNG and JPEG are supported." warning before anything
 * is sent, progress while a photo uploads, and a limit on the count. Controlled like a form field
 * (value / onChange, so it sits in an antd Form.Item): the value is the photos as records keep
 * them, {fileName, url} (§3 uploaded file). Rendered inside AntdScope, like the pages that use it.
 */
import { PlusOutlined } from '@ant-design/icons';
import { App, Upload, type UploadFile } from 'antd';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { UploadAppName } from '@clearlot/contract/rules/upload';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import { currentLanguage } from '../i18n/language';
import { useTranslation } from '../i18n/useTranslation';
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
}

const NO_PHOTOS: AttachedFile[] = [];

export function ImageUpload({ value = NO_PHOTOS, onChange, maxCount, label, appName, disabled = false }: ImageUploadProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [sending, dispatch] = useReducer(sendingReducer, []);
  const [announcement, setAnnouncement] = useState('');

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

  // The files chosen together arrive one call each; they are judged once, as a batch.
  const batch = useRef<{ files: readonly File[]; verdicts: Array<PhotoRefusal | null> } | null>(null);
  const verdictFor = (file: File, chosen: readonly File[]): PhotoRefusal | null => {
    if (batch.current?.files !== chosen) {
      const verdicts = checkChosenFiles(chosen, photos.current.length + sending.length, maxCount);
      batch.current = { files: chosen, verdicts };
      // one warning per kind of refusal, even when several files share it
      for (const refusal of new Set(verdicts)) {
        if (refusal === 'tooMany') void message.warning({ key: refusal, content: t('upload.tooMany', { count: maxCount }) });
        else if (refusal) void message.warning({ key: refusal, content: refusalText(refusal, currentLanguage()) });
      }
    }
    return batch.current.verdicts[chosen.indexOf(file)] ?? null;
  };

  const start = (file: File & { uid: string }) => {
    const controller = new AbortController();
    uploads.current.set(file.uid, controller);
    const preview = URL.createObjectURL(file);
    dispatch({ type: 'started', photo: { uid: file.uid, name: file.name, percent: 0, preview } });
    setAnnouncement(t('upload.sending', { name: file.name }));
    sendPhoto(file, { appName, signal: controller.signal, onProgress: (percent) => dispatch({ type: 'progressed', uid: file.uid, percent }) })
      .then((answer) => {
        report([...photos.current, attachedFile(answer)]);
        setAnnouncement(t('upload.added', { name: file.name }));
      })
      .catch((error: unknown) => {
        if (error instanceof UploadFailed) void message.warning(error.message);
      })
      .finally(() => {
        uploads.current.delete(file.uid);
        URL.revokeObjectURL(preview);
        dispatch({ type: 'ended', uid: file.uid });
      });
  };

  const remove = (item: UploadFile) => {
    const running = uploads.current.get(item.uid);
    if (running) running.abort();
    else report(withoutPhoto(photos.current, item.uid));
    setAnnouncement(t('upload.removed', { name: item.name }));
    // the list is ours (controlled): antd is told not to change it itself
    return false;
  };

  const fileList: UploadFile[] = [
    ...value.map((photo): UploadFile => ({ uid: photo.url, name: photo.fileName, status: 'done', url: photoAddress(photo), thumbUrl: photoAddress(photo) })),
    ...sending.map((photo): UploadFile => ({ uid: photo.uid, name: photo.name, status: 'uploading', percent: photo.percent, thumbUrl: photo.preview })),
  ];
  const count = fileList.length;

  return (
    <div role="group" aria-label={label}>
      <Upload
        listType="picture-card"
        accept={PHOTO_ACCEPT}
        multiple={maxCount > 1}
        disabled={disabled}
        fileList={fileList}
        beforeUpload={(file, chosen) => {
          if (verdictFor(file, chosen) === null) start(file);
          // sent by start(), listed from our own state
          return Upload.LIST_IGNORE;
        }}
        onRemove={remove}
      >
        {count < maxCount && (
          <button type="button" className="image-upload-add" disabled={disabled} aria-label={t('upload.addLabel', { count, max: maxCount })}>
            <PlusOutlined aria-hidden />
            <span>{t('upload.add')}</span>
          </button>
        )}
      </Upload>
      <div className="muted image-upload-hint">{t('upload.hint', { count: maxCount })}</div>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
