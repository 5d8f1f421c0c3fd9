import { App, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import type { ReturnDetail } from '@clearlot/contract/schemas/returns';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { downloadReturnLabel } from '../api/label';
import { useAskIntervention, useCancelReturn, useShipReturn } from '../api/returns';
import { ReasonDialog } from './ReasonDialog';
import { ShipReturnDialog } from './ShipReturnDialog';

type Dialog = 'ship' | 'intervene' | null;

/** The buttons of what the reader may do with the request now (the server's `actions`), and their dialogs; the goods owner's and customer service's moves are in the console. */
export function ReturnActionsBar({ detail }: { detail: ReturnDetail }) {
  const { t } = useTranslation('returns');
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [downloading, setDownloading] = useState(false);
  const cancel = useCancelReturn();
  const ship = useShipReturn();
  const intervene = useAskIntervention();
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
      {actions.ship && (
        <Button type="primary" onClick={() => setDialog('ship')} data-testid="return-ship">
          {t('ship.button')}
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
        open={dialog === 'intervene'}
        title={t('intervene.title', { returnNo })}
        label={t('intervene.reason')}
        okText={t('intervene.submit')}
        pending={intervene.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(reason) => intervene.mutate({ returnNo, reason }, { onSuccess: done(t('intervene.done')) })}
      />
    </Flex>
  );
}
