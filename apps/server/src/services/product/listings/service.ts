/**
 * The goods owner's listings and stock (issue 33 items 1–2). A goods owner works on their own shop's
 * listings only: another shop's listing or option is "not found", never told apart from one that does
 * not exist; the platform works on every shop's. Every write is one transaction with the search index
 * (names through the indexer, status and prices through the postings' trigger), so a buyer's next
 * search sees it. Stock moves as movements: the shelf figure checkouts decrement is the sum of its
 * movements, checked after every receipt and adjustment.
 */
import type { z } from 'zod';
import {
  LISTING_PICTURE_PATH,
  type ListingDetail,
  type ListingListBody,
  type ListingPage,
  ListingStatus,
  Role,
  type StaffAction,
  type StockMovementPage,
  type StockMoveResult,
} from '@clearlot/contract';
import type {
  CreateListingBody as CreateSchema,
  ReceiveStockBody as ReceiveSchema,
  AdjustStockBody as AdjustSchema,
  UpdateListingBody as UpdateSchema,
} from '@clearlot/contract/schemas/listing';
import type { Db, Queryable } from '../../../platform/db';
import { AppError, fail } from '../../../platform/errors';
import type { SessionRecord } from '../../../platform/sessions';
import { allOwnPhotos } from '../../files/service';
import { dropProductFromCarts } from '../../order/cart/service';
import { recordStaffAction } from '../../user/audit/service';
import { indexProducts } from '../search/indexer';
import { shopOfUser } from '../seller/store';
import { manifestOf, writeManifest } from '../lot.store';
import {
  type MovementRow,
  latestMovement,
  lockProducts,
  movementByKey,
  movementPage,
  moveShelf,
  receiveOpeningStock,
  shelfAndLedger,
  shelvesOffLedger,
  skuOwner,
} from '../stock.store';
import * as store from './store';

export type { ListingScope } from './store';

/** Whose listings the caller works on: the platform every shop's; a goods owner their shop's (an account without one is refused). */
export async function listingScope(db: Queryable, session: SessionRecord): Promise<store.ListingScope> {
  if (session.roles.includes(Role.Platform)) return { ownerId: null, userId: session.userId };
  const ownerId = (await shopOfUser(db, session.userId)) ?? fail('sellerNotGoodsOwner');
  return { ownerId, userId: session.userId };
}

type ListingInput = z.output<typeof CreateSchema> | z.output<typeof UpdateSchema>;

/**
 * What the demo seed may give a new listing that no call may: pictures the platform drew itself at seed time (the demo
 * catalogue's drawings under /media/catalogue/, db/catalogue/media.ts), which no one uploaded. No route passes one.
 */
export interface SeedAllowance {
  drawnPictures: ReadonlySet<string>;
}

/**
 * The platform working on a goods owner's listing or stock is a staff action (issue 34 item 7): one audit row in the
 * change's own transaction, with the listing as it was and as it became. A goods owner's work on their own shop is not.
 */
async function auditPlatform(
  tx: Queryable,
  scope: store.ListingScope,
  action: StaffAction,
  listingId: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  if (scope.ownerId !== null) return;
  await recordStaffAction(tx, { actorUserId: scope.userId, action, targetKind: 'listing', targetId: listingId, before, after });
}

/** What the audit log keeps of a listing's own fields (its options and stock have their own moves). */
const listingState = (row: store.ListingRow) => ({
  ownerId: row.ownerId,
  status: row.status,
  version: row.version,
  nameEn: row.nameEn,
  nameZh: row.nameZh,
  pictures: row.media ? row.media.split(',') : [],
});

/**
 * The category, brand, warehouses and new pictures of a listing as sent, checked against what exists and what the caller
 * uploaded. A category or brand must be on show, except the one an edited listing already has: operations retiring it
 * takes it out of the pickers, not out of the goods owner's hands (the listing's price and words can still change).
 */
