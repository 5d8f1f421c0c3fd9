/**
 * A picture for a chat message (issue 12; issue 31 item 10: a refused picture says why): the rules the server
 * keeps (type, size, name: docs/product.md §5 images) checked before anything is sent, then the file sent to the
 * file service for the message service (docs/product.md §7 file upload). Either refusal comes back as words in
 * the page's language: the catalogue's for a rule, the server's for what only it can tell (the bytes are not a
 * JPEG or PNG, too many pixels…).
 */
import { upload } from '@clearlot/contract/api/paths/file';
import type { Envelope } from '@clearlot/contract/envelope';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { SignInRequiredCodes, SuccessCode } from '@clearlot/contract/responseCodes';
import { acceptAttribute, uploadProblem } from '@clearlot/contract/rules/upload';
import type { UploadedFile } from '@clearlot/contract/schemas/file';
import { emitHttpEvent } from '../http/events';
import { clientMessages } from '../http/messages';
import { type Language, currentLanguage, pickMessage } from '../i18n/language';
import { getToken } from '../session/token';

/** What the chat's file picker offers: '.jpg,.jpeg,.png'. */
export const CHAT_PICTURE_ACCEPT = acceptAttribute('photo');

/** 10 MB over a slow mobile line takes a while; the JSON calls' 15 s would cut it off. */
export const CHAT_PICTURE_TIMEOUT_MS = 120_000;

export class ChatPictureRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ChatPictureRefused';
  }
}

/** Why this file may not be sent as a chat picture, in the page's language; null when it may. */
export function pictureRefusal(file: { name: string; size: number }, language: Language = currentLanguage()): string | null {
  const problem = uploadProblem(file, 'photo');
  return problem ? ErrorCatalogue[problem][language] : null;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/** Uploads a chat picture; its stored name, or a ChatPictureRefused with the reason. */
export async function uploadChatPicture(file: File): Promise<string> {
  const refused = pictureRefusal(file);
  if (refused) throw new ChatPictureRefused(refused);
  const form = new FormData();
  form.set('appName', 'srs-message-service');
  form.set('kind', 'photo');
  form.set('file', file, file.name);
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(upload, { method: 'POST', body: form, headers, signal: AbortSignal.timeout(CHAT_PICTURE_TIMEOUT_MS) });
  } catch (error) {
    throw new ChatPictureRefused(pickMessage(error instanceof DOMException && error.name === 'TimeoutError' ? clientMessages.timeout : clientMessages.network));
  }
  const answer: unknown = await response.json().catch(() => null);
  if (isEnvelope(answer) && answer.code === SuccessCode) return (answer.data as UploadedFile).obsName;
  const code = isEnvelope(answer) ? answer.code : response.status;
  if (SignInRequiredCodes.includes(code) || response.status === 401) emitHttpEvent({ type: 'signInRequired' });
  throw new ChatPictureRefused(pickMessage(isEnvelope(answer) ? answer : clientMessages.network));
}
