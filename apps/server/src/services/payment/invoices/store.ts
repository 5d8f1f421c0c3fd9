/**
 * Every SQL statement of VAT invoices and credit notes (issue 35 item 3): the orders a payment paid in full,
 * what an invoice or credit note is made of, the counter taken for its number, the rows written once, and
 * the lists and the document the pages read. Orders, their items and refunds are read here as refunds read
 * them (the payment service's money documents describe what was paid and given back).
 */
import type { VatDocumentKind, VatPart, VatRate } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

export interface Party {
  name: string;
  address: string;
  vatNumber: string;
}

export interface Supplier extends Party {
  /** the Companies House number as it was at issue; absent from documents issued before goods owners kept one, '' for none */
  companyNumber?: string;
  shopNameEn: string;
  shopNameZh: string;
}

export interface InvoiceSource {
  orderId: number;
  orderNo: string;
  ownerId: number;
  buyerId: number;
  paidAt: Date;
  vatBasis: 'exclusive' | 'inclusive';
  netAmount: number;
  vatAmount: number;
  supplier: Supplier;
  customer: Party;
  items: Array<{
    nameEn: string;
    nameZh: string;
    optionsEn: string;
    optionsZh: string;
    quantity: number;
    unitPrice: number;
    discount: number;
    vatRate: VatRate;
    net: number;
    vat: number;
  }>;
  deliveryParts: VatPart[];
}

const SOURCE_SELECT = `
  select o.id as "orderId", o.order_no as "orderNo", o.owner_id as "ownerId", o.user_id as "buyerId", o.paid_at as "paidAt",
         o.vat_basis as "vatBasis", o.net_amount as "netAmount", o.vat_amount as "vatAmount", o.delivery_vat_parts as "deliveryParts",
         json_build_object('name', g.legal_name, 'address', g.registered_address, 'vatNumber', g.vat_number, 'companyNumber', g.company_number,
                           'shopNameEn', g.shop_name_en, 'shopNameZh', g.shop_name_zh) as supplier,
         json_build_object(
           'name', coalesce(nullif(o.invoice->>'companyName', ''), nullif(u.company_name, ''), o.recipient_name),
           'address', concat_ws(', ', nullif(o.recipient_address, ''), nullif(o.recipient_region, ''), nullif(o.recipient_postcode, '')),
           'vatNumber', coalesce(nullif(o.invoice->>'vatNumber', ''), u.vat_number, '')) as customer,
         (select coalesce(json_agg(json_build_object(
             'nameEn', i.product_name_en, 'nameZh', i.product_name_zh,
             'optionsEn', coalesce((select string_agg(x->>'valueEn', ', ') from jsonb_array_elements(i.sku_options) x), ''),
             'optionsZh', coalesce((select string_agg(x->>'value', '、') from jsonb_array_elements(i.sku_options) x), ''),
             'quantity', i.quantity, 'unitPrice', i.unit_price, 'discount', i.discount, 'vatRate', i.vat_rate,
             'net', i.net_amount, 'vat', i.vat_amount) order by i.id), '[]')
            from order_item i where i.order_id = o.id) as items
    from shop_order o
    join goods_owner g on g.id = o.owner_id
    join app_user u on u.id = o.user_id`;

/**
 * The orders of the trade that are now paid in full and have no invoice yet (a pre-order's deposit alone
 * is not), with what their invoice is made of; orders paid with points only (nothing charged) have none.
 */
export const invoiceSourcesOfTrade = (tx: Queryable, tradeId: number) =>
  tx.query<InvoiceSource>(
    `${SOURCE_SELECT}
      where (o.trade_id = $1 or o.balance_trade_id = $1) and o.paid_at is not null and o.paid_amount >= o.payable and o.net_amount + o.vat_amount > 0
        and not exists (select 1 from vat_document d where d.order_id = o.id and d.kind = 'invoice')
      order by o.id`,
    [tradeId],
  );

/** Takes the next number of the kind: the counter row stays locked until the caller's transaction ends, so numbers never repeat and a rollback leaves no gap. */
export async function takeNumber(tx: Queryable, kind: VatDocumentKind): Promise<number> {
  const [row] = await tx.query<{ number: number }>('update vat_document_counter set last_number = last_number + 1 where kind = $1 returning last_number as number', [kind]);
  return row!.number;
}

export interface NewDocument {
  kind: VatDocumentKind;
  number: number;
  documentNo: string;
  orderId: number;
  orderNo: string;
  refundId: number | null;
  invoiceId: number | null;
  ownerId: number;
  buyerId: number;
  suppliedAt: Date;
  supplier: Supplier;
  customer: Party;
  vatBasis: 'exclusive' | 'inclusive';
  net: number;
  vat: number;
  byRate: VatPart[];
  lines: ReadonlyArray<{
    kind: 'goods' | 'delivery';
    descriptionEn: string;
    descriptionZh: string;
    quantity: number;
    unitPrice: number;
    discount: number;
    vatRate: VatRate;
    net: number;
    vat: number;
  }>;
}

