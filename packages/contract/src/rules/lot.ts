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
 * A product file's columns, in the export's order: one row is one option. Rows with the same product key
 * are one listing with an option each (the key is any text; blank: the row is a listing of its own); the
 * listing's own fields (names, texts, category, brand, condition, VAT rate, pictures) are read from its
 * first row and may be left blank or repeated on the others (PRODUCT_IMPORT_LISTING_FIELDS). Prices are
 * pounds as people type them (12.99); condition, category and brand take the number or the name; options
 * and tier prices are pairs (optionsCell, tiersCell).
 */
export const PRODUCT_IMPORT_COLUMNS = [
  { field: 'productKey', en: 'Product key', zh: '商品编号', required: false },
  { field: 'nameEn', en: 'Name (English)', zh: '名称（英文）', required: true },
  { field: 'nameZh', en: 'Name (Chinese)', zh: '名称（中文）', required: true },
  { field: 'optionsEn', en: 'Options (English)', zh: '规格（英文）', required: false },
  { field: 'optionsZh', en: 'Options (Chinese)', zh: '规格（中文）', required: false },
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
  { field: 'tierPrices', en: 'Tier prices (GBP)', zh: '阶梯价（英镑）', required: false },
  { field: 'pictures', en: 'Pictures', zh: '图片', required: false },
] as const satisfies readonly ImportColumn[];
export type ProductImportField = (typeof PRODUCT_IMPORT_COLUMNS)[number]['field'];

/** The listing's own fields: read from the first row of a product key, blank or the same on its other rows. */
export const PRODUCT_IMPORT_LISTING_FIELDS: readonly ProductImportField[] = [
  'nameEn',
  'nameZh',
  'sellingPointEn',
  'sellingPointZh',
  'descriptionEn',
  'descriptionZh',
  'category',
  'brand',
  'condition',
  'vatRate',
  'pictures',
];

/** Options (and tiers) in one cell: pairs separated by ';', a pair's two sides by ':' (full-width ；and ：read too). */
const PAIR_SEPARATOR = /[;；]/;
const PAIR_SIDES = /[:：]/;

/**
 * An option cell ("Colour: Black; Size: L", or in Chinese "颜色：黑色；尺码：L") as name/value pairs; [] when
 * blank; null when a pair is not "name: value" with both sides filled in, or there are more than 3.
 */
export function optionsFromCell(text: string): Array<{ name: string; value: string }> | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const pairs: Array<{ name: string; value: string }> = [];
  for (const part of trimmed.split(PAIR_SEPARATOR)) {
    if (part.trim() === '') continue;
    const at = part.search(PAIR_SIDES);
    if (at < 0) return null;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (name === '' || value === '' || PAIR_SIDES.test(value)) return null;
    pairs.push({ name, value });
  }
  return pairs.length === 0 || pairs.length > 3 ? null : pairs;
}

/** Options as the files write them: "Colour: Black; Size: L". */
export const optionsToCell = (pairs: ReadonlyArray<{ name: string; value: string }>): string => pairs.map((pair) => `${pair.name}: ${pair.value}`).join('; ');

/**
 * A tier-prices cell ("10: 9.50; 50: 9.00": from 10 units £9.50 each, from 50 £9.00) as tiers in pence;
 * [] when blank; null when a pair is not a whole quantity and an amount. Their order and rules (rising
 * quantities, falling prices, whole cases) are the listing's own checks (rules/quantity.ts).
 */
export function tiersFromCell(text: string): Array<{ minQuantity: number; price: number }> | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const tiers: Array<{ minQuantity: number; price: number }> = [];
  for (const part of trimmed.split(PAIR_SEPARATOR)) {
    if (part.trim() === '') continue;
    const sides = part.split(PAIR_SIDES);
    if (sides.length !== 2) return null;
    const quantity = sides[0]!.trim().replace(/,(?=\d{3}(\D|$))/g, '');
    const price = fileAmountToPence(sides[1]!);
    if (!/^\d{1,9}$/.test(quantity) || price === null) return null;
    tiers.push({ minQuantity: Number(quantity), price });
  }
  return tiers.length === 0 ? null : tiers;
}

/** Tiers as the files write them: "10: 9.50; 50: 9.00". */
export const tiersToCell = (tiers: ReadonlyArray<{ minQuantity: number; price: number }>): string =>
  tiers.map((tier) => `${tier.minQuantity}: ${penceToFileAmount(tier.price)}`).join('; ');

/**
 * The downloadable template's example rows (the console writes them under the headers, in the page's
 * language): a listing of two options with a minimum order, a case pack and tiers, and a listing of one.
 * Category, brand, warehouse and stock are the owner's to fill in (names or numbers as the listing editor
 * shows them, warehouse codes as the stock page does).
 */
export const PRODUCT_IMPORT_TEMPLATE_ROWS: ReadonlyArray<Partial<Record<ProductImportField, string>>> = [
  {
    productKey: 'KETTLE-1',
    nameEn: 'Stainless kettle 1.7 L',
    nameZh: '不锈钢电水壶 1.7 升',
    optionsEn: 'Colour: Black',
    optionsZh: '颜色：黑色',
    condition: 'New',
    price: '12.99',
    referencePrice: '24.99',
    vatRate: 'standard',
    weightGrams: '1200',
    lengthMm: '230',
    widthMm: '160',
    heightMm: '250',
    minQuantity: '12',
    casePack: '6',
    tierPrices: '48: 11.99; 120: 10.99',
  },
  {
    productKey: 'KETTLE-1',
    optionsEn: 'Colour: White',
    optionsZh: '颜色：白色',
    price: '12.49',
    weightGrams: '1200',
    lengthMm: '230',
    widthMm: '160',
    heightMm: '250',
    minQuantity: '6',
    casePack: '6',
  },
  {
    productKey: '',
    nameEn: 'Glass teapot',
    nameZh: '玻璃茶壶',
    condition: 'Like new',
    price: '8.50',
    weightGrams: '600',
    lengthMm: '180',
    widthMm: '150',
    heightMm: '160',
  },
];

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

/** The template as a CSV file (with a byte-order mark, so spreadsheet programs read the Chinese): headers in the language, then the example rows. */
export function productImportTemplateCsv(language: 'en' | 'zh'): string {
  const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [
    PRODUCT_IMPORT_COLUMNS.map((column) => field(column[language])).join(','),
    ...PRODUCT_IMPORT_TEMPLATE_ROWS.map((row) => PRODUCT_IMPORT_COLUMNS.map((column) => field(row[column.field] ?? '')).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The downloaded manifest's file name: the lot's id, so two lots' files never overwrite each other. */
export const manifestFileName = (productId: number): string => `clearlot-lot-${productId}-manifest.csv`;