async function checkedFields(
  db: Queryable,
  scope: store.ListingScope,
  ownerId: number,
  input: ListingInput,
  current: { pictures: readonly string[]; category2Id: number | null; brandId: number | null },
  allowance: SeedAllowance | null = null,
) {
  const category = (await store.subcategory(db, input.categoryId, input.categoryId === current.category2Id)) ?? fail('listingCategoryInvalid');
  if (!(await store.brandExists(db, input.brandId, input.brandId === current.brandId))) fail('listingBrandUnknown');
  const codes = input.skus.flatMap((sku) => sku.stock.map((line) => line.warehouseCode));
  const known = await store.knownWarehouses(db, codes);
  if (codes.some((code) => !known.has(code))) fail('warehouseUnknown');
  // a picture the listing has kept stays (or one the demo seed drew); a new one must be a listing picture this caller uploaded
  const added = input.pictures.filter((path) => !current.pictures.includes(path) && !allowance?.drawnPictures.has(path));
  if (added.some((path) => !LISTING_PICTURE_PATH.test(path))) fail('listingPictureUnknown');
  if (
    added.length > 0 &&
    !(await allOwnPhotos(
      db,
      scope.userId,
      added.map((path) => path.split('/').pop()!),
    ))
  )
    fail('listingPictureUnknown');
  const fields: store.ProductFields = {
    ownerId,
    category1Id: category.parentId,
    category2Id: category.id,
    brandId: input.brandId,
    nameEn: input.nameEn,
    nameZh: input.nameZh,
    sellingPointEn: input.sellingPointEn,
    sellingPointZh: input.sellingPointZh,
    descriptionEn: input.descriptionEn,
    descriptionZh: input.descriptionZh,
    condition: input.condition,
    vatRate: input.vatRate,
    media: input.pictures.join(','),
  };
  return fields;
}

export const skuFields = (sku: Pick<ListingInput['skus'][number], keyof Omit<store.SkuFields, 'sortOrder'>>, sortOrder: number): store.SkuFields => ({
  options: sku.options,
  image: sku.image,
  price: sku.price,
  referencePrice: sku.referencePrice,
  weightGrams: sku.weightGrams,
  lengthMm: sku.lengthMm,
  widthMm: sku.widthMm,
  heightMm: sku.heightMm,
  sortOrder,
  minQuantity: sku.minQuantity,
  casePack: sku.casePack,
  priceTiers: sku.priceTiers,
});

/** New options' opening stock (one batch for every option given), checked against the ledger before the commit. */
export async function receiveOpening(
  tx: Queryable,
  scope: store.ListingScope,
  lines: ReadonlyArray<{ productId: number; skuId: number; warehouseCode: string; quantity: number }>,
  totalsWritten = false,
) {
  await receiveOpeningStock(tx, scope.userId, lines, totalsWritten);
  if ((await shelvesOffLedger(tx, lines)) > 0) fail('stockLedgerMismatch');
}

/** The opening stock lines of new options, by the ids they were given. */
const openingLines = (productId: number, skus: ReadonlyArray<{ stock: ReadonlyArray<{ warehouseCode: string; quantity: number }> }>, skuIds: readonly number[]) =>
  skus.flatMap((sku, index) => sku.stock.map((line) => ({ productId, skuId: skuIds[index]!, warehouseCode: line.warehouseCode, quantity: line.quantity })));

async function checkLedger(tx: Queryable, skuId: number, warehouseCode: string) {
  const { shelf, ledger } = await shelfAndLedger(tx, skuId, warehouseCode);
  if (shelf !== ledger) fail('stockLedgerMismatch');
}

export async function listListings(db: Queryable, scope: store.ListingScope, body: ListingListBody): Promise<ListingPage> {
  const { list, total } = await store.listListings(db, scope, { status: body.status, keyword: body.keyword }, body);
  return { list, total, pageNum: body.pageNum, pageSize: body.pageSize };
}

