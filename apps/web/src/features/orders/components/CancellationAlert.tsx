import { Alert } from '../../../shared/ui/kit/Alert';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { Cancellation } from '@clearlot/contract/schemas/order';
import { currentLanguage, pickMessage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { formatDateTime } from '../model/display';
import { paths } from '../../../shared/paths';

/** Where the buyer's cancellation request stands (the order carries it), with a link to its details. */
export function CancellationAlert({ cancellation }: { cancellation: Cancellation | null }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  const zone = useDateZone();
  if (!cancellation) return null;
  const action = (
    <ButtonLink size="small" to={paths.cancelDetail.getHref(cancellation.orderNo)}>
      {t('actions.cancellationDetails')}
    </ButtonLink>
  );
  if (cancellation.reviewStatus === 0) {
    return (
      <Alert
        type="warning"
        data-testid="cancellation-alert"
        title={t('cancellation.alertPending')}
        description={cancellation.reviewDeadline ? t('cancellation.alertPendingUntil', { time: formatDateTime(cancellation.reviewDeadline, language, zone) }) : undefined}
        action={action}
      />
    );
  }
  if (cancellation.reviewStatus === 2) {
    return (
      <Alert
        type="error"
        data-testid="cancellation-alert"
        title={t('cancellation.alertRejected')}
        description={
          cancellation.reviewNote ? t('cancellation.ownerNote', { note: pickMessage({ message: cancellation.reviewNote, messageEn: cancellation.reviewNoteEn }) }) : undefined
        }
        action={action}
      />
    );
  }
  return <Alert type="info" data-testid="cancellation-alert" title={t('cancellation.alertApproved')} action={action} />;
}
