import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { SecondAuthSetupResult } from '@clearlot/contract';
import { CopyButton } from '../../../shared/ui/kit/CopyButton';
import { Text } from '../../../shared/ui/kit/Text';
import { TwoStepCodeForm } from './TwoStepCodeForm';

function SetupStep({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <div className="twofa-step">
      <span className="twofa-step__number" aria-hidden>
        {number}
      </span>
      <div className="twofa-step__body">
        <h3 className="twofa-step__title">{title}</h3>
        {children}
      </div>
    </div>
  );
}

interface AuthenticatorSetupProps {
  setup: SecondAuthSetupResult;
  onDone: () => void;
  onCancel: () => void;
}

/** Turning two-step verification on: install an app, add ClearLot by QR code or key, confirm a code. */
export function AuthenticatorSetup({ setup, onDone, onCancel }: AuthenticatorSetupProps) {
  const { t } = useTranslation('account');
  return (
    <div className="twofa-setup" data-testid="twofa-setup">
      <SetupStep number={1} title={t('safe.stepInstall')}>
        <Text>{t('safe.stepInstallText')}</Text>
      </SetupStep>
      <SetupStep number={2} title={t('safe.stepScan')}>
        <Text>{t('safe.stepScanText')}</Text>
        <img src={setup.qrCode} alt={t('safe.qrAlt')} width={180} height={180} className="twofa-qr" />
        <Text tone="secondary">{t('safe.manualIntro')}</Text>
        <ul className="twofa-step__list">
          <li>
            <Text tone="secondary">{t('safe.manualGoogle')}</Text>
          </li>
          <li>
            <Text tone="secondary">{t('safe.manualMicrosoft')}</Text>
          </li>
        </ul>
        <div className="twofa-secret">
          <Text>{t('safe.secretLabel')}</Text>
          <Text code>
            <span data-testid="twofa-secret">{setup.secret}</span>
          </Text>
          <CopyButton look="text" text={setup.secret} labels={{ copy: t('safe.copySecret'), copied: t('safe.secretCopied'), failed: t('safe.secretCopyFailed') }} />
        </div>
        <Text tone="secondary" small>
          {t('safe.manualType')}
        </Text>
      </SetupStep>
      <SetupStep number={3} title={t('safe.stepConfirm')}>
        <TwoStepCodeForm enable onDone={onDone} onCancel={onCancel} />
      </SetupStep>
    </div>
  );
}