export async function listingDetail(db: Queryable, scope: store.ListingScope, id: number): Promise<ListingDetail> {
  return (await store.listingDetail(db, scope, id)) ?? fail('listingNotFound');
}

/**
 * A new listing, a draft until it is published; a retried create (same client key) answers the listing the first one made.
 * The demo seed's allowance lets its listings show the demo catalogue's drawings (SeedAllowance).
 */
export async function createListing(db: Db, scope: store.ListingScope, body: z.output<typeof CreateSchema>, allowance: SeedAllowance | null = null): Promise<ListingDetail> {
  const ownerId = scope.ownerId ?? fail('sellerNotGoodsOwner');
  const earlier = await store.listingByCreateKey(db, ownerId, body.clientKey);
  if (earlier !== null) return listingDetail(db, scope, earlier);
  const fields = await checkedFields(db, scope, ownerId, body, { pictures: [], category2Id: null, brandId: null }, allowance);
  const id = await db.transaction(async (tx) => {
    const productId = await store.insertListing(tx, fields, body.clientKey);
    if (productId === null) return (await store.listingByCreateKey(tx, ownerId, body.clientKey))!;
    const skuIds = await store.insertSkus(tx, productId, body.skus.map(skuFields));
    await receiveOpening(tx, scope, openingLines(productId, body.skus, skuIds));
    await writeManifest(tx, productId, body.manifest);
    await store.refreshProductFigures(tx, productId);
    await indexProducts(tx, [productId]);
    return productId;
  });
  return listingDetail(db, scope, id);
}

/**
 * An edit of the listing the editor opened at `version`: refused as "changed" when anyone has edited it
 * since (never a silent overwrite). Options kept by id are updated, new ones added with their opening
 * stock, the others withdrawn; stock of a kept option moves on the stock page only.
 */
export async function updateListing(db: Db, scope: store.ListingScope, body: z.output<typeof UpdateSchema>): Promise<ListingDetail> {
  await db.transaction(async (tx) => {
    const row = (await store.listingRow(tx, scope, body.id, true)) ?? fail('listingNotFound');
    if (row.version !== body.version) fail('listingChanged');
    const fields = await checkedFields(tx, scope, row.ownerId, body, { pictures: row.media.split(','), category2Id: row.category2Id, brandId: row.brandId });
    const active = await store.activeSkuIds(tx, row.id);
    const kept = body.skus.filter((sku) => sku.id !== undefined).map((sku) => sku.id!);
    if (kept.some((id) => !active.includes(id)) || new Set(kept).size !== kept.length) fail('listingSkuUnknown');
    if (!(await store.updateListing(tx, row.id, body.version, fields))) fail('listingChanged');
    const added: Array<{ index: number; sku: (typeof body.skus)[number] }> = [];
    for (const [index, sku] of body.skus.entries()) {
      if (sku.id === undefined) added.push({ index, sku });
      else await store.updateSku(tx, row.id, sku.id, skuFields(sku, index));
    }
    await store.withdrawSkus(
      tx,
      row.id,
      active.filter((id) => !kept.includes(id)),
    );
    const newIds = await store.insertSkus(
      tx,
      row.id,
      added.map(({ index, sku }) => skuFields(sku, index)),
    );
    await receiveOpening(
      tx,
      scope,
      openingLines(
        row.id,
        added.map(({ sku }) => sku),
        newIds,
      ),
    );
    await writeManifest(tx, row.id, body.manifest);
    await store.refreshProductFigures(tx, row.id);
    // a renamed product's words were cleared by the postings' trigger: indexed again before the commit
    if (row.nameEn !== fields.nameEn || row.nameZh !== fields.nameZh) await indexProducts(tx, [row.id]);
    if (scope.ownerId === null) {
      const now = (await store.listingRow(tx, scope, row.id))!;
      const options = { kept: kept.length, added: newIds.length, withdrawn: active.length - kept.length };
      await auditPlatform(tx, scope, 'listing.update', row.id, listingState(row), { ...listingState(now), options });
    }
  });
  return listingDetail(db, scope, body.id);
}

