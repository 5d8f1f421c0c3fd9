/**
 * The goods owner's product calls (issue 13; docs/product.md §7 /seller/shop/product/*): their
 * category tree with product counts, a streamed zip of their product names and codes, and taking
 * all their products off sale and back. `delistAllProductsOf` and `relistProductsOf` take the
 * caller's transaction: the seller calls use them, and so will account closure (§4: "delist all
 * products"); `createShopFor` is how an approved seller application opens the shop.
 */
import { CatalogueStatus, type LegalDetails, type OwnerCategory, Role, registeredAddressLine, toEpochSeconds, type UpdateLegalDetailsBody } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import type { SessionRecord } from '../../../platform/sessions';
import * as store from './store';

export type { DelistReason } from './store';

/**
 * Takes every product of the goods owner (by their account id) that is on sale off sale, inside the
 * caller's transaction, marked with the reason so that relisting puts back exactly these. Answers
 * how many were taken off (0 when there were none, or the account has no shop).
 */
export function delistAllProductsOf(ownerUserId: number, tx: Queryable, reason: store.DelistReason = 'owner'): Promise<number> {
  return store.delistProducts(tx, ownerUserId, reason);
}

/**
 * Puts back on sale the goods owner's products that `delistAllProductsOf` took off for the same
 * reason (never one withdrawn otherwise), inside the caller's transaction; answers how many.
 */
export function relistProductsOf(ownerUserId: number, tx: Queryable, reason: store.DelistReason = 'owner'): Promise<number> {
  return store.relistProducts(tx, ownerUserId, reason);
}

/** The account's shop, opened with the store name when it has none yet (an approved seller application); its id. */
export async function createShopFor(
  tx: Queryable,
  userId: number,
  shopName: string,
  company: { legalName: string; vatNumber: string } = { legalName: '', vatNumber: '' },
): Promise<number> {
  return (await store.shopOfUser(tx, userId)) ?? store.insertShop(tx, { userId, shopName, ...company });
}

/** The shop of a signed-in goods owner; a buyer, an agent or an account without a shop is refused. */
export async function shopOfSession(db: Queryable, session: SessionRecord): Promise<number> {
  if (session.roles.length === 0) fail('noPermission');
  if (!session.roles.includes(Role.Seller)) fail('insufficientPermissions');
  return (await store.shopOfUser(db, session.userId)) ?? fail('sellerNotGoodsOwner');
}

/** The shop's two-level category tree: the categories its products are in, with counts. */
export async function ownerCategoryTree(db: Queryable, ownerId: number): Promise<OwnerCategory[]> {
  const rows = await store.categoryCounts(db, ownerId);
  const node = (row: store.CategoryCountRow) => ({
    id: row.id,
    categoryName: row.nameZh,
    categoryNameEn: row.nameEn,
    productCount: row.productCount,
    activeCount: row.activeCount,
  });
  return rows
    .filter((row) => row.parentId === null)
    .map((parent) => {
      const children = rows.filter((row) => row.parentId === parent.id).map(node);
      const sum = (key: 'productCount' | 'activeCount') => children.reduce((total, child) => total + child[key], parent[key]);
      return { ...node(parent), productCount: sum('productCount'), activeCount: sum('activeCount'), children };
    });
}

export const PRODUCT_STATUS_TEXT: Record<number, string> = { [CatalogueStatus.Active]: 'on sale', [CatalogueStatus.Withdrawn]: 'off sale' };

const legalDetailsView = (row: store.LegalDetailsRow): LegalDetails => ({ ...row, updatedAt: toEpochSeconds(row.updatedAt) });

/** The shop's legal details for VAT invoices (issue 35 item 3): what an invoice issued now would carry. */
export async function legalDetailsOf(db: Queryable, ownerId: number): Promise<LegalDetails> {
  return legalDetailsView(await store.legalDetailsOf(db, ownerId));
}

/**
 * Saves the shop's legal details whole (already checked by the contract's schema): invoices issued from now on
 * carry them. An invoice already issued keeps its own copy of the details it was issued with (payment/invoices).
 * Saving the same details again changes nothing but the time they were saved.
 */
export async function updateLegalDetails(db: Queryable, ownerId: number, details: UpdateLegalDetailsBody): Promise<LegalDetails> {
  return legalDetailsView(await store.updateLegalDetails(db, ownerId, { ...details, registeredAddress: registeredAddressLine(details) }));
}
