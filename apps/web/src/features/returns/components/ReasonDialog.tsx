import { Form, Input, Modal } from 'antd';
import { RETURN_TEXT_MAX } from '@clearlot/contract/rules/returns';
import { useTranslation } from '../../../shared/i18n/useTranslation';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  label: string;
  okText: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the words a step needs (the goods owner's reason to reject; why customer service should step in). */
export function ReasonDialog({ open, title, label, okText, pending, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('returns');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('actions.back')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => onSubmit(values.reason.trim())}>
        <Form.Item name="reason" label={label} rules={[{ required: true, whitespace: true, message: t('form.required') }]}>
          <Input.TextArea rows={3} maxLength={RETURN_TEXT_MAX} showCount data-testid="reason-text" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
