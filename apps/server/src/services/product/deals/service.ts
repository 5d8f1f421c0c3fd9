/**
 * The flash deals desk (issue 34 item 3): operations puts a product on sale at a deal price below its own for a time
 * window, with an optional limit of units, changes a deal that has not ended, or withdraws it. A deal is for a product
 * without options (it has one price), and a product has at most one deal at any moment, so the storefront and checkout
 * never have to choose between two. The storefront's strip shows the deals running by the database's clock.
 * Every change writes the staff audit log in its own transaction.
 */
import type { z } from 'zod';
import { type CreateFlashDealBody, type DeskFlashDeal, type DeskFlashDealPage, type UpdateFlashDealBody, epochSeconds } from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import type { SessionRecord } from '../../../platform/sessions';
import { recordStaffAction } from '../../user/audit/service';
import * as store from './store';

export async function listDeals(db: Db, body: Parameters<typeof store.deskDeals>[1]): Promise<DeskFlashDealPage> {
  const { rows, total } = await store.deskDeals(db, body);
  return { list: rows, total, pageNum: body.pageNum, pageSize: body.pageSize };
}

const terms = (body: store.DealTerms): store.DealTerms => ({ dealPrice: body.dealPrice, limit: body.limit, startsAt: body.startsAt, endsAt: body.endsAt });

/** The rules every deal's terms keep, checked with the product's writes held off. */
async function checkTerms(tx: Queryable, productId: number, deal: store.DealTerms, exceptId: number | null): Promise<void> {
  if (deal.endsAt <= deal.startsAt) fail('windowEndBeforeStart');
  if (deal.endsAt <= epochSeconds()) fail('windowEndsInPast');
  const product = await store.productForDeal(tx, productId);
  if (!product || !product.onSale || product.hasOptions) fail('flashDealProductUnavailable');
  if (deal.dealPrice >= product.price) fail('flashDealPriceNotBelow');
  if (await store.overlaps(tx, productId, deal.startsAt, deal.endsAt, exceptId)) fail('flashDealOverlaps');
}

export async function createDeal(db: Db, session: SessionRecord, body: z.output<typeof CreateFlashDealBody>): Promise<DeskFlashDeal> {
  const id = await db.transaction(async (tx) => {
    const deal = terms(body);
    await checkTerms(tx, body.productId, deal, null);
    const created = await store.insertDeal(tx, body.productId, deal);
    await recordStaffAction(tx, {
      actorUserId: session.userId,
      action: 'flashDeal.create',
      targetKind: 'flashDeal',
      targetId: created,
      before: null,
      after: { productId: body.productId, ...deal },
    });
    return created;
  });
  return (await store.deskDeal(db, id))!;
}

/** Changes a deal that is neither withdrawn nor over; its limit never goes below the units already sold at the deal price. */
export async function updateDeal(db: Db, session: SessionRecord, body: z.output<typeof UpdateFlashDealBody>): Promise<DeskFlashDeal> {
  await db.transaction(async (tx) => {
    const before = (await store.deskDeal(tx, body.id, true)) ?? fail('flashDealNotFound');
    if (before.state === 'retired' || before.state === 'ended') fail('flashDealClosed');
    const deal = terms(body);
    if (deal.limit !== null && deal.limit < before.sold) fail('flashDealLimitBelowSold');
    await checkTerms(tx, before.productId, deal, body.id);
    await store.updateDeal(tx, body.id, deal);
    await recordStaffAction(tx, {
      actorUserId: session.userId,
      action: 'flashDeal.update',
      targetKind: 'flashDeal',
      targetId: body.id,
      before: { dealPrice: before.dealPrice, limit: before.limit, startsAt: before.startsAt, endsAt: before.endsAt },
      after: { ...deal },
    });
  });
  return (await store.deskDeal(db, body.id))!;
}

/** Withdraws a deal at once (running or scheduled): the storefront stops showing it on its next call. */
export async function withdrawDeal(db: Db, session: SessionRecord, id: number): Promise<DeskFlashDeal> {
  await db.transaction(async (tx) => {
    const before = (await store.deskDeal(tx, id, true)) ?? fail('flashDealNotFound');
    if (!(await store.withdrawDeal(tx, id))) fail('flashDealClosed');
    await recordStaffAction(tx, {
      actorUserId: session.userId,
      action: 'flashDeal.withdraw',
      targetKind: 'flashDeal',
      targetId: id,
      before: { state: before.state },
      after: { state: 'retired' },
    });
  });
  return (await store.deskDeal(db, id))!;
}
