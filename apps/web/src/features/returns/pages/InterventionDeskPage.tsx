import { useTranslation } from '../../../shared/i18n/useTranslation';
import { AfterSalesLink } from '../components/AfterSalesLink';
import { ReturnDeskList } from '../components/ReturnDeskList';
import '../returns.css';

/** /home/Interventions: the customer-service agent's queue of requests in platform intervention (docs/product.md §6). */
export default function InterventionDeskPage() {
  const { t } = useTranslation('returns');
  return (
    <section className="return-page" aria-labelledby="interventions-title">
      <header className="return-page__header">
        <h1 id="interventions-title" className="return-page__title">
          {t('agent.title')}
        </h1>
        <p className="muted">{t('agent.intro')}</p>
        <AfterSalesLink desk="agent" />
      </header>
      <ReturnDeskList desk="agent" />
    </section>
  );
}
