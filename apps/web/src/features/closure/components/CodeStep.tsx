import { Alert, Button, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { ErrorCatalogue, type ClosureCheck, maskEmail } from '@clearlot/contract';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSession } from '../../../shared/session/session';
import { DevMailboxHint } from '../../../shared/verification/DevMailboxHint';
import { VerificationCodeInput } from '../../../shared/verification/VerificationCodeInput';
import { sendClosureCode, useClosureCheck } from '../api/closure';

const PLACEMENT = {
  fields: ['code'],
  codes: { [ErrorCatalogue.verificationCodeWrong.code]: 'code', [ErrorCatalogue.verificationCodeNotRequested.code]: 'code' },
} as const;

/** Step 1: a code to the account's own e-mail; the right one opens the check (step 2). */
export function CodeStep({ notice, onChecked }: { notice: string | null; onChecked: (code: string, check: ClosureCheck) => void }) {
  const { t } = useTranslation('closure');
  const { user } = useSession();
  const [form] = Form.useForm<{ code: string }>();
  const check = useClosureCheck();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send(): Promise<number | null> {
    setFailure(null);
    try {
      const start = await sendClosureCode();
      setSentTo(user?.email ?? null);
      return start.resendAfter;
    } catch (error) {
      setFailure(placeFailure(form, error, PLACEMENT));
      return null;
    }
  }

  async function submit({ code }: { code: string }) {
    setFailure(null);
    try {
      onChecked(code, await check.mutateAsync(code));
    } catch (error) {
      setFailure(placeFailure(form, error, PLACEMENT));
    }
  }

  return (
    <Form form={form} layout="vertical" requiredMark onFinish={(values) => void submit(values)} style={{ maxWidth: 420 }} name="closure-code">
      <Flex vertical gap={12}>
        {notice && <Alert type="info" showIcon title={notice} />}
        {failure && <Alert type="error" showIcon title={failure} />}
        <Typography.Paragraph style={{ margin: 0 }}>{t('code.text', { email: maskEmail(user?.email ?? '') })}</Typography.Paragraph>
        <Form.Item required name="code" label={t('code.label')} rules={[{ required: true, len: 6, message: t('code.required') }]}>
          <VerificationCodeInput onSend={send} inputTestId="closure-code" buttonTestId="closure-send-code" />
        </Form.Item>
        <DevMailboxHint address={sentTo} />
        <div>
          <Button type="primary" htmlType="submit" loading={check.isPending} data-testid="closure-code-next">
            {t('code.next')}
          </Button>
        </div>
      </Flex>
    </Form>
  );
}
