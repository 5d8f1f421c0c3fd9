/**
 * The carrier label of an approved return (docs/product.md §4 delivery: "return shipping may use a
 * carrier label to download"): a 4 × 6 inch page with the return number as a Code 128 barcode and
 * in words, the order number, where the parcel goes (the ship-from warehouse given on approval),
 * where it comes from (the order's delivery address) and the items inside.
 *
 * Drawn with pdf-lib and the embedded Noto Sans SC subset (platform/pdf/fonts.ts), so a name in any
 * language prints as written; the barcode's bars are bwip-js's Code 128 encoding, drawn as rectangles
 * (issue 35 item 3 replaced the hand-written PDF writer and Code 128 drawer).
 */
import bwipjs from 'bwip-js/node';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { ReturnStatus, formatZonedLabelled, toEpochSeconds } from '@clearlot/contract';
import { embedCjkFonts } from '../../../../platform/pdf/fonts';
import type { ReturnDetailRow } from '../store';

const WIDTH = 288;
const HEIGHT = 432;
const MARGIN = 14;
const BLACK = rgb(0, 0, 0);

/** The bars and spaces of `text` in Code 128 (bwip-js picks the code sets and the check symbol): module widths, bar first. */
export function code128Modules(text: string): number[] {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as Array<{ sbs: number[] }>;
  return symbol!.sbs;
}

class Label {
  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  /** Text cut with an ellipsis to fit the width. */
  text(x: number, y: number, size: number, text: string, weight: 'regular' | 'bold' = 'regular', width = WIDTH - 2 * MARGIN): void {
    const font = weight === 'bold' ? this.bold : this.regular;
    let shown = text;
    while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > width) shown = `${shown.slice(0, -2)}…`;
    this.page.drawText(shown, { x, y, size, font, color: BLACK });
  }

  fill(x: number, y: number, width: number, height: number): void {
    this.page.drawRectangle({ x, y, width, height, color: BLACK });
  }

  barcode(text: string, top: number, height: number): void {
    const modules = code128Modules(text);
    const total = modules.reduce((sum, w) => sum + w, 0) + 20; // ten modules of quiet zone each side
    const module = Math.min(1.4, (WIDTH - 2 * MARGIN) / total);
    let x = (WIDTH - (total - 20) * module) / 2;
    modules.forEach((w, index) => {
      if (index % 2 === 0) this.fill(x, top - height, w * module, height);
      x += w * module;
    });
  }

  block(heading: string, lines: string[], top: number): number {
    this.text(MARGIN, top, 8, heading, 'bold');
    let y = top - 13;
    for (const line of lines.filter(Boolean)) {
      this.text(MARGIN + 6, y, 10, line, 'regular', WIDTH - 2 * MARGIN - 6);
      y -= 12.5;
    }
    return y - 6;
  }
}

/** The label of a request whose return address is set (an approved return and refund). */
export async function returnLabelPdf(request: ReturnDetailRow): Promise<Buffer> {
  const to = request.returnAddress!;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`ClearLot return ${request.returnNo}`);
  pdf.setProducer('ClearLot (pdf-lib, bwip-js)');
  const fonts = await embedCjkFonts(pdf);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const label = new Label(page, fonts.regular, fonts.bold);
  page.drawRectangle({ x: 6, y: 6, width: WIDTH - 12, height: HEIGHT - 12, borderColor: BLACK, borderWidth: 1.5 });
  label.text(MARGIN, HEIGHT - 32, 16, 'ClearLot RETURN', 'bold');
  const approved = request.logs.find((log) => log.status === ReturnStatus.AwaitingShipment);
  label.text(MARGIN, HEIGHT - 46, 8, `Order ${request.orderNo}${approved ? `  -  approved ${formatZonedLabelled(toEpochSeconds(approved.time), 'london', 'en', 'day')}` : ''}`);

  label.barcode(request.returnNo, HEIGHT - 58, 56);
  label.text(MARGIN, HEIGHT - 130, 12, `Return no. ${request.returnNo}`, 'bold');
  label.fill(MARGIN, HEIGHT - 140, WIDTH - 2 * MARGIN, 1);

  let y = label.block('DELIVER TO (RETURNS)', [to.nameEn, to.address, to.city, to.countryCode === 'GB' ? 'United Kingdom' : to.countryCode], HEIGHT - 156);
  y = label.block('FROM', [request.sender.name, request.sender.address, request.sender.region, request.sender.postcode], y);
  label.fill(MARGIN, y + 2, WIDTH - 2 * MARGIN, 1);

  const items = request.lines.map((line) => {
    const options = line.skuOptions
      .map((option) => option.valueEn)
      .filter(Boolean)
      .join(', ');
    return `${line.quantity} x ${line.productNameEn}${options ? ` (${options})` : ''}`;
  });
  const room = Math.max(1, Math.floor((y - 14 - MARGIN - 16) / 12.5));
  const shown = items.length <= room ? items : [...items.slice(0, room - 1), `and ${items.length - room + 1} more item lines`];
  label.block(`ITEMS (${request.lines.reduce((sum, line) => sum + line.quantity, 0)})`, shown, y - 10);
  label.text(MARGIN, MARGIN + 4, 7, 'Put this label on the outside of the parcel. Keep the tracking number for your request.');
  return Buffer.from(await pdf.save());
}
