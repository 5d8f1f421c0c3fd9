import { describe, expect, it } from 'vitest';
import { ApplyAfterSaleBody } from '@clearlot/contract/schemas/afterSales';
import { ApplyReturnBody, type ReturnableLine, type ReturnableOrder } from '@clearlot/contract/schemas/returns';
import type { AfterSaleEligibility, AfterSaleEligibleLine } from '@clearlot/contract/schemas/afterSales';
import {
  type ApplySource,
  type ApplyValues,
  afterSaleBody,
  applyProblems,
  clampQuantity,
  estimatedRefund,
  formFieldOf,
  initialApplyValues,
  poundsText,
  reasonAfterKindChange,
  reasonChoices,
  returnBody,
  returnQuantityOnReceipt,
  typedPence,
  withLine,
  withQuantity,
} from './applyForm';

const KEY = '0b8f6f0e-3c1d-4e8a-9b8e-4f1a2b3c4d5e';

// ---- a return ----
const returnLine = (orderItemId: number, quantity: number, returnableQuantity: number, lineTotal: number): ReturnableLine => ({
  orderItemId,
  productId: 1,
  skuId: 1,
  skuOptions: [],
  productName: '商品',
  productNameEn: 'Goods',
  productImage: '',
  unitPrice: lineTotal / quantity,
  quantity,
  lineTotal,
  returnableQuantity,
});
const ORDER: ReturnableOrder = {
  orderNo: 'OR123456',
  orderStatus: 7,
  windowDays: 14,
  windowStartedAt: 1_700_000_000,
  windowClosesAt: 1_701_209_600,
  canApply: true,
  lines: [returnLine(11, 3, 3, 7500), returnLine(12, 2, 1, 5000)],
};
const RETURN: ApplySource = { kind: 'return', order: ORDER };

// ---- an after-sales request ----
const faultLine = (orderItemId: number, extra: Partial<AfterSaleEligibleLine> = {}): AfterSaleEligibleLine => ({
  claims: { ordered: 4, paid: 10_000, refundable: extra.refundable ?? 10_000, heldUnits: 0, pendingAmount: 0 },
  orderItemId,
  productId: 1,
  skuOptions: [],
  productName: '货',
  productNameEn: 'Goods',
  productImage: '',
  unitPrice: 2500,
  quantity: 4,
  refundable: 10_000,
  openAfterSaleNo: null,
  ...extra,
});
const eligibility = (lines: AfterSaleEligibleLine[]): ApplySource => {
  const order: AfterSaleEligibility = { orderNo: 'O123456', orderStatus: 8, closesAt: 1_702_000_000, canApply: true, lines };
  return { kind: 'afterSale', order };
};

