/**
 * Every SQL statement that changes stock. Units are held per SKU and warehouse (sku_stock); the
 * SKU's total (product_sku.total_stock) and the product's (product.total_stock, the listing's
 * figure) move with them in the same statement. Each writer locks the products it touches in id
 * order first, so concurrent checkouts and cancellations queue instead of deadlocking.
 */
import type { Queryable } from '../../platform/db';

export interface StockLine {
  productId: number;
  skuId: number;
  warehouseCode: string;
  quantity: number;
}

/** Row-locks products in id order: every stock writer takes these locks first. */
export async function lockProducts(tx: Queryable, productIds: readonly number[]): Promise<void> {
  await tx.query('select id from product where id = any($1::int[]) order by id for update', [[...new Set(productIds)].sort((a, b) => a - b)], { prepared: true });
}

const columns = (lines: readonly StockLine[]) => [lines.map((l) => l.skuId), lines.map((l) => l.warehouseCode), lines.map((l) => l.quantity)];

/**
 * The SKU and product totals follow the per-warehouse change `moved` (units per SKU, signed): the CTE
 * `skus`, then the product update, itself a CTE (`products`) when `part`.
 */
const totals = (part: boolean) => `
     skus as (
       update product_sku k set total_stock = greatest(k.total_stock + m.quantity, 0)
         from (select sku_id, sum(quantity)::int as quantity from moved group by sku_id) m
        where k.id = m.sku_id
        returning k.product_id, m.quantity
     )${part ? ', products as (' : ''}
     update product p set total_stock = greatest(p.total_stock + t.quantity, 0)
       from (select product_id, sum(quantity)::int as quantity from skus group by product_id) t
      where p.id = t.product_id${part ? '\n     returning p.id\n     )' : ''}`;

/**
 * The CTEs locking the lines' products in id order (`locked`), then a conditional decrement per line
 * (only where enough is left; `taken` has a row per line taken), the totals following. The decrement
 * waits on a one-time filter that counts the locked products, so every product lock is held before any
 * stock row is touched: the order lockProducts and then the decrement would keep, in one round trip.
 * Parameters from $first: the lines' SKU ids, warehouse codes and quantities, then the product ids in
 * id order. `single` takes one line as plain parameters: as a prepared statement its generic plan
 * (index lookups, planned once per connection) is as cheap as a fresh one, where the arrays' unknown
 * length makes PostgreSQL plan the general form afresh on every call.
 */
function takeStockCtes(single: boolean, first: number): string {
  const [sku, warehouse, quantity, products] = [0, 1, 2, 3].map((i) => `$${first + i}`);
  return `locked as (
       select id from product where ${single ? `id = ${products}::int` : `id = any(${products}::int[])`} order by id for update
     ), wanted as (
       select * from ${single ? `(values (${sku}::int, ${warehouse}::text, ${quantity}::int))` : `unnest(${sku}::int[], ${warehouse}::text[], ${quantity}::int[])`} as w(sku_id, warehouse_code, quantity)
        where (select count(*) from locked) >= 0
     ), taken as (
       update sku_stock s set quantity = s.quantity - w.quantity
         from wanted w
        where s.sku_id = w.sku_id and s.warehouse_code = w.warehouse_code and s.quantity >= w.quantity
        returning s.sku_id, w.quantity
     ), moved as (
       select sku_id, -quantity as quantity from taken
     ), ${totals(true)}`;
}

/** The statement taking stock on its own (takeStockCtes from $1), answering the number of lines taken. */
const takeStockStatement = (single: boolean) => `with ${takeStockCtes(single, 1)}
     select (select count(*)::int from taken) as taken`;

const TAKE_LINES = takeStockStatement(false);
const TAKE_ONE_LINE = takeStockStatement(true);

/** takeStockCtes's parameters for the lines. */
const takeParams = (lines: readonly StockLine[]): unknown[] => {
  const [line] = lines;
  return lines.length === 1 && line
    ? [line.skuId, line.warehouseCode, line.quantity, line.productId]
    : [...columns(lines), [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b)];
};

