import { Button, Result } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useHref } from '../../../shared/router';
import { paths } from '../../../shared/paths';

export function PolicyNotFound() {
  const { t } = useTranslation('policy');
  // useHref gives the router's own form of the address ('#/' under hash routing), so the
  // button is a real link without nesting a button inside an anchor
  const homeHref = useHref(paths.home.getHref());
  return (
    <Result
      status="404"
      title={t('common.notFound.title')}
      subTitle={t('common.notFound.description')}
      extra={
        <Button type="primary" href={homeHref}>
          {t('common.notFound.home')}
        </Button>
      }
    />
  );
}
