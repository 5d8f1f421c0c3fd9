import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { formatPounds } from '@clearlot/contract';
import { useWalletInfo } from '../../../shared/data/walletInfo';
import { LoadFailed } from '../../../shared/ui/LoadFailed';

interface BalanceCardProps {
  onTopUp: () => void;
  onWithdraw: () => void;
}

/** Current (available + frozen), available and frozen balances, with the top-up and withdraw actions. */
export function BalanceCard({ onTopUp, onWithdraw }: BalanceCardProps) {
  const { t } = useTranslation('wallet');
  const info = useWalletInfo();

  let body;
  if (info.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (info.isError) body = <LoadFailed title={t('loadFailed')} onRetry={() => void info.refetch()} />;
  else {
    const figures = [
      { key: 'current', title: t('balance.current'), hint: t('balance.currentHint'), value: info.data.balance },
      { key: 'available', title: t('balance.available'), hint: t('balance.availableHint'), value: info.data.available },
      { key: 'frozen', title: t('balance.frozen'), hint: t('balance.frozenHint'), value: info.data.frozen },
    ];
    body = (
      <Row gutter={[24, 16]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={24} sm={8}>
            <Statistic
              title={figure.title}
              value={figure.value}
              formatter={() => formatPounds(figure.value)}
              styles={{ content: { fontSize: figure.key === 'current' ? 26 : 22, fontWeight: 600 } }}
              data-testid={`wallet-balance-${figure.key}`}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {figure.hint}
            </Typography.Text>
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Card title={<h2 className="wallet__card-title">{t('balance.title')}</h2>}>
      {body}
      <Flex gap={8} wrap style={{ marginTop: 20 }}>
        <Button type="primary" icon={<ArrowDownOutlined />} onClick={onTopUp} disabled={!info.isSuccess} data-testid="wallet-top-up">
          {t('balance.topUp')}
        </Button>
        <Button icon={<ArrowUpOutlined />} onClick={onWithdraw} disabled={!info.isSuccess} data-testid="wallet-withdraw">
          {t('balance.withdraw')}
        </Button>
      </Flex>
    </Card>
  );
}
