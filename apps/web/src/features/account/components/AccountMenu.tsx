import { IdcardOutlined, SafetyCertificateOutlined, UserOutlined, HeartOutlined } from '@ant-design/icons';
import { Card, Grid, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The account area's pages (spec §2 "Account area under /home"). Signing out lives in the header's user menu. */
const PAGES = [
  { path: '/home', labelKey: 'menu.memberCentre', icon: <UserOutlined /> },
  { path: '/home/Profile', labelKey: 'menu.profile', icon: <IdcardOutlined /> },
  { path: '/home/Favorites', labelKey: 'menu.favorites', icon: <HeartOutlined /> },
  { path: '/home/AccountSafe', labelKey: 'menu.accountSafe', icon: <SafetyCertificateOutlined /> },
] as const;

export function AccountMenu() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const current = PAGES.find((page) => page.path.toLowerCase() === pathname.replace(/\/$/, '').toLowerCase());

  const items: MenuProps['items'] = PAGES.map((page) => ({
    key: page.path,
    icon: page.icon,
    label: <Link to={page.path}>{t(page.labelKey)}</Link>,
  }));

  return (
    <nav aria-label={t('menu.label')}>
      <Card styles={{ body: { padding: 8 } }}>
        <Menu
          mode={screens.md ? 'inline' : 'horizontal'}
          selectedKeys={current ? [current.path] : []}
          items={items}
          style={{ borderInlineEnd: 'none' }}
        />
      </Card>
    </nav>
  );
}