/** Writes the document and its lines (issued now); its id. */
export async function insertDocument(tx: Queryable, doc: NewDocument): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `with document as (
       insert into vat_document (kind, number, document_no, order_id, refund_id, invoice_id, owner_id, buyer_id, issued_at, supplied_at,
                                 supplier, customer, order_no, vat_basis, net_amount, vat_amount, gross_amount, vat_by_rate)
       values ($1, $2, $3, $4, $5, $6, $7, $8, now(), $9, $10::jsonb, $11::jsonb, $12, $13, $14, $15, $14::int + $15::int, $16::jsonb)
       returning id
     ), lines as (
       insert into vat_document_line (document_id, position, kind, description_en, description_zh, quantity, unit_price, discount, vat_rate, net_amount, vat_amount)
       select (select id from document), l.position, l.kind, l.description_en, l.description_zh, l.quantity, l.unit_price, l.discount, l.vat_rate, l.net_amount, l.vat_amount
         from jsonb_to_recordset($17::jsonb) as l(position int, kind text, description_en text, description_zh text, quantity int, unit_price int, discount int,
                                                  vat_rate text, net_amount int, vat_amount int)
     )
     select id from document`,
    [
      doc.kind,
      doc.number,
      doc.documentNo,
      doc.orderId,
      doc.refundId,
      doc.invoiceId,
      doc.ownerId,
      doc.buyerId,
      doc.suppliedAt,
      JSON.stringify(doc.supplier),
      JSON.stringify(doc.customer),
      doc.orderNo,
      doc.vatBasis,
      doc.net,
      doc.vat,
      JSON.stringify(doc.byRate),
      JSON.stringify(
        doc.lines.map((line, index) => ({
          position: index + 1,
          kind: line.kind,
          description_en: line.descriptionEn,
          description_zh: line.descriptionZh,
          quantity: line.quantity,
          unit_price: line.unitPrice,
          discount: line.discount,
          vat_rate: line.vatRate,
          net_amount: line.net,
          vat_amount: line.vat,
        })),
      ),
    ],
  );
  return row!.id;
}

export interface CreditSource {
  refundId: number;
  refundNo: string;
  createdAt: Date;
  invoice: {
    id: number;
    documentNo: string;
    orderId: number;
    orderNo: string;
    ownerId: number;
    buyerId: number;
    supplier: Supplier;
    customer: Party;
    vatBasis: 'exclusive' | 'inclusive';
  } | null;
  /** the refund's lines: goods with their order line's rate and names, or the delivery */
  lines: Array<{ orderItemId: number | null; amount: number; vatRate: VatRate | null; nameEn: string | null; nameZh: string | null }>;
  deliveryParts: VatPart[];
}

/** A refund with its order's invoice (null when the order has none) and its lines. */
export async function creditSource(tx: Queryable, refundId: number): Promise<CreditSource | null> {
  const [row] = await tx.query<CreditSource>(
    `select r.id as "refundId", r.refund_no as "refundNo", r.created_at as "createdAt", o.delivery_vat_parts as "deliveryParts",
            (select json_build_object('id', d.id, 'documentNo', d.document_no, 'orderId', d.order_id, 'orderNo', d.order_no, 'ownerId', d.owner_id,
                                      'buyerId', d.buyer_id, 'supplier', d.supplier, 'customer', d.customer, 'vatBasis', d.vat_basis)
               from vat_document d where d.order_id = r.order_id and d.kind = 'invoice') as invoice,
            (select coalesce(json_agg(json_build_object('orderItemId', l.order_item_id, 'amount', l.amount, 'vatRate', i.vat_rate,
                                                        'nameEn', i.product_name_en, 'nameZh', i.product_name_zh) order by l.id), '[]')
               from refund_line l left join order_item i on i.id = l.order_item_id where l.refund_id = r.id) as lines
       from refund r join shop_order o on o.id = r.order_id
      where r.id = $1`,
    [refundId],
  );
  return row ?? null;
}

export interface DocumentScope {
  /** the buyer's own */
  buyerId?: number;
  /** a goods owner's own (their shops') */
  ownerUserId?: number;
}

function scopeWhere(scope: DocumentScope, params: unknown[]): string {
  const conditions: string[] = [];
  if (scope.buyerId !== undefined) conditions.push(`d.buyer_id = $${params.push(scope.buyerId)}`);
  if (scope.ownerUserId !== undefined) conditions.push(`d.owner_id in (select id from goods_owner where user_id = $${params.push(scope.ownerUserId)})`);
  return conditions.length > 0 ? conditions.join(' or ') : 'true';
}