/** A draft copy of the listing (names, pictures, options and prices), without stock: stock is goods on a shelf, not a setting. */
export async function duplicateListing(db: Db, scope: store.ListingScope, body: { id: number; clientKey: string }): Promise<ListingDetail> {
  const source = (await store.listingRow(db, scope, body.id)) ?? fail('listingNotFound');
  const earlier = await store.listingByCreateKey(db, source.ownerId, body.clientKey);
  if (earlier !== null) return listingDetail(db, scope, earlier);
  const id = await db.transaction(async (tx) => {
    const fields = (await store.productFieldsOf(tx, source.id)) ?? fail('listingNotFound');
    const productId = await store.insertListing(tx, fields, body.clientKey);
    if (productId === null) return (await store.listingByCreateKey(tx, source.ownerId, body.clientKey))!;
    await store.insertSkus(tx, productId, await store.skuFieldsOf(tx, source.id));
    await writeManifest(tx, productId, await manifestOf(tx, source.id));
    await store.refreshProductFigures(tx, productId);
    await indexProducts(tx, [productId]);
    if (scope.ownerId === null) {
      await auditPlatform(tx, scope, 'listing.duplicate', productId, null, { ...listingState((await store.listingRow(tx, scope, productId))!), copiedFrom: source.id });
    }
    return productId;
  });
  return listingDetail(db, scope, id);
}

/** Puts the listing on sale (a draft or one taken off); one already on sale stays so. */
export async function publishListing(db: Db, scope: store.ListingScope, id: number): Promise<ListingDetail> {
  await db.transaction(async (tx) => {
    const row = (await store.listingRow(tx, scope, id, true)) ?? fail('listingNotFound');
    if (row.status === ListingStatus.OnSale) return;
    const detail = (await store.listingDetail(tx, scope, id)) ?? fail('listingNotFound');
    if (detail.skus.length === 0 || detail.pictures.length === 0 || !detail.nameEn || !detail.nameZh) fail('listingNotPublishable');
    if (!(await store.setListingStatus(tx, id, [ListingStatus.Draft, ListingStatus.OffSale], ListingStatus.OnSale))) fail('listingChanged');
    await auditPlatform(tx, scope, 'listing.publish', id, { status: row.status }, { status: ListingStatus.OnSale });
  });
  return listingDetail(db, scope, id);
}

/** Takes the listing off sale (buyers no longer find or open it); a draft or one already off stays as it is. */
export async function unpublishListing(db: Db, scope: store.ListingScope, id: number): Promise<ListingDetail> {
  await db.transaction(async (tx) => {
    const row = (await store.listingRow(tx, scope, id, true)) ?? fail('listingNotFound');
    if (row.status !== ListingStatus.OnSale) return;
    if (!(await store.setListingStatus(tx, id, [ListingStatus.OnSale], ListingStatus.OffSale))) fail('listingChanged');
    await auditPlatform(tx, scope, 'listing.unpublish', id, { status: row.status }, { status: ListingStatus.OffSale });
  });
  return listingDetail(db, scope, id);
}

/** Which refusal a reference to the product (a foreign key) means, by the constraint that held it. */
function deletionRefusal(error: unknown): AppError | null {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== '23503') return null;
  const constraint = String((error as { constraint?: unknown }).constraint ?? '');
  return new AppError(/^(flash_deal|point_goods)_/.test(constraint) ? 'listingInPromotion' : 'listingOrdered');
}

/**
 * Deletes a listing that was never ordered, with its options, stock and movements, and the cart lines
 * that held it. Whether it was ordered is the database's answer (order lines reference the product),
 * so a checkout racing the deletion either commits first and the deletion is refused, or waits on the
 * product's lock and finds it gone.
 */
