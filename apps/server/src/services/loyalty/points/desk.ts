/**
 * The point mall desk (issue 34 item 5): operations and administrators list a goods owner's product option in the point
 * mall from a warehouse holding it, at a points price and an agreed price per unit the goods owner is paid when a mall
 * order completes (payment/settlement agreeOwnerPayout, written by each redemption); change those prices and the mall's
 * order; pause and resume an item. One item per option and warehouse; a create is idempotent by its client key. Every
 * change writes the staff audit log in its own transaction (docs/decisions.md "The point mall desk").
 */
import type { z } from 'zod';
import type { CreatePointGoodsBody, DeskPointGoods, DeskPointGoodsPage, PointGoodsProduct, PointGoodsSkuChoice, UpdatePointGoodsBody } from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import type { SessionRecord } from '../../../platform/sessions';
import { recordStaffAction } from '../../user/audit/service';
import * as store from './desk.store';

async function deskGoodsOf(db: Queryable, id: number): Promise<DeskPointGoods> {
  return (await store.deskGoodsById(db, id)) ?? fail('pointGoodsNotFound');
}

export async function listDeskGoods(db: Db, body: store.DeskGoodsSearch): Promise<DeskPointGoodsPage> {
  const { rows, total } = await store.deskGoods(db, body);
  return { list: rows, total, pageNum: body.pageNum, pageSize: body.pageSize };
}

/** A repeat of a create's client key answers the item it made, when it asks for the same option and warehouse. */
function repeatOf(earlier: { id: number; productId: number; skuId: number; warehouseCode: string }, body: z.output<typeof CreatePointGoodsBody>): number {
  if (earlier.productId !== body.productId || earlier.skuId !== body.skuId || earlier.warehouseCode !== body.warehouseCode) fail('pointGoodsKeyReused');
  return earlier.id;
}

/**
 * Lists an option in the mall: the product on sale and not a lot, the option its own and on sale, units of it in the
 * warehouse (on show). An option already listed from that warehouse is refused (4790); the same client key again answers
 * the item it made, even while the first request is still writing it.
 */
export async function createPointGoods(db: Db, session: SessionRecord, body: z.output<typeof CreatePointGoodsBody>): Promise<DeskPointGoods> {
  const id = await db.transaction(async (tx) => {
    const earlier = await store.goodsByClientKey(tx, body.clientKey);
    if (earlier) return repeatOf(earlier, body);
    const option = await store.optionForMall(tx, body.productId, body.skuId, body.warehouseCode);
    if (!option || !option.productOnSale || option.isLot) fail('pointGoodsProductNotOnSale');
    if (!option.optionOnSale) fail('pointGoodsOptionUnknown');
    if (!option.stock) fail('pointGoodsNoStock');
    const goods: store.NewGoods = { ...body };
    const inserted = await store.insertGoods(tx, goods, session.userId);
    if (inserted === null) {
      // the key or the option and warehouse were taken meanwhile: by a repeat of this request, or by another item
      const raced = await store.goodsByClientKey(tx, body.clientKey);
      if (raced) return repeatOf(raced, body);
      fail('pointGoodsListed');
    }
    const { clientKey: _clientKey, ...listed } = goods;
    await recordStaffAction(tx, {
      actorUserId: session.userId,
      action: 'pointGoods.create',
      targetKind: 'pointGoods',
      targetId: inserted,
      before: null,
      after: { ...listed, active: true },
    });
    return inserted;
  });
  return deskGoodsOf(db, id);
}

/**
 * Changes an item's points price, agreed price and place in the mall, under its row lock. Redemptions already made keep
 * the agreed price they were made at (it is on each redemption and in its order's funds). A save that changes nothing
 * writes nothing.
 */
export async function updatePointGoods(db: Db, session: SessionRecord, body: z.output<typeof UpdatePointGoodsBody>): Promise<DeskPointGoods> {
  await db.transaction(async (tx) => {
    const before = (await store.lockedGoods(tx, body.id)) ?? fail('pointGoodsNotFound');
    const after = { pointsPrice: body.pointsPrice, agreedPrice: body.agreedPrice, sortOrder: body.sortOrder };
    const { active: _active, ...changeable } = before;
    if (Object.entries(after).every(([key, value]) => changeable[key as keyof typeof changeable] === value)) return;
    await store.updateGoods(tx, body.id, after);
    await recordStaffAction(tx, { actorUserId: session.userId, action: 'pointGoods.update', targetKind: 'pointGoods', targetId: body.id, before: changeable, after });
  });
  return deskGoodsOf(db, body.id);
}

/** Pauses or resumes an item; of simultaneous calls one moves it and the rest are told it already moved. */
async function moveActive(db: Db, session: SessionRecord, id: number, active: boolean): Promise<DeskPointGoods> {
  await db.transaction(async (tx) => {
    const before = (await store.lockedGoods(tx, id)) ?? fail('pointGoodsNotFound');
    if (!(await store.setActive(tx, id, active))) fail(active ? 'pointGoodsAlreadyOnOffer' : 'pointGoodsAlreadyPaused');
    await recordStaffAction(tx, {
      actorUserId: session.userId,
      action: active ? 'pointGoods.resume' : 'pointGoods.pause',
      targetKind: 'pointGoods',
      targetId: id,
      before: { active: before.active },
      after: { active },
    });
  });
  return deskGoodsOf(db, id);
}

export const pausePointGoods = (db: Db, session: SessionRecord, id: number) => moveActive(db, session, id, false);
export const resumePointGoods = (db: Db, session: SessionRecord, id: number) => moveActive(db, session, id, true);

/** Products the mall can take (on sale, not lots), by a part of the name or the id. */
export const productsForMall = (db: Db, keyword: string): Promise<PointGoodsProduct[]> => store.productsForMall(db, keyword);

/** The product's options on sale with the warehouses holding them, and what is already listed from each. */
export const optionsForMall = (db: Db, productId: number): Promise<PointGoodsSkuChoice[]> => store.optionsForMall(db, productId);
