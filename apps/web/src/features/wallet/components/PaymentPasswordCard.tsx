import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useWalletInfo } from '../../../shared/data/walletInfo';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Button } from '../../../shared/ui/kit/Button';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Tag } from '../../../shared/ui/kit/Tag';
import { Card } from '../../../shared/ui/kit/Card';
import { Flex } from '../../../shared/ui/kit/Flex';
import { Text } from '../../../shared/ui/kit/Text';
import { LockOutlined } from '../../../shared/ui/kit/icons/LockOutlined';

/** Whether a payment password is set, with the buttons that set or change it and, once set, reset a forgotten one. */
export function PaymentPasswordCard({ onOpen, onReset }: { onOpen: () => void; onReset?: () => void }) {
  const { t } = useTranslation('wallet');
  const info = useWalletInfo();

  if (info.isPending) {
    return (
      <Card>
        <Skeleton title={false} rows={2} label={t('loading')} />
      </Card>
    );
  }
  if (info.isError) return <LoadFailed title={t('loadFailed')} onRetry={() => void info.refetch()} />;

  const isSet = info.data.hasPaymentPassword;
  return (
    <Card>
      <Flex gap="large" align="center" justify="space-between" wrap>
        <Flex vertical gap={4} className="wallet-password__text">
          <Flex gap="small" align="center" wrap>
            <h2 className="wallet__card-title">{t('password.title')}</h2>
            {isSet ? (
              <Tag tone="success" data-testid="wallet-password-status">
                {t('password.isSet')}
              </Tag>
            ) : (
              <Tag tone="warning" data-testid="wallet-password-status">
                {t('password.notSet')}
              </Tag>
            )}
          </Flex>
          <Text tone="secondary">{isSet ? t('password.setText') : t('password.notSetText')}</Text>
        </Flex>
        <Flex gap="small" wrap>
          <Button icon={<LockOutlined />} variant={isSet ? 'default' : 'primary'} onClick={onOpen} data-testid="wallet-password-open">
            {isSet ? t('password.change') : t('password.set')}
          </Button>
          {isSet && onReset && (
            <Button variant="link" onClick={onReset} data-testid="wallet-password-forgot">
              {t('password.forgot')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
