import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useWalletInfo } from '../../../shared/data/walletInfo';
import { BalanceCard } from '../components/BalanceCard';
import { AddCardDialog, PaymentPasswordDialog, ResetPaymentPasswordDialog, TopUpDialog, WithdrawDialog } from '../components/lazyDialogs';
import { useDialogs } from '../../../shared/ui/useDialogs';
import { PaymentPasswordCard } from '../components/PaymentPasswordCard';
import { SandboxNote } from '../components/SandboxNote';
import { SavedCardsCard } from '../components/SavedCardsCard';
import { TransactionsCard } from '../components/TransactionsCard';
import { WithdrawalsCard } from '../components/WithdrawalsCard';
import { Flex } from '../../../shared/ui/kit/Flex';
import { Text, Title } from '../../../shared/ui/kit/Text';
import '../wallet.css';

type Dialog = 'topUp' | 'withdraw' | 'addCard' | 'password' | 'reset';

/** /home/Wallet: balances, payment password, saved cards, the ledger and withdrawals (docs/product.md §3 Wallet). */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  const info = useWalletInfo();
  const { shown: dialog, show: setDialog, close, once } = useDialogs<Dialog>();

  return (
    <Flex vertical gap="large" className="wallet">
      <header>
        <Title level={1} className="wallet__title">
          {t('title')}
        </Title>
        <Text tone="secondary">{t('intro')}</Text>
      </header>
      <SandboxNote />
      <BalanceCard onTopUp={() => setDialog('topUp')} onWithdraw={() => setDialog('withdraw')} />
      <div className="wallet__pair">
        <PaymentPasswordCard onOpen={() => setDialog('password')} onReset={() => setDialog('reset')} />
        <SavedCardsCard onAddCard={() => setDialog('addCard')} />
      </div>
      <TransactionsCard />
      <WithdrawalsCard />

      {once('topUp', <TopUpDialog open={dialog === 'topUp'} onClose={close} onAddCard={() => setDialog('addCard')} />)}
      {once('withdraw', <WithdrawDialog open={dialog === 'withdraw'} onClose={close} onAddCard={() => setDialog('addCard')} onSetPassword={() => setDialog('password')} />)}
      {once('addCard', <AddCardDialog open={dialog === 'addCard'} onClose={close} />)}
      {once('password', <PaymentPasswordDialog open={dialog === 'password'} isSet={info.data?.hasPaymentPassword ?? false} onClose={close} />)}
      {once('reset', <ResetPaymentPasswordDialog open={dialog === 'reset'} onClose={close} />)}
    </Flex>
  );
}
