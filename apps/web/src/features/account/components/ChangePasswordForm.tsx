import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ChangePasswordBody, PASSWORD_MAX } from '@clearlot/contract';
import { NewPasswordFields } from '../../../shared/forms/password/NewPasswordFields';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { paths } from '../../../shared/paths';
import { toast } from '../../../shared/ui/kit';
import { useChangePassword } from '../api/changePassword';

interface Values {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** Where the server's refusals go: a wrong current password or too many tries on that field, a repeat on the new one. */
const PLACEMENT = { fields: ['currentPassword', 'password', 'confirmPassword'], codes: { 4016: 'currentPassword', 4017: 'currentPassword', 4018: 'password' } } as const;

/**
 * ModifyPwd (issue 14): the current password, then the new one with its live rules and the re-entry. Other
 * devices are signed out; this one stays signed in and goes back to Account security.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<Values>();
  const password = Form.useWatch('password', form) ?? '';
  const change = useChangePassword();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Values) {
    setFailure(null);
    try {
      await change.mutateAsync(values);
      toast.success(t('password.changed'));
      void navigate(paths.accountSafe.getHref());
    } catch (error) {
      setFailure(placeFailure(form, error, PLACEMENT));
    }
  }

  return (
    <Card>
      <Form form={form} layout="vertical" requiredMark onFinish={(values) => void submit(values)} style={{ maxWidth: 420 }} name="change-password">
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
        <Form.Item required name="currentPassword" label={t('password.current')} rules={[{ required: true, message: t('password.currentRequired') }]}>
          <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX} data-testid="change-password-current" />
        </Form.Item>
        <NewPasswordFields
          label={t('password.new')}
          confirmLabel={t('password.confirm')}
          password={password}
          schema={ChangePasswordBody.shape.password}
          testIdPrefix="change-password"
        />
        <Typography.Paragraph type="secondary">{t('password.othersSignedOut')}</Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="change-password-submit">
          {t('password.submit')}
        </Button>
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          <Link to={paths.forgetPassword.getHref()}>{t('password.forgotten')}</Link>
        </Typography.Paragraph>
      </Form>
    </Card>
  );
}