describe('the apply form of a return', () => {
  it('starts with everything left of the line the buyer came from and nothing of the others', () => {
    expect(initialApplyValues(RETURN, 12).quantities).toEqual([0, 1]);
    expect(initialApplyValues(RETURN, null).quantities).toEqual([0, 0]);
    expect(initialApplyValues(RETURN, null)).toMatchObject({ returnKind: 1, reason: null, words: '', notes: '', photos: [] });
  });

  it('keeps quantities between 0 and the returnable quantity', () => {
    expect(clampQuantity(ORDER.lines[1]!, 5)).toBe(1);
    expect(clampQuantity(ORDER.lines[1]!, -2)).toBe(0);
    expect(clampQuantity(ORDER.lines[0]!, null)).toBe(0);
    expect(clampQuantity(ORDER.lines[0]!, 2.7)).toBe(2);
  });

  it('offers the reasons of the kind and drops one that no longer fits', () => {
    const codes = (kind: 1 | 2) => reasonChoices('return', kind).map((choice) => choice.code);
    expect(codes(1)).not.toContain('notDelivered');
    expect(codes(2)).toContain('notDelivered');
    expect(codes(2)).not.toContain('noLongerNeeded');
    expect(reasonChoices('return', 1).find((choice) => choice.code === 'damaged')?.name).toEqual({ en: 'Arrived damaged', zh: '到货破损' });
    expect(reasonAfterKindChange('noLongerNeeded', 2)).toBeNull();
    expect(reasonAfterKindChange('damaged', 2)).toBe('damaged');
    expect(reasonAfterKindChange(null, 1)).toBeNull();
  });

  it('names what is missing: a line, a reason, the words for "other"', () => {
    const form = initialApplyValues(RETURN, 11);
    expect(applyProblems(RETURN, initialApplyValues(RETURN, null))).toEqual(['noLines', 'reason']);
    expect(applyProblems(RETURN, { ...form, reason: 'other', words: '  ' })).toEqual(['words']);
    expect(applyProblems(RETURN, { ...form, reason: 'damaged' })).toEqual([]);
  });

  it('estimates the refund as each line’s share and builds a body of the chosen lines the contract accepts', () => {
    const form: ApplyValues = { ...initialApplyValues(RETURN, 11), quantities: [2, 1], reason: 'damaged', notes: ' box crushed ' };
    expect(estimatedRefund(ORDER.lines, form.quantities)).toBe(5000 + 2500);
    const body = returnBody(ORDER, { ...form, quantities: [2, 0] }, KEY);
    expect(body).toEqual({
      clientKey: KEY,
      orderNo: 'OR123456',
      kind: 1,
      lines: [{ orderItemId: 11, quantity: 2 }],
      reason: 'damaged',
      reasonText: '',
      photos: [],
      notes: 'box crushed',
    });
    expect(ApplyReturnBody.safeParse(body).success).toBe(true);
    // a refund only for a reason that needs the goods back: the contract refuses it, on the reason
    const refused = ApplyReturnBody.safeParse(returnBody(ORDER, { ...form, returnKind: 2, reason: 'noLongerNeeded' }, KEY));
    expect(refused.error?.issues.map((issue) => formFieldOf(issue.path.join('.')))).toEqual(['reason']);
  });
});

