import { Suspense, lazy, useState } from 'react';
import { formatPounds } from '@clearlot/contract/format/money';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '../../../shared/ui/kit/Button';
import { Flex } from '../../../shared/ui/kit/Flex';
import { confirm, toast } from '../../../shared/ui/kit/feedback';
import { downloadReturnLabel } from '../api/label';
import { useRequestChanges } from '../api/requests';
import { type BuyerRequest, TEST_ID_PREFIX } from '../model/request';

// loaded when opened: their forms bring zod's checks and react-hook-form, which a request's page needs for nothing else
const AskPlatformDialog = lazy(() => import('./AskPlatformDialog').then((module) => ({ default: module.AskPlatformDialog })));
const ShipBackDialog = lazy(() => import('./ShipBackDialog').then((module) => ({ default: module.ShipBackDialog })));

type Dialog = 'ship' | 'askPlatform' | null;

/**
 * The buttons of what the buyer may do with a request now (the server's `actions`) and their dialogs:
 * ship the goods back with the return's carrier label, confirm an after-sales refund arrived, ask the
 * platform to step in (on a refused request until its deadline, issue 31 item 8), cancel. The goods
 * owner's and customer service's moves are in the console.
 */
export function RequestActions({ request }: { request: BuyerRequest }) {
  const { t } = useTranslation('requests');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [downloading, setDownloading] = useState(false);
  const changes = useRequestChanges(request.kind, request.requestNo);
  const { actions } = request;
  const prefix = TEST_ID_PREFIX[request.kind];
  const done = (text: string) => () => {
    setDialog(null);
    toast.success(text);
  };

  const label = async (returnNo: string) => {
    setDownloading(true);
    try {
      await downloadReturnLabel(returnNo);
    } catch {
      toast.error(t('label.failed'));
    } finally {
      setDownloading(false);
    }
  };

  /** Asked once more, then taken; a failure (said by the HTTP client) leaves the question open. */
  const confirmCancel = () =>
    void confirm({
      title: t('cancel.confirm'),
      okText: t('cancel.button'),
      cancelText: t('cancel.keep'),
      danger: true,
      onOk: () => changes.cancel.mutateAsync().then(done(t('cancel.done'))),
    });
  const confirmRefund = () =>
    void confirm({
      title: t('confirmRefund.confirm', { amount: formatPounds(request.refunded ?? request.asked) }),
      content: t('confirmRefund.text'),
      okText: t('confirmRefund.yes'),
      cancelText: t('confirmRefund.no'),
      onOk: () => changes.confirmRefund.mutateAsync().then(done(t('confirmRefund.done'))),
    });

  if (!actions.ship && !actions.confirmRefund && !actions.askPlatform && !actions.cancel && actions.labelReturnNo === null) return null;
  return (
    <Flex wrap gap="small" className="request-actions">
      {actions.ship && (
        <Button variant="primary" onClick={() => setDialog('ship')} data-testid={`${prefix}-ship`}>
          {t('ship.button')}
        </Button>
      )}
      {actions.labelReturnNo !== null && (
        <Button onClick={() => void label(actions.labelReturnNo!)} loading={downloading} data-testid={`${prefix}-label`}>
          {t('label.button')}
        </Button>
      )}
      {actions.confirmRefund && (
        <Button variant="primary" onClick={confirmRefund} loading={changes.confirmRefund.isPending} data-testid={`${prefix}-confirm-refund`}>
          {t('confirmRefund.button')}
        </Button>
      )}
      {actions.askPlatform && (
        <Button onClick={() => setDialog('askPlatform')} data-testid={`${prefix}-intervene`}>
          {t('intervene.button')}
        </Button>
      )}
      {actions.cancel && (
        <Button onClick={confirmCancel} loading={changes.cancel.isPending} data-testid={`${prefix}-cancel`}>
          {t('cancel.button')}
        </Button>
      )}

      <Suspense fallback={null}>
        {dialog === 'ship' && (
          <ShipBackDialog
            request={request}
            open
            pending={changes.ship.isPending}
            onClose={() => setDialog(null)}
            onSubmit={(items) => changes.ship.mutate(items, { onSuccess: done(t('ship.done')) })}
          />
        )}
        {dialog === 'askPlatform' && (
          <AskPlatformDialog
            requestNo={request.requestNo}
            open
            pending={changes.askPlatform.isPending}
            onClose={() => setDialog(null)}
            onSubmit={(reason) => changes.askPlatform.mutate(reason, { onSuccess: done(t('intervene.done')) })}
          />
        )}
      </Suspense>
    </Flex>
  );
}
