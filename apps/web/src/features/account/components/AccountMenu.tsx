import {
  EnvironmentOutlined,
  HeartOutlined,
  IdcardOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Card, Grid, Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { Role } from '@clearlot/contract/schemas/user';
import { useSession } from '../../../shared/session/session';
import { paths } from '../../../shared/paths';

interface AccountPage {
  path: string;
  labelKey:
    | 'menu.memberCentre'
    | 'menu.myOrder'
    | 'menu.wallet'
    | 'menu.myAddress'
    | 'menu.profile'
    | 'menu.favorites'
    | 'menu.accountSafe'
    | 'menu.ownerOrders';
  icon: ReactNode;
  /** shown only to sessions holding one of these roles */
  roles?: readonly number[];
  /** sub-pages that highlight this entry */
  also?: readonly string[];
}

/** The account area's pages (docs/product.md §2 "Account area under /home"). Signing out lives in the header's user menu. */
const PAGES: readonly AccountPage[] = [
  { path: paths.memberCentre.path, labelKey: 'menu.memberCentre', icon: <UserOutlined /> },
  { path: paths.myOrders.path, labelKey: 'menu.myOrder', icon: <ProfileOutlined />, also: [paths.orderDetail.path, paths.cancelDetail.path] },
  { path: paths.wallet.path, labelKey: 'menu.wallet', icon: <WalletOutlined /> },
  { path: paths.myAddresses.path, labelKey: 'menu.myAddress', icon: <EnvironmentOutlined />, also: [paths.addAddress.path] },
  { path: paths.profile.path, labelKey: 'menu.profile', icon: <IdcardOutlined /> },
  { path: paths.favourites.path, labelKey: 'menu.favorites', icon: <HeartOutlined /> },
  { path: paths.accountSafe.path, labelKey: 'menu.accountSafe', icon: <SafetyCertificateOutlined /> },
  { path: paths.ownerOrders.path, labelKey: 'menu.ownerOrders', icon: <ShopOutlined />, roles: [Role.Seller, Role.Platform] },
];

export function AccountMenu() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const { roles } = useSession();
  const screens = Grid.useBreakpoint();
  const pages = PAGES.filter((page) => !page.roles || page.roles.some((role) => roles.includes(role)));
  const here = pathname.replace(/\/$/, '').toLowerCase();
  const current = pages.find((page) => [page.path, ...(page.also ?? [])].some((path) => path.toLowerCase() === here));

  const items: MenuProps['items'] = pages.map((page) => ({
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
