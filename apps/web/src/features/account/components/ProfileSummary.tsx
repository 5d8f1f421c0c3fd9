import { useTranslation } from '../../../shared/i18n/useTranslation';
import { avatarAddress } from '../../../shared/session/avatar';
import type { UserProfile } from '@clearlot/contract';
import { formatZoned } from '@clearlot/contract/format/date';
import { useDateZone } from '../../../shared/location/dateZone';
import { Avatar } from '../../../shared/ui/kit/Avatar';
import { Card } from '../../../shared/ui/kit/Card';
import { Tag } from '../../../shared/ui/kit/Tag';
import { Text } from '../../../shared/ui/kit/Text';
import { ShopOutlined } from '../../../shared/ui/kit/icons/ShopOutlined';
import { UserOutlined } from '../../../shared/ui/kit/icons/UserOutlined';
import './account.css';

/** Avatar, greeting, company, e-mail and membership date at the top of the member centre. */
export function ProfileSummary({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('account');
  const zone = useDateZone();
  const name = profile.nickname || profile.username;
  return (
    <Card>
      <div className="account-summary">
        <Avatar size={72} src={avatarAddress(profile.icon)} icon={<UserOutlined />} alt="" />
        <div className="account-summary__text">
          <h1 className="account-summary__title">{t('centre.greeting', { name })}</h1>
          {profile.companyName && (
            <Text strong data-testid="centre-company">
              <ShopOutlined aria-hidden /> {profile.companyName}
            </Text>
          )}
          <Text tone="secondary">{profile.email}</Text>
          <div className="account-summary__meta">
            {profile.purchasePermission ? <Tag tone="success">{t('centre.verifiedBuyer')}</Tag> : <Tag tone="warning">{t('centre.unverifiedBuyer')}</Tag>}
            <Text tone="secondary" small>
              {t('centre.memberSince', { date: formatZoned(profile.createdAt, zone, 'day') })}
            </Text>
          </div>
        </div>
      </div>
    </Card>
  );
}
