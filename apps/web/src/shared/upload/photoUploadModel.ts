/**
 * The image upload component's rules (docs/product.md §2 image upload component, §5 images),
 * without React: which chosen files may be sent, how the photos being sent progress, and what
 * the form keeps of an uploaded photo. The §5 checks are the contract's (rules/upload.ts), so the
 * component refuses exactly what the server would refuse by name and size.
 */
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { type UploadRefusal, acceptAttribute, uploadProblem } from '@clearlot/contract/rules/upload';
import type { AttachedFile, UploadedFile } from '@clearlot/contract/schemas/file';
import type { Language } from '../i18n/language';
import { storedFileAddress } from './storedFileAddress';

/** What the file picker offers: '.jpg,.jpeg,.png'. */
export const PHOTO_ACCEPT = acceptAttribute('photo');

/** Why a chosen file is not sent: a §5 rule, or the component's limit on the count. */
export type PhotoRefusal = UploadRefusal | 'tooMany';

/**
 * The verdict on each of the files chosen together, in order: a file past the count limit is
 * refused even when it is fine itself, counting the photos already there and the ones before it
 * that may be sent.
 */
export function checkChosenFiles(files: ReadonlyArray<{ name: string; size: number }>, alreadyThere: number, maxCount: number): Array<PhotoRefusal | null> {
  let taken = alreadyThere;
  return files.map((file) => {
    const problem = uploadProblem(file, 'photo');
    if (problem) return problem;
    if (taken >= maxCount) return 'tooMany';
    taken += 1;
    return null;
  });
}

/** The §5 wording of a refusal in the page language (the server's catalogue entry, so both sides say the same). */
export function refusalText(refusal: UploadRefusal, language: Language): string {
  return ErrorCatalogue[refusal][language];
}

/** A photo on its way to the server, shown from the file itself until its answer comes. */
export interface SendingPhoto {
  uid: string;
  name: string;
  /** 0–99 while sending; the tile goes away when the answer comes */
  percent: number;
  /** a local address of the chosen file for the thumbnail (URL.createObjectURL) */
  preview: string;
}

export type SendingEvent = { type: 'started'; photo: SendingPhoto } | { type: 'progressed'; uid: string; percent: number } | { type: 'ended'; uid: string };

export function sendingReducer(photos: SendingPhoto[], event: SendingEvent): SendingPhoto[] {
  switch (event.type) {
    case 'started':
      return [...photos, event.photo];
    case 'progressed':
      return photos.map((photo) => (photo.uid === event.uid ? { ...photo, percent: Math.max(photo.percent, event.percent) } : photo));
    case 'ended':
      return photos.filter((photo) => photo.uid !== event.uid);
  }
}

/**
 * How far a photo has got: the bytes sent out of all of them, held at 99 until the server has
 * answered (the last byte sent is not the photo stored).
 */
export function sendingPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((loaded / total) * 100));
}

/** What the form keeps of an uploaded photo (docs/product.md §3): the name it had and its stored name. */
export function attachedFile(answer: UploadedFile): AttachedFile {
  return { fileName: answer.originalName, url: answer.obsName };
}

/** Where a stored photo is shown from. */
export function photoAddress(file: AttachedFile): string {
  return storedFileAddress(file.url);
}

/** The photos without the one removed. */
export function withoutPhoto(photos: readonly AttachedFile[], url: string): AttachedFile[] {
  return photos.filter((photo) => photo.url !== url);
}
