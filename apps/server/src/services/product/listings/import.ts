/**
 * Bulk import of a goods owner's listings, or of one lot's manifest (issue 33 item 5). The file's rows are
 * read through the mapping the owner chose (field → column) and each row is checked by the contract's own
 * schema (ImportedListing, ManifestRowInput: the listing editor's checks), after the references a file
 * names by word (category, brand, grade, warehouse, pictures) are looked up. A preview writes nothing and
 * answers every row's errors in both languages; a commit writes every row in one transaction or nothing,
 * a few statements for all rows (writeListings), and is idempotent by the client's key (a retried commit,
 * or ten at once, answers what the first did).
 *
 * A product file's row is an option: rows sharing a product key are one listing (its own fields from its
 * first row), each row's problems reported at its line, and the listing checked whole by the schema.
 */
import {
  type Bilingual,
  ErrorCatalogue,
  IMPORT_ERRORS_SHOWN,
  IMPORT_SAMPLE_ROWS,
  type ImportPreview,
  type ImportResult,
  type ImportRowError,
  type ImportTarget,
  ImportedListing,
  LISTING_PICTURE_PATH,
  LOT_MANIFEST_ROWS_MAX,
  PRODUCT_IMPORT_LISTING_FIELDS,
  ListingStatus,
  ManifestRowInput,
  PICTURE_SEPARATOR,
  ValidationMessages,
  describeIssue,
  fileAmountToPence,
  gradeFromCell,
  vatRateFromCell,
  importColumns,
  lotGrade,
  optionsFromCell,
  tiersFromCell,
  suggestedMapping,
} from '@clearlot/contract';
import type { ImportRequest } from '@clearlot/contract/schemas/import';
import type { z } from 'zod';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { ownPhotos } from '../../files/service';
import { writeManifest } from '../lot.store';
import { indexNewProducts } from '../search/indexer';
import { type Cell, type ImportTable, cellText } from './importFile';
import { type SeedAllowance, receiveOpening, skuFields } from './service';
import * as store from './store';

type Request = z.output<typeof ImportRequest>;
type Mapping = Record<string, number | null>;
type ListingRow = z.output<typeof ImportedListing>;
type ManifestRow = z.output<typeof ManifestRowInput>;

interface RowProblem {
  field: string | null;
  text: Bilingual;
}

interface ReadRows<T> {
  mapping: Mapping;
  /** items that passed (a manifest row, or a product and its option rows), with their first line and number of rows */
  valid: Array<{ line: number; lines: number; value: T }>;
  errors: ImportRowError[];
  errorCount: number;
  /** a product file's references, looked up once for reading and writing */
  refs: References | null;
}

const rowError = (line: number, problem: RowProblem): ImportRowError => ({ line, field: problem.field, message: problem.text.zh, messageEn: problem.text.en });

/** The mapping's own problems: a required field with no column, a column past the file's, a column taken twice. */
function mappingProblems(target: ImportTarget, mapping: Mapping, columnCount: number): RowProblem[] {
  const problems: RowProblem[] = [];
  const taken = new Map<number, string>();
  for (const column of importColumns(target)) {
    const index = mapping[column.field] ?? null;
    if (index === null) {
      if (column.required) problems.push({ field: column.field, text: ValidationMessages.required });
      continue;
    }
    if (index >= columnCount || taken.has(index)) problems.push({ field: column.field, text: ErrorCatalogue.importMappingInvalid });
    taken.set(index, column.field);
  }
  return problems;
}

/** What a row's cells say, by field: the raw text of each mapped column. */
const cellsOf = (row: readonly Cell[], mapping: Mapping) => (field: string) => {
  const index = mapping[field];
  return index === null || index === undefined ? '' : cellText(row[index]);
};

/** A whole number as a file holds it ("1,200" too); undefined when blank; a problem when it is not one. */
function wholeNumber(text: string): number | undefined | 'bad' {
  if (text === '') return undefined;
  const plain = text.replace(/,(?=\d{3}(\D|$))/g, '');
  return /^-?\d{1,12}(\.0+)?$/.test(plain) ? Math.trunc(Number(plain)) : 'bad';
}

