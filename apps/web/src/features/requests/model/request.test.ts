import { describe, expect, it } from 'vitest';
import { AFTER_SALE_CODES } from '@clearlot/contract/rules/afterSales';
import { RETURN_STATUSES } from '@clearlot/contract/rules/returns';
import type { AfterSaleDetail } from '@clearlot/contract/schemas/afterSales';
import type { ReturnDetail } from '@clearlot/contract/schemas/returns';
import { afterSaleStatusTone, requestOfAfterSale, requestOfReturn, returnStatusTone } from './request';

const NO_RETURN_ACTIONS = { cancel: false, ship: false, askIntervention: false, approve: false, reject: false, confirmArrival: false, decide: false, downloadLabel: false };
const NO_AFTER_SALE_ACTIONS = {
  cancel: false,
  ship: false,
  confirmRefund: false,
  approve: false,
  refuse: false,
  confirmGoods: false,
  terminate: false,
  decide: false,
  askIntervention: false,
};

const returnDetail = (extra: Partial<ReturnDetail> = {}): ReturnDetail => ({
  returnNo: 'RT2K9X4M7Q1A',
  orderNo: 'OR123456',
  kind: 1,
  status: 3,
  reason: 'damaged',
  reasonText: 'Box crushed',
  notes: 'Ring first',
  photos: [],
  lines: [
    {
      id: 7,
      orderItemId: 11,
      productId: 1,
      skuId: 1,
      skuOptions: [],
      productName: '水壶',
      productNameEn: 'Kettle',
      productImage: '',
      unitPrice: 2500,
      orderedQuantity: 3,
      quantity: 2,
      refundAmount: 5000,
      refundedAmount: null,
      logisticsCompany: 'Royal Mail',
      trackingNo: 'RM12345678GB',
    },
  ],
  refundAmount: 5000,
  refundedAmount: null,
  ownerId: 1,
  ownerName: '货主',
  ownerNameEn: 'Owner Ltd',
  buyerName: 'buyer',
  returnAddress: { warehouseCode: 'LON1', name: '伦敦仓', nameEn: 'London warehouse', address: '1 Dock Road', city: 'London', countryCode: 'GB' },
  rejectReason: '',
  intervention: null,
  createdAt: 1_700_000_000,
  reviewDeadline: null,
  nextDeadline: null,
  appealDeadline: null,
  settleProblem: null,
  completedAt: null,
  logs: [
    { status: 2, actor: 'buyer', message: '等待货主审核申请。', messageEn: 'Waiting for the goods owner to review the request.', note: '', noteEn: '', time: 1_700_000_000 },
    {
      status: 3,
      actor: 'system',
      message: '申请已同意：请将商品寄回退货地址。',
      messageEn: 'Request approved: please send the items back to the return address.',
      note: '货主未按时审核，已自动同意。',
      noteEn: 'Approved automatically: the goods owner did not review it in time.',
      time: 1_700_172_800,
    },
  ],
  actions: { ...NO_RETURN_ACTIONS, ship: true, cancel: true, downloadLabel: true },
  ...extra,
});

