/**
 * The PDF of a VAT invoice or credit note, in English or Chinese, drawn from the stored document (./store.ts
 * documentByNo) with pdf-lib and an embedded subset of Noto Sans SC (platform/pdf/fonts.ts). The same rows
 * always give the same bytes: the document's dates are its issue time and nothing else varies, so a download
 * years later shows what was issued (docs/decisions.md "VAT invoices and credit notes").
 *
 * Every field of a full VAT invoice (HMRC VAT Notice 700 §16.3): a unique sequential number, the issue date,
 * the time of supply, the supplier's name, address and VAT number, the customer's name and address, and per
 * line the description, quantity, unit price ex VAT, rate, discount and net amount; then the total net, the
 * VAT per rate, the total VAT and the gross.
 */
import { type DateZone, type VatRate, formatPounds, formatZonedLabelled, toEpochSeconds, vatPercent } from '@clearlot/contract';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { embedCjkFonts } from '../../../platform/pdf/fonts';
import type { DocumentRow } from './store';

export type DocumentLanguage = 'en' | 'zh';

/** ClearLot's own particulars: it issues the documents on the goods owners' behalf. */
export const PLATFORM_ISSUER = { name: 'ClearLot Ltd', address: 'London, United Kingdom' } as const;

const TEXT = {
  en: {
    invoice: 'VAT INVOICE',
    creditNote: 'CREDIT NOTE',
    number: 'Number',
    issued: 'Date of issue',
    supply: 'Time of supply',
    refundDate: 'Date of refund',
    order: 'Order',
    refersTo: 'Corrects invoice',
    supplier: 'Supplier',
    customer: 'Customer',
    vatNumber: 'VAT number',
    companyNumber: 'Company number',
    noVatNumber: 'not given',
    onBehalf: `Issued by ${PLATFORM_ISSUER.name} on behalf of the supplier.`,
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price ex VAT',
    discount: 'Discount',
    rate: 'VAT rate',
    net: 'Net',
    vat: 'VAT',
    totalNet: 'Total net',
    vatAt: (rate: string, net: string) => `VAT at ${rate} on ${net}`,
    totalVat: 'Total VAT',
    gross: 'Total including VAT',
    creditGross: 'Total credited including VAT',
    inclusive: 'This order was placed when prices included VAT: the net and VAT are worked out from what was charged.',
    currency: 'All amounts in pounds sterling (GBP).',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
  zh: {
    invoice: '增值税发票',
    creditNote: '贷项通知单',
    number: '编号',
    issued: '开具日期',
    supply: '供货时间',
    refundDate: '退款日期',
    order: '订单',
    refersTo: '更正发票',
    supplier: '供货方',
    customer: '购买方',
    vatNumber: '增值税号',
    companyNumber: '公司注册号',
    noVatNumber: '未提供',
    onBehalf: `由 ${PLATFORM_ISSUER.name} 代表供货方开具。`,
    description: '品名',
    quantity: '数量',
    unitPrice: '不含税单价',
    discount: '折扣',
    rate: '税率',
    net: '不含税金额',
    vat: '增值税',
    totalNet: '不含税合计',
    vatAt: (rate: string, net: string) => `税率 ${rate}，计税金额 ${net}，增值税`,
    totalVat: '增值税合计',
    gross: '含税总额',
    creditGross: '贷记含税总额',
    inclusive: '本订单下单时价格含增值税：不含税金额与增值税按实收金额推算。',
    currency: '所有金额均以英镑（GBP）计。',
    page: (n: number, of: number) => `第 ${n} 页，共 ${of} 页`,
  },
} as const;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.42, 0.42, 0.46);
const RULE = rgb(0.8, 0.8, 0.83);

/** Columns of the lines table: x of the left edge, width, and alignment. */
const COLUMNS = [
  { key: 'description', x: MARGIN, width: 190, align: 'left' },
  { key: 'quantity', x: MARGIN + 190, width: 40, align: 'right' },
  { key: 'unitPrice', x: MARGIN + 230, width: 70, align: 'right' },
  { key: 'discount', x: MARGIN + 300, width: 55, align: 'right' },
  { key: 'rate', x: MARGIN + 355, width: 45, align: 'right' },
  { key: 'net', x: MARGIN + 400, width: 50, align: 'right' },
  { key: 'vat', x: MARGIN + 450, width: 49.28, align: 'right' },
] as const;

