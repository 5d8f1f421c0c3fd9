import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, lastDays, periodOf, ukDayOf, ukMidnight } from './period';

describe('the dashboard’s UK days', () => {
  it('puts a UK midnight at UTC midnight in winter and an hour before it in summer time', () => {
    expect(ukMidnight('2021-03-27')).toBe(Date.parse('2021-03-27T00:00:00Z') / 1000);
    expect(ukMidnight('2021-03-29')).toBe(Date.parse('2021-03-28T23:00:00Z') / 1000);
    expect(ukMidnight('2021-10-31')).toBe(Date.parse('2021-10-30T23:00:00Z') / 1000);
    expect(ukMidnight('2021-11-01')).toBe(Date.parse('2021-11-01T00:00:00Z') / 1000);
  });

  it('answers a period of whole days, the last one included, across a clock change', () => {
    expect(periodOf('2021-03-27', '2021-03-29')).toEqual({ from: Date.parse('2021-03-27T00:00:00Z') / 1000, to: Date.parse('2021-03-29T23:00:00Z') / 1000 });
    expect(daysBetween('2021-03-27', '2021-03-29')).toBe(3);
    expect(daysBetween('2021-03-29', '2021-03-27')).toBeNull();
    expect(addDays('2020-12-31', 1)).toBe('2021-01-01');
  });

  it('counts the last seven days with today', () => {
    const now = Date.parse('2021-03-28T23:30:00Z') / 1000; // 00:30 on the 29th in the UK
    expect(ukDayOf(now)).toBe('2021-03-29');
    expect(lastDays(7, now)).toEqual({ first: '2021-03-23', last: '2021-03-29' });
  });
});
