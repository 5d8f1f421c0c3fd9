import { Card, Flex, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useProfile } from '../api/profile';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { ProfileSummary } from '../components/ProfileSummary';
import { PurchasePermissionNotice } from '../components/PurchasePermissionNotice';
import { QuickLinks } from '../components/QuickLinks';

/** /home: who is signed in, whether they may order yet, and shortcuts to security and profile. */
export default function MemberCentrePage() {
  const { t } = useTranslation('account');
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <Card>
        <Skeleton avatar active paragraph={{ rows: 3 }} />
      </Card>
    );
  }
  if (profile.isError) return <LoadFailed title={t('loadFailed')} onRetry={() => void profile.refetch()} />;

  return (
    <Flex vertical gap={16}>
      <ProfileSummary profile={profile.data} />
      <PurchasePermissionNotice profile={profile.data} />
      <QuickLinks profile={profile.data} />
    </Flex>
  );
}