const afterSaleDetail = (extra: Partial<AfterSaleDetail> = {}): AfterSaleDetail => ({
  afterSaleNo: 'AS7Y3K2M9P1B',
  orderNo: 'OR654321',
  status: 3,
  receiptStatus: 1,
  reason: 'faulty',
  description: 'Two units do not power on.',
  photos: [],
  item: { orderItemId: 21, productId: 2, productName: '台灯', productNameEn: 'Desk lamp', productImage: '', unitPrice: 1500, orderedQuantity: 3 },
  applyQuantity: 2,
  applyAmount: 3000,
  returnQuantity: 1,
  refundedAmount: null,
  refundNo: null,
  ownerName: '货主',
  ownerNameEn: 'Owner Ltd',
  buyerName: 'buyer',
  returnNo: 'RT5H6J7K8L9M',
  returnAddress: { name: '伦敦仓', nameEn: 'London warehouse', address: '1 Dock Road', city: 'London', countryCode: 'GB' },
  logisticsCompany: null,
  trackingNo: null,
  refuseReason: '',
  createdAt: 1_700_000_000,
  nextDeadline: null,
  appealDeadline: null,
  settleProblem: null,
  logs: [
    { code: 'APPLY', status: 2, actor: 'buyer', message: '等待货主审核售后申请。', messageEn: 'Waiting for the goods owner to review the request.', note: '', time: 1_700_000_000 },
    {
      code: 'PASS',
      status: 3,
      actor: 'owner',
      message: '申请已同意：请将商品寄回退货地址。',
      messageEn: 'Request approved: please send the items back to the return address.',
      note: 'Send the worse one',
      time: 1_700_003_600,
    },
  ],
  actions: { ...NO_AFTER_SALE_ACTIONS, ship: true, cancel: true },
  ...extra,
});

