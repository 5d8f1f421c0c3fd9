/**
 * Every SQL statement of the cart: a line is (user, product, ship-from warehouse).
 * Ids from requests are compared as bigint: an id beyond the integer range is simply not found.
 */
import { type CartGroup, type CartItem, CatalogueStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

/** Advisory-lock namespace: one cart write at a time per user (keeps the line limit exact). */
const CART_LOCK = 7_240_101;

/**
 * A cart line joined with what the buyer sees now: the item's fields (before the derived
 * out-of-stock flag and line total), whether the product is on sale, and its group's owner and
 * warehouse.
 */
export type CartLineRow = Omit<CartItem, 'outOfStock' | 'lineTotal'> & { onSale: boolean } & Omit<CartGroup, 'cartItems'>;

/** `onSale` is the product's status compared with the parameter at `activeParam` (CatalogueStatus.Active). */
const lineSelect = (activeParam: string) => `
  select c.id, c.product_id as "productId", p.name_zh as "productName", p.name_en as "productNameEn",
         split_part(p.media, ',', 1) as "productImage", c.warehouse_code as "warehouseCode",
         p.price, p.reference_price as "referencePrice", p.profitable::float8 as profitable,
         c.quantity, coalesce(s.quantity, 0) as stock, p.status = ${activeParam} as "onSale", c.selected,
         p.weight_grams as "weightGrams", p.owner_id as "ownerId",
         o.shop_name_zh as "ownerName", o.shop_name_en as "ownerNameEn",
         w.name_zh as "warehouseName", w.name_en as "warehouseNameEn"
    from cart_item c
    join product p on p.id = c.product_id
    join goods_owner o on o.id = p.owner_id
    join warehouse w on w.warehouse_code = c.warehouse_code
    left join product_stock s on s.product_id = c.product_id and s.warehouse_code = c.warehouse_code`;

/** The user's whole cart in one statement, newest line first. */
export const cartLines = (db: Queryable, userId: number) =>
  db.query<CartLineRow>(`${lineSelect('$2')} where c.user_id = $1 order by c.created_at desc, c.id desc`, [userId, CatalogueStatus.Active]);

/** Some of the user's lines (others' ids simply do not match), newest first. */
export const cartLinesByIds = (db: Queryable, userId: number, ids: readonly number[]) =>
  db.query<CartLineRow>(`${lineSelect('$3')} where c.user_id = $1 and c.id = any($2::bigint[]) order by c.created_at desc, c.id desc`, [
    userId,
    ids,
    CatalogueStatus.Active,
  ]);

export async function countLines(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from cart_item where user_id = $1', [userId]);
  return row?.n ?? 0;
}

export interface ProductForCart {
  status: number;
  /** the warehouse holding most stock of the product, else its main warehouse */
  defaultWarehouseCode: string | null;
}

export async function productForCart(db: Queryable, productId: number): Promise<ProductForCart | null> {
  const [row] = await db.query<ProductForCart>(
    `select p.status,
            coalesce((select s.warehouse_code from product_stock s join warehouse w on w.warehouse_code = s.warehouse_code
                       where s.product_id = p.id
                       order by s.quantity desc, s.warehouse_code = p.main_warehouse_code desc, w.id
                       limit 1), p.main_warehouse_code) as "defaultWarehouseCode"
       from product p where p.id = $1::bigint`,
    [productId],
  );
  return row ?? null;
}

/** Units of a product in stock at one warehouse (0 when it has none there, or the warehouse is unknown). */
export async function stockAt(db: Queryable, productId: number, warehouseCode: string): Promise<number> {
  const [row] = await db.query<{ quantity: number }>('select quantity from product_stock where product_id = $1::bigint and warehouse_code = $2', [productId, warehouseCode]);
  return row?.quantity ?? 0;
}

/** Serialises the user's cart writes until the transaction ends. */
export async function lockCart(tx: Queryable, userId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int, $2::int)', [CART_LOCK, userId]);
}

export async function lineExists(db: Queryable, userId: number, productId: number, warehouseCode: string): Promise<boolean> {
  const rows = await db.query('select 1 from cart_item where user_id = $1 and product_id = $2::bigint and warehouse_code = $3', [userId, productId, warehouseCode]);
  return rows.length > 0;
}

/** Inserts the line unless it already exists; true when a line was added. */
export async function insertLine(db: Queryable, line: { userId: number; productId: number; warehouseCode: string; quantity: number }): Promise<boolean> {
  const rows = await db.query(
    `insert into cart_item (user_id, product_id, warehouse_code, quantity) values ($1, $2, $3, $4)
     on conflict (user_id, product_id, warehouse_code) do nothing returning id`,
    [line.userId, line.productId, line.warehouseCode, line.quantity],
  );
  return rows.length > 0;
}

/** The user's line, locked for the rest of the transaction, with the stock at its warehouse. */
export async function lockLine(tx: Queryable, userId: number, id: number): Promise<{ productId: number; warehouseCode: string; stock: number; onSale: boolean } | null> {
  const [row] = await tx.query<{ productId: number; warehouseCode: string; stock: number; onSale: boolean }>(
    `select c.product_id as "productId", c.warehouse_code as "warehouseCode", coalesce(s.quantity, 0) as stock, p.status = $3 as "onSale"
       from cart_item c join product p on p.id = c.product_id
       left join product_stock s on s.product_id = c.product_id and s.warehouse_code = c.warehouse_code
      where c.id = $1 and c.user_id = $2
        for update of c`,
    [id, userId, CatalogueStatus.Active],
  );
  return row ?? null;
}

export async function updateLine(tx: Queryable, userId: number, id: number, change: { quantity?: number; selected?: boolean }): Promise<void> {
  await tx.query(
    `update cart_item set quantity = coalesce($3, quantity), selected = coalesce($4, selected), updated_at = now()
      where id = $1 and user_id = $2`,
    [id, userId, change.quantity ?? null, change.selected ?? null],
  );
}

/** How many of the ids are the user's lines (locking them for the rest of the transaction). */
export async function lockOwnLines(tx: Queryable, userId: number, ids: readonly number[]): Promise<number> {
  const rows = await tx.query('select id from cart_item where user_id = $1 and id = any($2::bigint[]) for update', [userId, ids]);
  return rows.length;
}

export async function setSelected(tx: Queryable, userId: number, ids: readonly number[], selected: boolean): Promise<number> {
  const rows = await tx.query(
    'update cart_item set selected = $3, updated_at = now() where user_id = $1 and id = any($2::bigint[]) returning id',
    [userId, ids, selected],
  );
  return rows.length;
}

export async function deleteLines(tx: Queryable, userId: number, ids: readonly number[]): Promise<number> {
  return (await tx.query('delete from cart_item where user_id = $1 and id = any($2::bigint[]) returning id', [userId, ids])).length;
}

export async function deleteProductLines(db: Queryable, userId: number, productId: number): Promise<number> {
  return (await db.query('delete from cart_item where user_id = $1 and product_id = $2::bigint returning id', [userId, productId])).length;
}
