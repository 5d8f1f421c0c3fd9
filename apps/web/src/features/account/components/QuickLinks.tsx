import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import type { UserProfile } from '@clearlot/contract';
import { paths } from '../../../shared/paths';
import { Tag } from '../../../shared/ui/kit/Tag';
import { Text } from '../../../shared/ui/kit/Text';
import { DashboardOutlined } from '../../../shared/ui/kit/icons/DashboardOutlined';
import { GiftOutlined } from '../../../shared/ui/kit/icons/GiftOutlined';
import { IdcardOutlined } from '../../../shared/ui/kit/icons/IdcardOutlined';
import { RightOutlined } from '../../../shared/ui/kit/icons/RightOutlined';
import { SafetyCertificateOutlined } from '../../../shared/ui/kit/icons/SafetyCertificateOutlined';
import { TagOutlined } from '../../../shared/ui/kit/icons/TagOutlined';
import { useCreditFigure, usePointsBalance } from '../api/rewards';
import './account.css';

function QuickLink({ to, icon, title, text, extra }: { to: string; icon: ReactNode; title: string; text: string; extra?: ReactNode }) {
  return (
    <li>
      <Link to={to} className="account-link">
        <span className="account-link__icon" aria-hidden>
          {icon}
        </span>
        <span className="account-link__text">
          <span className="account-summary__meta">
            <Text strong>{title}</Text>
            {extra}
          </span>
          <Text tone="secondary" small>
            {text}
          </Text>
        </span>
        <RightOutlined className="account-link__arrow" aria-hidden />
      </Link>
    </li>
  );
}

/** Shortcuts from the member centre: security and profile, coupons (held and to claim), points and the credit score. */
export function QuickLinks({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('account');
  const points = usePointsBalance();
  const credit = useCreditFigure();
  return (
    <ul className="account-links">
      <QuickLink
        to={paths.accountSafe.getHref()}
        icon={<SafetyCertificateOutlined />}
        title={t('centre.linkSecurity')}
        text={t('centre.linkSecurityText')}
        extra={profile.secondAuthEnabled ? <Tag tone="success">{t('safe.on')}</Tag> : <Tag>{t('safe.off')}</Tag>}
      />
      <QuickLink to={paths.profile.getHref()} icon={<IdcardOutlined />} title={t('centre.linkProfile')} text={t('centre.linkProfileText')} />
      <QuickLink to={paths.myCoupons.getHref()} icon={<TagOutlined />} title={t('centre.linkCoupons')} text={t('centre.linkCouponsText')} />
      <QuickLink to={paths.couponCentre.getHref()} icon={<GiftOutlined />} title={t('centre.linkCouponCentre')} text={t('centre.linkCouponCentreText')} />
      <QuickLink
        to={paths.myPoints.getHref()}
        icon={<GiftOutlined />}
        title={t('centre.linkPoints')}
        text={t('centre.linkPointsText')}
        extra={
          points.data ? (
            <Tag tone="info" data-testid="centre-points">
              {t('centre.pointsTag', { count: points.data.balance, points: points.data.balance.toLocaleString('en-GB') })}
            </Tag>
          ) : undefined
        }
      />
      <QuickLink
        to={paths.myCreditScore.getHref()}
        icon={<DashboardOutlined />}
        title={t('centre.linkCredit')}
        text={t('centre.linkCreditText')}
        extra={
          credit.data ? (
            <Tag tone="info" data-testid="centre-credit">
              {credit.data.score}
            </Tag>
          ) : undefined
        }
      />
    </ul>
  );
}
