import { useState } from 'react';
import { App, Button, Flex, Form, Input, Modal } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorCatalogue, SetPaymentPasswordBody, paymentPasswordProblem } from '@clearlot/contract';
import { useSetPaymentPassword } from '../api/setPaymentPassword';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { parseForSubmit, problemRule, sameAsRule, schemaRule } from '../../../shared/forms/validation';
import { FormAlert } from './FormAlert';

interface PaymentPasswordValues {
  loginPassword?: string;
  paymentPassword?: string;
  confirmPaymentPassword?: string;
}

const FIELDS = ['loginPassword', 'paymentPassword', 'confirmPaymentPassword'] as const;
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

interface DialogProps {
  open: boolean;
  /** true: the wallet already has one, so this changes it */
  isSet: boolean;
  onClose: () => void;
}

/** Set or change the 6-digit payment password (/wallet/setPaymentPassword). */
export function PaymentPasswordDialog({ open, isSet, onClose }: DialogProps) {
  const { t } = useTranslation('wallet');
  // The title keeps what it said when the dialog opened: saving sets a password, and the
  // closing dialog should not flip from 'Set' to 'Change'.
  const [changing, setChanging] = useState(isSet);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChanging(isSet);
  }
  return (
    <Modal open={open} title={changing ? t('password.change') : t('password.set')} onCancel={onClose} footer={null} mask={{ closable: false }} destroyOnHidden>
      <PaymentPasswordForm onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}

function PaymentPasswordForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const [form] = Form.useForm<PaymentPasswordValues>();
  const save = useSetPaymentPassword();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: PaymentPasswordValues) => {
    setFormError(null);
    const body = parseForSubmit(form, SetPaymentPasswordBody, {
      loginPassword: values.loginPassword ?? '',
      paymentPassword: values.paymentPassword ?? '',
      confirmPaymentPassword: values.confirmPaymentPassword ?? '',
    });
    if (!body) return;
    try {
      await save.mutateAsync(body);
    } catch (error) {
      setFormError(placeFailure(form, error, { fields: FIELDS, codes: { [ErrorCatalogue.loginPasswordWrong.code]: 'loginPassword' } }));
      return;
    }
    void message.success(t('password.saved'));
    onDone();
  };

  return (
    <Form form={form} name="wallet-payment-password" layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
      <Form.Item name="loginPassword" label={t('password.loginPassword')} extra={t('password.loginPasswordHint')} rules={[schemaRule(SetPaymentPasswordBody.shape.loginPassword)]}>
        <Input.Password autoComplete="current-password" autoFocus data-testid="wallet-login-password" />
      </Form.Item>
      <Form.Item
        name="paymentPassword"
        label={t('password.paymentPassword')}
        extra={t('password.paymentPasswordHint')}
        rules={[problemRule(paymentPasswordProblem)]}
        normalize={digitsOnly}
      >
        <Input.Password inputMode="numeric" autoComplete="new-password" maxLength={6} data-testid="wallet-new-payment-password" />
      </Form.Item>
      <Form.Item
        name="confirmPaymentPassword"
        label={t('password.confirmPaymentPassword')}
        dependencies={['paymentPassword']}
        rules={[sameAsRule('paymentPassword')]}
        normalize={digitsOnly}
      >
        <Input.Password inputMode="numeric" autoComplete="new-password" maxLength={6} data-testid="wallet-confirm-payment-password" />
      </Form.Item>
      <FormAlert message={formError} />
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="wallet-password-save">
          {t('password.save')}
        </Button>
      </Flex>
    </Form>
  );
}
