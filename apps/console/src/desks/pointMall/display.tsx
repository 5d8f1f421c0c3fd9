/** How the point mall desk words an option: its choices in the page's language ("Colour: Black · Size: L"), or that it has none. */
import type { SkuOption } from '@clearlot/contract/schemas/catalogue';
import type { Translate } from '../../shared/i18n';

export function optionText(options: readonly SkuOption[], language: 'en' | 'zh', t: Translate): string {
  if (options.length === 0) return t('noOptions');
  return options.map((option) => (language === 'zh' ? `${option.name}：${option.value}` : `${option.nameEn}: ${option.valueEn}`)).join(' · ');
}
