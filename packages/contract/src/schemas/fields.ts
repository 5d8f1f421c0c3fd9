/**
 * The kinds of field the API's answers are made of. Answers are declared as zod schemas so that
 * /openapi.json documents them and the server's tests check every answer against its declaration;
 * the web reads only their inferred types (type-only imports: no zod in the browser bundle).
 */
import { z } from 'zod';
import { VAT_RATES } from '../rules/vat';

export const integer = () => z.number().int();
/** A database id. */
export const rowId = () => z.number().int().positive();
/** The largest id an `int` (int4) column holds: a request's id past it would fail in the database as an internal error. */
export const MAX_ROW_ID = 2_147_483_647;
/** A database id in a request: a positive integer no larger than the `int` columns hold, refused as a field error otherwise. */
export const requestRowId = () => z.number({ error: 'required' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(MAX_ROW_ID, { error: 'invalidValue' });
/** Money: integer pence, never floats (docs/product.md §5). */
export const pence = () => z.number().int().describe('pence');
/** A product's VAT rate (rules/vat.ts): standard 20%, reduced 5%, zero. */
export const VatRateField = () => z.enum(VAT_RATES, { error: 'invalidValue' });
/** One rate's part of an amount: its net and its VAT (rules/vat.ts VatPart). */
export const VatPartField = () => z.object({ rate: VatRateField(), net: pence(), vat: pence() }).strict();
/** A time on the wire: epoch seconds (docs/product.md §5). */
export const epochTime = () => z.number().int().describe('epoch seconds');

/** Answers that are one plain value. */
export const Count = integer().describe('how many');
export const Flag = z.boolean();
export const NoData = z.null();

/** A page of a list, as the list calls answer it. */
export const PageFields = z.object({ total: integer(), pageNum: integer(), pageSize: integer() });
export type Page<T> = z.infer<typeof PageFields> & { list: T[] };
export const pageOf = <T extends z.ZodType>(item: T) => PageFields.extend({ list: z.array(item) }).strict();

/** A list with its full count (no page numbers echoed), e.g. the wallet's ledger. */
export const countedListOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: integer() }).strict();

/** One of the values of a status-like constant object, e.g. codeOf(OrderStatus) for 1 | 2 | … | 12. */
export const codeOf = <T extends Record<string, number>>(kind: T) => z.literal(Object.values(kind) as Array<T[keyof T]>);
