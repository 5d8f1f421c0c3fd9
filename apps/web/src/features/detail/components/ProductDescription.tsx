import { useTranslation } from '../../../shared/i18n/useTranslation';

/** The goods owner's description, line breaks kept. */
export function ProductDescription({ text }: { text: string }) {
  const { t } = useTranslation('detail');
  return (
    <section className="detail-section" aria-labelledby="detail-description-title">
      <h2 id="detail-description-title" className="detail-section__title">
        {t('description.title')}
      </h2>
      {text ? <p className="detail-description">{text}</p> : <p className="muted">{t('description.empty')}</p>}
    </section>
  );
}
