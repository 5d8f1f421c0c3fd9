import { AuditOutlined } from '../../../shared/ui/kit/icons/AuditOutlined';
import { CreditCardOutlined } from '../../../shared/ui/kit/icons/CreditCardOutlined';
import { CommentOutlined } from '../../../shared/ui/kit/icons/CommentOutlined';
import { DashboardOutlined } from '../../../shared/ui/kit/icons/DashboardOutlined';
import { GiftOutlined } from '../../../shared/ui/kit/icons/GiftOutlined';
import { ExclamationCircleOutlined } from '../../../shared/ui/kit/icons/ExclamationCircleOutlined';
import { FileSearchOutlined } from '../../../shared/ui/kit/icons/FileSearchOutlined';
import { SolutionOutlined } from '../../../shared/ui/kit/icons/SolutionOutlined';
import { MessageOutlined } from '../../../shared/ui/kit/icons/MessageOutlined';
import { StarOutlined } from '../../../shared/ui/kit/icons/StarOutlined';
import { TagOutlined } from '../../../shared/ui/kit/icons/TagOutlined';
import { BellOutlined } from '../../../shared/ui/kit/icons/BellOutlined';
import { CustomerServiceOutlined } from '../../../shared/ui/kit/icons/CustomerServiceOutlined';
import { EnvironmentOutlined } from '../../../shared/ui/kit/icons/EnvironmentOutlined';
import { HeartOutlined } from '../../../shared/ui/kit/icons/HeartOutlined';
import { HistoryOutlined } from '../../../shared/ui/kit/icons/HistoryOutlined';
import { IdcardOutlined } from '../../../shared/ui/kit/icons/IdcardOutlined';
import { ProfileOutlined } from '../../../shared/ui/kit/icons/ProfileOutlined';
import { RollbackOutlined } from '../../../shared/ui/kit/icons/RollbackOutlined';
import { SafetyCertificateOutlined } from '../../../shared/ui/kit/icons/SafetyCertificateOutlined';
import { ShopOutlined } from '../../../shared/ui/kit/icons/ShopOutlined';
import { ToolOutlined } from '../../../shared/ui/kit/icons/ToolOutlined';
import { UserOutlined } from '../../../shared/ui/kit/icons/UserOutlined';
import { WalletOutlined } from '../../../shared/ui/kit/icons/WalletOutlined';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useLocation } from '../../../shared/router';
import { SELLER_DESK_ROLES, SERVICE_DESK_ROLES } from '@clearlot/contract/rules/roles';
import { useSession } from '../../../shared/session/session';
import { paths } from '../../../shared/paths';
import { useChosenInView } from '../../../shared/ui/useChosenInView';
import './accountMenu.css';