/** Pounds (to pence), negative kept so the schema's own rule refuses it; undefined when blank. */
function amount(text: string): number | undefined | 'bad' {
  if (text === '') return undefined;
  const negative = text.startsWith('-');
  const pence = fileAmountToPence(negative ? text.slice(1) : text);
  return pence === null ? 'bad' : negative ? -pence : pence;
}

/** A schema issue's path as the file's field, and which option (row of the product) it is about, if one. */
function fileFieldOf(target: ImportTarget, path: readonly PropertyKey[]): { field: string | null; option: number | null } {
  const [first, second, third, , fifth] = path.map(String);
  if (target === 'manifest') return { field: first ?? null, option: null };
  if (first === 'categoryId') return { field: 'category', option: null };
  if (first === 'brandId') return { field: 'brand', option: null };
  if (first === 'skus') {
    const option = second === undefined ? null : Number(second);
    if (option === null) return { field: 'productKey', option: null };
    if (third === 'stock') return { field: fifth === 'warehouseCode' ? 'warehouse' : 'stock', option };
    if (third === 'options') return { field: 'optionsEn', option };
    if (third === 'priceTiers') return { field: 'tierPrices', option };
    if (third === 'image') return { field: null, option };
    return { field: third ?? null, option };
  }
  return { field: first ?? null, option: null };
}

/** Subcategories, brands and warehouses a product file may name, by number or name. */
interface References {
  categories: Map<string, { id: number; parentId: number }>;
  brands: Map<string, number>;
  /** warehouse codes and their ids (a product's warehouse mask) */
  warehouses: Map<string, number>;
  /** pictures the caller may use: theirs uploaded for listings, on their shop's listings already, or drawn by the demo seed */
  pictures: Set<string>;
}

const nameKey = (text: string) => text.normalize('NFKC').trim().toLowerCase();

async function references(db: Queryable, userId: number, ownerId: number, rows: readonly Cell[][], mapping: Mapping, allowance: SeedAllowance | null): Promise<References> {
  const [categoryRows, brandRows, warehouseRows] = await Promise.all([
    store.importCategories(db),
    store.importBrands(db),
    db.query<{ id: number; code: string }>('select id, warehouse_code as code from warehouse'),
  ]);
  const categories = new Map<string, { id: number; parentId: number }>();
  for (const row of categoryRows) for (const key of [String(row.id), nameKey(row.nameEn), nameKey(row.nameZh)]) if (!categories.has(key)) categories.set(key, row);
  const brands = new Map<string, number>();
  for (const row of brandRows) for (const key of [String(row.id), nameKey(row.nameEn), nameKey(row.nameZh)]) if (!brands.has(key)) brands.set(key, row.id);
  const cells = (field: string) => rows.map((row) => cellsOf(row, mapping)(field));
  const named = [...new Set(cells('pictures').flatMap((text) => text.split(PICTURE_SEPARATOR).map((path) => path.trim())))].filter(Boolean);
  const onListings = await store.picturesOfShop(db, ownerId, named);
  const uploaded = await ownPhotos(
    db,
    userId,
    named.filter((path) => LISTING_PICTURE_PATH.test(path)).map((path) => path.split('/').pop()!),
  );
  const pictures = new Set([
    ...onListings,
    ...named.filter((path) => (LISTING_PICTURE_PATH.test(path) && uploaded.has(path.split('/').pop()!)) || allowance?.drawnPictures.has(path)),
  ]);
  return { categories, brands, warehouses: new Map(warehouseRows.map((row) => [row.code, row.id])), pictures };
}

/** Reads a cell as a number, noting a problem when it is not one. */
type NumberReader = (field: string, read: (text: string) => number | undefined | 'bad', bad: Bilingual) => number | undefined;

function readerOf(cell: (field: string) => string, problem: (field: string, text: Bilingual) => void): NumberReader {
  return (field, read, bad) => {
    const value = read(cell(field));
    if (value === 'bad') {
      problem(field, bad);
      return undefined;
    }
    return value;
  };
}

