/**
 * Catalogue names come in both languages (Chinese in the plain field, English in the *En
 * field); English readers get the English one, Chinese readers the Chinese one. When the
 * wanted one is blank the other is shown rather than nothing.
 */
import type { Language } from '../i18n/language';

type Text = string | null | undefined;

export function byLanguage(language: Language, chinese: Text, english: Text): string {
  const wanted = language === 'zh' ? chinese : english;
  const other = language === 'zh' ? english : chinese;
  return wanted?.trim() ? wanted : (other ?? '');
}

export const productNameOf = (p: { productName: string; productNameEn: string }, language: Language) => byLanguage(language, p.productName, p.productNameEn);
export const sellingPointOf = (p: { sellingPoint: string; sellingPointEn: string }, language: Language) => byLanguage(language, p.sellingPoint, p.sellingPointEn);
export const warehouseNameOf = (w: { warehouseName: string; warehouseNameEn: string }, language: Language) => byLanguage(language, w.warehouseName, w.warehouseNameEn);
export const categoryNameOf = (c: { categoryName: string; categoryNameEn: string }, language: Language) => byLanguage(language, c.categoryName, c.categoryNameEn);
export const brandNameOf = (b: { brandName: string; brandNameEn: string }, language: Language) => byLanguage(language, b.brandName, b.brandNameEn);
export const shopNameOf = (s: { shopName: string; shopNameEn: string }, language: Language) => byLanguage(language, s.shopName, s.shopNameEn);

/** A SKU's chosen options as one line in the reading language: 'Colour: Black · Size: M' ('' without options). */
export const skuOptionsOf = (options: ReadonlyArray<{ name: string; nameEn: string; value: string; valueEn: string }>, language: Language) =>
  options.map((o) => `${byLanguage(language, o.name, o.nameEn)}${language === 'zh' ? '：' : ': '}${byLanguage(language, o.value, o.valueEn)}`).join(' · ');
