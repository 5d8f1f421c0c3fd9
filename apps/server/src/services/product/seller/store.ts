/** Every SQL statement of the goods owner's product calls (issue 13): their shop, category counts, names for the export, delisting. */
import { CatalogueStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

/** Why products were taken off sale by the delisting calls; relisting puts back only those of the same reason. */
export type DelistReason = 'owner' | 'accountClosure';

export async function shopOfUser(db: Queryable, userId: number): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('select id from goods_owner where user_id = $1 order by id limit 1', [userId]);
  return row?.id ?? null;
}

export async function insertShop(tx: Queryable, input: { userId: number; shopName: string; city?: string; legalName?: string; vatNumber?: string }): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into goods_owner (user_id, shop_name_en, shop_name_zh, city, legal_name, vat_number, registered_address) values ($1, $2, $2, $3, $4, $5, $3) returning id`,
    [input.userId, input.shopName, input.city ?? '', input.legalName || input.shopName, input.vatNumber ?? ''],
  );
  return row!.id;
}

/** Takes every product of the shops of the account that is on sale off sale, marking why; the number taken off. */
export async function delistProducts(tx: Queryable, ownerUserId: number, reason: DelistReason): Promise<number> {
  const rows = await tx.query(
    `update product p set status = $3, delisted_reason = $2, update_time = now()
       from goods_owner g
      where g.id = p.owner_id and g.user_id = $1 and p.status = $4
      returning p.id`,
    [ownerUserId, reason, CatalogueStatus.Withdrawn, CatalogueStatus.Active],
  );
  return rows.length;
}

/** Puts back on sale the products of the account's shops that a delisting for `reason` took off; the number put back. */
export async function relistProducts(tx: Queryable, ownerUserId: number, reason: DelistReason): Promise<number> {
  const rows = await tx.query(
    `update product p set status = $3, delisted_reason = null, update_time = now()
       from goods_owner g
      where g.id = p.owner_id and g.user_id = $1 and p.status = $4 and p.delisted_reason = $2
      returning p.id`,
    [ownerUserId, reason, CatalogueStatus.Active, CatalogueStatus.Withdrawn],
  );
  return rows.length;
}

export interface CategoryCountRow {
  id: number;
  parentId: number | null;
  nameEn: string;
  nameZh: string;
  productCount: number;
  activeCount: number;
}

/** The second-level categories the shop's products are in with their counts, and their parents. */
export async function categoryCounts(db: Queryable, ownerId: number): Promise<CategoryCountRow[]> {
  const rows = await db.query<CategoryCountRow>(
    `with counts as (
       select category2_id as id, count(*)::int as product_count, count(*) filter (where status = $2)::int as active_count
         from product where owner_id = $1 group by category2_id
     )
     select c.id, c.parent_id as "parentId", c.name_en as "nameEn", c.name_zh as "nameZh",
            coalesce(k.product_count, 0) as "productCount", coalesce(k.active_count, 0) as "activeCount"
       from category c left join counts k on k.id = c.id
      where k.id is not null or c.id in (select parent_id from category where id in (select id from counts))
      order by c.sort_order, c.id`,
    [ownerId, CatalogueStatus.Active],
  );
  return rows.map((row) => ({ ...row, productCount: Number(row.productCount), activeCount: Number(row.activeCount) }));
}

export interface ProductNameRow {
  id: number;
  nameEn: string;
  nameZh: string;
  status: number;
  skuCodes: string;
}

/** One page of the shop's products by id (keyset), with their SKU codes, for the streamed export. */
export async function productNamesAfter(db: Queryable, ownerId: number, afterId: number, limit: number): Promise<ProductNameRow[]> {
  return db.query<ProductNameRow>(
    `select p.id, p.name_en as "nameEn", p.name_zh as "nameZh", p.status,
            coalesce((select string_agg(s.sku_code, ' ' order by s.sort_order, s.id) from product_sku s where s.product_id = p.id), '') as "skuCodes"
       from product p where p.owner_id = $1 and p.id > $2 order by p.id limit $3`,
    [ownerId, afterId, limit],
  );
}

export interface LegalDetailsRow {
  legalName: string;
  addressLine1: string;
  addressLine2: string;
  town: string;
  postcode: string;
  companyNumber: string;
  vatNumber: string;
  registeredAddress: string;
  updatedAt: Date | null;
}

const LEGAL_DETAILS_COLUMNS = `legal_name as "legalName", address_line1 as "addressLine1", address_line2 as "addressLine2", address_town as "town",
  address_postcode as "postcode", company_number as "companyNumber", vat_number as "vatNumber", registered_address as "registeredAddress",
  legal_details_updated_at as "updatedAt"`;

/** The shop's legal details, as invoices issued now would carry them. */
export async function legalDetailsOf(db: Queryable, ownerId: number): Promise<LegalDetailsRow> {
  const [row] = await db.query<LegalDetailsRow>(`select ${LEGAL_DETAILS_COLUMNS} from goods_owner where id = $1`, [ownerId]);
  return row!;
}

/** Writes the shop's legal details whole, with the address line invoices print; the details as stored. */
export async function updateLegalDetails(db: Queryable, ownerId: number, details: Omit<LegalDetailsRow, 'updatedAt'>): Promise<LegalDetailsRow> {
  const [row] = await db.query<LegalDetailsRow>(
    `update goods_owner
        set legal_name = $2, address_line1 = $3, address_line2 = $4, address_town = $5, address_postcode = $6, company_number = $7,
            vat_number = $8, registered_address = $9, legal_details_updated_at = now()
      where id = $1
      returning ${LEGAL_DETAILS_COLUMNS}`,
    [ownerId, details.legalName, details.addressLine1, details.addressLine2, details.town, details.postcode, details.companyNumber, details.vatNumber, details.registeredAddress],
  );
  return row!;
}
