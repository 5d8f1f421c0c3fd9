import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function PolicyNotFound() {
  const { t } = useTranslation('policy');
  return (
    <Result
      status="404"
      title={t('common.notFound.title')}
      subTitle={t('common.notFound.description')}
      extra={
        <Link to="/">
          <Button type="primary">{t('common.notFound.home')}</Button>
        </Link>
      }
    />
  );
}
