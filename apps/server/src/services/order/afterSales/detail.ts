/**
 * An after-sales request as the buyer, the goods owner and the customer-service agent read it: the
 * line, amounts, history in both languages with the §4 code of each move, the next deadline and the
 * actions open to the reader now; where the goods go back and their tracking from the return that
 * carries them (returns/service.ts claimReturnsOf).
 */
import {
  type AfterSaleActions,
  type AfterSaleDetail,
  type AfterSaleListBody,
  type AfterSalePage,
  AfterSaleStatus,
  AfterSaleStatusText,
  eventApplies,
  toEpochSeconds,
} from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { type ClaimReturnRow, claimReturnsOf } from '../returns/service';
import * as store from './store';

export type AfterSaleReader = 'buyer' | 'owner' | 'agent';

/** Refused by the goods owner, and the buyer's time to ask the platform to step in has not run out. */
export const appealOpen = (row: Pick<store.AfterSaleDetailRow, 'status' | 'appealDeadline'>) =>
  row.status === AfterSaleStatus.ReviewRejected && row.appealDeadline !== null && toEpochSeconds(row.appealDeadline)! > Math.floor(Date.now() / 1000);

function actionsFor(row: store.AfterSaleDetailRow, reader: AfterSaleReader): AfterSaleActions {
  const buyer = reader === 'buyer';
  const owner = reader === 'owner';
  const status = row.status;
  return {
    cancel: buyer && eventApplies('BUYER_CANCEL', status),
    ship: buyer && eventApplies('BUYER_RETURN', status),
    confirmRefund: buyer && eventApplies('BUYER_CONFIRM', status),
    approve: owner && status === AfterSaleStatus.ToBeConfirmed,
    refuse: owner && status === AfterSaleStatus.ToBeConfirmed,
    confirmGoods: owner && eventApplies('SELLER_CONFIRM', status),
    terminate: owner && eventApplies('SELLER_TERMINATION', status),
    decide: reader === 'agent' && status === AfterSaleStatus.PlatformIntervention,
    askIntervention: buyer && appealOpen(row),
  };
}

function nextDeadline(row: store.AfterSaleDetailRow): AfterSaleDetail['nextDeadline'] {
  if (row.status === AfterSaleStatus.ToBeConfirmed && row.reviewDeadline) return { kind: 'review', at: toEpochSeconds(row.reviewDeadline)! };
  if (row.status === AfterSaleStatus.AwaitingReceipt && row.confirmDeadline) return { kind: 'confirm', at: toEpochSeconds(row.confirmDeadline)! };
  return null;
}

/** The goods-back fields of the detail, from the request's return (none before approval, or with nothing to send back). */
function goodsBack(goods: ClaimReturnRow | undefined): Pick<AfterSaleDetail, 'returnNo' | 'returnAddress' | 'logisticsCompany' | 'trackingNo'> {
  if (!goods) return { returnNo: null, returnAddress: null, logisticsCompany: null, trackingNo: null };
  const address = goods.returnAddress;
  return {
    returnNo: goods.returnNo,
    returnAddress: address && { name: address.name, nameEn: address.nameEn, address: address.address, city: address.city, countryCode: address.countryCode },
    logisticsCompany: goods.logisticsCompany,
    trackingNo: goods.trackingNo,
  };
}

export function toAfterSaleDetail(row: store.AfterSaleDetailRow, reader: AfterSaleReader, goods: ClaimReturnRow | undefined): AfterSaleDetail {
  const { id: _id, reviewDeadline: _review, confirmDeadline: _confirm, appealDeadline: _appeal, settleProblem, ...rest } = row;
  return {
    ...rest,
    ...goodsBack(goods),
    appealDeadline: appealOpen(row) ? toEpochSeconds(row.appealDeadline) : null,
    settleProblem: row.status === AfterSaleStatus.ToBeConfirmed ? settleProblem : null,
    item: { ...row.item, orderItemId: Number(row.item.orderItemId) },
    createdAt: toEpochSeconds(row.createdAt)!,
    nextDeadline: nextDeadline(row),
    logs: row.logs.map((log) => {
      const text = AfterSaleStatusText[log.status].history;
      return { code: log.code, status: log.status, actor: log.actor, message: text.zh, messageEn: text.en, note: log.note, time: toEpochSeconds(log.time)! };
    }),
    actions: actionsFor(row, reader),
  };
}

/** One request within the scope, or "not found" (someone else's is not told apart from none). */
export async function afterSaleDetail(db: Queryable, scope: store.AfterSaleScope, reader: AfterSaleReader, afterSaleNo: string): Promise<AfterSaleDetail> {
  const row = await store.detailRow(db, scope, afterSaleNo);
  if (!row) fail('afterSaleNotFound');
  const id = Number(row.id);
  return toAfterSaleDetail(row, reader, (await claimReturnsOf(db, [id])).get(id));
}

export async function listAfterSales(db: Queryable, scope: store.AfterSaleScope, reader: AfterSaleReader, body: AfterSaleListBody): Promise<AfterSalePage> {
  const { rows, total } = await store.detailRows(db, scope, body.status, body);
  const goods = await claimReturnsOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  return { list: rows.map((row) => toAfterSaleDetail(row, reader, goods.get(Number(row.id)))), total };
}
