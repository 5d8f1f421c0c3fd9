import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Any address the route table does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page-width">
      <Result
        status="404"
        title={<h1 className="not-found__title">{t('notFound.title')}</h1>}
        subTitle={t('notFound.text')}
        extra={
          <Button type="primary" href="#/">
            {t('notFound.home')}
          </Button>
        }
      />
    </div>
  );
}
