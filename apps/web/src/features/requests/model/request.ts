/**
 * One request as the buyer's pages show it (issue 31 item 21): a return or refund-only request
 * (docs/product.md §2 ReturnDetail) and an after-sales request (§2 AfterSaleDetail) read into one
 * shape — its lines and amounts, its status and history in words, the deadline that applies now and
 * what the buyer may do — so one detail view, one list card and one history serve both. The server has
 * one request core with each kind's own status machine (§4 gives them separately); the goods an
 * after-sales request sends back travel as a return linked to it, whose carrier label the buyer prints.
 */
import type { Bilingual } from '@clearlot/contract/messages';
import { AfterSaleCodeText, AfterSaleReasons, AfterSaleStatus, AfterSaleStatusText, ReceiptStatusText } from '@clearlot/contract/rules/afterSales';
import { type ReturnActor, type ReturnKind, ReturnReasons, ReturnStatus, ReturnStatusText } from '@clearlot/contract/rules/returns';
import type { AfterSaleDetail } from '@clearlot/contract/schemas/afterSales';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import type { SkuOption } from '@clearlot/contract/schemas/catalogue';
import type { ReturnDetail } from '@clearlot/contract/schemas/returns';
import type { Tone } from '../../../shared/ui/kit/Tag';

/** The two kinds of request a buyer makes: a return (with the goods back, or a refund only) and an after-sales request for money. */
export type RequestKind = 'return' | 'afterSale';

/** The prefix of the request's test ids, as the console's desks name the same kinds ('return-status', 'after-sale-status'). */
export const TEST_ID_PREFIX: Record<RequestKind, string> = { return: 'return', afterSale: 'after-sale' };

export interface RequestLine {
  key: number;
  productName: string;
  productNameEn: string;
  productImage: string;
  skuOptions: SkuOption[];
  /** units the request is about */
  quantity: number;
  /** units ordered on the order line */
  orderedQuantity: number;
  /** an after-sales request's units that go back (null for a return, where every unit asked for goes back or none does) */
  returnQuantity: number | null;
  /** the money asked for the line */
  asked: number;
  /** the money granted for the line, once refunded */
  granted: number | null;
  /** how the line's goods were sent back */
  shipment: { carrier: string; trackingNo: string } | null;
}

/** One step of the history: what happened (in words, never a §4 code), the status text, the person's words, who and when. */
export interface HistoryEntry {
  key: string;
  what: Bilingual;
  message: Bilingual;
  note: Bilingual;
  actor: ReturnActor;
  time: number;
  /** the step refused the request or completed it */
  outcome: 'refused' | 'completed' | null;
}

export interface ReturnAddressView {
  name: Bilingual;
  address: string;
  city: string;
  countryCode: string;
}

export interface BuyerRequest {
  kind: RequestKind;
  /** RT… or AS… */
  requestNo: string;
  orderNo: string;
  /** a return's kind (return and refund, refund only); null for an after-sales request */
  returnKind: ReturnKind | null;
  status: number;
  statusName: Bilingual;
  statusTone: Tone;
  lines: RequestLine[];
  /** the money asked for, and what was refunded once it was */
  asked: number;
  refunded: number | null;
  refundNo: string | null;
  reason: Bilingual;
  /** the buyer's own words about the problem */
  words: string;
  /** the buyer's notes for the goods owner (returns) */
  notes: string;
  /** whether the goods had arrived (after-sales requests) */
  receipt: Bilingual | null;
  photos: AttachedFile[];
  owner: Bilingual;
  returnAddress: ReturnAddressView | null;
  /** why the goods owner (or customer service) refused it; '' when not refused */
  refusal: string;
  /** who asked customer service to step in on a return, why, and what was decided */
  intervention: ReturnDetail['intervention'];
  /** the deadline that applies now: the goods owner's review, or the buyer's confirmation of the refund */
  deadline: { kind: 'review' | 'confirm'; at: number } | null;
  /** refused: until when the buyer may ask the platform to step in (issue 31 item 8) */
  appealDeadline: number | null;
  createdAt: number;
  completedAt: number | null;
  /** newest first */
  history: HistoryEntry[];
  actions: RequestActions;
}

/** What the buyer may do now (the server's own `actions`, and the label of the goods going back). */
export interface RequestActions {
  cancel: boolean;
  ship: boolean;
  askPlatform: boolean;
  confirmRefund: boolean;
  /** the return whose carrier label the buyer may print; null when there is none to print */
  labelReturnNo: string | null;
}

/**
 * A status's tag colour, by whose move it is: the buyer's (send the goods back, confirm the refund) warns,
 * anyone else's informs; done is success, refused an error, cancelled neutral, with customer service brand.
 */
const RETURN_TONES: Record<ReturnStatus, Tone> = { 1: 'info', 2: 'info', 3: 'warning', 4: 'info', 5: 'info', 6: 'success', 7: 'error', 8: 'neutral', 9: 'brand' };
const AFTER_SALE_TONES: Record<AfterSaleStatus, Tone> = { 1: 'info', 2: 'info', 3: 'warning', 4: 'info', 5: 'warning', 6: 'success', 7: 'error', 8: 'neutral', 9: 'brand' };

export const returnStatusTone = (status: ReturnStatus): Tone => RETURN_TONES[status];
export const afterSaleStatusTone = (status: AfterSaleStatus): Tone => AFTER_SALE_TONES[status];

const bilingual = (zh: string, en: string): Bilingual => ({ zh, en });