/** Locks the lines' products in id order and takes each line's units where enough is left; answers the number of lines taken. */
export async function takeStock(tx: Queryable, lines: readonly StockLine[]): Promise<number> {
  const [row] = await tx.query<{ taken: number }>(lines.length === 1 ? TAKE_ONE_LINE : TAKE_LINES, takeParams(lines), { prepared: true });
  return row?.taken ?? 0;
}

/** The same stock taking as a part of another statement: its CTEs and their parameters. */
export interface StockTakingPart {
  /**
   * CTEs (`locked`, `wanted`, `taken`, `moved`, `skus`, `products`) to follow the statement's own
   * `with`; one text per shape and first parameter, so the statement can be prepared.
   */
  ctes: string;
  params: unknown[];
}

const parts = new Map<string, string>();

/**
 * takeStock as CTEs of the caller's statement, its parameters numbered from $first: `taken` has a row
 * per line taken. Whatever the statement writes must wait on `taken` being whole (a filter on
 * `(select count(*) from taken)`), which also puts every write after the product locks.
 */
export function stockTakingPart(lines: readonly StockLine[], first: number): StockTakingPart {
  const single = lines.length === 1;
  const key = `${single}:${first}`;
  let ctes = parts.get(key);
  if (ctes === undefined) {
    ctes = takeStockCtes(single, first);
    parts.set(key, ctes);
  }
  return { ctes, params: takeParams(lines) };
}

/** Puts units back at their warehouses (recreating a warehouse row that was removed meanwhile). */
export async function returnStock(tx: Queryable, lines: readonly StockLine[]): Promise<void> {
  await tx.query(
    `with back as (
       select sku_id, warehouse_code, sum(quantity)::int as quantity
         from unnest($1::int[], $2::text[], $3::int[]) as b(sku_id, warehouse_code, quantity) group by sku_id, warehouse_code
     ), put as (
       insert into sku_stock (sku_id, warehouse_code, quantity) select sku_id, warehouse_code, quantity from back
       on conflict (sku_id, warehouse_code) do update set quantity = sku_stock.quantity + excluded.quantity
       returning sku_id
     ), moved as (
       select b.sku_id, b.quantity from back b where b.sku_id in (select sku_id from put)
     ), ${totals(false)}`,
    columns(lines),
  );
}

/** A goods owner's movement of one shelf (one SKU in one warehouse): a receipt or an adjustment. */
export interface ShelfMove {
  productId: number;
  skuId: number;
  warehouseCode: string;
  /** units added (positive) or taken off (negative) */
  change: number;
  kind: 'receive' | 'adjust';
  reason: string | null;
  note: string;
  userId: number;
  /** the client's key of a retryable call, or null (a listing's opening stock) */
  clientKey: string | null;
}

export interface MovementRow {
  id: number;
  skuId: number;
  warehouseCode: string;
  kind: 'opening' | 'receive' | 'adjust' | 'order' | 'release';
  change: number;
  quantityAfter: number;
  reason: string | null;
  note: string;
  createdAt: number;
}

const MOVEMENT_COLUMNS = `id, sku_id as "skuId", warehouse_code as "warehouseCode", kind, change, quantity_after as "quantityAfter", reason, note,
       extract(epoch from created_at)::bigint as "createdAt"`;

/** The movement a client key already wrote for the user, if any (a retried receipt or adjustment). */
export async function movementByKey(db: Queryable, userId: number, clientKey: string): Promise<MovementRow | null> {
  const [row] = await db.query<MovementRow>(`select ${MOVEMENT_COLUMNS} from stock_movement where user_id = $1 and client_key = $2`, [userId, clientKey]);
  return row ?? null;
}

