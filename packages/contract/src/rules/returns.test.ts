import { describe, expect, it } from 'vitest';
import { ApplyReturnBody, DecideInterventionBody, ShipReturnBody } from '../schemas/returns';
import {
  QUANTITY_HOLDING_STATUSES,
  RETURN_STATUSES,
  RETURN_TABS,
  ReturnNotes,
  ReturnReasons,
  ReturnStatusText,
  countdown,
  reasonFitsKind,
  returnLineAmount,
  refundNoteTexts,
  returnNote,
  returnNoteTexts,
  returnWindowClosesAt,
  returnableQuantity,
} from './returns';

const key = '0b5c3f0e-4a4f-4f5e-9d0e-6f1c2b3a4d5e';
const photo = { fileName: 'box.jpg', url: `${'a'.repeat(32)}.jpg` };

describe('return statuses', () => {
  it('are the nine of docs/product.md §4, each with names and a history message in both languages', () => {
    expect(RETURN_STATUSES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const status of RETURN_STATUSES) {
      const text = ReturnStatusText[status];
      for (const part of [text.name, text.history]) expect(part.en && part.zh).toBeTruthy();
    }
    expect(ReturnStatusText[3].name.en).toBe('Approved, awaiting shipment');
    expect(ReturnStatusText[7].name.en).toBe('Rejected by seller');
  });

  it('every status but cancelled and rejected holds its quantities; every status is in a tab', () => {
    expect([...QUANTITY_HOLDING_STATUSES].sort()).toEqual([1, 2, 3, 4, 5, 6, 9]);
    const tabbed = new Set(Object.entries(RETURN_TABS).flatMap(([tab, statuses]) => (tab === 'all' ? [] : statuses)));
    expect([...tabbed].sort()).toEqual(RETURN_STATUSES);
  });

  it('reads system notes in both languages and people’s words as written', () => {
    expect(returnNoteTexts(returnNote('reviewOverdue'))).toEqual(ReturnNotes.reviewOverdue);
    expect(returnNoteTexts('box was crushed')).toEqual({ en: 'box was crushed', zh: 'box was crushed' });
    expect(returnNoteTexts('system:nonsense')).toEqual({ en: 'system:nonsense', zh: 'system:nonsense' });
  });
});

describe('reasons', () => {
  it('have names in both languages and fit their kinds', () => {
    for (const reason of Object.values(ReturnReasons)) expect(reason.en && reason.zh).toBeTruthy();
    expect(reasonFitsKind('missingItems', 1)).toBe(false);
    expect(reasonFitsKind('missingItems', 2)).toBe(true);
    expect(reasonFitsKind('noLongerNeeded', 2)).toBe(false);
  });
});

describe('window and countdown', () => {
  it('closes the window its days after it started', () => {
    expect(returnWindowClosesAt(1_000, 14)).toBe(1_000 + 14 * 86_400);
  });
  it('counts down in days, hours and minutes, never below zero', () => {
    expect(countdown(2 * 86_400 + 3 * 3_600 + 4 * 60 + 59, 0)).toEqual({ days: 2, hours: 3, minutes: 4 });
    expect(countdown(10, 20)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});

describe('quantities and amounts', () => {
  it('returnable = ordered − held, never negative', () => {
    expect(returnableQuantity(5, 2)).toBe(3);
    expect(returnableQuantity(5, 7)).toBe(0);
  });
  it('a share rounds down; the request taking the last units gets what is left, so a whole line adds up to what it was paid', () => {
    const line = { linePaid: 1000, ordered: 3 };
    const first = returnLineAmount(line, 1, { quantity: 0, amount: 0 });
    const second = returnLineAmount(line, 1, { quantity: 1, amount: first });
    const third = returnLineAmount(line, 1, { quantity: 2, amount: first + second });
    expect([first, second, third]).toEqual([333, 333, 334]);
    expect(returnLineAmount(line, 3, { quantity: 0, amount: 0 })).toBe(1000);
  });
});

describe('request shapes', () => {
  const apply = { clientKey: key, orderNo: 'OR12345678', kind: 1, lines: [{ orderItemId: 1, quantity: 1 }], reason: 'damaged', photos: [photo] };
  it('accepts a return with photos and fills the optional texts', () => {
    const parsed = ApplyReturnBody.parse(apply);
    expect(parsed.notes).toBe('');
    expect(parsed.reasonText).toBe('');
  });
  it.each([
    ['no lines', { ...apply, lines: [] }],
    ['a zero quantity', { ...apply, lines: [{ orderItemId: 1, quantity: 0 }] }],
    [
      'a line twice',
      {
        ...apply,
        lines: [
          { orderItemId: 1, quantity: 1 },
          { orderItemId: 1, quantity: 2 },
        ],
      },
    ],
    ['an unknown reason', { ...apply, reason: 'bored' }],
    ['a reason that does not fit the kind', { ...apply, reason: 'missingItems' }],
    ['other without words', { ...apply, reason: 'other' }],
    ['a photo that is not a stored name', { ...apply, photos: [{ fileName: 'x.jpg', url: '../../etc/passwd' }] }],
    ['seven photos', { ...apply, photos: Array.from({ length: 7 }, (_, i) => ({ fileName: 'x.jpg', url: `${String(i).repeat(32)}.jpg` })) }],
    ['an unknown field', { ...apply, refund: 100 }],
    ['kind 3', { ...apply, kind: 3 }],
  ])('refuses %s', (_name, body) => {
    expect(ApplyReturnBody.safeParse(body).success).toBe(false);
  });
  it('a shipment needs a tracking number on every item', () => {
    expect(ShipReturnBody.safeParse({ returnNo: 'RT12345678', items: [{ lineId: 1, logisticsCompany: 'DPD', trackingNo: ' ' }] }).success).toBe(false);
    expect(ShipReturnBody.safeParse({ returnNo: 'RT12345678', items: [{ lineId: 1, logisticsCompany: 'DPD', trackingNo: '15501234' }] }).success).toBe(true);
  });
  it('a partial decision needs an amount; the others take no lines', () => {
    expect(DecideInterventionBody.safeParse({ returnNo: 'RT12345678', decision: 'partial', note: 'half' }).success).toBe(false);
    expect(DecideInterventionBody.safeParse({ returnNo: 'RT12345678', decision: 'partial', lines: [{ lineId: 1, amount: 50 }], note: 'half' }).success).toBe(true);
    expect(DecideInterventionBody.safeParse({ returnNo: 'RT12345678', decision: 'none', lines: [{ lineId: 1, amount: 50 }], note: 'no' }).success).toBe(false);
  });
});

describe('refund notes', () => {
  it('says a refund reason stored as a system key in words, whichever rules wrote it, and a person’s words as written', () => {
    expect(refundNoteTexts(returnNote('refundWithoutReturn'))).toEqual({ en: 'Refund approved without returning the items.', zh: '已同意仅退款，无需退货。' });
    expect(refundNoteTexts('Seal broken')).toEqual({ en: 'Seal broken', zh: 'Seal broken' });
    expect(refundNoteTexts('system:nothing-of-that-name')).toEqual({ en: 'system:nothing-of-that-name', zh: 'system:nothing-of-that-name' });
  });
});
