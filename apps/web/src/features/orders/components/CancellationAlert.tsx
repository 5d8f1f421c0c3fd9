import { Alert, Button } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { Cancellation } from '@clearlot/contract/schemas/order';
import { currentLanguage, pickMessage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { formatDateTime } from '../model/display';
import { hashHref, paths } from '../../../shared/paths';

/** Where the buyer's cancellation request stands (the order carries it), with a link to its details. */
export function CancellationAlert({ cancellation }: { cancellation: Cancellation | null }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  const zone = useDateZone();
  if (!cancellation) return null;
  const action = (
    <Button size="small" href={hashHref(paths.cancelDetail.getHref(cancellation.orderNo))}>
      {t('actions.cancellationDetails')}
    </Button>
  );
  if (cancellation.reviewStatus === 0) {
    return (
      <Alert
        type="warning"
        showIcon
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
        showIcon
        data-testid="cancellation-alert"
        title={t('cancellation.alertRejected')}
        description={
          cancellation.reviewNote ? t('cancellation.ownerNote', { note: pickMessage({ message: cancellation.reviewNote, messageEn: cancellation.reviewNoteEn }) }) : undefined
        }
        action={action}
      />
    );
  }
  return <Alert type="info" showIcon data-testid="cancellation-alert" title={t('cancellation.alertApproved')} action={action} />;
}
