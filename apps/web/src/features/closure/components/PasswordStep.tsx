import { Alert, App, Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../../shared/router';
import { ErrorCatalogue, PASSWORD_MAX } from '@clearlot/contract';
import { ApiError } from '../../../shared/http/client';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { clearSession } from '../../../shared/session/session';
import { toast } from '../../../shared/ui/kit';
import { useCloseAccount } from '../api/closure';

interface Values {
  password: string;
  understand: boolean;
}

const PLACEMENT = {
  fields: ['password'],
  codes: { [ErrorCatalogue.closurePasswordWrong.code]: 'password', [ErrorCatalogue.closurePasswordTooManyTries.code]: 'password' },
} as const;

/**
 * Step 4: the password, and a confirmation that closing cannot be undone. Once closed, this browser
 * forgets the session (the server has revoked it already) and goes home.
 */
export function PasswordStep({ code, onCodeFailed }: { code: string; onCodeFailed: (error: ApiError) => boolean }) {
  const { t } = useTranslation('closure');
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const close = useCloseAccount();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  /** set once the account is closed: the session is forgotten as this page leaves (see below) */
  const closedNotice = useRef<string | null>(null);

  // Forget the session only once the account area has gone: while it is shown, a missing session
  // would send the reader to sign in (and back here) instead of home.
  useEffect(() => {
    const notice = closedNotice;
    return () => {
      if (notice.current === null) return;
      clearSession();
      toast.success(notice.current);
    };
  }, []);

  async function closeNow(password: string) {
    setFailure(null);
    try {
      await close.mutateAsync({ code, password });
      closedNotice.current = t('closed');
      void navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && onCodeFailed(error)) return;
      setFailure(placeFailure(form, error, PLACEMENT));
    }
  }

  const submit = ({ password }: Values) =>
    modal.confirm({
      title: t('password.confirmTitle'),
      content: t('password.confirmText'),
      okText: t('password.confirmOk'),
      okButtonProps: { danger: true, 'data-testid': 'closure-confirm' },
      cancelText: t('back'),
      onOk: () => closeNow(password),
    });

  return (
    <Form form={form} layout="vertical" requiredMark onFinish={submit} style={{ maxWidth: 480 }} name="closure-password">
      <Flex vertical gap={12}>
        {failure && <Alert type="error" showIcon title={failure} />}
        <Alert type="warning" showIcon title={t('password.consequences')} />
        <Typography.Paragraph style={{ margin: 0 }}>{t('password.text')}</Typography.Paragraph>
        <Form.Item required name="password" label={t('password.label')} rules={[{ required: true, message: t('password.required') }]}>
          <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX} data-testid="closure-password" />
        </Form.Item>
        <Form.Item
          name="understand"
          valuePropName="checked"
          rules={[{ validator: (_, value) => (value ? Promise.resolve() : Promise.reject(new Error(t('password.understandRequired')))) }]}
        >
          <Checkbox data-testid="closure-understand">{t('password.understand')}</Checkbox>
        </Form.Item>
        <div>
          <Button danger type="primary" htmlType="submit" loading={close.isPending} data-testid="closure-submit">
            {t('password.submit')}
          </Button>
        </div>
      </Flex>
    </Form>
  );
}
