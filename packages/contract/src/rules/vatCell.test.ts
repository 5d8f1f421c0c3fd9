import { describe, expect, it } from 'vitest';
import { vatRateFromCell } from './lot';

describe('a VAT rate read from an import cell', () => {
  it('takes the rate’s name in either language, or its percentage', () => {
    expect(['standard', 'Standard rate 20%', '20%', '20', '标准', '标准税率 20%'].map(vatRateFromCell)).toEqual(Array(6).fill('standard'));
    expect(['reduced', 'REDUCED', '5%', '5', '优惠'].map(vatRateFromCell)).toEqual(Array(5).fill('reduced'));
    expect(['zero', '0%', '0', '零', '零税率 0%'].map(vatRateFromCell)).toEqual(Array(5).fill('zero'));
  });

  it('refuses anything else (the caller reads a blank cell as the default)', () => {
    for (const cell of ['17.5%', 'luxury', 's', '2', 'exempt']) expect(vatRateFromCell(cell)).toBeNull();
  });
});
