import { useWalletInfo } from '../../../shared/data/walletInfo';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { Flex } from '../../../shared/ui/kit/Flex';
import { Text, Title } from '../../../shared/ui/kit/Text';
import { AddCardDialog, PaymentPasswordDialog, ResetPaymentPasswordDialog } from '../components/lazyDialogs';
import { useDialogs } from '../../../shared/ui/useDialogs';
import { PaymentPasswordCard } from '../components/PaymentPasswordCard';
import { SandboxNote } from '../components/SandboxNote';
import { SavedCardsCard } from '../components/SavedCardsCard';
import '../wallet.css';

type Dialog = 'password' | 'reset' | 'addCard';

/**
 * /home/MoneyManagement (docs/product.md §2): how money moves for the account, in one place — the
 * payment password (set, change, or reset by a code e-mailed to the account) and the cards that pay
 * and receive withdrawals. Balances, the ledger and withdrawals stay on the wallet page.
 */
export default function MoneyManagementPage() {
  const { t } = useTranslation('wallet');
  const info = useWalletInfo();
  const { shown: dialog, show: setDialog, close, once } = useDialogs<Dialog>();
  return (
    <Flex vertical gap="large" className="wallet">
      <header>
        <Title level={1} className="wallet__title">
          {t('money.title')}
        </Title>
        <Text tone="secondary">{t('money.intro')}</Text>
      </header>
      <SandboxNote />
      <div className="wallet__pair">
        <PaymentPasswordCard onOpen={() => setDialog('password')} onReset={() => setDialog('reset')} />
        <SavedCardsCard onAddCard={() => setDialog('addCard')} />
      </div>
      <p className="muted wallet__paragraph">
        {t('money.cardsUse')}{' '}
        <ButtonLink variant="link" to={paths.wallet.getHref()} className="wallet__inline-link">
          {t('money.toWallet')}
        </ButtonLink>
      </p>
      {once('password', <PaymentPasswordDialog open={dialog === 'password'} isSet={info.data?.hasPaymentPassword ?? false} onClose={close} />)}
      {once('reset', <ResetPaymentPasswordDialog open={dialog === 'reset'} onClose={close} />)}
      {once('addCard', <AddCardDialog open={dialog === 'addCard'} onClose={close} />)}
    </Flex>
  );
}
