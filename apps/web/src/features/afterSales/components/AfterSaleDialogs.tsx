import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import type { ReactNode } from 'react';
import { AFTER_SALE_TEXT_MAX } from '@clearlot/contract/rules/afterSales';
import { formatPounds } from '@clearlot/contract/format/money';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { poundsToPence } from '../model/desk';

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

/** The buyer's words when asking the platform to step in. */
export function ReasonDialog({ title, ...props }: DialogProps<{ reason: string }> & { title: string }) {
  const { t } = useTranslation('afterSales');
  return (
    <FormDialog<{ reason: string }> title={title} {...props} onSubmit={(values) => props.onSubmit({ reason: values.reason.trim() })}>
      <Form.Item name="reason" label={t('dialog.reason')} rules={[{ required: true, whitespace: true, message: t('dialog.reasonRequired') }]}>
        <Input.TextArea rows={3} maxLength={AFTER_SALE_TEXT_MAX} showCount data-testid="after-sale-reason" />
      </Form.Item>
    </FormDialog>
  );
}

/** The buyer sends the items back: logistics company and tracking number. */
export function ShipDialog(props: DialogProps<{ logisticsCompany: string; trackingNo: string }>) {
  const { t } = useTranslation('afterSales');
  const required = [{ required: true, whitespace: true, message: t('dialog.required') }];
  return (
    <FormDialog<{ logisticsCompany: string; trackingNo: string }>
      title={t('actions.ship')}
      {...props}
      onSubmit={(values) => props.onSubmit({ logisticsCompany: values.logisticsCompany.trim(), trackingNo: values.trackingNo.trim() })}
    >
      <Form.Item name="logisticsCompany" label={t('dialog.logisticsCompany')} rules={required}>
        <Input maxLength={64} data-testid="after-sale-company" />
      </Form.Item>
      <Form.Item name="trackingNo" label={t('dialog.trackingNo')} rules={required}>
        <Input maxLength={64} data-testid="after-sale-tracking" />
      </Form.Item>
    </FormDialog>
  );
}

type Decision = { decision: 'refund'; amount: number; note: string } | { decision: 'none'; note: string };

/** Customer service decides: a refund of up to what was asked (typed in pounds), or none, with a note to both sides. */
export function DecideDialog({ applyAmount, ...props }: DialogProps<Decision> & { applyAmount: number }) {
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
