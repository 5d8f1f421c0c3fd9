import { DownOutlined, LogoutOutlined, ProfileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { signOut, useSession } from '../../../shared/session/session';
import { signInPath } from '../../../shared/session/signInPath';

/** Signed in: a menu with the account pages and sign-out. Signed out: Sign in and Register. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { token, user } = useSession();

  if (!token) {
    return (
      <span className="header-auth">
        <Link to={signInPath(location)} className="header-auth__link">
          {t('header.signIn')}
        </Link>
        <span aria-hidden className="header-auth__divider">
          /
        </span>
        <Link to="/signUp" className="header-auth__link">
          {t('header.register')}
        </Link>
      </span>
    );
  }

  const name = user?.username ?? '';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: '/home/MyOrder', icon: <ProfileOutlined />, label: t('header.myOrders') },
          { key: '/home', icon: <UserOutlined />, label: t('header.myAccount') },
          { key: '/home/AccountSafe', icon: <SafetyOutlined />, label: t('header.accountSecurity') },
          { type: 'divider' },
          { key: 'signOut', icon: <LogoutOutlined />, label: t('header.signOut') },
        ],
        onClick: ({ key }) => {
          if (key === 'signOut') {
            void signOut().finally(() => navigate('/'));
            return;
          }
          void navigate(key);
        },
      }}
    >
      <Button type="text" data-testid="user-menu" aria-label={t('header.userMenuLabel', { name })} className="user-menu">
        <Avatar size={26} src={user?.icon || undefined} icon={<UserOutlined />} alt="" />
        <span className="header-action__text user-menu__name">{name}</span>
        <DownOutlined aria-hidden className="header-action__caret" />
      </Button>
    </Dropdown>
  );
}
