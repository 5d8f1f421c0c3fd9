import { describe, expect, it } from 'vitest';
import { MIN_ORDER_ITEMS_TOTAL, SystemNotes, noteTexts, systemNote, unitsForMinimumOrder } from './order';

describe('order notes', () => {
  it('reads a stored system note out in both languages', () => {
    expect(noteTexts(systemNote('notShipped'))).toEqual(SystemNotes.notShipped);
    expect(noteTexts(systemNote('reviewOverdue')).zh).toBe('未按时审核，已自动同意。');
  });

  it("shows a person's note as written, in both languages", () => {
    expect(noteTexts('Found it cheaper')).toEqual({ en: 'Found it cheaper', zh: 'Found it cheaper' });
    expect(noteTexts('system:noSuchNote')).toEqual({ en: 'system:noSuchNote', zh: 'system:noSuchNote' });
  });
});

describe('unitsForMinimumOrder', () => {
  it('is the fewest units whose total reaches the minimum item total, and at least one', () => {
    expect(MIN_ORDER_ITEMS_TOTAL).toBe(2_000);
    expect(unitsForMinimumOrder(2_000)).toBe(1);
    expect(unitsForMinimumOrder(1_999)).toBe(2);
    expect(unitsForMinimumOrder(700)).toBe(3);
    expect(unitsForMinimumOrder(1)).toBe(2_000);
    expect(unitsForMinimumOrder(90_000)).toBe(1);
  });
});
