import { isConsoleUser } from '@clearlot/browser/consoleDesks';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { DownOutlined } from '../../../shared/ui/kit/icons/DownOutlined';
import { GiftOutlined } from '../../../shared/ui/kit/icons/GiftOutlined';
import { LogoutOutlined } from '../../../shared/ui/kit/icons/LogoutOutlined';
import { ProfileOutlined } from '../../../shared/ui/kit/icons/ProfileOutlined';
import { SafetyOutlined } from '../../../shared/ui/kit/icons/SafetyOutlined';
import { ShopOutlined } from '../../../shared/ui/kit/icons/ShopOutlined';
import { TagOutlined } from '../../../shared/ui/kit/icons/TagOutlined';
import { UserOutlined } from '../../../shared/ui/kit/icons/UserOutlined';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useLocation, useNavigate } from '../../../shared/router';
import { signOut, useSession } from '../../../shared/session/session';
import { paths } from '../../../shared/paths';
import { signInPath } from '../../../shared/session/signInPath';
import { Avatar } from '../../../shared/ui/kit/Avatar';
import { MenuButton } from '../../../shared/ui/kit/Menu';
import { avatarAddress } from '../../../shared/session/avatar';

const SIGN_OUT = 'signOut';

/** Signed in: a menu with the account pages and sign-out. Signed out: Sign in and Register. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { token, user, roles } = useSession();

  if (!token) {
    return (
      <span className="header-auth">
        <Link to={signInPath(location)} className="header-auth__link">
          {t('header.signIn')}
        </Link>
        <span aria-hidden className="header-auth__divider">
          /
        </span>
        <Link to={paths.signUp.getHref()} className="header-auth__link">
          {t('header.register')}
        </Link>
      </span>
    );
  }

  const name = user?.username ?? '';
  return (
    <MenuButton
      label={t('header.userMenuLabel', { name })}
      data-testid="user-menu"
      className="user-menu"
      items={[
        { key: paths.myOrders.getHref(), icon: <ProfileOutlined />, label: t('header.myOrders') },
        { key: paths.memberCentre.getHref(), icon: <UserOutlined />, label: t('header.myAccount') },
        { key: paths.myCoupons.getHref(), icon: <TagOutlined />, label: t('header.myCoupons') },
        { key: paths.couponCentre.getHref(), icon: <GiftOutlined />, label: t('header.couponCentre') },
        { key: paths.accountSafe.getHref(), icon: <SafetyOutlined />, label: t('header.accountSecurity') },
        // goods owners and staff: their desks are in the console, another app (a full page load)
        ...(isConsoleUser(roles) ? [{ key: consolePaths.home.href, icon: <ShopOutlined />, label: t('header.console') }] : []),
        { divider: true, key: 'divider' },
        { key: SIGN_OUT, icon: <LogoutOutlined />, label: t('header.signOut') },
      ]}
      onSelect={(key) => {
        if (key === SIGN_OUT) {
          void signOut().finally(() => navigate(paths.home.getHref()));
          return;
        }
        if (key === consolePaths.home.href) {
          window.location.assign(key);
          return;
        }
        void navigate(key);
      }}
    >
      <Avatar size={26} src={avatarAddress(user?.icon)} icon={<UserOutlined />} />
      <span className="header-action__text user-menu__name">{name}</span>
      <DownOutlined aria-hidden className="header-action__caret" />
    </MenuButton>
  );
}
