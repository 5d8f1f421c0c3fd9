import { CarOutlined, PoundCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ValueKey = 'price' | 'warehouse' | 'trust';
const VALUES: readonly (readonly [ValueKey, ReactNode])[] = [
  ['price', <PoundCircleOutlined key="price" />],
  ['warehouse', <CarOutlined key="warehouse" />],
  ['trust', <SafetyCertificateOutlined key="trust" />],
];

/** Three reasons to buy on ClearLot. */
export function ValuePoints() {
  const { t } = useTranslation();
  return (
    <section className="home-values" aria-labelledby="home-values-title">
      <h2 id="home-values-title" className="home-section-title">
        {t('home.values.title')}
      </h2>
      <ul className="home-values__list">
        {VALUES.map(([key, icon]) => (
          <li key={key} className="home-values__item">
            <span className="home-values__icon" aria-hidden>
              {icon}
            </span>
            <h3>{t(`home.values.${key}.title`)}</h3>
            <p>{t(`home.values.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
