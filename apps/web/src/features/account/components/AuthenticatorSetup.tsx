import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { SecondAuthSetupResult } from '@clearlot/contract';
import { TwoStepCodeForm } from './TwoStepCodeForm';

function SetupStep({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex gap={12} align="flex-start">
      <span
        aria-hidden
        style={{
          flex: 'none',
          width: 28,
          height: 28,
          borderRadius: '50%',
          background: token.colorPrimary,
          color: token.colorWhite,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 600,
        }}
      >
        {number}
      </span>
      <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
        <Typography.Title level={3} style={{ fontSize: 16, margin: '3px 0 0' }}>
          {title}
        </Typography.Title>
        {children}
      </Flex>
    </Flex>
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
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={24} style={{ paddingTop: 8 }} data-testid="twofa-setup">
      <SetupStep number={1} title={t('safe.stepInstall')}>
        <Typography.Text>{t('safe.stepInstallText')}</Typography.Text>
      </SetupStep>
      <SetupStep number={2} title={t('safe.stepScan')}>
        <Typography.Text>{t('safe.stepScanText')}</Typography.Text>
        <img
          src={setup.qrCode}
          alt={t('safe.qrAlt')}
          width={180}
          height={180}
          style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 8, padding: 8, background: 'var(--surface)' }}
        />
        <Typography.Text type="secondary">{t('safe.manualIntro')}</Typography.Text>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          <li>
            <Typography.Text type="secondary">{t('safe.manualGoogle')}</Typography.Text>
          </li>
          <li>
            <Typography.Text type="secondary">{t('safe.manualMicrosoft')}</Typography.Text>
          </li>
        </ul>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('safe.secretLabel')}</Typography.Text>
          <Typography.Text code copyable={{ text: setup.secret }} style={{ fontSize: 15, wordBreak: 'break-all' }}>
            <span data-testid="twofa-secret">{setup.secret}</span>
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t('safe.manualType')}
        </Typography.Text>
      </SetupStep>
      <SetupStep number={3} title={t('safe.stepConfirm')}>
        <TwoStepCodeForm enable onDone={onDone} onCancel={onCancel} />
      </SetupStep>
    </Flex>
  );
}
