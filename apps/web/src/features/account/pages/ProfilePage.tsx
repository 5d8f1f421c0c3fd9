import { type ReactNode, Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { useProfile } from '../api/profile';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Button } from '../../../shared/ui/kit/Button';
import { Card } from '../../../shared/ui/kit/Card';
import { Descriptions, type DescriptionItem } from '../../../shared/ui/kit/Descriptions';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Text } from '../../../shared/ui/kit/Text';
import { toast } from '../../../shared/ui/kit/feedback';
import { AvatarEditor } from '../components/AvatarEditor';
import type { ContactField } from '../components/ContactChangeDialog';
import { NameEditor } from '../components/NameEditor';
import { NicknameEditor } from '../components/NicknameEditor';
import { maskInternationalPhone } from '@clearlot/contract/rules/phone';
import { paths } from '../../../shared/paths';
import '../components/account.css';

// opens behind a click: its phone and code fields load the first time it opens, not with the page
const ContactChangeDialog = lazy(() => import('../components/ContactChangeDialog').then((module) => ({ default: module.ContactChangeDialog })));

/** /home/Profile: the account's details; the avatar, nickname and name are edited here, the e-mail and phone changed with a code sent to the new one. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  const [changing, setChanging] = useState<ContactField | null>(null);

  if (profile.isPending) {
    return (
      <Card>
        <h1 className="profile-title">{t('profile.title')}</h1>
        <Skeleton rows={6} label={t('a11y.loading', { ns: 'common' })} />
      </Card>
    );
  }
  if (profile.isError) return <LoadFailed title={t('loadFailed')} onRetry={() => void profile.refetch()} />;

  const data = profile.data;
  const notGiven = <Text tone="secondary">{t('profile.notGiven')}</Text>;
  const withChange = (value: ReactNode, field: ContactField) => (
    <div className="profile-value">
      {value}
      <Button variant="link" size="small" onClick={() => setChanging(field)} data-testid={`profile-${field}-change`}>
        {t('contact.change')}
      </Button>
    </div>
  );
  const items: DescriptionItem[] = [
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
    <Card>
      <h1 className="profile-title">{t('profile.title')}</h1>
      <Descriptions columns={1} items={items} className="profile-details" />
      {changing && (
        <Suspense fallback={null}>
          <ContactChangeDialog
            field={changing}
            open
            onClose={() => setChanging(null)}
            onChanged={() => {
              toast.success(t(`contact.${changing}.changed`));
              setChanging(null);
            }}
          />
        </Suspense>
      )}
      <p className="profile-note">
        {data.purchasePermission ? (
          <>
            {t('profile.changeBusinessDetails')} <Link to={paths.contactUs.getHref()}>{t('profile.contactUs')}</Link>
          </>
        ) : (
          <>
            {t('profile.missingBusinessDetails')} <Link to={paths.signUpComplete.getHref(data.id)}>{t('profile.completeNow')}</Link>
          </>
        )}
      </p>
    </Card>
  );
}
