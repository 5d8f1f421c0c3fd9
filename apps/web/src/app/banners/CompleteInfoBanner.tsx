import { isConsoleUser } from '@clearlot/browser/consoleDesks';
import { InfoCircleOutlined } from '../../shared/ui/kit/icons/InfoCircleOutlined';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { Link, matchPath, useLocation } from '../../shared/router';
import { useSession } from '../../shared/session/session';
import { paths } from '../../shared/paths';

/** Signed-in buyers (not goods owners or staff) without purchase permission are nudged to complete their information (docs/product.md §2, §6). */
export function CompleteInfoBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { token, user, roles } = useSession();
  // goods owners and staff are shown the console instead (ConsoleBanner)
  if (!token || !user || user.purchasePermission || isConsoleUser(roles) || matchPath(paths.signUpComplete.path, pathname)) return null;
  return (
    <div className="complete-info-banner" data-testid="complete-info-banner" role="status">
      <div className="page-width complete-info-banner__inner">
        <InfoCircleOutlined aria-hidden />
        <span>{t('banners.completeInfo')}</span>
        <Link to={paths.signUpComplete.getHref(user.id)} className="complete-info-banner__action">
          {t('banners.completeInfoAction')}
        </Link>
      </div>
    </div>
  );
}
