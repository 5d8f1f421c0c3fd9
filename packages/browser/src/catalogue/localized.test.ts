import { describe, expect, it } from 'vitest';
import { byLanguage, productNameOf } from './localized';

describe('names by language', () => {
  it('picks the English field for English and the Chinese field for Chinese', () => {
    const product = { productName: '水壶', productNameEn: 'Kettle' };
    expect(productNameOf(product, 'en')).toBe('Kettle');
    expect(productNameOf(product, 'zh')).toBe('水壶');
  });

  it('falls back to the other language when the wanted one is blank', () => {
    expect(byLanguage('en', '水壶', ' ')).toBe('水壶');
    expect(byLanguage('zh', '', 'Kettle')).toBe('Kettle');
    expect(byLanguage('zh', null, undefined)).toBe('');
  });
});
