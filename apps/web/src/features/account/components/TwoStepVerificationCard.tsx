import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { SecondAuthSetupResult } from '@clearlot/contract';
import { useSecondAuthStatus, useSetUpSecondAuth } from '../api/secondAuth';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Card } from '../../../shared/ui/kit/Card';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Switch } from '../../../shared/ui/kit/Switch';
import { Tag } from '../../../shared/ui/kit/Tag';
import { Text } from '../../../shared/ui/kit/Text';
import { TwoStepCodeForm } from './TwoStepCodeForm';
import './account.css';

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
        <Skeleton rows={2} />
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
      <div className="account-setting account-setting--top">
        <div className="account-setting__text">
          <div className="account-setting__heading">
            <h2 className="account-setting__title">{t('safe.twoStepTitle')}</h2>
            {enabled ? <Tag tone="success">{t('safe.on')}</Tag> : <Tag>{t('safe.off')}</Tag>}
          </div>
          <Text tone="secondary">
            {enabled && status.data.appName ? t('safe.twoStepOnText', { app: status.data.appName }) : enabled ? t('safe.twoStepOnTextNoApp') : t('safe.twoStepOffText')}
          </Text>
        </div>
        <Switch checked={checked} loading={setUp.isPending} onChange={(next) => void onToggle(next)} aria-label={t('safe.twoStepTitle')} data-testid="twofa-switch" />
      </div>
      {change.kind === 'enable' && (
        <>
          <hr className="account-divider" />
          <AuthenticatorSetup setup={change.setup} onDone={reset} onCancel={reset} />
        </>
      )}
      {change.kind === 'disable' && (
        <>
          <hr className="account-divider" />
          <p>{t('safe.disableIntro')}</p>
          <TwoStepCodeForm enable={false} onDone={reset} onCancel={reset} />
        </>
      )}
    </Card>
  );
}
