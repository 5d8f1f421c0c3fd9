import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  ExclamationCircleOutlined,
  FileSearchOutlined,
  GiftOutlined,
  MessageOutlined,
  NotificationOutlined,
  PercentageOutlined,
  PictureOutlined,
  RollbackOutlined,
  SafetyOutlined,
  ShoppingOutlined,
  TagOutlined,
  TeamOutlined,
  TransactionOutlined,
  ToolOutlined,
  UserSwitchOutlined,
  FileTextOutlined,
} from '@ant-design/icons';
import { Button, Layout, Menu, type MenuProps, Select, Space, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { switchLanguage } from '@clearlot/browser/i18n/language';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { type DeskGroup, type DeskKey, desksFor, isConsoleUser, mayOpen } from '@clearlot/browser/consoleDesks';
import { useConsoleChat } from '../shared/chat';
import { useTranslation } from '../shared/i18n';
import { useMe, useSignOut } from '../shared/session';
import { BuyerNotice } from './BuyerNotice';
import { RouteError } from './RouteError';

const ICONS: Record<DeskKey, ReactNode> = {
  orders: <ShoppingOutlined />,
  dashboard: <BarChartOutlined />,
  listings: <AppstoreOutlined />,
  returns: <RollbackOutlined />,
  afterSales: <ToolOutlined />,
  reviews: <CommentOutlined />,
  chatInbox: <MessageOutlined />,
  legalDetails: <BankOutlined />,
  chatDesk: <CustomerServiceOutlined />,
  complaints: <ExclamationCircleOutlined />,
  interventions: <SafetyOutlined />,
  applications: <FileSearchOutlined />,
  accounts: <UserSwitchOutlined />,
  coupons: <TagOutlined />,
  pointMall: <GiftOutlined />,
  catalogue: <ApartmentOutlined />,
  shopWindow: <PictureOutlined />,
  deliveryFailures: <NotificationOutlined />,
  staff: <TeamOutlined />,
  audit: <AuditOutlined />,
  invoices: <FileTextOutlined />,
  settlement: <AccountBookOutlined />,
  payouts: <TransactionOutlined />,
  commission: <PercentageOutlined />,
};

/**
 * The console's frame: a visitor is sent to sign in (and brought back), a buyer is told the console is for
 * goods owners and staff, everyone else gets the side menu of their own desks and the page.
 */
export function ConsoleLayout() {
  const { t, language } = useTranslation();
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [collapsed, setCollapsed] = useState(false);
  // the chat connection stays open while an account that works at a chat desk is signed in
  const chatting = me.data && (mayOpen('chatInbox', me.data.roleIdList) || mayOpen('chatDesk', me.data.roleIdList)) ? me.data.username : null;
  useConsoleChat(chatting);

  if (me.isPending) {
    return (
      <div className="console-loading">
        <Spin size="large" aria-label={t('loading')} />
      </div>
    );
  }
  if (me.isError) return <RouteError />;
  if (me.data === null) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`${consolePaths.signIn.path}${next === '/' ? '' : `?next=${encodeURIComponent(next)}`}`} replace />;
  }
  const user = me.data;
  if (!isConsoleUser(user.roleIdList)) return <BuyerNotice name={user.username} />;

  const desks = desksFor(user.roleIdList);
  const group = (name: DeskGroup): Required<MenuProps>['items'][number] | null => {
    const inGroup = desks.filter((desk) => desk.group === name);
    if (inGroup.length === 0) return null;
    return {
      type: 'group',
      key: name,
      label: t(`menu.${name}`),
      children: inGroup.map((desk) => ({ key: desk.path, icon: ICONS[desk.key], label: t(`menu.${desk.key}`), 'data-testid': `console-menu-${desk.key}` })),
    };
  };
  const items = [group('seller'), group('service'), group('platform')].filter((item) => item !== null);
  const selected = desks.find((desk) => location.pathname === desk.path || location.pathname.startsWith(`${desk.path}/`))?.path;

  return (
    <Layout className="console">
      <Layout.Sider
        breakpoint="lg"
        collapsedWidth={0}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        theme="light"
        width={224}
        className="console__sider"
        zeroWidthTriggerStyle={{ top: 12 }}
      >
        <div className="console__brand">
          <a href="/" className="console__brand-mark">
            {t('brand')}
          </a>
          <span className="console__brand-name">{t('brandConsole')}</span>
        </div>
        <nav aria-label={t('menu.label')}>
          <Menu mode="inline" items={items} selectedKeys={selected ? [selected] : []} onClick={({ key }) => void navigate(key)} data-testid="console-menu" />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console__header">
          <Typography.Text className="console__user" data-testid="console-user">
            {t('header.signedInAs', { name: user.username })}
          </Typography.Text>
          <Space size="middle" wrap>
            <Select
              size="small"
              aria-label={t('header.language')}
              value={language}
              onChange={(next) => switchLanguage(next)}
              options={[
                { value: 'en', label: 'English' },
                { value: 'zh', label: '中文' },
              ]}
              data-testid="console-language"
            />
            <a href="/">{t('header.toShop')}</a>
            <Button size="small" onClick={() => void signOut()} data-testid="console-sign-out">
              {t('header.signOut')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="console__content">
          <main>
            <Outlet />
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
