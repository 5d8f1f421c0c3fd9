import { CarOutlined } from '../../../shared/ui/kit/icons/CarOutlined';
import { PoundCircleOutlined } from '../../../shared/ui/kit/icons/PoundCircleOutlined';
import { SafetyCertificateOutlined } from '../../../shared/ui/kit/icons/SafetyCertificateOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';

type ValueKey = 'price' | 'warehouse' | 'trust';
const VALUES: readonly (readonly [ValueKey, ReactNode])[] = [
  ['price', <PoundCircleOutlined key="price" />],
  ['warehouse', <CarOutlined key="warehouse" />],
  ['trust', <SafetyCertificateOutlined key="trust" />],
];

/** Three reasons to buy on ClearLot, in a compact row under the banners. */
export function ValuePoints() {
  const { t } = useTranslation('home');
  return (
    <section className="home-values" aria-label={t('values.title')}>
      <ul className="home-values__list">
        {VALUES.map(([key, icon]) => (
          <li key={key} className="home-values__item">
            <span className="home-values__icon" aria-hidden>
              {icon}
            </span>
            <div>
              <h3 className="home-values__title">{t(`values.${key}.title`)}</h3>
              <p className="home-values__text">{t(`values.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
