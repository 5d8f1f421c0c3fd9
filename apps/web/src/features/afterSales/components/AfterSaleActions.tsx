import { App, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { AfterSaleDetail } from '@clearlot/contract/schemas/afterSales';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useAfterSaleChange } from '../api/afterSales';
import { ReasonDialog, ShipDialog } from './AfterSaleDialogs';

type Dialog = 'ship' | 'intervene' | null;

/** The buttons of what the reader may do with the request now (the server's `actions`), and their dialogs; the goods owner's and customer service's moves are in the console. */
export function AfterSaleActions({ detail }: { detail: AfterSaleDetail }) {
  const { t } = useTranslation('afterSales');
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const cancel = useAfterSaleChange(ApiPath.order.cancelAfterSale);
  const ship = useAfterSaleChange(ApiPath.order.shipAfterSale);
  const confirmRefund = useAfterSaleChange(ApiPath.order.confirmAfterSaleRefund);
  const intervene = useAfterSaleChange(ApiPath.order.interveneAfterSale);
  const { actions, afterSaleNo } = detail;
  const done = () => {
    setDialog(null);
    void message.success(t('actions.done'));
  };
  /** A one-click step, asked once more before it is taken. */
  const confirmed = (
    show: boolean,
    label: string,
    mutation: { mutate: (body: { afterSaleNo: string }, options: { onSuccess: () => void }) => void; isPending: boolean },
    testId: string,
  ) =>
    show && (
      <Popconfirm
        title={t('actions.confirmTitle', { action: label })}
        okText={t('actions.yes')}
        cancelText={t('actions.no')}
        onConfirm={() => mutation.mutate({ afterSaleNo }, { onSuccess: done })}
      >
        <Button type="primary" loading={mutation.isPending} data-testid={testId}>
          {label}
        </Button>
      </Popconfirm>
    );

  return (
    <Flex wrap gap={8} className="after-sale-actions">
      {actions.ship && (
        <Button type="primary" onClick={() => setDialog('ship')} data-testid="after-sale-ship">
          {t('actions.ship')}
        </Button>
      )}
      {confirmed(actions.confirmRefund, t('actions.confirmRefund'), confirmRefund, 'after-sale-confirm-refund')}
      {actions.askIntervention && (
        <Button onClick={() => setDialog('intervene')} data-testid="after-sale-intervene">
          {t('actions.intervene')}
        </Button>
      )}
      {actions.cancel && (
        <Popconfirm title={t('actions.cancelConfirm')} okText={t('actions.yes')} cancelText={t('actions.no')} onConfirm={() => cancel.mutate({ afterSaleNo }, { onSuccess: done })}>
          <Button loading={cancel.isPending} data-testid="after-sale-cancel">
            {t('actions.cancel')}
          </Button>
        </Popconfirm>
      )}

      <ShipDialog
        open={dialog === 'ship'}
        pending={ship.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(values) => ship.mutate({ afterSaleNo, ...values }, { onSuccess: done })}
      />
      <ReasonDialog
        title={t('dialog.interveneTitle')}
        open={dialog === 'intervene'}
        pending={intervene.isPending}
        onClose={() => setDialog(null)}
        onSubmit={({ reason }) => intervene.mutate({ afterSaleNo, reason }, { onSuccess: done })}
      />
    </Flex>
  );
}
