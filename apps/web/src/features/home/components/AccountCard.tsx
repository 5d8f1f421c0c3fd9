import { CalendarOutlined } from '../../../shared/ui/kit/icons/CalendarOutlined';
import { CarOutlined } from '../../../shared/ui/kit/icons/CarOutlined';
import { HeartOutlined } from '../../../shared/ui/kit/icons/HeartOutlined';
import { HistoryOutlined } from '../../../shared/ui/kit/icons/HistoryOutlined';
import { InboxOutlined } from '../../../shared/ui/kit/icons/InboxOutlined';
import { ProfileOutlined } from '../../../shared/ui/kit/icons/ProfileOutlined';
import { RollbackOutlined } from '../../../shared/ui/kit/icons/RollbackOutlined';
import { SafetyCertificateOutlined } from '../../../shared/ui/kit/icons/SafetyCertificateOutlined';
import { UserOutlined } from '../../../shared/ui/kit/icons/UserOutlined';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useNavigate } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { signOut, useSession } from '../../../shared/session/session';
import { avatarAddress } from '../../../shared/session/avatar';
import { signInPath } from '../../../shared/session/signInPath';
import { Avatar } from '../../../shared/ui/kit/Avatar';
import { Button } from '../../../shared/ui/kit/Button';
import { dayPart } from './greeting';
import { QuickLink } from './QuickLink';

/*
 * My Orders' quick links (docs/product.md §2) name the list kind and the tab: (1,2) pending shipment, (1,5)
 * awaiting receipt, (2) reservations, (1,7) refunds and returns, read by the orders page through the
 * contract's orderTabOf.
 */

/** The home account card in both states (docs/product.md §2). */
export function AccountCard() {
  const { t } = useTranslation('home');
  const { token } = useSession();
  return (
    <section className="account-card" aria-label={t('account.label')}>
      {token ? <SignedInCard /> : <VisitorCard />}
    </section>
  );
}

function VisitorCard() {
  const { t } = useTranslation('home');
  const greeting = t(`account.${dayPart(new Date())}`);
  return (
    <>
      <div className="account-card__head">
        <Avatar size={56} icon={<UserOutlined />} alt="" />
        <div>
          <p className="account-card__greeting">{greeting}</p>
          <p className="account-card__sub">{t('account.welcome')}</p>
        </div>
      </div>
      <p className="account-card__text">{t('account.visitorText')}</p>
      <div className="account-card__buttons">
        <Link to={signInPath()} className="kit-btn kit-btn--primary kit-btn--block home-button-link">
          {t('account.signIn')}
        </Link>
        <Link to={paths.signUp.getHref()} className="kit-btn kit-btn--default kit-btn--block home-button-link">
          {t('account.register')}
        </Link>
      </div>
      <nav className="quick-links" aria-label={t('account.label')}>
        <QuickLink icon={<HeartOutlined />} label={t('account.favourites')} to={signInPath({ pathname: paths.favourites.path })} />
        <QuickLink icon={<HistoryOutlined />} label={t('account.history')} to={signInPath({ pathname: paths.myTracks.path })} />
        <QuickLink icon={<SafetyCertificateOutlined />} label={t('account.security')} to={signInPath({ pathname: paths.accountSafe.path })} />
      </nav>
    </>
  );
}

function SignedInCard() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const { user } = useSession();
  const name = user?.username ?? '';
  return (
    <>
      <div className="account-card__head">
        <Avatar size={56} src={avatarAddress(user?.icon)} icon={<UserOutlined />} alt={t('account.avatarAlt', { name })} />
        <div className="account-card__who">
          <p className="account-card__greeting">{t('account.hello', { name })}</p>
          <p className="account-card__sub">{t('account.signedInText')}</p>
        </div>
      </div>
      <div className="account-card__buttons">
        <Link to={paths.memberCentre.getHref()} className="kit-btn kit-btn--primary kit-btn--block home-button-link">
          {t('account.memberCentre')}
        </Link>
        <Button block onClick={() => void signOut().finally(() => navigate(paths.home.getHref()))}>
          {t('account.signOut')}
        </Button>
      </div>
      <nav className="quick-links" aria-label={t('account.label')}>
        <QuickLink icon={<ProfileOutlined />} label={t('account.orderCentre')} to={paths.myOrders.getHref()} />
        <QuickLink icon={<InboxOutlined />} label={t('account.pendingShipment')} to={paths.myOrders.getHref({ type: 1, status: 2 })} />
        <QuickLink icon={<CarOutlined />} label={t('account.awaitingReceipt')} to={paths.myOrders.getHref({ type: 1, status: 5 })} />
        <QuickLink icon={<CalendarOutlined />} label={t('account.reservationOrders')} to={paths.myOrders.getHref({ type: 2 })} />
        <QuickLink icon={<RollbackOutlined />} label={t('account.refundsReturns')} to={paths.myOrders.getHref({ type: 1, status: 7 })} />
        <QuickLink icon={<HeartOutlined />} label={t('account.favourites')} to={paths.favourites.getHref()} />
        <QuickLink icon={<HistoryOutlined />} label={t('account.history')} to={paths.myTracks.getHref()} />
        <QuickLink icon={<SafetyCertificateOutlined />} label={t('account.security')} to={paths.accountSafe.getHref()} />
      </nav>
    </>
  );
}
