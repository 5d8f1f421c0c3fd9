import { describe, expect, it } from 'vitest';
import type { AfterSaleEligibleLine } from '@clearlot/contract/schemas/afterSales';
import { afterSaleBody, afterSaleProblems, initialAfterSaleForm, withLine, withQuantity, withReceipt } from './applyForm';

const line = (orderItemId: number, extra: Partial<AfterSaleEligibleLine> = {}): AfterSaleEligibleLine => ({
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

describe('the after-sales form', () => {
  it('starts on the line the buyer came from, or the only one that can be claimed', () => {
    const lines = [line(1), line(2, { openAfterSaleNo: 'AS1' }), line(3, { refundable: 0 })];
    expect(initialAfterSaleForm(lines, 1)).toMatchObject({ orderItemId: 1, applyQuantity: 1, applyAmount: 2500, returnQuantity: 0, receiptStatus: 1 });
    // line 2 has a request open and line 3 nothing left: line 1 is the only choice
    expect(initialAfterSaleForm(lines, 2).orderItemId).toBe(1);
    expect(initialAfterSaleForm([line(1), line(4)], null)).toMatchObject({ orderItemId: null, applyAmount: null });
  });

  it('suggests the units’ price, never more than the line can still refund', () => {
    const partly = line(1, { refundable: 6000 });
    const form = initialAfterSaleForm([partly], 1);
    expect(withQuantity(form, partly, 2).applyAmount).toBe(5000);
    expect(withQuantity(form, partly, 3).applyAmount).toBe(6000);
    // quantities stay within what the money left covers: £60 of £100 for 4 units covers 3 of them
    expect(withQuantity(form, partly, 9).applyQuantity).toBe(3);
    expect(withQuantity(form, line(2), 9).applyQuantity).toBe(4);
    expect(withQuantity(form, partly, 0).applyQuantity).toBe(1);
    expect(withQuantity({ ...form, applyQuantity: 3, returnQuantity: 3 }, partly, 2).returnQuantity).toBe(2);
    expect(withLine({ ...form, applyQuantity: 3 }, line(5)).applyQuantity).toBe(1);
  });

  it('allows no more units than the money left to refund covers (issue 31 item 20)', () => {
    // £100 paid for 4 units, £80 of it refunded or asked for elsewhere: one unit is covered, whatever the other units say
    const little = line(1, { refundable: 2000, claims: { ordered: 4, paid: 10_000, refundable: 6000, heldUnits: 1, pendingAmount: 4000 } });
    const form = initialAfterSaleForm([little], 1);
    expect(withQuantity(form, little, 3)).toMatchObject({ applyQuantity: 1, applyAmount: 2000 });
    expect(afterSaleProblems({ ...form, reason: 'faulty', applyQuantity: 2 }, little)).toEqual(['quantity']);
    // all the money claimed: the line cannot be chosen at all
    const none = line(2, { refundable: 0, claims: { ordered: 4, paid: 10_000, refundable: 10_000, heldUnits: 1, pendingAmount: 10_000 } });
    expect(initialAfterSaleForm([none], 2).orderItemId).toBeNull();
    expect(afterSaleProblems({ ...form, reason: 'faulty' }, none)).toEqual(['line']);
  });

  it('sends nothing back of goods that never arrived', () => {
    const form = { ...initialAfterSaleForm([line(1)], 1), applyQuantity: 2, returnQuantity: 2 };
    expect(withReceipt(form, 2).returnQuantity).toBe(0);
  });

  it('names each problem, and builds the body once there are none', () => {
    const one = line(1);
    const form = initialAfterSaleForm([one], 1);
    expect(afterSaleProblems(form, one)).toEqual(['reason']);
    expect(afterSaleProblems({ ...form, reason: 'other', description: '  ' }, one)).toEqual(['description']);
    expect(afterSaleProblems({ ...form, reason: 'faulty', applyAmount: 10_001 }, one)).toEqual(['amount']);
    expect(afterSaleProblems({ ...form, reason: 'faulty', applyAmount: null }, one)).toEqual(['amount']);
    expect(afterSaleProblems({ ...form, reason: 'faulty' }, undefined)).toEqual(['line']);
    expect(afterSaleProblems({ ...form, reason: 'faulty' }, line(1, { openAfterSaleNo: 'AS2' }))).toEqual(['line']);
    const ready = { ...form, reason: 'faulty' as const, description: ' Seal broken ' };
    expect(afterSaleProblems(ready, one)).toEqual([]);
    expect(afterSaleBody('O123456', ready, 'k')).toEqual({
      clientKey: 'k',
      orderNo: 'O123456',
      orderItemId: 1,
      receiptStatus: 1,
      applyQuantity: 1,
      returnQuantity: 0,
      applyAmount: 2500,
      reason: 'faulty',
      description: 'Seal broken',
      photos: [],
    });
  });
});