/** A product row's listing fields (its product key's first row) as the editor would send them, with the problems found reading its cells. */
function listingPart(cell: (field: string) => string, refs: References, publish: boolean, problem: (field: string, text: Bilingual) => void) {
  const category = cell('category') === '' ? undefined : refs.categories.get(nameKey(cell('category')));
  if (cell('category') !== '' && !category) problem('category', ValidationMessages.categoryUnknown);
  const brandId = cell('brand') === '' ? undefined : refs.brands.get(nameKey(cell('brand')));
  if (cell('brand') !== '' && brandId === undefined) problem('brand', ValidationMessages.brandUnknown);
  const condition = cell('condition') === '' ? undefined : gradeFromCell(cell('condition'));
  if (condition === null) problem('condition', ValidationMessages.gradeUnknown);
  const vatRate = cell('vatRate') === '' ? undefined : vatRateFromCell(cell('vatRate'));
  if (vatRate === null) problem('vatRate', ValidationMessages.vatRateUnknown);
  const pictures = cell('pictures')
    .split(PICTURE_SEPARATOR)
    .map((path) => path.trim())
    .filter(Boolean);
  if (pictures.some((path) => !refs.pictures.has(path))) problem('pictures', ValidationMessages.pictureUnknown);
  if (publish && pictures.length === 0) problem('pictures', ValidationMessages.pictureNeededToPublish);
  const optional = (text: string) => (text === '' ? undefined : text);
  return {
    nameEn: cell('nameEn'),
    nameZh: cell('nameZh'),
    sellingPointEn: optional(cell('sellingPointEn')),
    sellingPointZh: optional(cell('sellingPointZh')),
    descriptionEn: optional(cell('descriptionEn')),
    descriptionZh: optional(cell('descriptionZh')),
    categoryId: category?.id,
    brandId,
    condition: condition ?? undefined,
    vatRate: vatRate ?? undefined,
    pictures,
  };
}

/** A product row's option: its words in both languages, prices, sizes, shelf and quantity terms, with the problems found reading its cells. */
function optionPart(cell: (field: string) => string, refs: References, problem: (field: string, text: Bilingual) => void) {
  const number = readerOf(cell, problem);
  const warehouse = cell('warehouse').toUpperCase();
  const stock = number('stock', wholeNumber, ValidationMessages.notAWholeNumber);
  if (warehouse !== '' && !refs.warehouses.has(warehouse)) problem('warehouse', ValidationMessages.warehouseUnknown);
  if (warehouse === '' && stock !== undefined && stock > 0) problem('warehouse', ValidationMessages.warehouseNeeded);
  const english = optionsFromCell(cell('optionsEn'));
  const chinese = optionsFromCell(cell('optionsZh'));
  if (english === null) problem('optionsEn', ValidationMessages.importOptionsUnreadable);
  if (chinese === null) problem('optionsZh', ValidationMessages.importOptionsUnreadable);
  if (english && chinese && english.length !== chinese.length) problem('optionsZh', ValidationMessages.importOptionsLanguagesDiffer);
  const options =
    english && chinese && english.length === chinese.length
      ? english.map((pair, index) => ({ name: chinese[index]!.name, nameEn: pair.name, value: chinese[index]!.value, valueEn: pair.value }))
      : [];
  const tiers = tiersFromCell(cell('tierPrices'));
  if (tiers === null) problem('tierPrices', ValidationMessages.importTiersUnreadable);
  return {
    options,
    image: null,
    price: number('price', amount, ValidationMessages.notAnAmount),
    referencePrice: number('referencePrice', amount, ValidationMessages.notAnAmount) ?? 0,
    weightGrams: number('weightGrams', wholeNumber, ValidationMessages.notAWholeNumber),
    lengthMm: number('lengthMm', wholeNumber, ValidationMessages.notAWholeNumber),
    widthMm: number('widthMm', wholeNumber, ValidationMessages.notAWholeNumber),
    heightMm: number('heightMm', wholeNumber, ValidationMessages.notAWholeNumber),
    stock: warehouse !== '' && stock !== undefined ? [{ warehouseCode: warehouse, quantity: stock }] : [],
    minQuantity: number('minQuantity', wholeNumber, ValidationMessages.notAWholeNumber),
    casePack: number('casePack', wholeNumber, ValidationMessages.notAWholeNumber),
    priceTiers: tiers ?? [],
  };
}

/**
 * The file's products: rows grouped by product key in the order their keys first appear (a row without a
 * key is a product of its own), each product's rows in file order.
 */
