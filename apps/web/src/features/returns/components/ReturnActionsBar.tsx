import { App, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import type { ReturnDetail } from '@clearlot/contract/schemas/returns';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { downloadReturnLabel } from '../api/label';
import { useApproveReturn, useAskIntervention, useCancelReturn, useConfirmReturnArrival, useDecideIntervention, useRejectReturn, useShipReturn } from '../api/returns';
import type { ReturnDesk } from '../model/desk';
import { DecideDialog } from './DecideDialog';
import { ReasonDialog } from './ReasonDialog';
import { ShipReturnDialog } from './ShipReturnDialog';

type Dialog = 'ship' | 'reject' | 'intervene' | 'decide' | null;

/** The buttons of what the reader may do with the request now (the server's `actions`), and their dialogs. */
export function ReturnActionsBar({ detail, desk }: { detail: ReturnDetail; desk: ReturnDesk }) {
  const { t } = useTranslation('returns');
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [downloading, setDownloading] = useState(false);
  const cancel = useCancelReturn();
  const ship = useShipReturn();
  const approve = useApproveReturn();
  const reject = useRejectReturn();
  const arrive = useConfirmReturnArrival();
  const intervene = useAskIntervention(desk);
  const decide = useDecideIntervention();
  const { actions, returnNo } = detail;
  const done = (text: string) => () => {
    setDialog(null);
    void message.success(text);
  };

  const label = async () => {
    setDownloading(true);
    try {
      await downloadReturnLabel(returnNo);
    } catch {
      void message.error(t('label.failed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Flex wrap gap={8} className="return-actions">
      {actions.approve && (
        <Popconfirm
          title={t('approve.confirm')}
          okText={t('approve.button')}
          cancelText={t('actions.back')}
          onConfirm={() => approve.mutate({ returnNo }, { onSuccess: done(t('approve.done')) })}
        >
          <Button type="primary" loading={approve.isPending} data-testid="return-approve">
            {t('approve.button')}
          </Button>
        </Popconfirm>
      )}
      {actions.reject && (
        <Button danger onClick={() => setDialog('reject')} data-testid="return-reject">
          {t('reject.button')}
        </Button>
      )}
      {actions.ship && (
        <Button type="primary" onClick={() => setDialog('ship')} data-testid="return-ship">
          {t('ship.button')}
        </Button>
      )}
      {actions.confirmArrival && (
        <Popconfirm
          title={t('arrival.confirm')}
          okText={t('arrival.button')}
          cancelText={t('actions.back')}
          onConfirm={() => arrive.mutate({ returnNo }, { onSuccess: done(t('arrival.done')) })}
        >
          <Button type="primary" loading={arrive.isPending} data-testid="return-confirm-arrival">
            {t('arrival.button')}
          </Button>
        </Popconfirm>
      )}
      {actions.decide && (
        <Button type="primary" onClick={() => setDialog('decide')} data-testid="return-decide">
          {t('decide.button')}
        </Button>
      )}
      {actions.downloadLabel && (
        <Button onClick={() => void label()} loading={downloading} data-testid="return-label">
          {t('label.button')}
        </Button>
      )}
      {actions.askIntervention && (
        <Button onClick={() => setDialog('intervene')} data-testid="return-intervene">
          {t('intervene.button')}
        </Button>
      )}
      {actions.cancel && (
        <Popconfirm
          title={t('cancel.confirm')}
          okText={t('cancel.button')}
          cancelText={t('actions.back')}
          onConfirm={() => cancel.mutate({ returnNo }, { onSuccess: done(t('cancel.done')) })}
        >
          <Button loading={cancel.isPending} data-testid="return-cancel">
            {t('cancel.button')}
          </Button>
        </Popconfirm>
      )}

      <ShipReturnDialog
        detail={detail}
        open={dialog === 'ship'}
        pending={ship.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(items) => ship.mutate({ returnNo, items }, { onSuccess: done(t('ship.done')) })}
      />
      <ReasonDialog
        open={dialog === 'reject'}
        title={t('reject.title', { returnNo })}
        label={t('reject.reason')}
        okText={t('reject.button')}
        pending={reject.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(reason) => reject.mutate({ returnNo, reason }, { onSuccess: done(t('reject.done')) })}
      />
      <ReasonDialog
        open={dialog === 'intervene'}
        title={t('intervene.title', { returnNo })}
        label={t('intervene.reason')}
        okText={t('intervene.submit')}
        pending={intervene.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(reason) => intervene.mutate({ returnNo, reason }, { onSuccess: done(t('intervene.done')) })}
      />
      <DecideDialog
        detail={detail}
        open={dialog === 'decide'}
        pending={decide.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(body) => decide.mutate(body, { onSuccess: done(t('decide.done')) })}
      />
    </Flex>
  );
}