interface AccountPage {
  path: string;
  labelKey:
    | 'menu.memberCentre'
    | 'menu.myOrder'
    | 'menu.wallet'
    | 'menu.points'
    | 'menu.coupons'
    | 'menu.creditScore'
    | 'menu.myAddress'
    | 'menu.profile'
    | 'menu.favorites'
    | 'menu.history'
    | 'menu.accountSafe'
    | 'menu.ownerOrders'
    | 'menu.returns'
    | 'menu.ownerReturns'
    | 'menu.interventions'
    | 'menu.afterSales'
    | 'menu.moneyManagement'
    | 'menu.reviews'
    | 'menu.complaints'
    | 'menu.ownerReviews'
    | 'menu.complaintDesk'
    | 'menu.distribution'
    | 'menu.applicationDesk'
    | 'menu.messages'
    | 'menu.chatDesk';
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
  {
    path: paths.returnList.path,
    labelKey: 'menu.returns',
    icon: <RollbackOutlined />,
    also: [paths.applyAfterSale.path, paths.returnDetail.path, paths.refundDetail.path],
  },
  {
    path: paths.afterSaleList.path,
    labelKey: 'menu.afterSales',
    icon: <ToolOutlined />,
    also: [paths.applyAfterSaleRequest.path, paths.afterSaleDetail.path],
  },
  { path: paths.commentList.path, labelKey: 'menu.reviews', icon: <StarOutlined />, also: [paths.addEval.path, paths.evalDetail.path] },
  { path: paths.complainList.path, labelKey: 'menu.complaints', icon: <ExclamationCircleOutlined />, also: [paths.complain.path, paths.complainDetail.path] },
  { path: paths.wallet.path, labelKey: 'menu.wallet', icon: <WalletOutlined /> },
  { path: paths.moneyManagement.path, labelKey: 'menu.moneyManagement', icon: <CreditCardOutlined /> },
  { path: paths.myCoupons.path, labelKey: 'menu.coupons', icon: <TagOutlined /> },
  { path: paths.myPoints.path, labelKey: 'menu.points', icon: <GiftOutlined /> },
  { path: paths.myCreditScore.path, labelKey: 'menu.creditScore', icon: <DashboardOutlined /> },
  { path: paths.myAddresses.path, labelKey: 'menu.myAddress', icon: <EnvironmentOutlined />, also: [paths.addAddress.path] },
  { path: paths.profile.path, labelKey: 'menu.profile', icon: <IdcardOutlined /> },
  { path: paths.favourites.path, labelKey: 'menu.favorites', icon: <HeartOutlined /> },
  { path: paths.myTracks.path, labelKey: 'menu.history', icon: <HistoryOutlined /> },
  { path: paths.accountSafe.path, labelKey: 'menu.accountSafe', icon: <SafetyCertificateOutlined /> },
  { path: paths.msgList.path, labelKey: 'menu.messages', icon: <BellOutlined />, also: [paths.msgDetail.path] },
  { path: paths.distribution.path, labelKey: 'menu.distribution', icon: <SolutionOutlined />, also: [paths.middleManProfile.path] },
  { path: paths.ownerOrders.path, labelKey: 'menu.ownerOrders', icon: <ShopOutlined />, roles: SELLER_DESK_ROLES },
  { path: paths.ownerReviews.path, labelKey: 'menu.ownerReviews', icon: <CommentOutlined />, roles: SELLER_DESK_ROLES },
  {
    path: paths.ownerReturns.path,
    labelKey: 'menu.ownerReturns',
    icon: <AuditOutlined />,
    roles: SELLER_DESK_ROLES,
    also: [paths.ownerReturnDetail.path, paths.ownerRefundDetail.path],
  },
  {
    path: paths.interventions.path,
    labelKey: 'menu.interventions',
    icon: <CustomerServiceOutlined />,
    roles: SERVICE_DESK_ROLES,
    also: [paths.interventionDetail.path],
  },
  { path: paths.chatDesk.path, labelKey: 'menu.chatDesk', icon: <CommentOutlined />, roles: SERVICE_DESK_ROLES },
  {
    path: paths.complaintDesk.path,
    labelKey: 'menu.complaintDesk',
    icon: <MessageOutlined />,
    roles: SERVICE_DESK_ROLES,
    also: [paths.complaintDeskDetail.path],
  },
  {
    path: paths.applicationDesk.path,
    labelKey: 'menu.applicationDesk',
    icon: <FileSearchOutlined />,
    roles: SERVICE_DESK_ROLES,
    also: [paths.applicationReview.path],
  },
];

/**
 * The account area's menu: links, one per page, the current one marked for the eye and for screen
 * readers (aria-current). Wide screens show them as a side column; narrow ones as one row that
 * scrolls sideways with every entry in it, scrolled so the current section is in view (a menu that
 * folds what does not fit into a '···' could hide the page the buyer is on). Plain links and CSS: on
 * every account page antd's menu measured each entry while the page was first shown, a few hundred
 * milliseconds of a phone's main thread.
 */
export function AccountMenu() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const { roles } = useSession();
  const pages = PAGES.filter((page) => !page.roles || page.roles.some((role) => roles.includes(role)));
  const here = pathname.replace(/\/$/, '').toLowerCase();
  const current = pages.find((page) => [page.path, ...(page.also ?? [])].some((path) => path.toLowerCase() === here));

  const row = useRef<HTMLUListElement>(null);
  useChosenInView(row, '[aria-current="page"]', current?.path);

  return (
    <nav aria-label={t('menu.label')} className="account-menu">
      <ul ref={row} className="account-menu__list">
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path} className="account-menu__item" aria-current={page === current ? 'page' : undefined}>
              <span className="account-menu__icon" aria-hidden>
                {page.icon}
              </span>
              {t(page.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