/**
 * Moves a shelf in the caller's transaction, after its product's lock (every stock writer's first
 * step, so a checkout and an adjustment queue rather than interleave): the shelf changes only where
 * it stays at zero or more, the SKU's and product's totals follow, and the sku_stock trigger writes
 * the movement, labelled with the kind, reason, note, user and key set for this one statement.
 * Answers the shelf after the move, or null when it would have gone below zero (nothing changed).
 */
export async function moveShelf(tx: Queryable, move: ShelfMove): Promise<number | null> {
  await lockProducts(tx, [move.productId]);
  await tx.query(
    `select set_config('clearlot.stock_kind', $1, true), set_config('clearlot.stock_reason', $2, true), set_config('clearlot.stock_note', $3, true),
            set_config('clearlot.stock_user', $4, true), set_config('clearlot.stock_key', $5, true)`,
    [move.kind, move.reason ?? '', move.note, String(move.userId), move.clientKey ?? ''],
  );
  const [row] = await tx.query<{ quantity: number }>(
    `with shelf as (
       insert into sku_stock (sku_id, warehouse_code, quantity) select $1, $2, $3 where $3 > 0
       on conflict (sku_id, warehouse_code) do update set quantity = sku_stock.quantity + excluded.quantity
       returning quantity
     ), taken as (
       update sku_stock set quantity = quantity + $3 where $3 < 0 and sku_id = $1 and warehouse_code = $2 and quantity + $3 >= 0
       returning quantity
     )
     select quantity from shelf union all select quantity from taken`,
    [move.skuId, move.warehouseCode, move.change],
  );
  // the labels are this statement's only: a checkout later in the same transaction is an order's again
  await tx.query(
    `select set_config('clearlot.stock_kind', '', true), set_config('clearlot.stock_reason', '', true), set_config('clearlot.stock_note', '', true),
            set_config('clearlot.stock_user', '', true), set_config('clearlot.stock_key', '', true)`,
  );
  if (!row) return null;
  await tx.query(`with moved as (select $1::int as sku_id, $2::int as quantity), ${totals(false)}`, [move.skuId, move.change]);
  return row.quantity;
}

/**
 * New options' opening stock, received on their shelves in one statement (a new listing, or every row
 * of a bulk import). The caller holds the products: new ones no other transaction can see, or an edited
 * listing it has locked (listingRow … for update), so no lock is taken here. The movements are written by the sku_stock
 * trigger labelled as receipts by the user, the SKU and product totals following. The shelves are new,
 * so nothing is taken and nothing can go below zero. A bulk import wrote the SKU and product totals with
 * its rows (`totalsWritten`): they are not moved again.
 */
export async function receiveOpeningStock(tx: Queryable, userId: number, lines: readonly StockLine[], totalsWritten = false): Promise<void> {
  // one line per shelf: a statement's upsert may not touch a row twice
  const shelves = new Map<string, StockLine>();
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const key = `${line.skuId}\u0000${line.warehouseCode}`;
    const earlier = shelves.get(key);
    shelves.set(key, earlier ? { ...earlier, quantity: earlier.quantity + line.quantity } : { ...line });
  }
  const moved = [...shelves.values()];
  if (moved.length === 0) return;
  await tx.query(
    `select set_config('clearlot.stock_kind', 'receive', true), set_config('clearlot.stock_reason', '', true), set_config('clearlot.stock_note', '', true),
            set_config('clearlot.stock_user', $1, true), set_config('clearlot.stock_key', '', true)`,
    [String(userId)],
  );
  await tx.query(
    `insert into sku_stock (sku_id, warehouse_code, quantity) select * from unnest($1::int[], $2::text[], $3::int[])
     on conflict (sku_id, warehouse_code) do update set quantity = sku_stock.quantity + excluded.quantity`,
    columns(moved),
  );
  await tx.query(
    `select set_config('clearlot.stock_kind', '', true), set_config('clearlot.stock_reason', '', true), set_config('clearlot.stock_note', '', true),
            set_config('clearlot.stock_user', '', true), set_config('clearlot.stock_key', '', true)`,
  );
  if (totalsWritten) return;
  await tx.query(`with moved as (select * from unnest($1::int[], $2::int[]) as m(sku_id, quantity)), ${totals(false)}`, [
    moved.map((line) => line.skuId),
    moved.map((line) => line.quantity),
  ]);
}

