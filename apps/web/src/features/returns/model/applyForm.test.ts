import { describe, expect, it } from 'vitest';
import type { ReturnableLine } from '@clearlot/contract/schemas/returns';
import { applyBody, applyProblems, clampQuantity, estimatedRefund, initialApplyForm, reasonsFor, withKind } from './applyForm';

const line = (orderItemId: number, quantity: number, returnableQuantity: number, lineTotal: number): ReturnableLine => ({
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
const LINES = [line(11, 3, 3, 7500), line(12, 2, 1, 5000)];

describe('the apply form', () => {
  it('starts with everything left of the line the buyer came from and nothing of the others', () => {
    expect(initialApplyForm(LINES, 12).quantities).toEqual({ 11: 0, 12: 1 });
    expect(initialApplyForm(LINES, null).quantities).toEqual({ 11: 0, 12: 0 });
  });

  it('keeps quantities between 0 and the returnable quantity', () => {
    expect(clampQuantity(LINES[1]!, 5)).toBe(1);
    expect(clampQuantity(LINES[1]!, -2)).toBe(0);
    expect(clampQuantity(LINES[0]!, null)).toBe(0);
    expect(clampQuantity(LINES[0]!, 2.7)).toBe(2);
  });

  it('offers the reasons of the kind and drops one that no longer fits', () => {
    expect(reasonsFor(1)).not.toContain('notDelivered');
    expect(reasonsFor(2)).toContain('notDelivered');
    expect(reasonsFor(2)).not.toContain('noLongerNeeded');
    const form = { ...initialApplyForm(LINES, 11), reason: 'noLongerNeeded' as const };
    expect(withKind(form, 2).reason).toBeNull();
    expect(withKind({ ...form, reason: 'damaged' }, 2).reason).toBe('damaged');
  });

  it('names what is missing: a line, a reason, the words for "other"', () => {
    expect(applyProblems(initialApplyForm(LINES, null))).toEqual(['noLines', 'reason']);
    expect(applyProblems({ ...initialApplyForm(LINES, 11), reason: 'other', reasonText: '  ' })).toEqual(['reasonText']);
    expect(applyProblems({ ...initialApplyForm(LINES, 11), reason: 'damaged' })).toEqual([]);
  });

  it('estimates the refund as each line’s share and builds the body of the chosen lines only', () => {
    const form = { ...initialApplyForm(LINES, 11), quantities: { 11: 2, 12: 1 }, reason: 'damaged' as const, notes: ' box crushed ' };
    expect(estimatedRefund(LINES, form)).toBe(5000 + 2500);
    expect(applyBody('OR123456', { ...form, quantities: { 11: 2, 12: 0 } }, 'key-1')).toEqual({
      clientKey: 'key-1',
      orderNo: 'OR123456',
      kind: 1,
      lines: [{ orderItemId: 11, quantity: 2 }],
      reason: 'damaged',
      reasonText: '',
      photos: [],
      notes: 'box crushed',
    });
  });
});
