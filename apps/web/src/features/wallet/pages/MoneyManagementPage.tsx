import { Button, Col, Flex, Row, Typography } from 'antd';
import { useWalletInfo } from '../../../shared/data/walletInfo';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { hashHref, paths } from '../../../shared/paths';
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
    <Flex vertical gap={16} className="wallet">
      <header>
        <Typography.Title level={1} className="wallet__title">
          {t('money.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('money.intro')}</Typography.Text>
      </header>
      <SandboxNote />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <PaymentPasswordCard onOpen={() => setDialog('password')} onReset={() => setDialog('reset')} />
        </Col>
        <Col xs={24} xl={14}>
          <SavedCardsCard onAddCard={() => setDialog('addCard')} />
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('money.cardsUse')}{' '}
        <Button type="link" href={hashHref(paths.wallet.getHref())} style={{ padding: 0 }}>
          {t('money.toWallet')}
        </Button>
      </Typography.Paragraph>
      {once('password', <PaymentPasswordDialog open={dialog === 'password'} isSet={info.data?.hasPaymentPassword ?? false} onClose={close} />)}
      {once('reset', <ResetPaymentPasswordDialog open={dialog === 'reset'} onClose={close} />)}
      {once('addCard', <AddCardDialog open={dialog === 'addCard'} onClose={close} />)}
    </Flex>
  );
}
