import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ErrorCatalogue, UpdateEmailBody, UpdatePhoneBody, normaliseEmail } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { schemaRule } from '../../../shared/forms/validation';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { PhoneFields } from '../../../shared/forms/phone/PhoneFields';
import { DEFAULT_DIAL_CODE } from '../../../shared/forms/phone/dialCodes';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { DevMailboxHint } from '../../../shared/verification/DevMailboxHint';
import { sendEmailCode, sendPhoneCode } from '../../../shared/verification/sendCode';
import { VerificationCodeInput } from '../../../shared/verification/VerificationCodeInput';
import { useProfileChange } from '../api/profile';

export type ContactField = 'email' | 'phone';

interface ContactValues {
  email?: string;
  dialCode?: string;
  phone?: string;
  code?: string;
}

/**
 * Binding a new e-mail or mobile number (§3, §5, §8): the new one, a code sent to it, then the change.
 * The bound value, another account's, a wrong or used code are placed on their fields; the rest above.
 */
export function ContactChangeDialog({ field, open, onClose, onChanged }: { field: ContactField; open: boolean; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<ContactValues>();
  const emailChange = useProfileChange(ApiPath.user.updateEmail);
  const phoneChange = useProfileChange(ApiPath.user.updatePhone);
  const pending = emailChange.isPending || phoneChange.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const target = field === 'email' ? 'email' : 'phone';
  const codes = {
    [ErrorCatalogue.newValueSameAsBound.code]: target,
    [ErrorCatalogue.emailTaken.code]: target,
    [ErrorCatalogue.phoneTaken.code]: target,
    [ErrorCatalogue.verificationCodeWrong.code]: 'code',
    [ErrorCatalogue.verificationCodeNotRequested.code]: 'code',
  };

  /** Sends the code to the new address once its field holds; null when nothing was sent. */
  const send = async (): Promise<number | null> => {
    setFormError(null);
    try {
      const values = await form.validateFields(field === 'email' ? ['email'] : ['dialCode', 'phone']);
      const answer =
        field === 'email'
          ? await sendEmailCode({ email: values.email ?? '', scene: 'bindEmail' })
          : await sendPhoneCode({ dialCode: values.dialCode ?? '', phone: values.phone ?? '', scene: 'bindPhone' });
      setSentTo(field === 'email' ? normaliseEmail(values.email ?? '') : null);
      return answer.resendAfter;
    } catch (error) {
      if (error instanceof Error && 'errorFields' in error) return null;
      setFormError(placeFailure(form, error, { fields: ['email', 'phone', 'dialCode'], codes }));
      return null;
    }
  };

  const save = async (values: ContactValues) => {
    setFormError(null);
    try {
      if (field === 'email') {
        const body = UpdateEmailBody.safeParse({ email: values.email ?? '', code: values.code ?? '' });
        if (!body.success) return;
        await emailChange.mutateAsync(body.data);
      } else {
        const body = UpdatePhoneBody.safeParse({ dialCode: values.dialCode ?? '', phone: values.phone ?? '', code: values.code ?? '' });
        if (!body.success) return;
        await phoneChange.mutateAsync(body.data);
      }
    } catch (error) {
      setFormError(placeFailure(form, error, { fields: ['email', 'phone', 'dialCode', 'code'], codes }));
      return;
    }
    form.resetFields();
    setSentTo(null);
    onChanged();
  };

  return (
    <Modal
      open={open}
      title={t(`contact.${field}.title`)}
      okText={t('contact.save')}
      cancelText={t('profile.cancel')}
      onOk={() => form.submit()}
      confirmLoading={pending}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t(`contact.${field}.intro`)}</p>
      <Form form={form} layout="vertical" onFinish={(values) => void save(values)} initialValues={{ dialCode: DEFAULT_DIAL_CODE }} requiredMark={false}>
        {field === 'email' ? (
          <Form.Item name="email" label={t('contact.email.label')} rules={[schemaRule(UpdateEmailBody.shape.email)]}>
            <Input type="email" autoComplete="email" data-testid="contact-email" />
          </Form.Item>
        ) : (
          <PhoneFields label={t('contact.phone.label')} dialName="dialCode" phoneName="phone" phoneTestId="contact-phone" />
        )}
        <Form.Item name="code" label={t('contact.code')} rules={[schemaRule(UpdateEmailBody.shape.code)]}>
          <VerificationCodeInput onSend={send} inputTestId="contact-code" buttonTestId="contact-send-code" />
        </Form.Item>
        {field === 'email' && <DevMailboxHint address={sentTo} />}
        {formError && <Alert type="error" showIcon title={formError} role="alert" />}
      </Form>
    </Modal>
  );
}
