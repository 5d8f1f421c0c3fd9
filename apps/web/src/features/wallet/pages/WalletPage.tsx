import { type ReactNode, Suspense, lazy, useState } from 'react';
import { Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useWalletInfo } from '../../../shared/data/walletInfo';
import { BalanceCard } from '../components/BalanceCard';
import { PaymentPasswordCard } from '../components/PaymentPasswordCard';
import { SandboxNote } from '../components/SandboxNote';
import { SavedCardsCard } from '../components/SavedCardsCard';
import { TransactionsCard } from '../components/TransactionsCard';
import { WithdrawalsCard } from '../components/WithdrawalsCard';
import '../wallet.css';

// The dialogs open behind a click: their forms (card fields, address, code inputs) load the first
// time one opens, not with the page.
const TopUpDialog = lazy(() => import('../components/TopUpDialog').then((module) => ({ default: module.TopUpDialog })));
const WithdrawDialog = lazy(() => import('../components/WithdrawDialog').then((module) => ({ default: module.WithdrawDialog })));
const AddCardDialog = lazy(() => import('../components/AddCardDialog').then((module) => ({ default: module.AddCardDialog })));
const PaymentPasswordDialog = lazy(() => import('../components/PaymentPasswordDialog').then((module) => ({ default: module.PaymentPasswordDialog })));
const ResetPaymentPasswordDialog = lazy(() => import('../components/ResetPaymentPasswordDialog').then((module) => ({ default: module.ResetPaymentPasswordDialog })));

type Dialog = 'topUp' | 'withdraw' | 'addCard' | 'password' | 'reset' | null;

/** /home/Wallet: balances, payment password, saved cards, the ledger and withdrawals (docs/product.md §3 Wallet). */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  const info = useWalletInfo();
  const [dialog, setShown] = useState<Dialog>(null);
  // a dialog stays mounted once opened, so it closes with its animation as before
  const [opened, setOpened] = useState<ReadonlySet<Dialog>>(() => new Set());
  const setDialog = (next: Dialog) => {
    setShown(next);
    if (next) setOpened((before) => (before.has(next) ? before : new Set(before).add(next)));
  };
  const close = () => setDialog(null);
  const once = (name: Exclude<Dialog, null>, node: ReactNode) => (opened.has(name) ? <Suspense fallback={null}>{node}</Suspense> : null);

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

      {once('topUp', <TopUpDialog open={dialog === 'topUp'} onClose={close} onAddCard={() => setDialog('addCard')} />)}
      {once(
        'withdraw',
        <WithdrawDialog open={dialog === 'withdraw'} onClose={close} onAddCard={() => setDialog('addCard')} onSetPassword={() => setDialog('password')} />,
      )}
      {once('addCard', <AddCardDialog open={dialog === 'addCard'} onClose={close} />)}
      {once('password', <PaymentPasswordDialog open={dialog === 'password'} isSet={info.data?.hasPaymentPassword ?? false} onClose={close} />)}
      {once('reset', <ResetPaymentPasswordDialog open={dialog === 'reset'} onClose={close} />)}
    </Flex>
  );
}
