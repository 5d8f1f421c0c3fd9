import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { Result } from '../../../shared/ui/kit/Result';
import '../notFound.css';

/** Any address the route table does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page-width">
      <Result
        className="not-found"
        icon={
          <p className="not-found__code" aria-hidden>
            404
          </p>
        }
        titleLevel={1}
        titleClassName="not-found__title"
        title={t('notFound.title')}
        subTitle={t('notFound.text')}
        extra={
          <Link to={paths.home.getHref()} className="kit-btn kit-btn--primary not-found__home">
            {t('notFound.home')}
          </Link>
        }
      />
    </div>
  );
}
