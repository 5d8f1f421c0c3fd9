import { useState } from 'react';
import { Card, Divider, Flex, Skeleton, Switch, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { SecondAuthSetupResult } from '@clearlot/contract';
import { useSecondAuthStatus, useSetUpSecondAuth } from '../api/secondAuth';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { TwoStepCodeForm } from './TwoStepCodeForm';

type Change = { kind: 'none' } | { kind: 'enable'; setup: SecondAuthSetupResult } | { kind: 'disable' };

/**
 * Two-step verification with an authenticator app (docs/product.md §4: a setting switched on or off,
 * status readable). The switch shows the intended state; a code from the app confirms it.
 */
export function TwoStepVerificationCard() {
  const { t } = useTranslation('account');
  const status = useSecondAuthStatus();
  const setUp = useSetUpSecondAuth();
  const [change, setChange] = useState<Change>({ kind: 'none' });

  if (status.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  if (status.isError) return <LoadFailed title={t('loadFailed')} onRetry={() => void status.refetch()} />;

  const enabled = status.data.enabled;
  const checked = change.kind === 'enable' ? true : change.kind === 'disable' ? false : enabled;
  const reset = () => setChange({ kind: 'none' });

  const onToggle = async (next: boolean) => {
    if (change.kind !== 'none') {
      reset();
      return;
    }
    if (next && !enabled) {
      try {
        setChange({ kind: 'enable', setup: await setUp.mutateAsync() });
      } catch {
        // The HTTP client has shown the reason.
      }
    } else if (!next && enabled) {
      setChange({ kind: 'disable' });
    }
  };

  return (
    <Card>
      <Flex gap={16} align="flex-start" justify="space-between">
        <Flex vertical gap={4}>
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={2} style={{ fontSize: 17, margin: 0 }} id="twofa-title">
              {t('safe.twoStepTitle')}
            </Typography.Title>
            {enabled ? <Tag color="success">{t('safe.on')}</Tag> : <Tag>{t('safe.off')}</Tag>}
          </Flex>
          <Typography.Text type="secondary">
            {enabled && status.data.appName ? t('safe.twoStepOnText', { app: status.data.appName }) : enabled ? t('safe.twoStepOnTextNoApp') : t('safe.twoStepOffText')}
          </Typography.Text>
        </Flex>
        <Switch checked={checked} loading={setUp.isPending} onChange={(next) => void onToggle(next)} aria-labelledby="twofa-title" data-testid="twofa-switch" />
      </Flex>
      {change.kind === 'enable' && (
        <>
          <Divider />
          <AuthenticatorSetup setup={change.setup} onDone={reset} onCancel={reset} />
        </>
      )}
      {change.kind === 'disable' && (
        <>
          <Divider />
          <Typography.Paragraph>{t('safe.disableIntro')}</Typography.Paragraph>
          <TwoStepCodeForm enable={false} onDone={reset} onCancel={reset} />
        </>
      )}
    </Card>
  );
}