describe('the apply form of an after-sales request', () => {
  it('starts on the line the buyer came from, or the only one that can be claimed', () => {
    const source = eligibility([faultLine(1), faultLine(2, { openAfterSaleNo: 'AS1' }), faultLine(3, { refundable: 0 })]);
    expect(initialApplyValues(source, 1)).toMatchObject({ orderItemId: 1, applyQuantity: 1, applyAmount: '25.00', returnQuantity: 0, receiptStatus: 1 });
    // line 2 has a request open and line 3 nothing left: line 1 is the only choice
    expect(initialApplyValues(source, 2).orderItemId).toBe(1);
    expect(initialApplyValues(eligibility([faultLine(1), faultLine(4)]), null)).toMatchObject({ orderItemId: null, applyAmount: '' });
  });

  it('suggests the units’ price, never more than the line can still refund', () => {
    const partly = faultLine(1, { refundable: 6000 });
    expect(withQuantity(partly, 2, 0).applyAmount).toBe('50.00');
    expect(withQuantity(partly, 3, 0).applyAmount).toBe('60.00');
    // quantities stay within what the money left covers: £60 of £100 for 4 units covers 3 of them
    expect(withQuantity(partly, 9, 0).applyQuantity).toBe(3);
    expect(withQuantity(faultLine(2), 9, 0).applyQuantity).toBe(4);
    expect(withQuantity(partly, 0, 0).applyQuantity).toBe(1);
    expect(withQuantity(partly, 2, 3).returnQuantity).toBe(2);
    expect(withLine(faultLine(5))).toEqual({ orderItemId: 5, applyQuantity: 1, returnQuantity: 0, applyAmount: '25.00' });
  });

  it('allows no more units than the money left to refund covers (issue 31 item 20)', () => {
    // £100 paid for 4 units, £80 of it refunded or asked for elsewhere: one unit is covered, whatever the other units say
    const little = faultLine(1, { refundable: 2000, claims: { ordered: 4, paid: 10_000, refundable: 6000, heldUnits: 1, pendingAmount: 4000 } });
    const source = eligibility([little]);
    expect(withQuantity(little, 3, 0)).toMatchObject({ applyQuantity: 1, applyAmount: '20.00' });
    const form = initialApplyValues(source, 1);
    expect(applyProblems(source, { ...form, reason: 'faulty', applyQuantity: 2 })).toEqual(['quantity']);
    // all the money claimed: the line cannot be chosen at all
    const none = faultLine(2, { refundable: 0, claims: { ordered: 4, paid: 10_000, refundable: 10_000, heldUnits: 1, pendingAmount: 10_000 } });
    expect(initialApplyValues(eligibility([none]), 2).orderItemId).toBeNull();
    expect(applyProblems(eligibility([none]), { ...form, orderItemId: 2, reason: 'faulty' })).toEqual(['line']);
  });

  it('sends nothing back of goods that never arrived', () => {
    expect(returnQuantityOnReceipt(2, 2)).toBe(0);
    expect(returnQuantityOnReceipt(1, 2)).toBe(2);
  });

  it('reads the amount as typed, in whole pence from a penny up to what the line can refund', () => {
    expect(typedPence('12.5', 5000)).toBe(1250);
    expect(typedPence('£0.30', 5000)).toBe(30);
    expect(typedPence(' 50 ', 5000)).toBe(5000);
    expect(typedPence('50.01', 5000)).toBeNull();
    expect(typedPence('0', 5000)).toBeNull();
    expect(typedPence('1.005', 5000)).toBeNull();
    expect(typedPence('1,000', 500_000)).toBeNull();
    expect(typedPence('', 5000)).toBeNull();
    expect(poundsText(1250)).toBe('12.50');
    expect(poundsText(5)).toBe('0.05');
    expect(poundsText(123_456)).toBe('1234.56');
  });

  it('names each problem, and builds a body the contract accepts once there are none', () => {
    const one = faultLine(1);
    const source = eligibility([one]);
    const form = initialApplyValues(source, 1);
    expect(applyProblems(source, form)).toEqual(['reason']);
    expect(applyProblems(source, { ...form, reason: 'other', words: '  ' })).toEqual(['words']);
    expect(applyProblems(source, { ...form, reason: 'faulty', applyAmount: '100.01' })).toEqual(['amount']);
    expect(applyProblems(source, { ...form, reason: 'faulty', applyAmount: '' })).toEqual(['amount']);
    expect(applyProblems(source, { ...form, reason: 'faulty', orderItemId: null })).toEqual(['line']);
    expect(applyProblems(eligibility([faultLine(1, { openAfterSaleNo: 'AS2' })]), { ...form, reason: 'faulty' })).toEqual(['line']);
    const ready: ApplyValues = { ...form, reason: 'faulty', words: ' Seal broken ', applyQuantity: 2, applyAmount: '45.50', returnQuantity: 1 };
    expect(applyProblems(source, ready)).toEqual([]);
    const body = afterSaleBody({ orderNo: 'O123456' }, ready, KEY);
    expect(body).toEqual({
      clientKey: KEY,
      orderNo: 'O123456',
      orderItemId: 1,
      receiptStatus: 1,
      applyQuantity: 2,
      returnQuantity: 1,
      applyAmount: 4550,
      reason: 'faulty',
      description: 'Seal broken',
      photos: [],
    });
    expect(ApplyAfterSaleBody.safeParse(body).success).toBe(true);
    // more going back than asked about: the contract refuses it, on the quantity to return
    const refused = ApplyAfterSaleBody.safeParse({ ...body, returnQuantity: 3 });
    expect(refused.error?.issues.map((issue) => formFieldOf(issue.path.join('.')))).toEqual(['returnQuantity']);
    expect(formFieldOf('description')).toBe('words');
    expect(formFieldOf('lines.0.quantity')).toBe('quantities');
    expect(formFieldOf('clientKey')).toBeNull();
  });

  it('offers the after-sales reasons, whatever the return kind says', () => {
    expect(reasonChoices('afterSale', 2).map((choice) => choice.code)).toEqual(['damagedInTransit', 'faulty', 'partlyUsable', 'other']);
  });
});
