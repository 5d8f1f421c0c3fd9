/**
 * Bulk import of a goods owner's listings, or of one lot's manifest (issue 33 item 5). The file's rows are
 * read through the mapping the owner chose (field → column) and each row is checked by the contract's own
 * schema (ImportedListing, ManifestRowInput: the listing editor's checks), after the references a file
 * names by word (category, brand, grade, warehouse, pictures) are looked up. A preview writes nothing and
 * answers every row's errors in both languages; a commit writes every row in one transaction or nothing,
 * through the listing writes the editor's create uses (many listings per statement), and is idempotent by
 * the client's key (a retried commit answers what the first did).
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
  suggestedMapping,
} from '@clearlot/contract';
import type { ImportRequest } from '@clearlot/contract/schemas/import';
import type { z } from 'zod';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { ownPhotos } from '../../files/service';
import { writeManifest } from '../lot.store';
import { indexProducts } from '../search/indexer';
import { type Cell, type ImportTable, cellText } from './importFile';
import { receiveOpening, skuFields } from './service';
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
  /** rows that passed, with their lines */
  valid: Array<{ line: number; value: T }>;
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

/** A schema issue's path as the file's field. */
function fileFieldOf(target: ImportTarget, path: readonly PropertyKey[]): string | null {
  const [first, , third, , fifth] = path.map(String);
  if (target === 'manifest') return first ?? null;
  if (first === 'categoryId') return 'category';
  if (first === 'brandId') return 'brand';
  if (first === 'skus') {
    if (third === 'stock') return fifth === 'warehouseCode' ? 'warehouse' : 'stock';
    if (third === 'priceTiers' || third === 'options' || third === 'image') return null;
    return third ?? null;
  }
  return first ?? null;
}

/** Subcategories, brands and warehouses a product file may name, by number or name. */
interface References {
  categories: Map<string, { id: number; parentId: number }>;
  brands: Map<string, number>;
  warehouses: Set<string>;
  /** pictures the caller may use: theirs uploaded for listings, or on their shop's listings already */
  pictures: Set<string>;
}

const nameKey = (text: string) => text.normalize('NFKC').trim().toLowerCase();

