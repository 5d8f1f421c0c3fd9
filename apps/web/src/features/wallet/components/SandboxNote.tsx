import { useTranslation } from '../../../shared/i18n/useTranslation';
import { SANDBOX_APPROVED_CARDS, SANDBOX_DECLINED_CARDS } from '@clearlot/contract';
import { Alert } from '../../../shared/ui/kit/Alert';
import { formatCardNumberInput } from '../model/cardDisplay';

/** Card payments run against the sandbox gateway: say which test numbers pass and which are declined. */
export function SandboxNote() {
  const { t } = useTranslation('wallet');
  const approved = formatCardNumberInput(SANDBOX_APPROVED_CARDS[0] ?? '');
  const declined = formatCardNumberInput(SANDBOX_DECLINED_CARDS[0] ?? '');
  return <Alert type="info" title={t('sandbox.title')} description={t('sandbox.text', { approved, declined })} data-testid="wallet-sandbox-note" />;
}
