import { Button } from 'antd';
import { useNavigate } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { ComplaintList } from '../components/ComplaintList';
import '../complaints.css';

/** /home/ComplainList: the buyer's complaints by status (docs/product.md §2). */
export default function ComplainListPage() {
  const { t } = useTranslation('complaints');
  const navigate = useNavigate();
  return (
    <section className="complaint-page" aria-labelledby="complain-list-title">
      <header className="complaint-page__header">
        <div>
          <h1 id="complain-list-title" className="complaint-page__title">
            {t('list.title')}
          </h1>
          <p className="muted">{t('list.intro')}</p>
        </div>
        <Button type="primary" onClick={() => void navigate(paths.complain.getHref())} data-testid="complaint-new">
          {t('list.new')}
        </Button>
      </header>
      <ComplaintList />
    </section>
  );
}
