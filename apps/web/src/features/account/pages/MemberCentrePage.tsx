import { Card, Flex, Skeleton } from 'antd';
import { useDeferredValue } from 'react';
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
  // the arriving profile is drawn in a transition, in slices, not in one long task
  const shown = useDeferredValue(profile.data);

  if (profile.isError) return <LoadFailed title={t('loadFailed')} onRetry={() => void profile.refetch()} />;
  if (!shown) {
    return (
      <Card>
        <Skeleton avatar active paragraph={{ rows: 3 }} />
      </Card>
    );
  }

  return (
    <Flex vertical gap={16}>
      <ProfileSummary profile={shown} />
      <PurchasePermissionNotice profile={shown} />
      <QuickLinks profile={shown} />
    </Flex>
  );
}
