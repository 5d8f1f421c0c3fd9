import { App, Button, Flex, Form, Input, InputNumber, Modal, Popconfirm, Radio } from 'antd';
import { type ReactNode, useState } from 'react';
import * as ApiPath from '@clearlot/contract/api/paths';
import { formatPounds } from '@clearlot/contract/format/money';
import { AFTER_SALE_TEXT_MAX } from '@clearlot/contract/rules/afterSales';
import type { AfterSaleDetail } from '@clearlot/contract/schemas/afterSales';
import { useTranslation } from '../../shared/i18n';
import { useAfterSaleMove } from './api';
import { poundsToPence } from './desk';

interface DialogProps<V> {
  open: boolean;
  pending: boolean;
  onSubmit: (values: V) => void;
  onClose: () => void;
}

/** The frame every after-sales dialog shares: a form submitted by the dialog's button. */
function FormDialog<V extends object>({ title, open, pending, onSubmit, onClose, children }: DialogProps<V> & { title: string; children: ReactNode }) {
  const { t } = useTranslation('afterSales');
  const [form] = Form.useForm<V>();
  return (
    <Modal
      open={open}
      title={title}
      okText={t('dialog.submit')}
      cancelText={t('dialog.close')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={onSubmit}>
        {children}
      </Form>
    </Modal>
  );
}

/** The goods owner's words when refusing or stopping a request. */
function ReasonDialog({ title, ...props }: DialogProps<{ reason: string }> & { title: string }) {
  const { t } = useTranslation('afterSales');
  return (
    <FormDialog<{ reason: string }> title={title} {...props} onSubmit={(values) => props.onSubmit({ reason: values.reason.trim() })}>
      <Form.Item name="reason" label={t('dialog.reason')} rules={[{ required: true, whitespace: true, message: t('dialog.reasonRequired') }]}>
        <Input.TextArea rows={3} maxLength={AFTER_SALE_TEXT_MAX} showCount data-testid="after-sale-reason" />
      </Form.Item>
    </FormDialog>
  );
}

type Decision = { decision: 'refund'; amount: number; note: string } | { decision: 'none'; note: string };

/** Customer service decides: a refund of up to what was asked (typed in pounds), or none, with a note to both sides. */
function DecideDialog({ applyAmount, ...props }: DialogProps<Decision> & { applyAmount: number }) {
  const { t } = useTranslation('afterSales');
  return (
    <FormDialog<{ decision: 'refund' | 'none'; amount?: number; note: string }>
      title={t('dialog.decideTitle')}
      {...props}
      onSubmit={(values) =>
        props.onSubmit(
          values.decision === 'refund'
            ? { decision: 'refund', amount: poundsToPence(values.amount, applyAmount)!, note: values.note.trim() }
            : { decision: 'none', note: values.note.trim() },
        )
      }
    >
      <Form.Item name="decision" label={t('dialog.decision')} initialValue="refund">
        <Radio.Group
          options={[
            { value: 'refund', label: t('dialog.refund') },
            { value: 'none', label: t('dialog.none') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['decision']}>
        {({ getFieldValue }) =>
          getFieldValue('decision') === 'refund' && (
            <Form.Item
              name="amount"
              label={t('dialog.amount', { max: formatPounds(applyAmount) })}
              initialValue={applyAmount / 100}
              rules={[
                { validator: (_, value: number | null) => (poundsToPence(value, applyAmount) === null ? Promise.reject(new Error(t('dialog.amountInvalid'))) : Promise.resolve()) },
              ]}
            >
              <InputNumber min={0.01} max={applyAmount / 100} step={0.01} precision={2} prefix="£" data-testid="after-sale-amount" />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item name="note" label={t('dialog.note')} rules={[{ required: true, whitespace: true, message: t('dialog.required') }]}>
        <Input.TextArea rows={3} maxLength={AFTER_SALE_TEXT_MAX} showCount data-testid="after-sale-note" />
      </Form.Item>
    </FormDialog>
  );
}

type Dialog = 'refuse' | 'terminate' | 'decide' | null;

/**
 * The desk's buttons for what the reader may do with the request now (the server's `actions`): the goods
 * owner approves, refuses, confirms the goods came back or stops the request for customer service; the agent
 * decides. The buyer's own moves (cancel, ship, confirm the refund, appeal) stay in the shop.
 */
export function AfterSaleActions({ detail }: { detail: AfterSaleDetail }) {
  const { t } = useTranslation('afterSales');
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const approve = useAfterSaleMove(ApiPath.order.approveAfterSale);
  const refuse = useAfterSaleMove(ApiPath.order.refuseAfterSale);
  const confirmGoods = useAfterSaleMove(ApiPath.order.confirmAfterSaleGoods);
  const terminate = useAfterSaleMove(ApiPath.order.terminateAfterSale);
  const decide = useAfterSaleMove(ApiPath.order.decideAfterSale);
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
  if (!actions.approve && !actions.refuse && !actions.confirmGoods && !actions.terminate && !actions.decide) return null;

  return (
    <Flex wrap gap={8} className="after-sale-desk__actions">
      {confirmed(actions.approve, t('actions.approve'), approve, 'after-sale-approve')}
      {actions.refuse && (
        <Button danger onClick={() => setDialog('refuse')} data-testid="after-sale-refuse">
          {t('actions.refuse')}
        </Button>
      )}
      {confirmed(actions.confirmGoods, t('actions.confirmGoods'), confirmGoods, 'after-sale-confirm-goods')}
      {actions.terminate && (
        <Button onClick={() => setDialog('terminate')} data-testid="after-sale-terminate">
          {t('actions.terminate')}
        </Button>
      )}
      {actions.decide && (
        <Button type="primary" onClick={() => setDialog('decide')} data-testid="after-sale-decide">
          {t('actions.decide')}
        </Button>
      )}

      <ReasonDialog
        title={t('dialog.refuseTitle')}
        open={dialog === 'refuse'}
        pending={refuse.isPending}
        onClose={() => setDialog(null)}
        onSubmit={({ reason }) => refuse.mutate({ afterSaleNo, reason }, { onSuccess: done })}
      />
      <ReasonDialog
        title={t('dialog.terminateTitle')}
        open={dialog === 'terminate'}
        pending={terminate.isPending}
        onClose={() => setDialog(null)}
        onSubmit={({ reason }) => terminate.mutate({ afterSaleNo, reason }, { onSuccess: done })}
      />
      {actions.decide && (
        <DecideDialog
          applyAmount={detail.applyAmount}
          open={dialog === 'decide'}
          pending={decide.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(decision) => decide.mutate({ afterSaleNo, ...decision }, { onSuccess: done })}
        />
      )}
    </Flex>
  );
}
