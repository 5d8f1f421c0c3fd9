/**
 * Lots and manifests, and the bulk import and export of a goods owner's listings (issue 33 items 4–5).
 * A lot is a listing sold as one (a pallet or a case of mixed items) with a manifest: rows of an item's
 * description, quantity, retail value each (pence) and condition grade. The lot is listed under its
 * lowest row grade. Plain constants and functions: the console's and the storefront's pages load this
 * module.
 */
import { CONDITION_GRADES, type ConditionGrade } from './listing';
import { MAX_UPLOAD_BYTES } from './upload';
import { VAT_RATES, VAT_RATE_BASIS_POINTS, type VatRate, VatRateText } from './vat';

/** Rows a manifest may hold (the editor shows them all; a larger consignment is more than one lot). */
export const LOT_MANIFEST_ROWS_MAX = 2_000;
export const LOT_DESCRIPTION_MAX = 200;
/** Units of one manifest row. */
export const LOT_ROW_QUANTITY_MAX = 1_000_000;

export interface ManifestLine {
  quantity: number;
  /** pence, one unit's retail value */
  retailValue: number;
  condition: number;
}

/** The grade a lot is listed under: its lowest row's (grades are numbered best first, so the highest number); null without rows. */
export function lotGrade(rows: readonly Pick<ManifestLine, 'condition'>[]): ConditionGrade | null {
  let lowest: number | null = null;
  for (const row of rows) if (lowest === null || row.condition > lowest) lowest = row.condition;
  return lowest === null ? null : (CONDITION_GRADES.find((grade) => grade === lowest) ?? null);
}

/** A manifest's totals: its units and the retail value the lot represents (pence: each row's value × its quantity). */
export function manifestTotals(rows: readonly ManifestLine[]): { units: number; retailValue: number } {
  let units = 0;
  let retailValue = 0;
  for (const row of rows) {
    units += row.quantity;
    retailValue += row.quantity * row.retailValue;
  }
  return { units, retailValue };
}

/**
 * The grades' names as files write them (import reads either language, or the number; export writes
 * English). The screens' words are the locale strings, these match them.
 */
export const CONDITION_GRADE_WORDS: Record<ConditionGrade, { en: string; zh: string }> = {
  1: { en: 'New', zh: '全新' },
  2: { en: 'Like new', zh: '几乎全新' },
  3: { en: 'Refurbished', zh: '翻新' },
  4: { en: 'Used – good', zh: '二手 – 良好' },
  5: { en: 'Used – fair', zh: '二手 – 一般' },
  6: { en: 'Salvage', zh: '残次品' },
};

// ---------- bulk import ----------

/** The largest import file: the upload limit (10 MB). */
export const IMPORT_MAX_BYTES = MAX_UPLOAD_BYTES;
/** Rows under the header an import file may have. */
export const IMPORT_MAX_ROWS = 10_000;
/** Columns an import file may have. */
export const IMPORT_MAX_COLUMNS = 60;
/** An XLSX is a zip: the most its parts may unpack to, checked before the workbook is read (a small zip can unpack to gigabytes). */
export const IMPORT_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
/** Row errors a preview or a refused import lists (the count is always whole). */
export const IMPORT_ERRORS_SHOWN = 1_000;
/** Rows a preview shows as read. */
export const IMPORT_SAMPLE_ROWS = 20;

/** What a file is imported into: new listings (one product a row), or one lot's manifest (replacing it). */
export const IMPORT_TARGETS = ['products', 'manifest'] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

/** The file types an import reads, decided by the bytes. */
export const IMPORT_FILE_TYPES = ['csv', 'xlsx'] as const;
export type ImportFileType = (typeof IMPORT_FILE_TYPES)[number];
/** The file picker's `accept`. */
export const IMPORT_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ImportColumn<F extends string = string> {
  field: F;
  /** the header the export writes, and the file may use (either language, or the field's own name) */
  en: string;
  zh: string;
  required: boolean;
}

/**
 * A product file's columns, in the export's order: one row is one listing with one option. Prices are
 * pounds as people type them (12.99); condition, category and brand take the number or the name.
 */
