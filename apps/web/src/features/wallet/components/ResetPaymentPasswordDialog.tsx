import { App, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ErrorCatalogue, ResetPaymentPasswordBody, paymentPasswordProblem } from '@clearlot/contract';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { parseForSubmit, problemRule, sameAsRule, schemaRule } from '../../../shared/forms/validation';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSession } from '../../../shared/session/session';
import { DevMailboxHint } from '../../../shared/verification/DevMailboxHint';
import { sendEmailCode } from '../../../shared/verification/sendCode';
import { VerificationCodeInput } from '../../../shared/verification/VerificationCodeInput';
import { useResetPaymentPassword } from '../api/resetPaymentPassword';
import { FormAlert } from './FormAlert';

interface ResetValues {
  code?: string;
  paymentPassword?: string;
  confirmPaymentPassword?: string;
}

const FIELDS = ['code', 'paymentPassword', 'confirmPaymentPassword'] as const;
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** A forgotten payment password: a code to the account's e-mail, then a new 6-digit password (/wallet/resetPaymentPassword). */
export function ResetPaymentPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const email = useSession().user?.email ?? null;
  const [form] = Form.useForm<ResetValues>();
  const reset = useResetPaymentPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const send = async (): Promise<number | null> => {
    if (!email) return null;
    setFormError(null);
    try {
      const answer = await sendEmailCode({ email, scene: 'paymentPassword' });
      setSent(true);
      return answer.resendAfter;
    } catch (error) {
      setFormError(placeFailure(form, error, { fields: [] }));
      return null;
    }
  };

  const submit = async (values: ResetValues) => {
    setFormError(null);
    const body = parseForSubmit(form, ResetPaymentPasswordBody, {
      code: values.code ?? '',
      paymentPassword: values.paymentPassword ?? '',
      confirmPaymentPassword: values.confirmPaymentPassword ?? '',
    });
    if (!body) return;
    try {
      await reset.mutateAsync(body);
    } catch (error) {
      setFormError(
        placeFailure(form, error, {
          fields: FIELDS,
          codes: { [ErrorCatalogue.verificationCodeWrong.code]: 'code', [ErrorCatalogue.verificationCodeNotRequested.code]: 'code' },
        }),
      );
      return;
    }
    void message.success(t('password.resetDone'));
    form.resetFields();
    setSent(false);
    onClose();
  };

  return (
    <Modal open={open} title={t('password.resetTitle')} onCancel={onClose} footer={null} mask={{ closable: false }} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('password.resetIntro', { email: email ?? '' })}</Typography.Paragraph>
      <Form form={form} name="wallet-payment-password-reset" layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        <Form.Item name="code" label={t('password.resetCode')} rules={[schemaRule(ResetPaymentPasswordBody.shape.code)]}>
          <VerificationCodeInput onSend={send} inputTestId="wallet-reset-code" buttonTestId="wallet-reset-send" />
        </Form.Item>
        {sent && <DevMailboxHint address={email} />}
        <Form.Item
          name="paymentPassword"
          label={t('password.paymentPassword')}
          extra={t('password.paymentPasswordHint')}
          rules={[problemRule(paymentPasswordProblem)]}
          normalize={digitsOnly}
        >
          <Input.Password inputMode="numeric" autoComplete="new-password" maxLength={6} data-testid="wallet-reset-payment-password" />
        </Form.Item>
        <Form.Item
          name="confirmPaymentPassword"
          label={t('password.confirmPaymentPassword')}
          dependencies={['paymentPassword']}
          rules={[sameAsRule('paymentPassword')]}
          normalize={digitsOnly}
        >
          <Input.Password inputMode="numeric" autoComplete="new-password" maxLength={6} data-testid="wallet-reset-confirm-payment-password" />
        </Form.Item>
        <FormAlert message={formError} />
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={reset.isPending} data-testid="wallet-reset-save">
            {t('password.save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
