import { Alert, Button } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { Cancellation } from '@clearlot/contract/schemas/order';
import { currentLanguage, pickMessage } from '../../../shared/i18n/language';
import { formatDateTime } from '../model/display';
import { hashHref, paths } from '../../../shared/paths';

/** Where the buyer's cancellation request stands, with a link to its details. */
export function CancellationAlert({ cancellation, pending }: { cancellation: Cancellation | undefined; pending: boolean }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  if (!cancellation && !pending) return null;
  const action = (
    <Button size="small" href={hashHref(paths.cancelDetail.getHref(cancellation?.orderNo ?? ''))}>
      {t('actions.cancellationDetails')}
    </Button>
  );
  if (!cancellation || cancellation.reviewStatus === 0) {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="cancellation-alert"
        title={t('cancellation.alertPending')}
        description={
          cancellation?.reviewDeadline ? t('cancellation.alertPendingUntil', { time: formatDateTime(cancellation.reviewDeadline, language) }) : undefined
        }
        action={cancellation ? action : undefined}
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
        description={cancellation.reviewNote ? t('cancellation.ownerNote', { note: pickMessage({ message: cancellation.reviewNote, messageEn: cancellation.reviewNoteEn }) }) : undefined}
        action={action}
      />
    );
  }
  return <Alert type="info" showIcon data-testid="cancellation-alert" title={t('cancellation.alertApproved')} action={action} />;
}