export const PRODUCT_IMPORT_COLUMNS = [
  { field: 'nameEn', en: 'Name (English)', zh: '名称（英文）', required: true },
  { field: 'nameZh', en: 'Name (Chinese)', zh: '名称（中文）', required: true },
  { field: 'sellingPointEn', en: 'Selling point (English)', zh: '卖点（英文）', required: false },
  { field: 'sellingPointZh', en: 'Selling point (Chinese)', zh: '卖点（中文）', required: false },
  { field: 'descriptionEn', en: 'Description (English)', zh: '描述（英文）', required: false },
  { field: 'descriptionZh', en: 'Description (Chinese)', zh: '描述（中文）', required: false },
  { field: 'category', en: 'Category', zh: '分类', required: true },
  { field: 'brand', en: 'Brand', zh: '品牌', required: true },
  { field: 'condition', en: 'Condition', zh: '成色', required: true },
  { field: 'price', en: 'Price (GBP)', zh: '售价（英镑）', required: true },
  { field: 'referencePrice', en: 'Retail price (GBP)', zh: '零售参考价（英镑）', required: false },
  { field: 'vatRate', en: 'VAT rate', zh: '增值税税率', required: false },
  { field: 'weightGrams', en: 'Weight (g)', zh: '重量（克）', required: true },
  { field: 'lengthMm', en: 'Length (mm)', zh: '长（毫米）', required: true },
  { field: 'widthMm', en: 'Width (mm)', zh: '宽（毫米）', required: true },
  { field: 'heightMm', en: 'Height (mm)', zh: '高（毫米）', required: true },
  { field: 'warehouse', en: 'Warehouse', zh: '仓库', required: false },
  { field: 'stock', en: 'Stock', zh: '库存', required: false },
  { field: 'minQuantity', en: 'Minimum order', zh: '起订量', required: false },
  { field: 'casePack', en: 'Case pack', zh: '每箱件数', required: false },
  { field: 'pictures', en: 'Pictures', zh: '图片', required: false },
] as const satisfies readonly ImportColumn[];
export type ProductImportField = (typeof PRODUCT_IMPORT_COLUMNS)[number]['field'];

/** A manifest file's columns, in the export's (and the storefront's CSV's) order. */
export const MANIFEST_IMPORT_COLUMNS = [
  { field: 'description', en: 'Item', zh: '物品', required: true },
  { field: 'quantity', en: 'Quantity', zh: '数量', required: true },
  { field: 'retailValue', en: 'Retail value each (GBP)', zh: '单件零售价值（英镑）', required: true },
  { field: 'condition', en: 'Condition', zh: '成色', required: true },
] as const satisfies readonly ImportColumn[];
export type ManifestImportField = (typeof MANIFEST_IMPORT_COLUMNS)[number]['field'];

export type ImportField = ProductImportField | ManifestImportField;

export const importColumns = (target: ImportTarget): readonly ImportColumn[] => (target === 'products' ? PRODUCT_IMPORT_COLUMNS : MANIFEST_IMPORT_COLUMNS);

/** Pictures in one cell are separated by '|' (a product keeps its pictures as one comma-separated list, so never a comma). */
export const PICTURE_SEPARATOR = '|';

const headerKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-–—()（）:：]/g, '');

/**
 * The column each field takes when the file's headers name it (the export's headers in either language,
 * or the field's own name, ignoring case, spaces and brackets); a field no header names is left unmapped.
 */
export function suggestedMapping(target: ImportTarget, headers: readonly string[]): Record<string, number | null> {
  const keys = headers.map(headerKey);
  const mapping: Record<string, number | null> = {};
  for (const column of importColumns(target)) {
    const names = [column.en, column.zh, column.field].map(headerKey);
    const index = keys.findIndex((key) => key !== '' && names.includes(key));
    mapping[column.field] = index >= 0 ? index : null;
  }
  return mapping;
}

/**
 * Pounds as a file holds them (text "12.99", "£1,299.50", or a spreadsheet's number) in whole pence; null
 * when it is not an amount of at most two decimals, or is negative.
 */
export function fileAmountToPence(value: string | number): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    const pence = Math.round(value * 100);
    return Math.abs(pence - value * 100) < 1e-6 && Number.isSafeInteger(pence) ? pence : null;
  }
  const text = value
    .trim()
    .replace(/^£/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Pence as the files write pounds: 1299 → "12.99". */
export const penceToFileAmount = (pence: number): string => `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;

/** A grade from a cell: its number, or its name in either language (ignoring case and dashes); null otherwise. */
export function gradeFromCell(value: string | number): ConditionGrade | null {
  const text = String(value).trim();
  const byNumber = CONDITION_GRADES.find((grade) => String(grade) === text);
  if (byNumber !== undefined) return byNumber;
  const key = headerKey(text);
  for (const grade of CONDITION_GRADES) {
    const words = CONDITION_GRADE_WORDS[grade];
    if (headerKey(words.en) === key || headerKey(words.zh) === key) return grade;
  }
  return null;
}

/**
 * A VAT rate from a cell: its name ('standard', 'reduced', 'zero', in either language) or its percentage
 * ('20%', '20', '5', '0'); null otherwise. A blank cell is the standard rate (the listing's default).
 */
export function vatRateFromCell(value: string | number): VatRate | null {
  const key = headerKey(String(value));
  const number = key.replace(/%$/, '');
  for (const rate of VAT_RATES) {
    const words = [rate, headerKey(VatRateText[rate].en), headerKey(VatRateText[rate].zh), headerKey(VatRateText[rate].zh).replace(/税率.*$/, '')];
    if (words.includes(key) || number === String(VAT_RATE_BASIS_POINTS[rate] / 100)) return rate;
  }
  return null;
}

/** The downloaded manifest's file name: the lot's id, so two lots' files never overwrite each other. */
export const manifestFileName = (productId: number): string => `clearlot-lot-${productId}-manifest.csv`;
