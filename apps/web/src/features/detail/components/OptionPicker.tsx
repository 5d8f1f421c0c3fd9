import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { OptionAxis, Sku } from '@clearlot/contract';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import type { Language } from '../../../shared/i18n/language';
import { cx } from '../../../shared/ui/kit/cx';
import { type Choice, valueState } from '../model/skuChoice';

interface OptionPickerProps {
  axes: readonly OptionAxis[];
  skus: readonly Sku[];
  choice: Choice;
  onChoose: (axis: number, value: string) => void;
  language: Language;
}

/**
 * One row of values per option (Colour, Size…), each a radio button: sold-out values stay choosable (the buyer
 * may want to see them) but say so; values that name no SKU with the other choices are offered too and move
 * the other choices to a SKU that has them.
 */
export function OptionPicker({ axes, skus, choice, onChoose, language }: OptionPickerProps) {
  const { t } = useTranslation('detail');
  if (axes.length === 0) return null;
  return (
    <div className="detail-options" data-testid="detail-options">
      {axes.map((axis, index) => {
        const labelId = `detail-option-${index}`;
        const chosen = axis.values.find((v) => v.valueEn === choice[index]);
        return (
          <div key={axis.nameEn} className="detail-options__row">
            <span id={labelId} className="detail-options__name">
              {byLanguage(language, axis.name, axis.nameEn)}
              {chosen && (
                <span className="detail-options__chosen">
                  {language === 'zh' ? '：' : ': '}
                  {byLanguage(language, chosen.value, chosen.valueEn)}
                </span>
              )}
            </span>
            <div role="radiogroup" aria-labelledby={labelId} className="detail-options__values">
              {axis.values.map((value) => {
                const state = valueState(skus, choice, index, value.valueEn);
                const checked = choice[index] === value.valueEn;
                return (
                  <button
                    key={value.valueEn}
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    className={cx('detail-options__value', checked && 'is-checked', state !== 'available' && 'is-short')}
                    onClick={() => onChoose(index, value.valueEn)}
                    data-testid="detail-option-value"
                  >
                    {byLanguage(language, value.value, value.valueEn)}
                    {state === 'soldOut' && <span className="detail-options__note"> · {t('options.soldOut')}</span>}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
