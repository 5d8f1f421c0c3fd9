import { Card, Descriptions, type DescriptionsProps, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from 'react-router';
import { useProfile } from '../api/profile';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { NicknameEditor } from '../components/NicknameEditor';
import { maskInternationalPhone } from '@clearlot/contract/rules/phone';
import { paths } from '../../../shared/paths';

/** /home/Profile: the account's details; the nickname can be changed here. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <Card title={t('profile.title')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (profile.isError) return <LoadFailed title={t('loadFailed')} onRetry={() => void profile.refetch()} />;

  const data = profile.data;
  const notGiven = <Typography.Text type="secondary">{t('profile.notGiven')}</Typography.Text>;
  const fullName = [data.firstName, data.lastName].filter(Boolean).join(' ');
  const items: DescriptionsProps['items'] = [
    { key: 'username', label: t('profile.username'), children: data.username },
    { key: 'nickname', label: t('profile.nickname'), children: <NicknameEditor nickname={data.nickname} /> },
    { key: 'email', label: t('profile.email'), children: data.email },
    { key: 'phone', label: t('profile.phone'), children: data.phone ? maskInternationalPhone(data.phone) : notGiven },
    { key: 'name', label: t('profile.name'), children: fullName || notGiven },
    { key: 'company', label: t('profile.company'), children: data.companyName || notGiven },
    { key: 'vat', label: t('profile.vatNumber'), children: data.vatNumber || notGiven },
  ];

  return (
    <Card title={<Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>{t('profile.title')}</Typography.Title>}>
      <Descriptions bordered column={1} items={items} styles={{ label: { width: 180 } }} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {data.purchasePermission ? (
          <>
            {t('profile.changeBusinessDetails')} <Link to={paths.contactUs.getHref()}>{t('profile.contactUs')}</Link>
          </>
        ) : (
          <>
            {t('profile.missingBusinessDetails')} <Link to={paths.signUpComplete.getHref(data.id)}>{t('profile.completeNow')}</Link>
          </>
        )}
      </Typography.Paragraph>
    </Card>
  );
}
