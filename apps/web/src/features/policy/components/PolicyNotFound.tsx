import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useHref } from '../../../shared/router';
import { Result } from '../../../shared/ui/kit/Result';
import { FileSearchOutlined } from '../../../shared/ui/kit/icons/FileSearchOutlined';
import { paths } from '../../../shared/paths';

export function PolicyNotFound() {
  const { t } = useTranslation('policy');
  // useHref gives the router's own form of the address ('#/' under hash routing): a real link
  const homeHref = useHref(paths.home.getHref());
  return (
    <Result
      icon={<FileSearchOutlined className="policy-not-found__icon" aria-hidden />}
      title={t('common.notFound.title')}
      titleLevel={1}
      subTitle={t('common.notFound.description')}
      extra={
        <a className="kit-btn kit-btn--primary" href={homeHref}>
          {t('common.notFound.home')}
        </a>
      }
    />
  );
}
