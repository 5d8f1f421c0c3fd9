import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ComplaintList } from '../components/ComplaintList';
import '../complaints.css';

/** /home/ComplaintDesk: the customer-service agent's desk of every buyer's complaints. */
export default function ComplaintDeskPage() {
  const { t } = useTranslation('complaints');
  return (
    <section className="complaint-page" aria-labelledby="complaint-desk-title">
      <header>
        <h1 id="complaint-desk-title" className="complaint-page__title">
          {t('desk.title')}
        </h1>
        <p className="muted">{t('desk.intro')}</p>
      </header>
      <ComplaintList desk="agent" />
    </section>
  );
}
