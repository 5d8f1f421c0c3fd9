/**
 * Reads the upload form (multipart: one file part named `file`, and the text fields of
 * UploadFields) within hard limits: the file is cut off at 10 MB + nothing, so a larger one is
 * refused as soon as its 10 MB are passed, and a request that announces more than that is
 * refused before any of it is read. Every way a form can be wrong ends in a catalogue refusal.
 */
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@clearlot/contract/rules/upload';
import { UPLOAD_FILE_FIELD, UploadFields } from '@clearlot/contract/schemas/file';
import type { ErrorName } from '@clearlot/contract';
import { AppError, RequestValidationError, fail } from '../../platform/errors';

export interface UploadForm {
  fields: UploadFields;
  file: { name: string; bytes: Buffer };
}

/** Room in a request for the form around the file: boundaries, part headers, a 255-character name, two short fields. */
const FORM_ALLOWANCE_BYTES = 16 * 1024;

const LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 4,
  // the field values are short names (UploadFields); a longer one is cut and then refused by the schema
  fieldSize: 100,
  fieldNameSize: 100,
  parts: 6,
  headerPairs: 10,
};

/** The multipart plugin's refusals, by its error codes. */
const REFUSALS: Record<string, ErrorName> = {
  FST_REQ_FILE_TOO_LARGE: 'uploadTooLarge',
  FST_FILES_LIMIT: 'uploadOneFileOnly',
  FST_FIELDS_LIMIT: 'validationFailed',
  FST_PARTS_LIMIT: 'validationFailed',
  FST_PROTO_VIOLATION: 'validationFailed',
  FST_INVALID_JSON_FIELD_ERROR: 'validationFailed',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'uploadNotMultipart',
  FST_MP_PREMATURE_CLOSE: 'badRequest',
};

/**
 * The file name as it was chosen: browsers write '"', CR and LF in a form's file name as %22, %0D
 * and %0A (the HTML standard's multipart/form-data encoding), which busboy leaves as they are.
 */
function browserFileName(sent: string): string {
  return sent.replace(/%(22|0D|0A)/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A request whose declared length is past any acceptable form is refused before its body is read. */
export function refuseOversizedForm(request: FastifyRequest): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + FORM_ALLOWANCE_BYTES) fail('uploadTooLarge');
}

const unknownPart = (name: string) => new RequestValidationError([{ code: 'unrecognized_keys', keys: [name], path: [], message: '', input: undefined }], 'body');

export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) fail('uploadNotMultipart');
  const values = new Map<string, string | string[]>();
  let file: UploadForm['file'] | null = null;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD_FILE_FIELD) throw unknownPart(part.fieldname);
        file = { name: browserFileName(part.filename), bytes: await part.toBuffer() };
      } else {
        const value = String(part.value);
        const earlier = values.get(part.fieldname);
        // a field sent twice is a list, which the schema refuses
        values.set(part.fieldname, earlier === undefined ? value : [earlier, value].flat());
      }
    }
  } catch (error) {
    throw refusalOf(error);
  }
  const fields = UploadFields.safeParse(Object.fromEntries(values));
  if (!fields.success) throw new RequestValidationError(fields.error.issues, 'body');
  if (!file) fail('uploadMissing');
  return { fields: fields.data, file };
}

/** The refusal for what went wrong while the form was read: the plugin's limits, or a form busboy could not parse. */
function refusalOf(error: unknown): Error {
  if (error instanceof AppError || error instanceof RequestValidationError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && Object.hasOwn(REFUSALS, code)) return new AppError(REFUSALS[code]!);
  // busboy reports a malformed form ('Malformed part header', 'Unexpected end of form') as a plain Error
  if (error instanceof Error && error.constructor === Error) return new AppError('badRequest');
  return error instanceof Error ? error : new Error(String(error));
}