export async function deleteListing(db: Db, scope: store.ListingScope, id: number): Promise<null> {
  try {
    await db.transaction(async (tx) => {
      const row = (await store.listingRow(tx, scope, id, true)) ?? fail('listingNotFound');
      await dropProductFromCarts(tx, id);
      await store.deleteListing(tx, id);
      await auditPlatform(tx, scope, 'listing.delete', id, listingState(row), null);
    });
  } catch (error) {
    throw deletionRefusal(error) ?? error;
  }
  return null;
}

// ---------- stock ----------
/** The option's product when it is in the caller's scope; another shop's option is "not found". */
async function ownedSku(db: Queryable, scope: store.ListingScope, skuId: number) {
  const sku = await skuOwner(db, skuId);
  if (!sku || (scope.ownerId !== null && sku.ownerId !== scope.ownerId)) fail('skuNotFound');
  return sku;
}

const toMovement = (row: MovementRow) => ({ ...row, reason: row.reason as StockMoveResult['movement']['reason'] });

async function moveStock(
  db: Db,
  scope: store.ListingScope,
  move: { skuId: number; warehouseCode: string; change: number; kind: 'receive' | 'adjust'; reason: string | null; note: string; clientKey: string },
): Promise<StockMoveResult> {
  const sku = await ownedSku(db, scope, move.skuId);
  if (!(await store.knownWarehouses(db, [move.warehouseCode])).has(move.warehouseCode)) fail('warehouseUnknown');
  return db.transaction(async (tx) => {
    const shelfOf = async (row: MovementRow) => ({ movement: toMovement(row), shelf: (await shelfAndLedger(tx, row.skuId, row.warehouseCode)).shelf });
    // a retried call: what the first one did, once (the product lock orders two retries one after the other)
    await lockProducts(tx, [sku.productId]);
    const earlier = await movementByKey(tx, scope.userId, move.clientKey);
    if (earlier) return shelfOf(earlier);
    const shelf = await moveShelf(tx, { ...move, productId: sku.productId, userId: scope.userId });
    if (shelf === null) fail('stockBelowZero');
    await checkLedger(tx, move.skuId, move.warehouseCode);
    const where = { skuId: move.skuId, warehouseCode: move.warehouseCode };
    await auditPlatform(
      tx,
      scope,
      move.kind === 'receive' ? 'stock.receive' : 'stock.adjust',
      sku.productId,
      { ...where, shelf: shelf - move.change },
      {
        ...where,
        shelf,
        change: move.change,
        reason: move.reason,
        note: move.note,
      },
    );
    await store.refreshProductFigures(tx, sku.productId);
    const movement = (await latestMovement(tx, move.skuId, move.warehouseCode)) ?? fail('stockLedgerMismatch');
    return { movement: toMovement(movement), shelf };
  });
}

export const receiveStock = (db: Db, scope: store.ListingScope, body: z.output<typeof ReceiveSchema>) =>
  moveStock(db, scope, { skuId: body.skuId, warehouseCode: body.warehouseCode, change: body.quantity, kind: 'receive', reason: null, note: body.note, clientKey: body.clientKey });

export const adjustStock = (db: Db, scope: store.ListingScope, body: z.output<typeof AdjustSchema>) =>
  moveStock(db, scope, {
    skuId: body.skuId,
    warehouseCode: body.warehouseCode,
    change: body.change,
    kind: 'adjust',
    reason: body.reason,
    note: body.note,
    clientKey: body.clientKey,
  });

export async function stockMovements(
  db: Queryable,
  scope: store.ListingScope,
  body: { skuId: number; warehouseCode?: string | undefined; pageNum: number; pageSize: number },
): Promise<StockMovementPage> {
  await ownedSku(db, scope, body.skuId);
  const { list, total } = await movementPage(db, body.skuId, body.warehouseCode ?? null, body);
  return { list: list.map(toMovement), total, pageNum: body.pageNum, pageSize: body.pageSize };
}
