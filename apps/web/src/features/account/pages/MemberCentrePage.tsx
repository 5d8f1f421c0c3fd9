import { useDeferredValue } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useProfile } from '../api/profile';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Card } from '../../../shared/ui/kit/Card';
import { Skeleton, SkeletonBlock } from '../../../shared/ui/kit/Skeleton';
import { ProfileSummary } from '../components/ProfileSummary';
import { PurchasePermissionNotice } from '../components/PurchasePermissionNotice';
import { QuickLinks } from '../components/QuickLinks';
import '../components/account.css';

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
        <div className="account-summary">
          <SkeletonBlock width={72} height={72} round />
          <Skeleton rows={3} className="account-summary__text" label={t('a11y.loading', { ns: 'common' })} />
        </div>
      </Card>
    );
  }

  return (
    <div className="account-page">
      <ProfileSummary profile={shown} />
      <PurchasePermissionNotice profile={shown} />
      <QuickLinks profile={shown} />
    </div>
  );
}