/** The shelves among these whose figure differs from the sum of their movements (none, when the ledger holds). */
export async function shelvesOffLedger(db: Queryable, shelves: ReadonlyArray<{ skuId: number; warehouseCode: string }>): Promise<number> {
  if (shelves.length === 0) return 0;
  const [row] = await db.query<{ off: number }>(
    `select count(*)::int as off
       from unnest($1::int[], $2::text[]) as w(sku_id, warehouse_code)
      where coalesce((select quantity from sku_stock s where s.sku_id = w.sku_id and s.warehouse_code = w.warehouse_code), 0)
            <> coalesce((select sum(change) from stock_movement m where m.sku_id = w.sku_id and m.warehouse_code = w.warehouse_code), 0)`,
    [shelves.map((shelf) => shelf.skuId), shelves.map((shelf) => shelf.warehouseCode)],
  );
  return row?.off ?? 0;
}

/** The shelf's figure and the sum of its movements (they must be equal). */
export async function shelfAndLedger(db: Queryable, skuId: number, warehouseCode: string): Promise<{ shelf: number; ledger: number }> {
  const [row] = await db.query<{ shelf: number; ledger: number }>(
    `select coalesce((select quantity from sku_stock where sku_id = $1 and warehouse_code = $2), 0) as shelf,
            coalesce((select sum(change) from stock_movement where sku_id = $1 and warehouse_code = $2), 0)::int as ledger`,
    [skuId, warehouseCode],
  );
  return { shelf: Number(row!.shelf), ledger: Number(row!.ledger) };
}

export async function movementById(db: Queryable, id: number): Promise<MovementRow | null> {
  const [row] = await db.query<MovementRow>(`select ${MOVEMENT_COLUMNS} from stock_movement where id = $1`, [id]);
  return row ?? null;
}

/** The newest movement the user's key wrote on the shelf (the one moveShelf just made). */
export async function latestMovement(db: Queryable, skuId: number, warehouseCode: string): Promise<MovementRow | null> {
  const [row] = await db.query<MovementRow>(`select ${MOVEMENT_COLUMNS} from stock_movement where sku_id = $1 and warehouse_code = $2 order by id desc limit 1`, [
    skuId,
    warehouseCode,
  ]);
  return row ?? null;
}

/** A page of a SKU's movements, newest first, in one warehouse or all. */
export async function movementPage(
  db: Queryable,
  skuId: number,
  warehouseCode: string | null,
  page: { pageNum: number; pageSize: number },
): Promise<{ list: MovementRow[]; total: number }> {
  const [list, count] = await Promise.all([
    db.query<MovementRow>(`select ${MOVEMENT_COLUMNS} from stock_movement where sku_id = $1 and ($2::text is null or warehouse_code = $2) order by id desc limit $3 offset $4`, [
      skuId,
      warehouseCode,
      page.pageSize,
      (page.pageNum - 1) * page.pageSize,
    ]),
    db.query<{ total: number }>('select count(*)::int as total from stock_movement where sku_id = $1 and ($2::text is null or warehouse_code = $2)', [skuId, warehouseCode]),
  ]);
  return { list, total: count[0]?.total ?? 0 };
}

/** The SKU's product and owner, when the SKU is on the listing (any status of the listing). */
export async function skuOwner(db: Queryable, skuId: number): Promise<{ productId: number; ownerId: number } | null> {
  const [row] = await db.query<{ productId: number; ownerId: number }>(
    'select k.product_id as "productId", p.owner_id as "ownerId" from product_sku k join product p on p.id = k.product_id where k.id = $1 and k.status = 1',
    [skuId],
  );
  return row ?? null;
}