function productGroups(rows: readonly Cell[][], mapping: Mapping): number[][] {
  const groups: number[][] = [];
  const byKey = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const key = cellsOf(row, mapping)('productKey');
    if (key === '') {
      groups.push([index]);
      return;
    }
    const group = byKey.get(key);
    if (group) group.push(index);
    else {
      const created = [index];
      byKey.set(key, created);
      groups.push(created);
    }
  });
  return groups;
}

function manifestRow(cell: (field: string) => string): { input: unknown; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const quantity = wholeNumber(cell('quantity'));
  if (quantity === 'bad') problems.push({ field: 'quantity', text: ValidationMessages.notAWholeNumber });
  const retailValue = amount(cell('retailValue'));
  if (retailValue === 'bad') problems.push({ field: 'retailValue', text: ValidationMessages.notAnAmount });
  const condition = cell('condition') === '' ? undefined : gradeFromCell(cell('condition'));
  if (condition === null) problems.push({ field: 'condition', text: ValidationMessages.gradeUnknown });
  const input = {
    description: cell('description'),
    quantity: quantity === 'bad' ? undefined : quantity,
    retailValue: retailValue === 'bad' ? undefined : retailValue,
    condition: condition ?? undefined,
  };
  return { input, problems };
}

/** Reads every row through the mapping and the contract's schema; nothing is written. */
async function readRows(
  db: Queryable,
  ownerId: number,
  userId: number,
  table: ImportTable,
  request: Request,
  allowance: SeedAllowance | null = null,
): Promise<ReadRows<ListingRow | ManifestRow>> {
  const mapping: Mapping = { ...suggestedMapping(request.target, []), ...(request.mapping ?? suggestedMapping(request.target, table.header)) };
  const errors: ImportRowError[] = [];
  let errorCount = 0;
  const report = (line: number, problem: RowProblem) => {
    errorCount += 1;
    if (errors.length < IMPORT_ERRORS_SHOWN) errors.push(rowError(line, problem));
  };
  const mappingIssues = mappingProblems(request.target, mapping, table.header.length);
  for (const problem of mappingIssues) report(1, problem);
  if (mappingIssues.length > 0) return { mapping, valid: [], errors, errorCount, refs: null };
  if (request.target === 'manifest' && table.rows.length > LOT_MANIFEST_ROWS_MAX) fail('manifestTooLong');

  const refs = request.target === 'products' ? await references(db, userId, ownerId, table.rows, mapping, allowance) : null;
  const valid: ReadRows<ListingRow | ManifestRow>['valid'] = [];
  /** Checks one item (a manifest row, or a product's rows) with its schema, reporting each problem at its row. */
  const check = <T>(
    lines: readonly number[],
    input: unknown,
    problems: ReadonlyArray<RowProblem & { line: number }>,
    parse: (input: unknown) => z.ZodSafeParseResult<T>,
    reportedElsewhere: (issue: z.core.$ZodIssue) => boolean = () => false,
  ) => {
    for (const problem of problems) report(problem.line, problem);
    const reported = new Set(problems.map((problem) => `${problem.line}:${problem.field}`));
    const parsed = parse(input);
    if (parsed.success) {
      if (problems.length === 0) valid.push({ line: lines[0]!, lines: lines.length, value: parsed.data as ListingRow | ManifestRow });
      return;
    }
    for (const issue of parsed.error.issues) {
      if (reportedElsewhere(issue)) continue;
      const { field, option } = fileFieldOf(request.target, issue.path);
      const line = lines[option ?? 0] ?? lines[0]!;
      // a cell already reported (a word not found, a number that is not one) is not reported again as missing
      const key = `${line}:${field}`;
      if (field !== null && reported.has(key)) continue;
      reported.add(key);
      report(line, { field, text: describeIssue(issue) });
    }
  };
  if (!refs) {
    table.rows.forEach((row, index) => {
      const { input, problems } = manifestRow(cellsOf(row, mapping));
      check(
        [index + 2],
        input,
        problems.map((problem) => ({ ...problem, line: index + 2 })),
        (value) => ManifestRowInput.safeParse(value),
      );
    });
  } else {
    for (const group of productGroups(table.rows, mapping)) {
      const lines = group.map((index) => index + 2);
      const problems: Array<RowProblem & { line: number }> = [];
      const at = (line: number) => (field: string, text: Bilingual) => problems.push({ line, field, text });
      const first = cellsOf(table.rows[group[0]!]!, mapping);
      const listing = listingPart(first, refs, request.publish, at(lines[0]!));
      const skus = group.map((index, n) => {
        const cell = cellsOf(table.rows[index]!, mapping);
        // the listing's own cells on its other rows: blank, or as on its first row
        if (n > 0)
          for (const field of PRODUCT_IMPORT_LISTING_FIELDS)
            if (cell(field) !== '' && cell(field) !== first(field)) at(lines[n]!)(field, ValidationMessages.importProductRowDiffers);
        const sku = optionPart(cell, refs, at(lines[n]!));
        // a product of several rows: each row is an option, so each names its options
        if (group.length > 1 && cell('optionsEn') === '' && cell('optionsZh') === '') at(lines[n]!)('optionsEn', ValidationMessages.required);
        return sku;
      });
      const optionLines = new Set(problems.filter((problem) => problem.field === 'optionsEn' || problem.field === 'optionsZh').map((problem) => problem.line));
      // a row whose options were not read (reported above, at its line) is neither "without words" nor "the same as another"
      const readBadly = (issue: z.core.$ZodIssue) =>
        optionLines.size > 0 &&
        issue.path[0] === 'skus' &&
        issue.path[2] === 'options' &&
        ((issue.message === 'required' && issue.path[1] === 0) || optionLines.has(lines[Number(issue.path[1])]!));
      check(lines, { ...listing, skus }, problems, (value) => ImportedListing.safeParse(value), readBadly);
    }
  }
  return { mapping, valid, errors, errorCount, refs };
}

