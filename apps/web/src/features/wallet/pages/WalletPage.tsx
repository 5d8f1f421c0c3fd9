import { useState } from 'react';
import { Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useWalletInfo } from '../../../shared/data/walletInfo';
import { AddCardDialog } from '../components/AddCardDialog';
import { BalanceCard } from '../components/BalanceCard';
import { PaymentPasswordCard } from '../components/PaymentPasswordCard';
import { PaymentPasswordDialog } from '../components/PaymentPasswordDialog';
import { ResetPaymentPasswordDialog } from '../components/ResetPaymentPasswordDialog';
import { SandboxNote } from '../components/SandboxNote';
import { SavedCardsCard } from '../components/SavedCardsCard';
import { TopUpDialog } from '../components/TopUpDialog';
import { TransactionsCard } from '../components/TransactionsCard';
import { WithdrawDialog } from '../components/WithdrawDialog';
import { WithdrawalsCard } from '../components/WithdrawalsCard';
import '../wallet.css';

type Dialog = 'topUp' | 'withdraw' | 'addCard' | 'password' | 'reset' | null;

/** /home/Wallet: balances, payment password, saved cards, the ledger and withdrawals (docs/product.md §3 Wallet). */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  const info = useWalletInfo();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <Flex vertical gap={16} className="wallet">
      <header>
        <Typography.Title level={1} className="wallet__title">
          {t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      </header>
      <SandboxNote />
      <BalanceCard onTopUp={() => setDialog('topUp')} onWithdraw={() => setDialog('withdraw')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <PaymentPasswordCard onOpen={() => setDialog('password')} onReset={() => setDialog('reset')} />
        </Col>
        <Col xs={24} xl={14}>
          <SavedCardsCard onAddCard={() => setDialog('addCard')} />
        </Col>
      </Row>
      <TransactionsCard />
      <WithdrawalsCard />

      <TopUpDialog open={dialog === 'topUp'} onClose={close} onAddCard={() => setDialog('addCard')} />
      <WithdrawDialog
        open={dialog === 'withdraw'}
        onClose={close}
        onAddCard={() => setDialog('addCard')}
        onSetPassword={() => setDialog('password')}
      />
      <AddCardDialog open={dialog === 'addCard'} onClose={close} />
      <PaymentPasswordDialog open={dialog === 'password'} isSet={info.data?.hasPaymentPassword ?? false} onClose={close} />
      <ResetPaymentPasswordDialog open={dialog === 'reset'} onClose={close} />
    </Flex>
  );
}
