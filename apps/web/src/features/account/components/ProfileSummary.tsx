import { ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { avatarAddress } from '../../../shared/session/avatar';
import type { UserProfile } from '@clearlot/contract';
import { formatZoned } from '@clearlot/contract/format/date';
import { useDateZone } from '../../../shared/location/dateZone';

/** Avatar, greeting, company, e-mail and membership date at the top of the member centre. */
export function ProfileSummary({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('account');
  const zone = useDateZone();
  const name = profile.nickname || profile.username;
  return (
    <Card>
      <Flex gap={20} align="center" wrap>
        <Avatar size={72} src={avatarAddress(profile.icon)} icon={<UserOutlined />} alt="" />
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            {t('centre.greeting', { name })}
          </Typography.Title>
          {profile.companyName && (
            <Typography.Text strong data-testid="centre-company">
              <ShopOutlined aria-hidden /> {profile.companyName}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">{profile.email}</Typography.Text>
          <Flex gap={8} wrap align="center">
            {profile.purchasePermission ? <Tag color="success">{t('centre.verifiedBuyer')}</Tag> : <Tag color="warning">{t('centre.unverifiedBuyer')}</Tag>}
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {t('centre.memberSince', { date: formatZoned(profile.createdAt, zone, 'day') })}
            </Typography.Text>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
