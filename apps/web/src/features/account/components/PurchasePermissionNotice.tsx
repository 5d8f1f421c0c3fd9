import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import type { UserProfile } from '@clearlot/contract';
import { paths } from '../../../shared/paths';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';

/** Whether the buyer may order yet (docs/product.md §6); without permission, the way to get it. */
export function PurchasePermissionNotice({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  if (profile.purchasePermission) {
    return <Alert type="success" title={t('centre.permissionGranted')} description={t('centre.permissionGrantedText')} />;
  }
  return (
    <Alert
      type="warning"
      title={t('centre.permissionMissing')}
      description={t('centre.permissionMissingText')}
      action={
        <Button variant="primary" onClick={() => void navigate(paths.signUpComplete.getHref(profile.id))} data-testid="centre-complete-info">
          {t('centre.completeNow')}
        </Button>
      }
    />
  );
}
