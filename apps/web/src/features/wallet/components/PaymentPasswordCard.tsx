import { LockOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useWalletInfo } from '../../../shared/data/walletInfo';
import { LoadFailed } from '../../../shared/ui/LoadFailed';

/** Whether a payment password is set, with the buttons that set or change it and, once set, reset a forgotten one. */
export function PaymentPasswordCard({ onOpen, onReset }: { onOpen: () => void; onReset?: () => void }) {
  const { t } = useTranslation('wallet');
  const info = useWalletInfo();

  if (info.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 1 }} />
      </Card>
    );
  }
  if (info.isError) return <LoadFailed title={t('loadFailed')} onRetry={() => void info.refetch()} />;

  const isSet = info.data.hasPaymentPassword;
  return (
    <Card>
      <Flex gap={16} align="center" justify="space-between" wrap>
        <Flex vertical gap={4} style={{ flex: '1 1 240px' }}>
          <Flex gap={8} align="center" wrap>
            <h2 className="wallet__card-title">{t('password.title')}</h2>
            {isSet ? (
              <Tag color="success" data-testid="wallet-password-status">
                {t('password.isSet')}
              </Tag>
            ) : (
              <Tag color="warning" data-testid="wallet-password-status">
                {t('password.notSet')}
              </Tag>
            )}
          </Flex>
          <Typography.Text type="secondary">{isSet ? t('password.setText') : t('password.notSetText')}</Typography.Text>
        </Flex>
        <Flex gap={8} wrap>
          <Button icon={<LockOutlined />} type={isSet ? 'default' : 'primary'} onClick={onOpen} data-testid="wallet-password-open">
            {isSet ? t('password.change') : t('password.set')}
          </Button>
          {isSet && onReset && (
            <Button type="link" onClick={onReset} data-testid="wallet-password-forgot">
              {t('password.forgot')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