describe('a request as the buyer reads it', () => {
  it('names every status in words in both languages, and colours it by whose move it is', () => {
    const awaiting = requestOfReturn(returnDetail());
    expect(awaiting.statusName).toEqual({ en: 'Approved, awaiting shipment', zh: '已同意，待寄回' });
    expect(awaiting.statusTone).toBe('warning');
    expect(requestOfAfterSale(afterSaleDetail({ status: 5 })).statusName).toEqual({ en: 'Awaiting receipt', zh: '待收款' });
    expect(requestOfAfterSale(afterSaleDetail({ status: 5 })).statusTone).toBe('warning');
    for (const status of RETURN_STATUSES) expect(returnStatusTone(status)).toBeDefined();
    expect([returnStatusTone(2), returnStatusTone(6), returnStatusTone(7), returnStatusTone(8), returnStatusTone(9)]).toEqual(['info', 'success', 'error', 'neutral', 'brand']);
    expect([afterSaleStatusTone(2), afterSaleStatusTone(6), afterSaleStatusTone(7), afterSaleStatusTone(8), afterSaleStatusTone(9)]).toEqual([
      'info',
      'success',
      'error',
      'neutral',
      'brand',
    ]);
  });

  it('reads a return: its lines, amounts, words, address and history newest first', () => {
    const request = requestOfReturn(returnDetail());
    expect(request).toMatchObject({
      kind: 'return',
      requestNo: 'RT2K9X4M7Q1A',
      returnKind: 1,
      asked: 5000,
      refunded: null,
      words: 'Box crushed',
      notes: 'Ring first',
      receipt: null,
    });
    expect(request.reason).toEqual({ en: 'Arrived damaged', zh: '到货破损' });
    expect(request.lines[0]).toMatchObject({
      key: 7,
      quantity: 2,
      orderedQuantity: 3,
      returnQuantity: null,
      asked: 5000,
      shipment: { carrier: 'Royal Mail', trackingNo: 'RM12345678GB' },
    });
    expect(request.returnAddress).toEqual({ name: { zh: '伦敦仓', en: 'London warehouse' }, address: '1 Dock Road', city: 'London', countryCode: 'GB' });
    expect(request.history.map((entry) => entry.what.en)).toEqual(['Approved, awaiting shipment', 'To be confirmed']);
    expect(request.history[0]!.note).toEqual({ zh: '货主未按时审核，已自动同意。', en: 'Approved automatically: the goods owner did not review it in time.' });
    expect(request.actions).toEqual({ cancel: true, ship: true, askPlatform: false, confirmRefund: false, labelReturnNo: 'RT2K9X4M7Q1A' });
  });

  it('reads an after-sales request: one line with the units going back, its history as moves in words, never a code', () => {
    const request = requestOfAfterSale(afterSaleDetail());
    expect(request).toMatchObject({ kind: 'afterSale', requestNo: 'AS7Y3K2M9P1B', returnKind: null, asked: 3000, words: 'Two units do not power on.', notes: '' });
    expect(request.receipt).toEqual({ en: 'Goods received', zh: '已收到货' });
    expect(request.lines).toHaveLength(1);
    expect(request.lines[0]).toMatchObject({ key: 21, quantity: 2, orderedQuantity: 3, returnQuantity: 1, asked: 3000, shipment: null });
    expect(request.history.map((entry) => entry.what)).toEqual([
      { en: 'Approved, goods to send back', zh: '审核通过，待寄回' },
      { en: 'Applied', zh: '提交申请' },
    ]);
    expect(request.history[0]!.note).toEqual({ en: 'Send the worse one', zh: 'Send the worse one' });
    // applying writes two rows (created, then waiting for review): the second is named by its status, not "Applied" again
    const applied = requestOfAfterSale(
      afterSaleDetail({
        logs: [
          { code: 'APPLY', status: 1, actor: 'buyer', message: '', messageEn: '', note: '', time: 1 },
          { code: 'APPLY', status: 2, actor: 'buyer', message: '', messageEn: '', note: '', time: 1 },
        ],
      }),
    );
    expect(applied.history.map((entry) => entry.what.en)).toEqual(['To be confirmed', 'Applied']);
    for (const code of AFTER_SALE_CODES) {
      const entry = requestOfAfterSale(afterSaleDetail({ logs: [{ code, status: 2, actor: 'system', message: '', messageEn: '', note: '', time: 1 }] })).history[0]!;
      expect(entry.what.en).not.toBe(code);
      expect(entry.what.zh).not.toBe(code);
    }
  });

  it('offers the linked return’s label while the goods are due back or on their way, and not after', () => {
    expect(requestOfAfterSale(afterSaleDetail()).actions.labelReturnNo).toBe('RT5H6J7K8L9M');
    expect(requestOfAfterSale(afterSaleDetail({ status: 4, actions: NO_AFTER_SALE_ACTIONS })).actions.labelReturnNo).toBe('RT5H6J7K8L9M');
    expect(requestOfAfterSale(afterSaleDetail({ status: 6 })).actions.labelReturnNo).toBeNull();
    expect(requestOfAfterSale(afterSaleDetail({ status: 8 })).actions.labelReturnNo).toBeNull();
    // approved with nothing to send back: no return, no label
    expect(requestOfAfterSale(afterSaleDetail({ returnNo: null, returnAddress: null })).actions.labelReturnNo).toBeNull();
    expect(requestOfReturn(returnDetail({ actions: NO_RETURN_ACTIONS })).actions.labelReturnNo).toBeNull();
  });

  it('marks refusals and completions in the history, and keeps a refused request’s appeal deadline', () => {
    const refused = requestOfAfterSale(
      afterSaleDetail({
        status: 7,
        refuseReason: 'Both units work when tested',
        appealDeadline: 1_700_604_800,
        actions: { ...NO_AFTER_SALE_ACTIONS, askIntervention: true },
        logs: [
          { code: 'APPLY', status: 2, actor: 'buyer', message: '', messageEn: '', note: '', time: 1 },
          { code: 'REFUSE', status: 7, actor: 'owner', message: '', messageEn: '', note: 'Both units work when tested', time: 2 },
        ],
      }),
    );
    expect(refused.history.map((entry) => entry.outcome)).toEqual(['refused', null]);
    expect(refused).toMatchObject({ refusal: 'Both units work when tested', appealDeadline: 1_700_604_800, statusTone: 'error' });
    expect(refused.actions.askPlatform).toBe(true);
    const completed = requestOfReturn(
      returnDetail({ status: 6, completedAt: 9, logs: [{ status: 6, actor: 'owner', message: '', messageEn: '', note: '', noteEn: '', time: 9 }] }),
    );
    expect(completed.history[0]!.outcome).toBe('completed');
    expect(completed.completedAt).toBe(9);
  });
});
