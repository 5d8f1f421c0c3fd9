import { IdcardOutlined, LogoutOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Grid, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { signOut } from '../../../shared/session/session';

/** The account area's pages (spec §2 "Account area under /home"). */
const PAGES = [
  { path: '/home', labelKey: 'menu.memberCentre', icon: <UserOutlined /> },
  { path: '/home/Profile', labelKey: 'menu.profile', icon: <IdcardOutlined /> },
  { path: '/home/AccountSafe', labelKey: 'menu.accountSafe', icon: <SafetyCertificateOutlined /> },
] as const;

const SIGN_OUT = 'signOut';

export function AccountMenu() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const current = PAGES.find((page) => page.path.toLowerCase() === pathname.replace(/\/$/, '').toLowerCase());

  const items: MenuProps['items'] = [
    ...PAGES.map((page) => ({ key: page.path, icon: page.icon, label: <Link to={page.path}>{t(page.labelKey)}</Link> })),
    { type: 'divider' as const },
    { key: SIGN_OUT, icon: <LogoutOutlined />, label: t('menu.signOut') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key !== SIGN_OUT) return;
    void signOut().finally(() => navigate('/', { replace: true }));
  };

  return (
    <nav aria-label={t('menu.label')}>
      <Card styles={{ body: { padding: 8 } }}>
        <Menu
          mode={screens.md ? 'inline' : 'horizontal'}
          selectedKeys={current ? [current.path] : []}
          items={items}
          onClick={onClick}
          style={{ borderInlineEnd: 'none' }}
        />
      </Card>
    </nav>
  );
}
