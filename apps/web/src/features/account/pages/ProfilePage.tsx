import { App, Button, Card, Descriptions, type DescriptionsProps, Flex, Skeleton, Typography } from 'antd';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { useProfile } from '../api/profile';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { AvatarEditor } from '../components/AvatarEditor';
import type { ContactField } from '../components/ContactChangeDialog';
import { NameEditor } from '../components/NameEditor';
import { NicknameEditor } from '../components/NicknameEditor';
import { maskInternationalPhone } from '@clearlot/contract/rules/phone';
import { paths } from '../../../shared/paths';

// opens behind a click: its phone and code fields load the first time it opens, not with the page
const ContactChangeDialog = lazy(() => import('../components/ContactChangeDialog').then((module) => ({ default: module.ContactChangeDialog })));

/** /home/Profile: the account's details; the avatar, nickname and name are edited here, the e-mail and phone changed with a code sent to the new one. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const profile = useProfile();
  const [changing, setChanging] = useState<ContactField | null>(null);

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
  const withChange = (value: ReactNode, field: ContactField) => (
    <Flex gap={8} align="center" wrap>
      {value}
      <Button type="link" size="small" onClick={() => setChanging(field)} data-testid={`profile-${field}-change`}>
        {t('contact.change')}
      </Button>
    </Flex>
  );
  const items: DescriptionsProps['items'] = [
    { key: 'avatar', label: t('profile.avatar'), children: <AvatarEditor icon={data.icon} /> },
    { key: 'username', label: t('profile.username'), children: data.username },
    { key: 'nickname', label: t('profile.nickname'), children: <NicknameEditor nickname={data.nickname} /> },
    { key: 'email', label: t('profile.email'), children: withChange(<span data-testid="profile-email">{data.email}</span>, 'email') },
    {
      key: 'phone',
      label: t('profile.phone'),
      children: withChange(data.phone ? <span data-testid="profile-phone">{maskInternationalPhone(data.phone)}</span> : notGiven, 'phone'),
    },
    { key: 'name', label: t('profile.name'), children: <NameEditor firstName={data.firstName} lastName={data.lastName} /> },
    { key: 'company', label: t('profile.company'), children: data.companyName || notGiven },
    { key: 'vat', label: t('profile.vatNumber'), children: data.vatNumber || notGiven },
  ];

  return (
    <Card
      title={
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {t('profile.title')}
        </Typography.Title>
      }
    >
      <Descriptions bordered column={1} items={items} styles={{ label: { width: 180 } }} />
      {changing && (
        <Suspense fallback={null}>
          <ContactChangeDialog
            field={changing}
            open
            onClose={() => setChanging(null)}
            onChanged={() => {
              void message.success(t(`contact.${changing}.changed`));
              setChanging(null);
            }}
          />
        </Suspense>
      )}
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