class Writer {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
  }

  /** Room for `height` more points above the footer, or a new page. */
  room(height: number): void {
    if (this.y - height < MARGIN + 30) this.newPage();
  }

  width(text: string, size: number, bold = false): number {
    return (bold ? this.bold : this.regular).widthOfTextAtSize(text, size);
  }

  text(text: string, x: number, size: number, options: { bold?: boolean; colour?: typeof INK; align?: 'left' | 'right'; width?: number } = {}): void {
    const font = options.bold ? this.bold : this.regular;
    const at = options.align === 'right' && options.width !== undefined ? x + options.width - font.widthOfTextAtSize(text, size) : x;
    this.page.drawText(text, { x: at, y: this.y, size, font, color: options.colour ?? INK });
  }

  /** Words (or, for Chinese, characters) wrapped to `width`. */
  wrap(text: string, size: number, width: number, bold = false): string[] {
    const tokens = text.match(/[\u3000-\u9fff\uff00-\uffef]|[^\s\u3000-\u9fff\uff00-\uffef]+\s*|\s+/g) ?? [text];
    const lines: string[] = [];
    let line = '';
    for (const token of tokens) {
      if (line !== '' && this.width((line + token).trimEnd(), size, bold) > width) {
        lines.push(line.trimEnd());
        line = token.trimStart();
      } else line += token;
    }
    if (line.trim() !== '') lines.push(line.trimEnd());
    return lines.length > 0 ? lines : [''];
  }

  rule(): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4.width - MARGIN, y: this.y }, thickness: 0.6, color: RULE });
  }
}

const day = (date: Date, zone: DateZone, language: DocumentLanguage) => formatZonedLabelled(toEpochSeconds(date), zone, language, 'day');

