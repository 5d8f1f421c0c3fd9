/**
 * Cart rules: a line is one SKU from one ship-from warehouse; quantities stay within the stock of
 * that warehouse; a quantity beyond one warehouse is spread over several (each its own line, order
 * and parcel); at most CART_MAX_LINES lines; a buyer only ever sees or changes their own lines
 * (another buyer's line id is "not found", never a leak). An option sold by quantity (rules/quantity.ts)
 * is added and changed only in whole cases and at its minimum order or more, per line, and each line is
 * priced by linePrice: the tier its quantity reaches.
 */
import {
  type AddCartItemBody,
  CART_MAX_LINES,
  type CartAddition,
  type CartGroup,
  type CartItem,
  type CartList,
  type CartQuantityBody,
  type UpdateCartItemBody,
  type QuantityTerms,
  discountPercent,
  linePrice,
  quantityProblem,
  spreadOverWarehouses,
  termsOfCartLine,
} from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import * as store from './store';

/** The buyer's cart lock, held by whatever must not run beside a cart write: placing an order (orders/place.ts), closing the account (closure/service.ts). */
export { cartLock, lockCart } from './store';

/** A listing deleted by its goods owner (never ordered) leaves no line in any cart: in the caller's transaction (product/listings). */
export const dropProductFromCarts = (tx: Queryable, productId: number): Promise<number> => store.deleteLinesOfProduct(tx, productId);

/**
 * Refuses a line quantity the option's terms do not allow (under its MOQ, or a part case), naming the
 * terms so the storefront can say what would do. The cart's and the checkout's one check.
 */
export function refuseQuantity(terms: Pick<QuantityTerms, 'minQuantity' | 'casePack'>, quantity: number, cartItemId: number | null = null): void {
  const problem = quantityProblem(terms, quantity);
  if (problem === null) return;
  const data = { cartItemId, minQuantity: terms.minQuantity, casePack: terms.casePack };
  fail(problem === 'belowMinimum' ? 'quantityBelowMinimum' : 'quantityNotWholeCases', data);
}

function toCartItem(row: store.CartLineRow): CartItem {
  const { unitPrice, lineTotal, lineVat, dealApplied } = linePrice(termsOfCartLine(row), row.quantity, row.vatRate, row.deal);
  return {
    id: row.id,
    productId: row.productId,
    skuId: row.skuId,
    skuOptions: row.skuOptions,
    productName: row.productName,
    productNameEn: row.productNameEn,
    productImage: row.productImage,
    warehouseCode: row.warehouseCode,
    price: unitPrice,
    referencePrice: row.referencePrice,
    profitable: discountPercent(unitPrice, row.referencePrice),
    quantity: row.quantity,
    basePrice: row.basePrice,
    minQuantity: row.minQuantity,
    casePack: row.casePack,
    priceTiers: row.priceTiers,
    stock: row.stock,
    outOfStock: !row.onSale || row.quantity > row.stock,
    selected: row.selected,
    weightGrams: row.weightGrams,
    lineTotal,
    vatRate: row.vatRate,
    lineVat,
    flashDeal: row.deal === null ? null : { price: row.deal.price, left: row.deal.left, applied: dealApplied },
  };
}

/** Groups by goods owner + warehouse; lines arrive newest first, so groups follow their newest line. */
function toCartList(rows: store.CartLineRow[]): CartList {
  const groups = new Map<string, CartGroup>();
  let selectedCount = 0;
  let selectedTotal = 0;
  let selectedVat = 0;
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
      selectedVat += item.lineVat;
    }
  }
  return { resultList: [...groups.values()], totalCount: rows.length, selectedCount, selectedTotal, selectedVat, hasOutOfStock };
}

const distinct = (ids: readonly number[]) => [...new Set(ids)];

/**
 * Why a whole-case quantity could not be spread: not that many whole cases in stock; a first line of it
 * under the minimum order; or the stock is there, but not so that each line gets whole cases and the minimum.
 */
function unspreadable(rooms: ReadonlyArray<{ room: number; held: number }>, quantity: number, terms: Pick<QuantityTerms, 'minQuantity' | 'casePack'>) {
  const wholeCases = rooms.reduce((sum, room) => sum + Math.floor(Math.max(0, room.room) / terms.casePack) * terms.casePack, 0);
  if (wholeCases < quantity) return 'itemOutOfStock' as const;
  if (rooms.every((room) => room.held + quantity < terms.minQuantity)) return 'quantityBelowMinimum' as const;
  return 'quantityNotInWholeCases' as const;
}

