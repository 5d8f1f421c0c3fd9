/**
 * Bulk import and export of a goods owner's listings (issue 33 item 5). The file travels as a multipart
 * form: the file part (`file`) and one text part (`request`) holding this module's ImportRequest as JSON.
 * A preview reads the file and answers every row's errors without writing anything; a commit reads it
 * again, and writes every row in one transaction or none (refused with the same errors).
 */
import { z } from 'zod';
import { IMPORT_FILE_TYPES, IMPORT_MAX_COLUMNS, IMPORT_TARGETS, importColumns } from '../rules/lot';
import { integer, requestRowId, rowId } from './fields';
import { ClientKey } from './order';

/** The form's text part that carries the request. */
export const IMPORT_REQUEST_FIELD = 'request';

/** The file's column a field takes (0 is the first), or null: the field is not in the file. */
const ColumnIndex = z
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .min(0, { error: 'invalidValue' })
  .max(IMPORT_MAX_COLUMNS - 1, { error: 'invalidValue' })
  .nullable();

export const ImportRequest = z
  .object({
    target: z.enum(IMPORT_TARGETS, { error: 'invalidValue' }),
    /** field → column; left out in a first preview, which suggests one from the headers */
    mapping: z.record(z.string().max(40), ColumnIndex).optional(),
    /** a manifest import: the lot, at the version the editor opened */
    listingId: requestRowId().optional(),
    version: z.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' }).optional(),
    /** a product import: put every new listing on sale at once (each row then needs a picture) */
    publish: z.boolean({ error: 'invalidValue' }).default(false),
    /** a commit's key: the same key again answers what the first import did, once */
    clientKey: ClientKey.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const fields = new Set(importColumns(value.target).map((column) => column.field));
    for (const key of Object.keys(value.mapping ?? {})) if (!fields.has(key)) ctx.addIssue({ code: 'custom', message: 'unknownField', path: ['mapping', key] });
    if (value.target === 'manifest') {
      if (value.listingId === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['listingId'] });
      if (value.version === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['version'] });
    }
  });
export type ImportRequest = z.input<typeof ImportRequest>;

/** One problem of one row: its line in the file (the header is line 1), the field, and the message in both languages. */
export const ImportRowError = z.object({ line: integer(), field: z.string().nullable(), message: z.string(), messageEn: z.string() }).strict();
export type ImportRowError = z.infer<typeof ImportRowError>;

export const ImportPreview = z
  .object({
    fileType: z.enum(IMPORT_FILE_TYPES),
    /** the file's header row */
    columns: z.array(z.string()),
    /** the mapping the rows were read with (the one sent, or the one suggested from the headers) */
    mapping: z.record(z.string(), z.number().int().nullable()),
    rowCount: integer(),
    validCount: integer(),
    /** every row error counted; the first IMPORT_ERRORS_SHOWN listed */
    errorCount: integer(),
    errors: z.array(ImportRowError),
    /** the first rows as read, cell by cell in the file's columns */
    sample: z.array(z.array(z.string())),
  })
  .strict();
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportResult = z
  .object({
    target: z.enum(IMPORT_TARGETS),
    /** rows written: listings created, or the manifest's rows */
    rowCount: integer(),
    /** the listings created (a product import), or the lot (a manifest import) */
    listingIds: z.array(rowId()),
    /** true when this key's import had been done already: nothing was written again */
    repeated: z.boolean(),
  })
  .strict();
export type ImportResult = z.infer<typeof ImportResult>;

/** The catalogue export: the product file's columns, as CSV or as an Excel workbook. */
export const CatalogueExportBody = z.object({ format: z.enum(['csv', 'xlsx'], { error: 'required' }) }).strict();
export type CatalogueExportBody = z.input<typeof CatalogueExportBody>;
