/**
 * The goods owner's catalogue as a file in the product import's column layout (issue 33 item 5), so an
 * exported file can be edited and imported again; and a lot's manifest as CSV, the product page's
 * download (issue 33 item 4). CSV is UTF-8 with a byte-order mark (spreadsheet programs then read the
 * Chinese), formula-looking text defused with a leading apostrophe (the import takes it off again);
 * XLSX cells are written as values, never formulas.
 *
 * One row per option, a listing's options under its id as their product key, each with its options' words,
 * minimum order, case pack and tier prices, and the listing's own fields repeated (so every row reads on its
 * own; imported again, the rows make the same listings). The stock is the option's largest shelf and its
 * warehouse (an import row has one shelf).
 */
import { Readable } from 'node:stream';
import writeXlsxFile from 'write-excel-file/node';
import {
  CONDITION_GRADE_WORDS,
  type ConditionGrade,
  MANIFEST_IMPORT_COLUMNS,
  type ManifestRow,
  PICTURE_SEPARATOR,
  PRODUCT_IMPORT_COLUMNS,
  type ProductImportField,
  optionsToCell,
  penceToFileAmount,
  tiersToCell,
} from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { csvField } from '../seller/zip';
import { type ExportCursor, type ExportRow, exportRowsAfter } from './store';

const PAGE = 1_000;

const csvLine = (fields: ReadonlyArray<string | number>) => `${fields.map(csvField).join(',')}\r\n`;

const gradeWord = (grade: number, language: 'en' | 'zh') => CONDITION_GRADE_WORDS[grade as ConditionGrade]?.[language] ?? String(grade);

/** One option as the product file's cells, in PRODUCT_IMPORT_COLUMNS' order. */
function cells(row: ExportRow): Array<string | number> {
  const value: Record<ProductImportField, string | number> = {
    productKey: row.productId,
    nameEn: row.nameEn,
    nameZh: row.nameZh,
    optionsEn: optionsToCell(row.options.map((option) => ({ name: option.nameEn, value: option.valueEn }))),
    optionsZh: optionsToCell(row.options.map((option) => ({ name: option.name, value: option.value }))),
    sellingPointEn: row.sellingPointEn,
    sellingPointZh: row.sellingPointZh,
    descriptionEn: row.descriptionEn,
    descriptionZh: row.descriptionZh,
    category: row.categoryId,
    brand: row.brandId,
    condition: gradeWord(row.condition, 'en'),
    price: penceToFileAmount(row.price),
    referencePrice: penceToFileAmount(row.referencePrice),
    vatRate: row.vatRate,
    weightGrams: row.weightGrams,
    // the generated catalogue's options have no sizes: left blank, for the owner to fill in before importing
    lengthMm: row.lengthMm ?? '',
    widthMm: row.widthMm ?? '',
    heightMm: row.heightMm ?? '',
    warehouse: row.warehouseCode ?? '',
    stock: row.stock,
    minQuantity: row.minQuantity,
    casePack: row.casePack,
    tierPrices: tiersToCell(row.priceTiers),
    pictures: row.pictures.split(',').filter(Boolean).join(PICTURE_SEPARATOR),
  };
  return PRODUCT_IMPORT_COLUMNS.map((column) => value[column.field]);
}

/** Every option of the shop's listings, page by page. */
async function* exportRows(db: Queryable, ownerId: number): AsyncGenerator<ExportRow[]> {
  let after: ExportCursor = { productId: 0, sortOrder: -1, skuId: 0 };
  for (;;) {
    const rows = await exportRowsAfter(db, ownerId, after, PAGE);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!;
  }
}

/** The catalogue as CSV, written page by page as the rows are read. */
export function catalogueCsv(db: Queryable, ownerId: number): Readable {
  return Readable.from(
    (async function* () {
      yield `\uFEFF${csvLine(PRODUCT_IMPORT_COLUMNS.map((column) => column.en))}`;
      for await (const rows of exportRows(db, ownerId)) yield rows.map((row) => csvLine(cells(row))).join('');
    })(),
  );
}

/** The catalogue as an Excel workbook (whole in memory: the library writes the zip at the end). */
export async function catalogueXlsx(db: Queryable, ownerId: number): Promise<Buffer> {
  const data: Array<Array<{ value: string | number; type?: typeof String | typeof Number } | null>> = [
    PRODUCT_IMPORT_COLUMNS.map((column) => ({ value: column.en, type: String, fontWeight: 'bold' as const })),
  ];
  for await (const rows of exportRows(db, ownerId)) {
    for (const row of rows) data.push(cells(row).map((value) => (typeof value === 'number' ? { value, type: Number } : { value, type: String })));
  }
  return writeXlsxFile(data, { sheet: 'Products' }).toBuffer();
}

/** A lot's manifest as CSV in the manifest import's columns, headed in the page's language. */
export function manifestCsv(rows: readonly ManifestRow[], language: 'en' | 'zh'): string {
  const header = csvLine(MANIFEST_IMPORT_COLUMNS.map((column) => column[language]));
  return `\uFEFF${header}${rows.map((row) => csvLine([row.description, row.quantity, penceToFileAmount(row.retailValue), gradeWord(row.condition, language)])).join('')}`;
}
