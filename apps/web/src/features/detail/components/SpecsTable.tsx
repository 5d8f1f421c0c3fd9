import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { SpecAttribute } from '@clearlot/contract';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import type { Language } from '../../../shared/i18n/language';
import { joinSpecValues } from '../format/productFacts';

interface SpecsTableProps {
  specs: readonly SpecAttribute[];
  language: Language;
}

/** Specifications: each name and its values in the shown language, the values joined by ', '. */
export function SpecsTable({ specs, language }: SpecsTableProps) {
  const { t } = useTranslation('detail');
  return (
    <section className="detail-section" aria-labelledby="detail-specs-title" data-testid="detail-specs">
      <h2 id="detail-specs-title" className="detail-section__title">
        {t('specs.title')}
      </h2>
      {specs.length === 0 ? (
        <p className="muted">{t('specs.empty')}</p>
      ) : (
        <table className="detail-specs">
          <thead>
            <tr>
              <th scope="col">{t('specs.name')}</th>
              <th scope="col">{t('specs.values')}</th>
            </tr>
          </thead>
          <tbody>
            {specs.map((spec, index) => (
              <tr key={`${spec.nameEn}-${index}`}>
                <th scope="row">{byLanguage(language, spec.name, spec.nameEn)}</th>
                <td>{joinSpecValues(language === 'zh' ? spec.values : spec.valuesEn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
