import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from 'react-router';
import '../notFound.css';

/** Any address the route table does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page-width">
      {/* the kit's result layout, with the page's own h1 as its title */}
      <section className="kit-result not-found">
        <p className="not-found__code" aria-hidden>
          404
        </p>
        <h1 className="not-found__title">{t('notFound.title')}</h1>
        <p className="kit-result__subtitle">{t('notFound.text')}</p>
        <div className="kit-result__extra">
          <Link to="/" className="kit-btn kit-btn--primary not-found__home">
            {t('notFound.home')}
          </Link>
        </div>
      </section>
    </div>
  );
}
