import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { CaptchaImageResult, LoginResult } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { SignInRequiredCodes } from '@clearlot/contract/responseCodes';
import { ApiError, api } from '@clearlot/browser/http/client';
import { getRawToken, storeToken } from '@clearlot/browser/session/token';
import { useTranslation } from '../shared/i18n';
import { meKey, useMe } from '../shared/session';

/** Only a path inside the console is followed after signing in (never another site). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function Captcha({ image, failed, onRefresh }: { image: CaptchaImageResult | undefined; failed: boolean; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <Space className="console-captcha">
      {image ? (
        <img src={image.image} alt={t('signIn.captchaAlt')} width={120} height={40} />
      ) : (
        <span className="console-captcha__empty">{failed ? t('signIn.captchaFailed') : ''}</span>
      )}
      <Button icon={<ReloadOutlined />} onClick={onRefresh} aria-label={t('signIn.captchaRefresh')} />
    </Space>
  );
}

/**
 * /console/sign-in: the shop's accounts and session (e-mail, password and picture code, then the
 * authenticator's code for two-step accounts). Signed in, it goes on to the page that sent it here, or
 * to the account's desks.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [secondStep, setSecondStep] = useState(false);
  const captcha = useQuery({
    queryKey: ['console', 'captcha'],
    queryFn: (): Promise<CaptchaImageResult> => api.post(ApiPath.user.captchaImage, {}, { loading: false, notify: false }),
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.data ? query.state.data.expiresIn * 1000 : false),
  });
  const finish = async (result: LoginResult) => {
    storeToken(result.token, result.needSecondAuth);
    if (result.needSecondAuth) {
      setSecondStep(true);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: meKey });
    await navigate(next, { replace: true });
  };
  const login = useMutation({
    mutationFn: (values: { email: string; password: string; code: string }) =>
      api.post(
        ApiPath.user.emailPasswordLogin,
        { email: values.email.trim(), password: values.password, code: values.code.trim(), imageKey: captcha.data?.imageKey ?? '' },
        { notify: false },
      ),
    onSuccess: finish,
    onError: () => void captcha.refetch(),
  });
  const verify = useMutation({
    mutationFn: (code: string) => api.post(ApiPath.user.secondAuth, { code }, { headers: { Authorization: `Bearer ${getRawToken() ?? ''}` }, notify: false }),
    onSuccess: finish,
    onError: (error) => {
      if (error instanceof ApiError && SignInRequiredCodes.includes(error.code)) setSecondStep(false);
    },
  });

  if (me.data && !secondStep) return <Navigate to={next} replace />;

  return (
    <main className="console-sign-in">
      <Card className="console-sign-in__card">
        <Typography.Title level={1} className="console-sign-in__title">
          {secondStep ? t('signIn.secondTitle') : t('signIn.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{secondStep ? t('signIn.secondIntro') : t('signIn.intro')}</Typography.Paragraph>
        {secondStep ? (
          <Form layout="vertical" requiredMark={false} onFinish={(values: { code: string }) => verify.mutate(values.code)}>
            {verify.isError && <Alert type="error" showIcon title={messageOf(verify.error)} className="console-sign-in__error" data-testid="console-sign-in-error" />}
            <Form.Item name="code" label={t('signIn.secondCode')} rules={[{ required: true, pattern: /^\d{6}$/, message: t('signIn.secondCodeInvalid') }]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus data-testid="console-totp" />
            </Form.Item>
            <Space direction="vertical" className="console-sign-in__actions">
              <Button type="primary" htmlType="submit" block loading={verify.isPending} data-testid="console-totp-submit">
                {t('signIn.secondSubmit')}
              </Button>
              <Button type="link" onClick={() => setSecondStep(false)}>
                {t('signIn.otherAccount')}
              </Button>
            </Space>
          </Form>
        ) : (
          <Form layout="vertical" requiredMark={false} onFinish={(values: { email: string; password: string; code: string }) => login.mutate(values)}>
            {login.isError && <Alert type="error" showIcon title={messageOf(login.error)} className="console-sign-in__error" data-testid="console-sign-in-error" />}
            <Form.Item
              name="email"
              label={t('signIn.email')}
              rules={[
                { required: true, message: t('signIn.required') },
                { type: 'email', message: t('signIn.emailInvalid') },
              ]}
            >
              <Input type="email" autoComplete="username" data-testid="console-email" />
            </Form.Item>
            <Form.Item name="password" label={t('signIn.password')} rules={[{ required: true, message: t('signIn.required') }]}>
              <Input.Password autoComplete="current-password" data-testid="console-password" />
            </Form.Item>
            <Form.Item
              name="code"
              label={t('signIn.captcha')}
              rules={[{ required: true, message: t('signIn.required') }]}
              extra={<Captcha image={captcha.data} failed={captcha.isError} onRefresh={() => void captcha.refetch()} />}
            >
              <Input maxLength={8} autoComplete="off" data-testid="console-captcha" />
            </Form.Item>
            {/* the picture's key goes with the answer: until the picture has come there is nothing to sign in with */}
            <Button type="primary" htmlType="submit" block size="large" loading={login.isPending} disabled={!captcha.data} data-testid="console-sign-in-submit">
              {t('signIn.submit')}
            </Button>
          </Form>
        )}
        <p className="console-sign-in__shop">
          <a href="/">{t('signIn.toShop')}</a>
        </p>
      </Card>
    </main>
  );
}
