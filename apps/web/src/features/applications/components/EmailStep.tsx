import { type ReactNode, useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { Link } from '../../../shared/router';
import { ErrorCatalogue, VERIFICATION_CODE_LENGTH, emailProblem, verificationCodeProblem } from '@clearlot/contract';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { problemRule } from '../../../shared/forms/validation';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { confirmApplicationEmail, sendApplicationCode, useDevMailboxAvailable } from '../api/applications';

interface EmailStepProps {
  /** the draft token and whether the application opened was new */
  onConfirmed: (draftToken: string) => void;
}

const RESEND_SECONDS = 60;

/**
 * The first step of /shopEntry: the applicant's company e-mail, confirmed by a 6-digit code. The
 * code opens the e-mail's application (a new draft, or the one it already has), so an applicant
 * needs no account and can come back to their draft from another browser.
 */
export function EmailStep({ onConfirmed }: EmailStepProps) {
  const { t } = useTranslation('applications');
  const [form] = Form.useForm<{ email: string; code: string }>();
  const [wait, setWait] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mailbox = useDevMailboxAvailable(sentTo);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    setFailure(null);
    try {
      const { email } = await form.validateFields(['email']);
      setSending(true);
      const answer = await sendApplicationCode(email.trim());
      setSentTo(email.trim());
      setWait(answer.resendAfter || RESEND_SECONDS);
    } catch (error) {
      if (error && typeof error === 'object' && 'errorFields' in error) return;
      setFailure(placeFailure(form, error, { fields: ['email'] }));
    } finally {
      setSending(false);
    }
  };

  const confirm = async ({ email, code }: { email: string; code: string }) => {
    setFailure(null);
    setConfirming(true);
    try {
      const draft = await confirmApplicationEmail(email.trim(), code);
      onConfirmed(draft.draftToken);
    } catch (error) {
      setFailure(
        placeFailure(form, error, {
          fields: ['email', 'code'],
          codes: { [ErrorCatalogue.verificationCodeWrong.code]: 'code', [ErrorCatalogue.verificationCodeNotRequested.code]: 'code' },
        }),
      );
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void confirm(values)} requiredMark style={{ maxWidth: 480 }}>
      <Typography.Paragraph type="secondary">{t('email.intro')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form.Item name="email" label={t('email.label')} rules={[{ required: true, message: ' ' }, problemRule(emailProblem)]} validateFirst>
        <Input type="email" autoComplete="email" data-testid="apply-email" />
      </Form.Item>
      <Form.Item name="code" label={t('email.code')} rules={[{ required: true, message: ' ' }, problemRule(verificationCodeProblem)]} validateFirst>
        <CodeField>
          <Button onClick={() => void send()} loading={sending} disabled={wait > 0} data-testid="apply-send-code">
            {wait > 0 ? t('email.resendIn', { seconds: wait }) : sentTo ? t('email.resend') : t('email.send')}
          </Button>
        </CodeField>
      </Form.Item>
      {sentTo && (
        <Typography.Paragraph type="secondary" data-testid="apply-code-sent">
          {t('email.sent', { email: sentTo })}{' '}
          {mailbox && (
            <Link to={paths.devMailbox.getHref(sentTo)} target="_blank" rel="noopener noreferrer">
              {t('email.devMailbox')}
            </Link>
          )}
        </Typography.Paragraph>
      )}
      <Button type="primary" htmlType="submit" loading={confirming} data-testid="apply-confirm">
        {t('email.continue')}
      </Button>
    </Form>
  );
}

/** The code box beside its send button; Form.Item hands it the value, and non-digits are dropped as typed or pasted. */
function CodeField({ id, value, onChange, children }: { id?: string; value?: string; onChange?: (value: string) => void; children: ReactNode }) {
  return (
    <Space.Compact block>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        data-testid="apply-code"
      />
      {children}
    </Space.Compact>
  );
}