/** Where goods go back to, as both kinds of request carry it. */
const returnAddressView = (address: { name: string; nameEn: string; address: string; city: string; countryCode: string }): ReturnAddressView => ({
  name: bilingual(address.name, address.nameEn),
  address: address.address,
  city: address.city,
  countryCode: address.countryCode,
});
const same = (text: string): Bilingual => ({ zh: text, en: text });

function outcomeOf(refused: boolean, completed: boolean): HistoryEntry['outcome'] {
  if (refused) return 'refused';
  return completed ? 'completed' : null;
}

export function requestOfReturn(detail: ReturnDetail): BuyerRequest {
  return {
    kind: 'return',
    requestNo: detail.returnNo,
    orderNo: detail.orderNo,
    returnKind: detail.kind,
    status: detail.status,
    statusName: ReturnStatusText[detail.status].name,
    statusTone: returnStatusTone(detail.status),
    lines: detail.lines.map((line) => ({
      key: line.id,
      productName: line.productName,
      productNameEn: line.productNameEn,
      productImage: line.productImage,
      skuOptions: line.skuOptions,
      quantity: line.quantity,
      orderedQuantity: line.orderedQuantity,
      returnQuantity: null,
      asked: line.refundAmount,
      granted: line.refundedAmount,
      shipment: line.trackingNo ? { carrier: line.logisticsCompany ?? '', trackingNo: line.trackingNo } : null,
    })),
    asked: detail.refundAmount,
    refunded: detail.refundedAmount,
    refundNo: null,
    reason: bilingual(ReturnReasons[detail.reason].zh, ReturnReasons[detail.reason].en),
    words: detail.reasonText,
    notes: detail.notes,
    receipt: null,
    photos: detail.photos,
    owner: bilingual(detail.ownerName, detail.ownerNameEn),
    returnAddress: detail.returnAddress && returnAddressView(detail.returnAddress),
    refusal: detail.rejectReason,
    intervention: detail.intervention,
    deadline: detail.nextDeadline,
    appealDeadline: detail.appealDeadline,
    createdAt: detail.createdAt,
    completedAt: detail.completedAt,
    history: detail.logs
      .map((log, index) => ({
        key: `${log.time}-${index}`,
        what: ReturnStatusText[log.status].name,
        message: bilingual(log.message, log.messageEn),
        note: bilingual(log.note, log.noteEn),
        actor: log.actor,
        time: log.time,
        outcome: outcomeOf(log.status === ReturnStatus.Rejected, log.status === ReturnStatus.Completed),
      }))
      .reverse(),
    actions: {
      cancel: detail.actions.cancel,
      ship: detail.actions.ship,
      askPlatform: detail.actions.askIntervention,
      confirmRefund: false,
      labelReturnNo: detail.actions.downloadLabel ? detail.returnNo : null,
    },
  };
}

/** The statuses in which an after-sales request's goods are on their way back or due to be: its linked return's label is printed then. */
const GOODS_GOING_BACK: readonly AfterSaleStatus[] = [AfterSaleStatus.PendingShipment, AfterSaleStatus.InTransit];

export function requestOfAfterSale(detail: AfterSaleDetail): BuyerRequest {
  const goodsBack = detail.returnNo !== null && detail.returnAddress !== null && GOODS_GOING_BACK.includes(detail.status);
  return {
    kind: 'afterSale',
    requestNo: detail.afterSaleNo,
    orderNo: detail.orderNo,
    returnKind: null,
    status: detail.status,
    statusName: AfterSaleStatusText[detail.status].name,
    statusTone: afterSaleStatusTone(detail.status),
    lines: [
      {
        key: detail.item.orderItemId,
        productName: detail.item.productName,
        productNameEn: detail.item.productNameEn,
        productImage: detail.item.productImage,
        skuOptions: [],
        quantity: detail.applyQuantity,
        orderedQuantity: detail.item.orderedQuantity,
        returnQuantity: detail.returnQuantity,
        asked: detail.applyAmount,
        granted: detail.refundedAmount,
        shipment: detail.trackingNo ? { carrier: detail.logisticsCompany ?? '', trackingNo: detail.trackingNo } : null,
      },
    ],
    asked: detail.applyAmount,
    refunded: detail.refundedAmount,
    refundNo: detail.refundNo,
    reason: AfterSaleReasons[detail.reason],
    words: detail.description,
    notes: '',
    receipt: ReceiptStatusText[detail.receiptStatus],
    photos: detail.photos,
    owner: bilingual(detail.ownerName, detail.ownerNameEn),
    returnAddress: detail.returnAddress && returnAddressView(detail.returnAddress),
    refusal: detail.refuseReason,
    intervention: null,
    deadline: detail.nextDeadline,
    appealDeadline: detail.appealDeadline,
    createdAt: detail.createdAt,
    completedAt: detail.status === AfterSaleStatus.Completed ? (detail.logs.at(-1)?.time ?? null) : null,
    history: detail.logs
      .map((log, index) => ({
        key: `${log.time}-${log.code}-${index}`,
        // a move that writes two rows (applying: created, then waiting for review) names the second by its status
        what: index > 0 && detail.logs[index - 1]!.code === log.code ? AfterSaleStatusText[log.status].name : AfterSaleCodeText[log.code],
        message: bilingual(log.message, log.messageEn),
        note: same(log.note),
        actor: log.actor,
        time: log.time,
        outcome: outcomeOf(log.code === 'REFUSE', log.status === AfterSaleStatus.Completed),
      }))
      .reverse(),
    actions: {
      cancel: detail.actions.cancel,
      ship: detail.actions.ship,
      askPlatform: detail.actions.askIntervention,
      confirmRefund: detail.actions.confirmRefund,
      labelReturnNo: goodsBack ? detail.returnNo : null,
    },
  };
}