export interface SummaryRow {
  documentNo: string;
  kind: VatDocumentKind;
  orderNo: string;
  invoiceNo: string | null;
  refundNo: string | null;
  ownerId: number;
  supplierName: string;
  customerName: string;
  issuedAt: Date;
  net: number;
  vat: number;
  gross: number;
  byRate: VatPart[];
}

const SUMMARY_COLUMNS = `d.document_no as "documentNo", d.kind, d.order_no as "orderNo", inv.document_no as "invoiceNo", r.refund_no as "refundNo",
       d.owner_id as "ownerId", d.supplier->>'name' as "supplierName", d.customer->>'name' as "customerName", d.issued_at as "issuedAt",
       d.net_amount as net, d.vat_amount as vat, d.gross_amount as gross, d.vat_by_rate as "byRate"
  from vat_document d left join vat_document inv on inv.id = d.invoice_id left join refund r on r.id = d.refund_id`;

/** The order's documents the scope may see, the invoice first, then its credit notes in order. */
export const documentsOfOrder = (db: Queryable, orderNo: string, scope: DocumentScope) => {
  const params: unknown[] = [orderNo];
  return db.query<SummaryRow>(`select ${SUMMARY_COLUMNS} where d.order_no = $1 and (${scopeWhere(scope, params)}) order by d.id`, params);
};

/** Whether the order exists and the scope may see it (the buyer's own, a goods owner's shop's; any for an empty scope). */
export async function orderVisible(db: Queryable, orderNo: string, scope: DocumentScope): Promise<boolean> {
  const params: unknown[] = [orderNo];
  const conditions: string[] = [];
  if (scope.buyerId !== undefined) conditions.push(`o.user_id = $${params.push(scope.buyerId)}`);
  if (scope.ownerUserId !== undefined) conditions.push(`o.owner_id in (select id from goods_owner where user_id = $${params.push(scope.ownerUserId)})`);
  const rows = await db.query(`select 1 from shop_order o where o.order_no = $1 and (${conditions.length > 0 ? conditions.join(' or ') : 'true'})`, params);
  return rows.length > 0;
}

/** A page of every document, newest first (finance), with how many there are. */
export async function documentPage(
  db: Queryable,
  filter: { kind?: VatDocumentKind | undefined; keyword?: string | undefined },
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (filter.kind) conditions.push(`d.kind = $${params.push(filter.kind)}`);
  if (filter.keyword) conditions.push(`(d.order_no = $${params.push(filter.keyword.toUpperCase())} or d.document_no = $${params.length})`);
  const where = conditions.length > 0 ? conditions.join(' and ') : 'true';
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from vat_document d where ${where}`, params);
  const limit = params.push(page.pageSize);
  const offset = params.push((page.pageNum - 1) * page.pageSize);
  const rows = await db.query<SummaryRow>(`select ${SUMMARY_COLUMNS} where ${where} order by d.id desc limit $${limit} offset $${offset}`, params);
  return { rows, total: count?.total ?? 0 };
}

export interface DocumentRow {
  documentNo: string;
  kind: VatDocumentKind;
  orderNo: string;
  invoiceNo: string | null;
  issuedAt: Date;
  suppliedAt: Date;
  supplier: Supplier;
  customer: Party;
  vatBasis: 'exclusive' | 'inclusive';
  net: number;
  vat: number;
  gross: number;
  byRate: VatPart[];
  lines: Array<{
    kind: 'goods' | 'delivery';
    descriptionEn: string;
    descriptionZh: string;
    quantity: number;
    unitPrice: number;
    discount: number;
    vatRate: VatRate;
    net: number;
    vat: number;
  }>;
}

/** One document as stored, when the scope may see it (another's is simply not found). */
export async function documentByNo(db: Queryable, documentNo: string, scope: DocumentScope): Promise<DocumentRow | null> {
  const params: unknown[] = [documentNo];
  const [row] = await db.query<DocumentRow>(
    `select d.document_no as "documentNo", d.kind, d.order_no as "orderNo", inv.document_no as "invoiceNo", d.issued_at as "issuedAt",
            d.supplied_at as "suppliedAt", d.supplier, d.customer, d.vat_basis as "vatBasis", d.net_amount as net, d.vat_amount as vat,
            d.gross_amount as gross, d.vat_by_rate as "byRate",
            (select json_agg(json_build_object('kind', l.kind, 'descriptionEn', l.description_en, 'descriptionZh', l.description_zh, 'quantity', l.quantity,
                                               'unitPrice', l.unit_price, 'discount', l.discount, 'vatRate', l.vat_rate, 'net', l.net_amount, 'vat', l.vat_amount)
                             order by l.position)
               from vat_document_line l where l.document_id = d.id) as lines
       from vat_document d left join vat_document inv on inv.id = d.invoice_id
      where d.document_no = $1 and (${scopeWhere(scope, params)})`,
    params,
  );
  return row ?? null;
}
