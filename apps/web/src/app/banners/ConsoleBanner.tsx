import { isConsoleUser } from '@clearlot/browser/consoleDesks';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { ShopOutlined } from '../../shared/ui/kit/icons/ShopOutlined';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useSession } from '../../shared/session/session';

/**
 * Goods owners and staff are shown the way to their desks in the console (issue 32) where buyers are shown
 * the prompt to complete their information: their work is not buying.
 */
export function ConsoleBanner() {
  const { t } = useTranslation();
  const { token, roles } = useSession();
  if (!token || !isConsoleUser(roles)) return null;
  return (
    <div className="complete-info-banner console-banner" data-testid="console-banner" role="status">
      <div className="page-width complete-info-banner__inner">
        <ShopOutlined aria-hidden />
        <span>{t('banners.console')}</span>
        <a href={consolePaths.home.href} className="complete-info-banner__action">
          {t('banners.consoleAction')}
        </a>
      </div>
    </div>
  );
}
