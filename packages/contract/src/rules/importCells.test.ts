/** The product file's option and tier cells (rules/lot.ts): read in either script's punctuation, written back the same. */
import { describe, expect, it } from 'vitest';
import { optionsFromCell, optionsToCell, productImportTemplateCsv, tiersFromCell, tiersToCell } from './lot';

describe('import cells', () => {
  it('reads options as name: value pairs in either punctuation, and writes them back', () => {
    expect(optionsFromCell('')).toEqual([]);
    expect(optionsFromCell('Colour: Black; Size: L')).toEqual([
      { name: 'Colour', value: 'Black' },
      { name: 'Size', value: 'L' },
    ]);
    expect(optionsFromCell('颜色：黑色；尺码：L；')).toEqual([
      { name: '颜色', value: '黑色' },
      { name: '尺码', value: 'L' },
    ]);
    for (const bad of ['Black', 'Colour:', ': Black', 'A: 1; B: 2; C: 3; D: 4', 'Scale: 1:12']) expect(optionsFromCell(bad), bad).toBeNull();
    expect(optionsToCell(optionsFromCell('Colour:Black;Size:L')!)).toBe('Colour: Black; Size: L');
  });

  it('reads tier prices as quantity: pounds pairs, and writes them back', () => {
    expect(tiersFromCell('')).toEqual([]);
    expect(tiersFromCell('48: 11.99; 1,200: £10')).toEqual([
      { minQuantity: 48, price: 1_199 },
      { minQuantity: 1_200, price: 1_000 },
    ]);
    for (const bad of ['48', '48: abc', 'ten: 1.00', '4.5: 1.00', '48: 1.999', '1:2:3']) expect(tiersFromCell(bad), bad).toBeNull();
    expect(
      tiersToCell([
        { minQuantity: 48, price: 1_199 },
        { minQuantity: 120, price: 1_000 },
      ]),
    ).toBe('48: 11.99; 120: 10.00');
  });

  it('writes the template with headers in the language asked for', () => {
    const [english] = productImportTemplateCsv('en')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    const [chinese] = productImportTemplateCsv('zh')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(english!.startsWith('Product key,Name (English),Name (Chinese),Options (English)')).toBe(true);
    expect(chinese!.startsWith('商品编号,名称（英文）')).toBe(true);
    expect(productImportTemplateCsv('en')).toContain('KETTLE-1,,,Colour: White,颜色：白色');
  });
});
