import { describe, expect, it } from 'vitest';
import {
  COMMISSION_DEFAULT_BASIS_POINTS,
  basisPointsToPercent,
  commissionOf,
  csvText,
  earnedOf,
  isCommissionRate,
  payableOf,
  penceToPounds,
  refundClawback,
  statementCsv,
  statementFileName,
} from './payouts';
import { ownerPayout, platformFee } from './refund';

describe('the commission', () => {
  it('is 4% by default, whole basis points from 0 to 50%, rounded to the nearest penny', () => {
    expect(COMMISSION_DEFAULT_BASIS_POINTS).toBe(400);
    expect(commissionOf(10_000, 400)).toBe(platformFee(10_000));
    expect(commissionOf(10_000, 550)).toBe(550);
    expect(commissionOf(9, 550)).toBe(0); // 0.495p
    expect(commissionOf(10, 550)).toBe(1); // 0.55p
    expect(commissionOf(1_234_567, 0)).toBe(0);
    expect(commissionOf(1_234_567, 5_000)).toBe(617_284); // 617,283.5p, the half penny up
    expect(earnedOf(10_000, 550)).toBe(9_450);
    expect(earnedOf(10_000, 400)).toBe(ownerPayout(10_000));
    // sums past 2^53 pence cannot be written; the largest safe amounts are exact through BigInt
    expect(commissionOf(Number.MAX_SAFE_INTEGER, 1)).toBe(900_719_925_474);
    for (const rate of [-1, 5_001, 1.5, Number.NaN]) {
      expect(isCommissionRate(rate)).toBe(false);
      expect(() => commissionOf(100, rate)).toThrow(RangeError);
    }
    expect(() => commissionOf(-1, 400)).toThrow(RangeError);
    expect(basisPointsToPercent(400)).toBe('4.00');
    expect(basisPointsToPercent(1_275)).toBe('12.75');
  });

  it('gives back the commission on refunds so the owner always ends with what the buyer finally paid, less commission', () => {
    for (const rate of [0, 400, 550, 5_000]) {
      const gross = 12_345;
      let settled = gross;
      let lost = 0;
      for (const refund of [1_000, 333, 7, 2_500]) {
        const clawback = refundClawback(settled, refund, rate);
        expect(clawback.refund - clawback.commissionBack).toBe(clawback.net);
        lost += clawback.net;
        settled -= refund;
      }
      expect(earnedOf(gross, rate) - lost).toBe(earnedOf(settled, rate));
    }
    expect(() => refundClawback(100, 101, 400)).toThrow(RangeError);
  });

  it('pays out what is due, never more than the balance, never below nothing', () => {
    expect(payableOf(10_000, 6_000)).toBe(6_000);
    expect(payableOf(4_000, 6_000)).toBe(4_000);
    expect(payableOf(4_000, -500)).toBe(0);
    expect(payableOf(-10, 100)).toBe(0);
  });
});

describe('the statement as CSV', () => {
  it('writes pounds with a minus sign, quotes commas and quotes, and defuses text a spreadsheet would run', () => {
    expect(penceToPounds(0)).toBe('0.00');
    expect(penceToPounds(-1_234)).toBe('-12.34');
    expect(penceToPounds(5)).toBe('0.05');
    expect(csvText('Hughes, "Surplus" Ltd')).toBe('"Hughes, ""Surplus"" Ltd"');
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvText('-2+3')).toBe("'-2+3");
    expect(csvText('伦敦清仓')).toBe('伦敦清仓');
  });

  it('starts with a byte-order mark, uses CRLF lines, and names every line in the chosen language', () => {
    const from = Date.UTC(2026, 10, 1) / 1000;
    const to = Date.UTC(2026, 11, 1) / 1000;
    const figures = { from, to, sales: 10_000, commission: 400, refunds: 1_000, net: 8_600, payouts: 5_000, balance: 3_600, due: 1_200 };
    const lines = [
      { at: from + 60, kind: 'sale' as const, reference: 'STABC', orderNo: 'CL1', amount: 10_000 },
      { at: from + 60, kind: 'commission' as const, reference: 'STABC', orderNo: 'CL1', amount: -400 },
      { at: from + 120, kind: 'payout' as const, reference: 'PO1', orderNo: null, amount: -5_000 },
    ];
    const zh = statementCsv('伦敦清仓, "有限"公司', figures, lines, 'zh');
    expect(zh.startsWith('\uFEFF')).toBe(true);
    const rows = zh.slice(1).split('\r\n');
    expect(rows[0]).toBe('ClearLot 结算对账单');
    expect(rows[1]).toBe('货主,"伦敦清仓, ""有限""公司"');
    expect(rows[2]).toBe('期间（UTC）,2026-11-01,2026-11-30');
    expect(rows[3]).toBe('销售额,100.00');
    expect(rows[4]).toBe('平台佣金,-4.00');
    expect(rows[11]).toBe('日期（UTC）,类型,参考号,订单,金额（英镑）');
    expect(rows[12]).toBe('2026-11-01 00:01:00,销售,STABC,CL1,100.00');
    expect(rows[14]).toBe('2026-11-01 00:02:00,结算打款,PO1,,-50.00');
    expect(rows.at(-1)).toBe('');
    const en = statementCsv('Demo Shop', figures, lines, 'en');
    expect(en).toContain('\r\nDue now (may be paid out),12.00\r\n');
    expect(statementFileName(from, to, 'en')).toBe('clearlot-statement-2026-11-01-2026-11-30-en.csv');
  });
});
