/**
 * Sends one photo to the file service (docs/product.md §7 file upload: form data with the file and
 * `appName`, answer {originalName, obsName}). XMLHttpRequest rather than the JSON client's fetch:
 * only it reports how much of a body has been sent, which the component shows on slow uploads.
 * The answer is read like every other call's (§8): code 200 is success, a sign-in code opens the
 * sign-in dialog, anything else fails with its message in the page language.
 */
import { upload } from '@clearlot/contract/api/paths/file';
import type { Envelope } from '@clearlot/contract/envelope';
import { SignInRequiredCodes, SuccessCode } from '@clearlot/contract/responseCodes';
import type { UploadAppName } from '@clearlot/contract/rules/upload';
import type { UploadedFile } from '@clearlot/contract/schemas/file';
import { emitHttpEvent } from '../http/events';
import { clientMessages } from '../http/messages';
import { currentLanguage, pickMessage } from '../i18n/language';
import { getToken } from '../session/token';
import { sendingPercent } from './photoUploadModel';

/** 10 MB over a slow mobile line takes a while; the JSON calls' 15 s would cut it off. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export class UploadFailed extends Error {
  constructor(
    /** the envelope code, or 0 when no answer came */
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadFailed';
  }
}

export interface SendPhotoOptions {
  appName?: UploadAppName;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

export function sendPhoto(file: File, { appName, onProgress, signal }: SendPhotoOptions): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', upload);
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(sendingPercent(event.loaded, event.total));
    };
    request.onload = () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        answer = null;
      }
      if (isEnvelope(answer) && answer.code === SuccessCode) return resolve(answer.data as UploadedFile);
      const code = isEnvelope(answer) ? answer.code : request.status;
      if (SignInRequiredCodes.includes(code) || request.status === 401) emitHttpEvent({ type: 'signInRequired' });
      reject(new UploadFailed(code, pickMessage(isEnvelope(answer) ? answer : clientMessages.network)));
    };
    request.onerror = () => reject(new UploadFailed(0, pickMessage(clientMessages.network)));
    request.ontimeout = () => reject(new UploadFailed(0, pickMessage(clientMessages.timeout)));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    if (appName) form.set('appName', appName);
    form.set('kind', 'photo');
    form.set('file', file, file.name);
    request.send(form);
  });
}
