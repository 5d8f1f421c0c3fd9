/**
 * Cart rules: a line is one product from one ship-from warehouse; quantities stay within the
 * stock of that warehouse; at most CART_MAX_LINES lines; a buyer only ever sees or changes
 * their own lines (another buyer's line id is "not found", never a leak).
 */
import { type AddCartItemBody, CART_MAX_LINES, CatalogueStatus, type CartGroup, type CartItem, type CartList, type UpdateCartItemBody } from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import * as store from './store';

function toCartItem(row: store.CartLineRow): CartItem {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    productNameEn: row.productNameEn,
    productImage: row.productImage,
    warehouseCode: row.warehouseCode,
    price: row.price,
    referencePrice: row.referencePrice,
    profitable: row.profitable,
    quantity: row.quantity,
    stock: row.stock,
    outOfStock: !row.onSale || row.quantity > row.stock,
    selected: row.selected,
    weightGrams: row.weightGrams,
    lineTotal: row.price * row.quantity,
  };
}

/** Groups by goods owner + warehouse; lines arrive newest first, so groups follow their newest line. */
function toCartList(rows: store.CartLineRow[]): CartList {
  const groups = new Map<string, CartGroup>();
  let selectedCount = 0;
  let selectedTotal = 0;
  let hasOutOfStock = false;
  for (const row of rows) {
    const item = toCartItem(row);
    const key = `${row.ownerId}\u0000${row.warehouseCode}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        ownerId: row.ownerId,
        ownerName: row.ownerName,
        ownerNameEn: row.ownerNameEn,
        warehouseCode: row.warehouseCode,
        warehouseName: row.warehouseName,
        warehouseNameEn: row.warehouseNameEn,
        cartItems: [],
      };
      groups.set(key, group);
    }
    group.cartItems.push(item);
    if (item.outOfStock) hasOutOfStock = true;
    else if (item.selected) {
      selectedCount += 1;
      selectedTotal += item.lineTotal;
    }
  }
  return { resultList: [...groups.values()], totalCount: rows.length, selectedCount, selectedTotal, hasOutOfStock };
}

const distinct = (ids: readonly number[]) => [...new Set(ids)];

export function createCartService(db: Db) {
  /** True when the line was added; false when it was already in the cart (nothing changed). */
  async function addItem(userId: number, body: AddCartItemBody): Promise<boolean> {
    const product = await store.productForCart(db, body.productId);
    if (!product) fail('productNotFound');
    if (product.status !== CatalogueStatus.Active) fail('productNotOnSale');
    const warehouseCode = body.warehouseCode ?? product.defaultWarehouseCode;
    if (!warehouseCode) fail('itemOutOfStock');
    const quantity = body.quantity ?? 1;
    return db.transaction(async (tx) => {
      await store.lockCart(tx, userId);
      if (await store.lineExists(tx, userId, body.productId, warehouseCode)) return false;
      if (quantity > (await store.stockAt(tx, body.productId, warehouseCode))) fail('itemOutOfStock');
      if ((await store.countLines(tx, userId)) >= CART_MAX_LINES) fail('cartFull');
      return store.insertLine(tx, { userId, productId: body.productId, warehouseCode, quantity });
    });
  }

  /** Runs a change on some of the user's lines, only when every id is one of them. */
  async function onOwnLines(userId: number, ids: readonly number[], change: (tx: Queryable, ids: number[]) => Promise<number>): Promise<number> {
    const unique = distinct(ids);
    if (unique.length === 0) return 0;
    return db.transaction(async (tx) => {
      if ((await store.lockOwnLines(tx, userId, unique)) !== unique.length) fail('cartItemNotFound');
      return change(tx, unique);
    });
  }

  return {
    count: (userId: number) => store.countLines(db, userId),

    list: async (userId: number): Promise<CartList> => toCartList(await store.cartLines(db, userId)),

    addItem,

    async updateItem(userId: number, body: UpdateCartItemBody): Promise<CartItem> {
      await db.transaction(async (tx) => {
        const line = await store.lockLine(tx, userId, body.id);
        if (!line) fail('cartItemNotFound');
        if (body.quantity !== undefined) {
          if (!line.onSale) fail('productNotOnSale');
          if (body.quantity > line.stock) fail('itemOutOfStock');
        }
        await store.updateLine(tx, userId, body.id, { quantity: body.quantity, selected: body.selected });
      });
      const [row] = await store.cartLinesByIds(db, userId, [body.id]);
      // removed by a concurrent request between the update and this read
      if (!row) return fail('cartItemNotFound');
      return toCartItem(row);
    },

    selectItems: (userId: number, ids: readonly number[], selected: boolean) =>
      onOwnLines(userId, ids, (tx, own) => store.setSelected(tx, userId, own, selected)),

    deleteItems: (userId: number, ids: readonly number[]) => onOwnLines(userId, ids, (tx, own) => store.deleteLines(tx, userId, own)),

    /** The "most profitable" shortcut: one unit of the product from its default warehouse. */
    addProduct: (userId: number, productId: number) => addItem(userId, { productId }),

    /** Removes every line of the product from the user's cart; true when any was removed. */
    removeProduct: async (userId: number, productId: number): Promise<boolean> => (await store.deleteProductLines(db, userId, productId)) > 0,
  };
}

export type CartService = ReturnType<typeof createCartService>;
