/**
 * Refunds as the pages read them (docs/product.md §3 refund: transaction id, type, reason, amount;
 * §4 statuses): the buyer's list and refundDetail, and the goods owner's desk. Someone else's
 * refund reads as not found.
 */
import {
  DeliveryRefundLineText,
  REFUND_TABS,
  type RefundDetail,
  type RefundListBody,
  type RefundPage,
  RefundStatus,
  RefundStatusText,
  type RefundSummary,
  refundNoteTexts,
} from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import * as store from './store';

function toSummary(row: store.RefundViewRow): RefundSummary {
  const status = RefundStatusText[row.status].name;
  return {
    refundNo: row.refundNo,
    orderNo: row.orderNo,
    source: row.source,
    sourceId: row.sourceId,
    status: row.status,
    statusName: status.zh,
    statusNameEn: status.en,
    amount: row.amount,
    method: row.method,
    toWallet: row.toWallet,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
  };
}

export async function refundList(db: Queryable, scope: store.RefundScope, body: RefundListBody): Promise<RefundPage> {
  const { rows, total } = await store.refundPage(db, scope, REFUND_TABS[body.tab], body);
  return { list: rows.map(toSummary), total };
}

/** One refund with its lines and history; refundNotFound outside the caller's scope. */
export async function refundDetail(db: Queryable, scope: store.RefundScope, refundNo: string): Promise<RefundDetail> {
  const row = await store.refundView(db, scope, refundNo);
  if (!row) fail('refundNotFound');
  const reason = refundNoteTexts(row.reason);
  const lines = await store.refundLineViews(db, row.id);
  const logs = await store.refundLogs(db, row.id);
  return {
    ...toSummary(row),
    reason: reason.zh,
    reasonEn: reason.en,
    lines: lines.map((line) =>
      line.orderItemId === null
        ? {
            kind: 'delivery',
            orderItemId: null,
            productName: DeliveryRefundLineText.zh,
            productNameEn: DeliveryRefundLineText.en,
            productImage: '',
            skuOptions: [],
            orderedQuantity: null,
            amount: line.amount,
          }
        : {
            kind: 'goods',
            orderItemId: line.orderItemId,
            productName: line.productName ?? '',
            productNameEn: line.productNameEn ?? '',
            productImage: line.productImage ?? '',
            skuOptions: line.skuOptions ?? [],
            orderedQuantity: line.orderedQuantity,
            amount: line.amount,
          },
    ),
    logs: logs.map((log) => ({
      status: log.status,
      actor: log.actor,
      message: RefundStatusText[log.status].history.zh,
      messageEn: RefundStatusText[log.status].history.en,
      time: log.time,
    })),
    canRetry: scope.userId !== undefined && row.status === RefundStatus.Failed,
  };
}
