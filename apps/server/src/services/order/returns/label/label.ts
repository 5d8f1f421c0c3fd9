/**
 * The carrier label of an approved return (docs/product.md §4 delivery: "return shipping may use a
 * carrier label to download"): a 4 × 6 inch page with the return number as a Code 128 barcode and
 * in words, the order number, where the parcel goes (the ship-from warehouse given on approval),
 * where it comes from (the order's delivery address) and the items inside.
 */
import { ReturnStatus, formatZonedLabelled, toEpochSeconds } from '@clearlot/contract';
import type { ReturnDetailRow } from '../store';
import { code128Widths } from './code128';
import { PdfPage, pdfDocument } from './pdf';

const WIDTH = 288;
const HEIGHT = 432;
const MARGIN = 14;
/** Helvetica's widest capitals run about 0.6 em; lines are cut to fit rather than measured. */
const fit = (text: string, size: number, width = WIDTH - 2 * MARGIN) => {
  const most = Math.floor(width / (size * 0.55));
  return text.length <= most ? text : `${text.slice(0, most - 3)}...`;
};

function barcode(page: PdfPage, text: string, top: number, height: number): void {
  const widths = code128Widths(text);
  const modules = widths.reduce((sum, w) => sum + w, 0) + 20; // ten modules of quiet zone each side
  const module = Math.min(1.4, (WIDTH - 2 * MARGIN) / modules);
  let x = (WIDTH - (modules - 20) * module) / 2;
  widths.forEach((w, index) => {
    if (index % 2 === 0) page.fill(x, top - height, w * module, height);
    x += w * module;
  });
}

function block(page: PdfPage, heading: string, lines: string[], top: number): number {
  page.text(MARGIN, top, 8, heading, 'bold');
  let y = top - 13;
  for (const line of lines.filter(Boolean)) {
    page.text(MARGIN + 6, y, 10, fit(line, 10, WIDTH - 2 * MARGIN - 6));
    y -= 12.5;
  }
  return y - 6;
}

/** The label of a request whose return address is set (an approved return and refund). */
export function returnLabelPdf(request: ReturnDetailRow): Buffer {
  const to = request.returnAddress!;
  const page = new PdfPage(WIDTH, HEIGHT);
  page.frame(6, 6, WIDTH - 12, HEIGHT - 12, 1.5);
  page.text(MARGIN, HEIGHT - 32, 16, 'ClearLot RETURN', 'bold');
  const approved = request.logs.find((log) => log.status === ReturnStatus.AwaitingShipment);
  page.text(MARGIN, HEIGHT - 46, 8, `Order ${request.orderNo}${approved ? `  -  approved ${formatZonedLabelled(toEpochSeconds(approved.time), 'london', 'en', 'day')}` : ''}`);

  barcode(page, request.returnNo, HEIGHT - 58, 56);
  page.text(MARGIN, HEIGHT - 130, 12, `Return no. ${request.returnNo}`, 'bold');
  page.fill(MARGIN, HEIGHT - 140, WIDTH - 2 * MARGIN, 1);

  let y = block(page, 'DELIVER TO (RETURNS)', [to.nameEn, to.address, to.city, to.countryCode === 'GB' ? 'United Kingdom' : to.countryCode], HEIGHT - 156);
  y = block(page, 'FROM', [request.sender.name, request.sender.address, request.sender.region, request.sender.postcode], y);
  page.fill(MARGIN, y + 2, WIDTH - 2 * MARGIN, 1);

  const items = request.lines.map((line) => {
    const options = line.skuOptions
      .map((option) => option.valueEn)
      .filter(Boolean)
      .join(', ');
    return `${line.quantity} x ${line.productNameEn}${options ? ` (${options})` : ''}`;
  });
  const room = Math.max(1, Math.floor((y - 14 - MARGIN - 16) / 12.5));
  const shown = items.length <= room ? items : [...items.slice(0, room - 1), `and ${items.length - room + 1} more item lines`];
  block(page, `ITEMS (${request.lines.reduce((sum, line) => sum + line.quantity, 0)})`, shown, y - 10);
  page.text(MARGIN, MARGIN + 4, 7, 'Put this label on the outside of the parcel. Keep the tracking number for your request.');
  return pdfDocument(page, `ClearLot return ${request.returnNo}`);
}
