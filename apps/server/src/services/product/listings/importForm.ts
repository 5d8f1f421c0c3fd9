/**
 * Reads an import's form (multipart: the file part `file` and the text part `request`, ImportRequest as
 * JSON) within hard limits: the file is cut off past 10 MB (refused as too large, nothing read further),
 * a request announcing more is refused before any of it is read, and every other way the form can be
 * wrong is a catalogue refusal, as the picture upload's form (services/files/form.ts).
 */
import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES } from '@clearlot/contract';
import { UPLOAD_FILE_FIELD } from '@clearlot/contract/schemas/file';
import { IMPORT_REQUEST_FIELD, ImportRequest } from '@clearlot/contract/schemas/import';
import type { z } from 'zod';
import type { ErrorName } from '@clearlot/contract';
import { AppError, RequestValidationError, fail } from '../../../platform/errors';

/** The multipart plugin's refusals, by its error codes (as the picture upload's form answers them). */
const REFUSALS: Record<string, ErrorName> = {
  FST_REQ_FILE_TOO_LARGE: 'importFileTooLarge',
  FST_FILES_LIMIT: 'uploadOneFileOnly',
  FST_FIELDS_LIMIT: 'validationFailed',
  FST_PARTS_LIMIT: 'validationFailed',
  FST_PROTO_VIOLATION: 'validationFailed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'uploadNotMultipart',
  FST_MP_PREMATURE_CLOSE: 'badRequest',
};

function refusalOf(error: unknown): Error {
  if (error instanceof AppError || error instanceof RequestValidationError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && Object.hasOwn(REFUSALS, code)) return new AppError(REFUSALS[code]!);
  // busboy reports a malformed form as a plain Error
  if (error instanceof Error && error.constructor === Error) return new AppError('badRequest');
  return error instanceof Error ? error : new Error(String(error));
}

export interface ImportForm {
  request: z.output<typeof ImportRequest>;
  file: Buffer;
}

/** Room for the form around the file: boundaries, part headers, a long name, the request's JSON (a mapping of 20 fields). */
const FORM_ALLOWANCE_BYTES = 32 * 1024;
const REQUEST_MAX_BYTES = 8 * 1024;

const LIMITS = { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 1, fieldSize: REQUEST_MAX_BYTES, fieldNameSize: 100, parts: 3, headerPairs: 10 };

const unknownPart = (name: string) => new RequestValidationError([{ code: 'unrecognized_keys', keys: [name], path: [], message: '', input: undefined }], 'body');

export async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > IMPORT_MAX_BYTES + FORM_ALLOWANCE_BYTES) fail('importFileTooLarge');
  if (!request.isMultipart()) fail('uploadNotMultipart');
  let text: string | null = null;
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD_FILE_FIELD) throw unknownPart(part.fieldname);
        file = await part.toBuffer();
      } else {
        if (part.fieldname !== IMPORT_REQUEST_FIELD) throw unknownPart(part.fieldname);
        text = String(part.value);
      }
    }
  } catch (error) {
    throw refusalOf(error);
  }
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    throw new RequestValidationError([{ code: 'custom', path: [IMPORT_REQUEST_FIELD], message: 'required', input: undefined }], 'body');
  }
  const parsed = ImportRequest.safeParse(json);
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body');
  if (!file) fail('uploadMissing');
  return { request: parsed.data, file };
}
