/**
 * VAT invoices and credit notes as the pages list them (issue 35 item 3): what a document is, its number,
 * when it was issued and its totals. The document itself is its PDF (a file, drawn from the stored rows).
 */
import { z } from 'zod';
import { VatPartField, countedListOf, epochTime, pence, rowId } from './fields';

export const VAT_DOCUMENT_KINDS = ['invoice', 'creditNote'] as const;
export type VatDocumentKind = (typeof VAT_DOCUMENT_KINDS)[number];

/** A document's number: INV-00000001 (invoices) or CN-00000001 (credit notes), each kind one unbroken sequence. */
export const VAT_DOCUMENT_NO_PATTERN = /^(INV|CN)-\d{8,}$/;

export const VatDocumentSummary = z
  .object({
    documentNo: z.string(),
    kind: z.enum(VAT_DOCUMENT_KINDS),
    orderNo: z.string(),
    /** a credit note's invoice */
    invoiceNo: z.string().nullable(),
    /** a credit note's refund */
    refundNo: z.string().nullable(),
    ownerId: rowId(),
    supplierName: z.string(),
    customerName: z.string(),
    issuedAt: epochTime(),
    net: pence(),
    vat: pence(),
    gross: pence(),
    byRate: z.array(VatPartField()),
  })
  .strict();
export type VatDocumentSummary = z.infer<typeof VatDocumentSummary>;

export const VatDocumentList = z.object({ list: z.array(VatDocumentSummary) }).strict();
export type VatDocumentList = z.infer<typeof VatDocumentList>;

export const VatDocumentPage = countedListOf(VatDocumentSummary);
export type VatDocumentPage = z.infer<typeof VatDocumentPage>;

export const VatDocumentListBody = z
  .object({
    pageNum: z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(10_000, { error: 'invalidValue' }),
    pageSize: z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(100, { error: 'invalidValue' }),
    kind: z.enum(VAT_DOCUMENT_KINDS, { error: 'invalidValue' }).optional(),
    /** an order number or a document number */
    keyword: z.string({ error: 'wrongType' }).trim().max(40, { error: 'tooLong' }).optional(),
  })
  .strict();
export type VatDocumentListBody = z.infer<typeof VatDocumentListBody>;