/** The file's rows the items read hold (a product's rows are its options). */
const rowsOf = (items: ReadonlyArray<{ lines: number }>) => items.reduce((sum, item) => sum + item.lines, 0);

/** A preview: the file's columns, the mapping used, every row's errors and the first rows; nothing is written. */
export async function previewImport(db: Queryable, scope: store.ListingScope, table: ImportTable, request: Request): Promise<ImportPreview> {
  const ownerId = scope.ownerId ?? fail('sellerNotGoodsOwner');
  if (request.target === 'manifest' && !(await store.listingRow(db, scope, request.listingId!))) fail('listingNotFound');
  const read = await readRows(db, ownerId, scope.userId, table, request);
  return {
    fileType: table.fileType,
    columns: table.header,
    mapping: read.mapping,
    rowCount: table.rows.length,
    validCount: rowsOf(read.valid),
    errorCount: read.errorCount,
    errors: read.errors,
    sample: table.rows.slice(0, IMPORT_SAMPLE_ROWS).map((row) => table.header.map((_, index) => cellText(row[index]))),
  };
}

/** What an earlier import with this key did, when it was the same import; a key used for another is refused. */
async function earlierImport(db: Queryable, ownerId: number, request: Request): Promise<ImportResult | null> {
  const earlier = await store.importByKey(db, ownerId, request.clientKey!);
  if (!earlier) return null;
  if (earlier.target !== request.target || (request.target === 'manifest' && earlier.productId !== request.listingId)) fail('importKeyReused');
  return { target: earlier.target, rowCount: earlier.rowCount, listingIds: earlier.listingIds, repeated: true };
}

/**
 * Imports the file: every row or none. Refused with every row's errors (as a preview lists them) when any
 * row has one; a manifest import replaces the lot's manifest at the version its editor opened and lists
 * the lot under its lowest row grade. The demo seed's allowance lets its rows name the demo catalogue's drawings.
 */
