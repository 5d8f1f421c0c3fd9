import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../shared/i18n';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.text')}
      extra={
        <Link to="/">
          <Button type="primary">{t('notFound.toLanding')}</Button>
        </Link>
      }
      data-testid="console-not-found"
    />
  );
}
