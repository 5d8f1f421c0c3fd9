import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { ComplaintList } from '../components/ComplaintList';
import '../complaints.css';

/** /home/ComplainList: the buyer's complaints by status (docs/product.md §2). */
export default function ComplainListPage() {
  const { t } = useTranslation('complaints');
  return (
    <section className="complaint-page" aria-labelledby="complain-list-title">
      <header className="complaint-page__header">
        <div>
          <h1 id="complain-list-title" className="complaint-page__title">
            {t('list.title')}
          </h1>
          <p className="muted">{t('list.intro')}</p>
        </div>
        <ButtonLink variant="primary" to={paths.complain.getHref()} data-testid="complaint-new">
          {t('list.new')}
        </ButtonLink>
      </header>
      <ComplaintList />
    </section>
  );
}