export function createCartService(db: Db) {
  /**
   * The one-click add (docs/product.md §4): true when the line was added; false when it was already in
   * the cart (nothing changed). A product with options needs its SKU chosen on the detail page. Without a
   * quantity it adds the option's minimum order (1 unless it is sold by quantity); a quantity given must
   * meet the option's terms.
   */
  async function addItem(userId: number, body: AddCartItemBody): Promise<boolean> {
    const sku = await store.skuForCart(db, body.productId, body.skuId ?? null);
    if (!sku) return fail(body.skuId === undefined ? 'productNotFound' : 'skuNotFound');
    if (sku.hasOptions) fail('chooseOptions');
    if (!sku.onSale) fail('productNotOnSale');
    const warehouseCode = body.warehouseCode ?? (await store.defaultWarehouse(db, sku.skuId));
    if (!warehouseCode) fail('itemOutOfStock');
    const quantity = body.quantity ?? sku.minQuantity;
    refuseQuantity(sku, quantity);
    return db.transaction(async (tx) => {
      await store.lockCart(tx, userId);
      if (await store.lineExists(tx, userId, sku.skuId, warehouseCode)) return false;
      if (quantity > (await store.stockAt(tx, sku.skuId, warehouseCode))) fail('itemOutOfStock');
      if ((await store.countLines(tx, userId)) >= CART_MAX_LINES) fail('cartFull');
      return (await store.insertLine(tx, { userId, productId: sku.productId, skuId: sku.skuId, warehouseCode, quantity })) !== null;
    });
  }

  /**
   * The detail page's add (decisions: "Quantities across warehouses"): `add` puts the quantity on top of
   * what the cart holds of the SKU, `buyNow` makes the cart hold exactly that quantity and selects only
   * those lines. Spread over the warehouses with room, most first; all or nothing.
   */
  async function addQuantity(userId: number, body: CartQuantityBody): Promise<CartAddition> {
    const sku = await store.skuById(db, body.skuId);
    if (!sku) return fail('skuNotFound');
    if (!sku.onSale) fail('productNotOnSale');
    return db.transaction(async (tx) => {
      await store.lockCart(tx, userId);
      const rooms = await store.warehouseRoom(tx, userId, sku.skuId);
      const adding = body.mode === 'add';
      // whole cases only; buying now, the quantity is a line's (or several lines') whole quantity, so at least the minimum
      if (body.quantity % sku.casePack !== 0 || !adding) refuseQuantity(sku, body.quantity);
      const spread = rooms.map((room) => ({ warehouseCode: room.warehouseCode, room: adding ? room.stock - room.inCart : room.stock, held: adding ? room.inCart : 0 }));
      const shares = spreadOverWarehouses(spread, body.quantity, sku);
      if (!shares) return fail(unspreadable(spread, body.quantity, sku), { cartItemId: null, minQuantity: sku.minQuantity, casePack: sku.casePack });
      const roomOf = new Map(rooms.map((room) => [room.warehouseCode, room]));
      const newLines = shares.filter((share) => roomOf.get(share.warehouseCode)!.lineId === null).length;
      if (newLines > 0 && (await store.countLines(tx, userId)) + newLines > CART_MAX_LINES) fail('cartFull');
      const lines: CartAddition['lines'] = [];
      for (const share of shares) {
        const room = roomOf.get(share.warehouseCode)!;
        const quantity = adding ? room.inCart + share.quantity : share.quantity;
        let cartItemId = room.lineId;
        if (cartItemId === null) {
          cartItemId = await store.insertLine(tx, { userId, productId: sku.productId, skuId: sku.skuId, warehouseCode: share.warehouseCode, quantity });
          // the cart is locked for this user, so the line cannot have appeared meanwhile
          if (cartItemId === null) return fail('cartItemNotFound');
        } else {
          await store.updateLine(tx, userId, cartItemId, { quantity });
        }
        lines.push({ cartItemId, warehouseCode: room.warehouseCode, warehouseName: room.warehouseName, warehouseNameEn: room.warehouseNameEn, added: share.quantity, quantity });
      }
      if (!adding)
        await store.selectOnly(
          tx,
          userId,
          lines.map((line) => line.cartItemId),
        );
      return { lines };
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
    addQuantity,

    async updateItem(userId: number, body: UpdateCartItemBody): Promise<CartItem> {
      await db.transaction(async (tx) => {
        const line = await store.lockLine(tx, userId, body.id);
        if (!line) fail('cartItemNotFound');
        if (body.quantity !== undefined) {
          if (!line.onSale) fail('productNotOnSale');
          refuseQuantity(line, body.quantity, body.id);
          if (body.quantity > line.stock) fail('itemOutOfStock');
        }
        await store.updateLine(tx, userId, body.id, { quantity: body.quantity, selected: body.selected });
      });
      const [row] = await store.cartLinesByIds(db, userId, [body.id]);
      // removed by a concurrent request between the update and this read
      if (!row) return fail('cartItemNotFound');
      return toCartItem(row);
    },

    selectItems: (userId: number, ids: readonly number[], selected: boolean) => onOwnLines(userId, ids, (tx, own) => store.setSelected(tx, userId, own, selected)),

    deleteItems: (userId: number, ids: readonly number[]) => onOwnLines(userId, ids, (tx, own) => store.deleteLines(tx, userId, own)),

    /** The "most profitable" shortcut: one unit of the product (without options) from its default warehouse. */
    addProduct: (userId: number, productId: number) => addItem(userId, { productId }),

    /** Removes every line of the product from the user's cart; true when any was removed. */
    removeProduct: async (userId: number, productId: number): Promise<boolean> => (await store.deleteProductLines(db, userId, productId)) > 0,
  };
}

export type CartService = ReturnType<typeof createCartService>;