export async function commitImport(db: Db, scope: store.ListingScope, table: ImportTable, request: Request, allowance: SeedAllowance | null = null): Promise<ImportResult> {
  const ownerId = scope.ownerId ?? fail('sellerNotGoodsOwner');
  if (request.clientKey === undefined) fail('importClientKeyRequired');
  const repeated = await earlierImport(db, ownerId, request);
  if (repeated) return repeated;
  if (request.target === 'manifest' && !(await store.listingRow(db, scope, request.listingId!))) fail('listingNotFound');
  const read = await readRows(db, ownerId, scope.userId, table, request, allowance);
  if (read.errorCount > 0) {
    if (read.valid.length === 0 && read.errors.every((error) => error.line === 1)) fail('importMappingInvalid', { errorCount: read.errorCount, errors: read.errors });
    fail('importHasErrors', { errorCount: read.errorCount, errors: read.errors });
  }
  return db.transaction(async (tx) => {
    // the key is claimed first: a second try at once waits here for the first's commit, then answers what it did
    const claimed = await store.claimImport(tx, { ownerId, clientKey: request.clientKey!, target: request.target, productId: request.listingId ?? null, userId: scope.userId });
    if (!claimed) return (await earlierImport(tx, ownerId, request))!;
    let listingIds: number[];
    if (request.target === 'manifest') {
      const row = (await store.listingRow(tx, scope, request.listingId!, true)) ?? fail('listingNotFound');
      if (row.version !== request.version) fail('listingChanged');
      const manifest = read.valid.map((item) => item.value as ManifestRow);
      await writeManifest(tx, row.id, manifest);
      if (!(await store.setLotGrade(tx, row.id, row.version, lotGrade(manifest)!))) fail('listingChanged');
      listingIds = [row.id];
    } else {
      listingIds = await writeListings(
        tx,
        scope,
        ownerId,
        read.refs!,
        read.valid.map((item) => item.value as ListingRow),
        request.publish,
      );
    }
    await store.recordImport(tx, claimed, rowsOf(read.valid), listingIds);
    return { target: request.target, rowCount: rowsOf(read.valid), listingIds, repeated: false };
  });
}

/**
 * Every listing of the file in a few statements, each for all rows: the products with their card and
 * stock figures (known from the rows, so no product is updated after), their options with their totals
 * and tiers, their opening shelves (the ledger's trigger writes the movements), then their search words,
 * postings and bitmaps. No per-row statement and no per-row trigger.
 */
async function writeListings(tx: Queryable, scope: store.ListingScope, ownerId: number, refs: References, rows: readonly ListingRow[], publish: boolean): Promise<number[]> {
  // the search words' postings and bitmaps of 10,000 rows are sorted and hashed in memory, not spilled to disk
  await tx.query(`set local work_mem = '64MB'`);
  const optionCount = rows.reduce((sum, row) => sum + row.skus.length, 0);
  const ids = await store.newIds(tx, 'product', rows.length);
  const skuIds = await store.newIds(tx, 'product_sku', optionCount);
  const options = rows.flatMap((row, n) => row.skus.map((sku, index) => ({ productId: ids[n]!, sku, index })));
  await store.insertListings(
    tx,
    rows.map((row, n) => {
      const category = refs.categories.get(String(row.categoryId))!;
      return {
        id: ids[n]!,
        ownerId,
        category1Id: category.parentId,
        category2Id: category.id,
        brandId: row.brandId,
        nameEn: row.nameEn,
        nameZh: row.nameZh,
        sellingPointEn: row.sellingPointEn,
        sellingPointZh: row.sellingPointZh,
        descriptionEn: row.descriptionEn,
        descriptionZh: row.descriptionZh,
        condition: row.condition,
        media: row.pictures.join(','),
        vatRate: row.vatRate,
        figures: store.cardFigures(row.skus.map((sku) => ({ price: sku.price, referencePrice: sku.referencePrice, options: sku.options, weight: sku.weightGrams }))),
        stock: store.newStockFigures(
          row.skus.flatMap((sku) => sku.stock),
          refs.warehouses,
        ),
      };
    }),
    // put on sale as written: every row was checked to have what publishing asks (names, an option, a picture)
    publish ? ListingStatus.OnSale : ListingStatus.Draft,
  );
  await store.insertSkusOf(
    tx,
    options.map((option, n) => ({
      id: skuIds[n]!,
      productId: option.productId,
      sku: skuFields(option.sku, option.index),
      totalStock: option.sku.stock.reduce((sum, line) => sum + line.quantity, 0),
    })),
  );
  await receiveOpening(
    tx,
    scope,
    options.flatMap((option, n) =>
      option.sku.stock.map((line) => ({ productId: option.productId, skuId: skuIds[n]!, warehouseCode: line.warehouseCode, quantity: line.quantity })),
    ),
    true,
  );
  await indexNewProducts(
    tx,
    rows.map((row, n) => ({ id: ids[n]!, nameEn: row.nameEn, nameZh: row.nameZh })),
    publish,
  );
  return ids;
}