async function references(db: Queryable, userId: number, ownerId: number, rows: readonly Cell[][], mapping: Mapping): Promise<References> {
  const [categoryRows, brandRows, warehouseRows] = await Promise.all([
    store.importCategories(db),
    store.importBrands(db),
    db.query<{ code: string }>('select warehouse_code as code from warehouse'),
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
  const pictures = new Set([...onListings, ...named.filter((path) => LISTING_PICTURE_PATH.test(path) && uploaded.has(path.split('/').pop()!))]);
  return { categories, brands, warehouses: new Set(warehouseRows.map((row) => row.code)), pictures };
}

/** One product row as the listing body the editor would send, with the problems found reading its cells. */
function productRow(cell: (field: string) => string, refs: References, publish: boolean): { input: unknown; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const problem = (field: string, text: Bilingual) => problems.push({ field, text });
  const number = (field: string, read: (text: string) => number | undefined | 'bad', bad: Bilingual) => {
    const value = read(cell(field));
    if (value === 'bad') {
      problem(field, bad);
      return undefined;
    }
    return value;
  };
  const category = cell('category') === '' ? undefined : refs.categories.get(nameKey(cell('category')));
  if (cell('category') !== '' && !category) problem('category', ValidationMessages.categoryUnknown);
  const brandId = cell('brand') === '' ? undefined : refs.brands.get(nameKey(cell('brand')));
  if (cell('brand') !== '' && brandId === undefined) problem('brand', ValidationMessages.brandUnknown);
  const condition = cell('condition') === '' ? undefined : gradeFromCell(cell('condition'));
  if (condition === null) problem('condition', ValidationMessages.gradeUnknown);
  const vatRate = cell('vatRate') === '' ? undefined : vatRateFromCell(cell('vatRate'));
  if (vatRate === null) problem('vatRate', ValidationMessages.vatRateUnknown);
  const warehouse = cell('warehouse').toUpperCase();
  const stock = number('stock', wholeNumber, ValidationMessages.notAWholeNumber);
  if (warehouse !== '' && !refs.warehouses.has(warehouse)) problem('warehouse', ValidationMessages.warehouseUnknown);
  if (warehouse === '' && stock !== undefined && stock > 0) problem('warehouse', ValidationMessages.warehouseNeeded);
  const pictures = cell('pictures')
    .split(PICTURE_SEPARATOR)
    .map((path) => path.trim())
    .filter(Boolean);
  if (pictures.some((path) => !refs.pictures.has(path))) problem('pictures', ValidationMessages.pictureUnknown);
  if (publish && pictures.length === 0) problem('pictures', ValidationMessages.pictureNeededToPublish);
  const optional = (text: string) => (text === '' ? undefined : text);
  const input = {
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
    skus: [
      {
        options: [],
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
        priceTiers: [],
      },
    ],
  };
  return { input, problems };
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
async function readRows(db: Queryable, ownerId: number, userId: number, table: ImportTable, request: Request): Promise<ReadRows<ListingRow | ManifestRow>> {
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

  const refs = request.target === 'products' ? await references(db, userId, ownerId, table.rows, mapping) : null;
  const valid: ReadRows<ListingRow | ManifestRow>['valid'] = [];
  table.rows.forEach((row, index) => {
    const line = index + 2;
    const cell = cellsOf(row, mapping);
    const { input, problems } = refs ? productRow(cell, refs, request.publish) : manifestRow(cell);
    for (const problem of problems) report(line, problem);
    const reported = new Set(problems.map((problem) => problem.field));
    const parsed = refs ? ImportedListing.safeParse(input) : ManifestRowInput.safeParse(input);
    if (parsed.success) {
      if (problems.length === 0) valid.push({ line, value: parsed.data });
      return;
    }
    for (const issue of parsed.error.issues) {
      const field = fileFieldOf(request.target, issue.path);
      // a cell already reported (a word not found, a number that is not one) is not reported again as missing
      if (field !== null && reported.has(field)) continue;
      reported.add(field);
      report(line, { field, text: describeIssue(issue) });
    }
  });
  return { mapping, valid, errors, errorCount, refs };
}

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
    validCount: read.valid.length,
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
 * the lot under its lowest row grade.
 */
export async function commitImport(db: Db, scope: store.ListingScope, table: ImportTable, request: Request): Promise<ImportResult> {
  const ownerId = scope.ownerId ?? fail('sellerNotGoodsOwner');
  if (request.clientKey === undefined) fail('importClientKeyRequired');
  const repeated = await earlierImport(db, ownerId, request);
  if (repeated) return repeated;
  if (request.target === 'manifest' && !(await store.listingRow(db, scope, request.listingId!))) fail('listingNotFound');
  const read = await readRows(db, ownerId, scope.userId, table, request);
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
    await store.recordImport(tx, claimed, read.valid.length, listingIds);
    return { target: request.target, rowCount: read.valid.length, listingIds, repeated: false };
  });
}

/** Every row's listing in a few statements: the products, their options, their opening stock, their figures, their search words. */
async function writeListings(tx: Queryable, scope: store.ListingScope, ownerId: number, refs: References, rows: readonly ListingRow[], publish: boolean): Promise<number[]> {
  const ids = await store.insertListings(
    tx,
    rows.map((row) => {
      const category = refs.categories.get(String(row.categoryId))!;
      return {
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
      };
    }),
    // put on sale as written: every row was checked to have what publishing asks (names, an option, a picture)
    publish ? ListingStatus.OnSale : ListingStatus.Draft,
  );
  const skuIds = await store.insertSkusOf(
    tx,
    rows.map((row, n) => ({ productId: ids[n]!, sku: skuFields(row.skus[0]!, 0) })),
  );
  await receiveOpening(
    tx,
    scope,
    rows.flatMap((row, n) => row.skus[0]!.stock.map((line) => ({ productId: ids[n]!, skuId: skuIds[n]!, warehouseCode: line.warehouseCode, quantity: line.quantity }))),
  );
  await store.refreshProductFigures(tx, ids);
  await indexProducts(tx, ids);
  return ids;
}