/** The document's PDF in one language; the same stored document always gives the same bytes. */
export async function vatDocumentPdf(doc: DocumentRow, language: DocumentLanguage): Promise<Uint8Array> {
  const t = TEXT[language];
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const title = `${doc.kind === 'invoice' ? t.invoice : t.creditNote} ${doc.documentNo}`;
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setAuthor(doc.supplier.name);
  pdf.setCreator(PLATFORM_ISSUER.name);
  pdf.setProducer('ClearLot (pdf-lib)');
  pdf.setLanguage(language === 'en' ? 'en-GB' : 'zh-CN');
  pdf.setCreationDate(new Date(doc.issuedAt));
  pdf.setModificationDate(new Date(doc.issuedAt));
  const fonts = await embedCjkFonts(pdf);
  const w = new Writer(pdf, fonts.regular, fonts.bold);
  const money = (pence: number) => formatPounds(pence);
  const describe = (line: DocumentRow['lines'][number]) => (language === 'en' ? line.descriptionEn : line.descriptionZh);
  const rate = (value: VatRate) => vatPercent(value);

  // heading: what it is and its particulars
  w.text(doc.kind === 'invoice' ? t.invoice : t.creditNote, MARGIN, 20, { bold: true });
  w.text(doc.supplier.name, MARGIN + 260, 11, { bold: true, align: 'right', width: A4.width - 2 * MARGIN - 260 });
  w.y -= 26;
  const facts: Array<[string, string]> = [
    [t.number, doc.documentNo],
    [t.issued, day(doc.issuedAt, 'london', language)],
    [doc.kind === 'invoice' ? t.supply : t.refundDate, day(doc.suppliedAt, 'london', language)],
    [t.order, doc.orderNo],
    ...(doc.invoiceNo ? ([[t.refersTo, doc.invoiceNo]] as Array<[string, string]>) : []),
  ];
  for (const [label, value] of facts) {
    w.text(label, MARGIN, 9.5, { colour: GREY });
    w.text(value, MARGIN + 110, 9.5, { bold: label === t.number });
    w.y -= 14;
  }
  w.y -= 8;

  // the two parties, side by side
  const partyTop = w.y;
  const party = (heading: string, lines: string[], x: number) => {
    w.y = partyTop;
    w.text(heading, x, 9, { bold: true, colour: GREY });
    w.y -= 14;
    for (const line of lines.flatMap((text) => w.wrap(text, 10, 230))) {
      w.text(line, x, 10);
      w.y -= 13;
    }
    return w.y;
  };
  const supplierEnd = party(
    t.supplier,
    [
      doc.supplier.name,
      doc.supplier.address,
      `${t.vatNumber}: ${doc.supplier.vatNumber || t.noVatNumber}`,
      // documents issued before owners kept a company number have none in their stored supplier
      ...(doc.supplier.companyNumber ? [`${t.companyNumber}: ${doc.supplier.companyNumber}`] : []),
    ].filter(Boolean),
    MARGIN,
  );
  const customerEnd = party(
    t.customer,
    [doc.customer.name, doc.customer.address, ...(doc.customer.vatNumber ? [`${t.vatNumber}: ${doc.customer.vatNumber}`] : [])].filter(Boolean),
    MARGIN + 260,
  );
  w.y = Math.min(supplierEnd, customerEnd) - 4;
  w.text(t.onBehalf, MARGIN, 8.5, { colour: GREY });
  w.y -= 20;

  // the lines
  const header = () => {
    for (const column of COLUMNS) w.text(t[column.key], column.x, 8.5, { bold: true, colour: GREY, align: column.align, width: column.width });
    w.y -= 6;
    w.rule();
    w.y -= 13;
  };
  header();
  for (const line of doc.lines) {
    const description = w.wrap(describe(line), 9.5, COLUMNS[0].width - 8);
    w.room(description.length * 12 + 6);
    if (w.y === A4.height - MARGIN) header();
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      description: description[0]!,
      quantity: String(line.quantity),
      unitPrice: money(line.unitPrice),
      discount: line.discount > 0 ? `−${money(line.discount)}` : '—',
      rate: rate(line.vatRate),
      net: money(line.net),
      vat: money(line.vat),
    };
    for (const column of COLUMNS) w.text(cells[column.key], column.x, 9.5, { align: column.align, width: column.width });
    for (const more of description.slice(1)) {
      w.y -= 12;
      w.text(more, MARGIN, 9.5);
    }
    w.y -= 16;
  }
  w.y += 6;
  w.rule();
  w.y -= 18;

  // the totals: net, VAT per rate, VAT, gross
  const totals: Array<[string, string, boolean]> = [
    [t.totalNet, money(doc.net), false],
    ...doc.byRate.map((part): [string, string, boolean] => [t.vatAt(rate(part.rate), money(part.net)), money(part.vat), false]),
    [t.totalVat, money(doc.vat), false],
    [doc.kind === 'invoice' ? t.gross : t.creditGross, money(doc.gross), true],
  ];
  w.room(totals.length * 16 + 40);
  for (const [label, value, strong] of totals) {
    w.text(label, MARGIN + 230, strong ? 11 : 9.5, { bold: strong, align: 'right', width: 200 });
    w.text(value, MARGIN + 440, strong ? 11 : 9.5, { bold: strong, align: 'right', width: A4.width - 2 * MARGIN - 440 });
    w.y -= strong ? 18 : 15;
  }
  w.y -= 10;
  for (const note of [...(doc.vatBasis === 'inclusive' ? [t.inclusive] : []), t.currency]) {
    for (const line of w.wrap(note, 8.5, A4.width - 2 * MARGIN)) {
      w.room(12);
      w.text(line, MARGIN, 8.5, { colour: GREY });
      w.y -= 12;
    }
  }

  // page numbers and the document number at the foot of every page
  w.pages.forEach((page, index) => {
    const footer = `${doc.documentNo} · ${t.page(index + 1, w.pages.length)}`;
    page.drawText(footer, { x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(footer, 8), y: MARGIN - 18, size: 8, font: fonts.regular, color: GREY });
  });
  return pdf.save({ useObjectStreams: true });
}
