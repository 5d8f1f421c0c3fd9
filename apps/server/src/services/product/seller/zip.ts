/**
 * The streamed export of a goods owner's product names and codes (issue 13,
 * /seller/shop/product/exportProductNameZip): a zip holding one CSV (UTF-8 with a byte-order mark,
 * so spreadsheet programs read the Chinese names), written page by page as the rows are read, so
 * neither the rows nor the zip are ever whole in memory.
 */
import { Readable } from 'node:stream';
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import type { Queryable } from '../../../platform/db';
import { PRODUCT_STATUS_TEXT } from './service';
import * as store from './store';

const PAGE = 500;

/** One CSV field, quoted when it holds a comma, quote or line break; formula-looking text is defused. */
export function csvField(value: string | number): string {
  let text = String(value);
  // a leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (fields: ReadonlyArray<string | number>) => `${fields.map(csvField).join(',')}\r\n`;

export function productNameZip(db: Queryable, ownerId: number): Readable {
  const output = new Readable({ read() {} });
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.push(Buffer.from(chunk));
    if (final) output.push(null);
  });
  const csv = new ZipDeflate('products.csv', { level: 6 });
  zip.add(csv);
  void (async () => {
    try {
      csv.push(strToU8(`\uFEFF${line(['Product ID', 'SKU codes', 'Name (English)', 'Name (Chinese)', 'Status'])}`));
      let after = 0;
      for (;;) {
        const rows = await store.productNamesAfter(db, ownerId, after, PAGE);
        if (rows.length === 0) break;
        csv.push(strToU8(rows.map((row) => line([row.id, row.skuCodes, row.nameEn, row.nameZh, PRODUCT_STATUS_TEXT[row.status] ?? String(row.status)])).join('')));
        after = rows[rows.length - 1]!.id;
        if (rows.length < PAGE) break;
      }
      csv.push(new Uint8Array(0), true);
      zip.end();
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return output;
}
