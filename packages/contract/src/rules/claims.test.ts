import { describe, expect, it } from 'vitest';
import { type LineClaims, claimableAmount, claimableUnits, claimedReturnAmount } from './claims';

const line = (extra: Partial<LineClaims> = {}): LineClaims => ({ ordered: 4, paid: 10_000, refundable: 10_000, heldUnits: 0, pendingAmount: 0, ...extra });

describe('what an order line can still claim', () => {
  it('is everything while nothing is claimed', () => {
    expect(claimableAmount(line())).toBe(10_000);
    expect(claimableUnits(line())).toBe(4);
    expect(claimedReturnAmount(line(), 1)).toBe(2500);
    expect(claimedReturnAmount(line(), 4)).toBe(10_000);
  });

  it('leaves nothing after a refund-only request for the whole line, open or refunded', () => {
    const open = line({ heldUnits: 4, pendingAmount: 10_000 });
    expect([claimableAmount(open), claimableUnits(open)]).toEqual([0, 0]);
    const refunded = line({ heldUnits: 4, refundable: 0 });
    expect([claimableAmount(refunded), claimableUnits(refunded)]).toEqual([0, 0]);
  });

  it('gives no units that the money left does not cover, even when units are free', () => {
    // an after-sales request for one unit asked for the whole line's money
    const allMoney = line({ heldUnits: 1, pendingAmount: 10_000 });
    expect(claimableUnits(allMoney)).toBe(0);
    expect(claimedReturnAmount(allMoney, 3)).toBe(0);
    // £60 of £100 left: three units are covered (the third partly), and three are free
    expect(claimableUnits(line({ heldUnits: 1, pendingAmount: 4000 }))).toBe(3);
    // £20 left: one unit
    expect(claimableUnits(line({ heldUnits: 1, refundable: 2000 }))).toBe(1);
    // a penny left still covers a unit
    expect(claimableUnits(line({ heldUnits: 2, refundable: 1 }))).toBe(1);
  });

  it('gives the request taking the last free units all the money left, never more', () => {
    // £33.33 of a £100 line for three units went to one unit; the other two take what is left
    const third = line({ ordered: 3, heldUnits: 1, pendingAmount: 3333 });
    expect(claimedReturnAmount(third, 1)).toBe(3333);
    expect(claimedReturnAmount(third, 2)).toBe(6667);
    // an after-sales request took £10 for one damaged unit: the three units left are worth £75 but £90 is left
    expect(claimedReturnAmount(line({ heldUnits: 1, refundable: 9000 }), 2)).toBe(5000);
    expect(claimedReturnAmount(line({ heldUnits: 1, refundable: 9000 }), 3)).toBe(9000);
    // a refund took more than a unit's share: a unit's share is capped at what is left
    expect(claimedReturnAmount(line({ heldUnits: 2, refundable: 1000 }), 1)).toBe(1000);
  });

  it('counts the units of a line that cost nothing', () => {
    expect(claimableUnits(line({ paid: 0, refundable: 0, heldUnits: 1 }))).toBe(3);
    expect(claimedReturnAmount(line({ paid: 0, refundable: 0 }), 2)).toBe(0);
  });
});
