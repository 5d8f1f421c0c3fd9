/**
 * VAT invoices and credit notes (issue 35 item 3; docs/decisions.md "VAT invoices and credit notes").
 *
 * - An order paid in full gets one invoice, in the payment's transaction (an order is one goods owner's
 *   goods from one warehouse, so this is one invoice per goods owner per order). ClearLot issues it on the
 *   goods owner's behalf, in their legal name, address and VAT number.
 * - A refund of an invoiced order gets one credit note referring to the invoice, in the refund's
 *   transaction. A refund of an order without an invoice (a pre-order's deposit) has none: no VAT invoice was
 *   issued to correct.
 * - Numbers: one unbroken sequence per kind, taken from the counter row in the same transaction.
 * - Everything the document says is stored as issued and never changes (the database refuses updates); the
 *   PDF is drawn from those rows (./pdf.ts).
 */
import {
  type VatDocumentKind,
  type VatDocumentList,
  type VatDocumentListBody,
  type VatDocumentPage,
  type VatDocumentSummary,
  type VatPart,
  type VatRate,
  Role,
  shareByWeight,
  toEpochSeconds,
  vatByRate,
  vatInclusiveSplit,
  FINANCE_ROLES,
} from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import type { SessionRecord } from '../../../platform/sessions';
import * as store from './store';

const PREFIX: Record<VatDocumentKind, string> = { invoice: 'INV', creditNote: 'CN' };
export const documentNoOf = (kind: VatDocumentKind, number: number) => `${PREFIX[kind]}-${String(number).padStart(8, '0')}`;

const DELIVERY_TEXT = { en: 'Delivery', zh: '运费' };

/** Issues the invoice of every order the trade has just paid in full; in the payment's transaction. */
export async function issueInvoicesOfTrade(tx: Queryable, tradeId: number): Promise<void> {
  for (const order of await store.invoiceSourcesOfTrade(tx, tradeId)) {
    const number = await store.takeNumber(tx, 'invoice');
    const goods = order.items.map((item) => ({
      kind: 'goods' as const,
      descriptionEn: item.optionsEn ? `${item.nameEn} (${item.optionsEn})` : item.nameEn,
      descriptionZh: item.optionsZh ? `${item.nameZh}（${item.optionsZh}）` : item.nameZh,
      quantity: item.quantity,
      // prices are ex VAT; an order placed before (inclusive) shows the ex-VAT unit price its stored net gives
      unitPrice: order.vatBasis === 'exclusive' ? item.unitPrice : Math.round((item.net + item.discount) / item.quantity),
      discount: item.discount,
      vatRate: item.vatRate,
      net: item.net,
      vat: item.vat,
    }));
    const delivery = order.deliveryParts
      .filter((part) => part.net > 0)
      .map((part) => ({
        kind: 'delivery' as const,
        descriptionEn: DELIVERY_TEXT.en,
        descriptionZh: DELIVERY_TEXT.zh,
        quantity: 1,
        unitPrice: part.net,
        discount: 0,
        vatRate: part.rate,
        net: part.net,
        vat: part.vat,
      }));
    const lines = [...goods, ...delivery];
    await store.insertDocument(tx, {
      kind: 'invoice',
      number,
      documentNo: documentNoOf('invoice', number),
      orderId: order.orderId,
      orderNo: order.orderNo,
      refundId: null,
      invoiceId: null,
      ownerId: order.ownerId,
      buyerId: order.buyerId,
      suppliedAt: order.paidAt,
      supplier: order.supplier,
      customer: order.customer,
      vatBasis: order.vatBasis,
      net: order.netAmount,
      vat: order.vatAmount,
      byRate: vatByRate(lines.map((line) => ({ rate: line.vatRate, net: line.net, vat: line.vat }))),
      lines,
    });
  }
}

/**
 * A refund's amount of a line (or of the delivery) split into net and VAT: refunds give back VAT-inclusive
 * money, so each part is read as gross at its rate; the delivery's refund is shared over its rates' parts
 * by their gross first.
 */
