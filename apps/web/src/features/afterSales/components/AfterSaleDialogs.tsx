import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { AFTER_SALE_TEXT_MAX } from '@clearlot/contract/rules/afterSales';
import { useTranslation } from '../../../shared/i18n/useTranslation';

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
