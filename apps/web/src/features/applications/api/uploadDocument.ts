/**
 * Sends one document of the draft (issue 13): a multipart form with the file, the document type in
 * the query and the draft token in its header (the applicant may have no account, so no bearer
 * token). fetch rather than the JSON client: the body is a form. The answer is read like every
 * other call's: code 200 is success, anything else fails with its message in the page language.
 */
import * as ApiPath from '@clearlot/contract/api/paths';
import type { Envelope } from '@clearlot/contract/envelope';
import { SuccessCode } from '@clearlot/contract/responseCodes';
import type { ApplicationDocumentType } from '@clearlot/contract/rules/applications';
import type { ApplicationDocument } from '@clearlot/contract/schemas/applications';
import { clientMessages } from '../../../shared/http/messages';
import { currentLanguage, pickMessage } from '../../../shared/i18n/language';

/** The header the draft token travels in (schemas/applications.ts DRAFT_TOKEN_HEADER; not imported: that module loads zod). */
const DRAFT_TOKEN_HEADER = 'x-application-token';
const UPLOAD_TIMEOUT_MS = 120_000;

export class DocumentUploadFailed extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentUploadFailed';
  }
}

export async function uploadApplicationDocument(draftToken: string, docType: ApplicationDocumentType, file: File): Promise<ApplicationDocument> {
  const form = new FormData();
  form.set('file', file, file.name);
  let answer: Envelope<ApplicationDocument> | null = null;
  try {
    const response = await fetch(`${ApiPath.user.applicationUploadDocument}?docType=${docType}`, {
      method: 'POST',
      headers: { [DRAFT_TOKEN_HEADER]: draftToken, 'Accept-Language': currentLanguage(), Accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
    answer = (await response.json()) as Envelope<ApplicationDocument>;
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new DocumentUploadFailed(0, pickMessage(timedOut ? clientMessages.timeout : clientMessages.network));
  }
  if (answer && answer.code === SuccessCode) return answer.data;
  throw new DocumentUploadFailed(answer?.code ?? 0, pickMessage(answer ?? clientMessages.network));
}