function refundParts(line: store.CreditSource['lines'][number], deliveryParts: readonly VatPart[]): Array<VatPart> {
  if (line.orderItemId !== null) {
    const split = vatInclusiveSplit(line.amount, line.vatRate!);
    return [{ rate: line.vatRate!, net: split.net, vat: split.vat }];
  }
  const parts = deliveryParts.length > 0 ? deliveryParts : [{ rate: 'standard' as VatRate, net: line.amount, vat: 0 }];
  const shares = shareByWeight(
    line.amount,
    parts.map((part) => part.net + part.vat),
  );
  return parts.map((part, index) => {
    const split = vatInclusiveSplit(shares[index]!, part.rate);
    return { rate: part.rate, net: split.net, vat: split.vat };
  });
}

/** Issues the credit note of a refund just made, when its order has an invoice; in the refund's transaction. */
export async function issueCreditNote(tx: Queryable, refundId: number): Promise<void> {
  const source = await store.creditSource(tx, refundId);
  if (!source?.invoice) return;
  const invoice = source.invoice;
  const lines = source.lines.flatMap((line) =>
    refundParts(line, source.deliveryParts)
      .filter((part) => part.net + part.vat > 0)
      .map((part) => ({
        kind: line.orderItemId === null ? ('delivery' as const) : ('goods' as const),
        descriptionEn: `Refund: ${line.nameEn ?? DELIVERY_TEXT.en}`,
        descriptionZh: `退款：${line.nameZh ?? DELIVERY_TEXT.zh}`,
        quantity: 1,
        unitPrice: part.net,
        discount: 0,
        vatRate: part.rate,
        net: part.net,
        vat: part.vat,
      })),
  );
  if (lines.length === 0) return;
  const number = await store.takeNumber(tx, 'creditNote');
  const byRate = vatByRate(lines.map((line) => ({ rate: line.vatRate, net: line.net, vat: line.vat })));
  await store.insertDocument(tx, {
    kind: 'creditNote',
    number,
    documentNo: documentNoOf('creditNote', number),
    orderId: invoice.orderId,
    orderNo: invoice.orderNo,
    refundId: source.refundId,
    invoiceId: invoice.id,
    ownerId: invoice.ownerId,
    buyerId: invoice.buyerId,
    suppliedAt: source.createdAt,
    supplier: invoice.supplier,
    customer: invoice.customer,
    vatBasis: invoice.vatBasis,
    net: byRate.reduce((total, part) => total + part.net, 0),
    vat: byRate.reduce((total, part) => total + part.vat, 0),
    byRate,
    lines,
  });
}

/**
 * Who may read which documents: finance and administrators all; anyone else their own as the buyer and
 * their shops' as a goods owner. Another's document is simply not found.
 */
export function scopeOf(session: SessionRecord): store.DocumentScope | 'all' {
  if (FINANCE_ROLES.some((role) => session.roles.includes(role))) return 'all';
  return { buyerId: session.userId, ...(session.roles.includes(Role.Seller) ? { ownerUserId: session.userId } : {}) };
}

const toSummary = (row: store.SummaryRow): VatDocumentSummary => ({
  documentNo: row.documentNo,
  kind: row.kind,
  orderNo: row.orderNo,
  invoiceNo: row.invoiceNo,
  refundNo: row.refundNo,
  ownerId: row.ownerId,
  supplierName: row.supplierName,
  customerName: row.customerName,
  issuedAt: toEpochSeconds(row.issuedAt)!,
  net: row.net,
  vat: row.vat,
  gross: row.gross,
  byRate: row.byRate,
});

export async function orderDocuments(db: Queryable, session: SessionRecord, orderNo: string): Promise<VatDocumentList> {
  const scope = scopeOf(session);
  const rows = await store.documentsOfOrder(db, orderNo, scope === 'all' ? {} : scope);
  // another account's order is not found, never an empty list that says it exists
  if (rows.length === 0 && !(await store.orderVisible(db, orderNo, scope === 'all' ? {} : scope))) fail('orderNotFound');
  return { list: rows.map(toSummary) };
}

export async function documentList(db: Queryable, body: VatDocumentListBody): Promise<VatDocumentPage> {
  const { rows, total } = await store.documentPage(db, { kind: body.kind, keyword: body.keyword }, body);
  return { list: rows.map(toSummary), total };
}

export async function documentForDownload(db: Queryable, session: SessionRecord, documentNo: string): Promise<store.DocumentRow> {
  const scope = scopeOf(session);
  return (await store.documentByNo(db, documentNo, scope === 'all' ? {} : scope)) ?? fail('vatDocumentNotFound');
}
