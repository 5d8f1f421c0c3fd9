import { useTranslation } from '../../../shared/i18n/useTranslation';
import { formatPounds } from '@clearlot/contract';
import { useWalletInfo } from '../../../shared/data/walletInfo';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Button } from '../../../shared/ui/kit/Button';
import { SkeletonBlock } from '../../../shared/ui/kit/Skeleton';
import { Card } from '../../../shared/ui/kit/Card';
import { Flex } from '../../../shared/ui/kit/Flex';
import { ArrowDownOutlined } from '../../../shared/ui/kit/icons/ArrowDownOutlined';
import { ArrowUpOutlined } from '../../../shared/ui/kit/icons/ArrowUpOutlined';

interface BalanceCardProps {
  onTopUp: () => void;
  onWithdraw: () => void;
}

/** Current (available + frozen), available and frozen balances, with the top-up and withdraw actions. */
export function BalanceCard({ onTopUp, onWithdraw }: BalanceCardProps) {
  const { t } = useTranslation('wallet');
  const info = useWalletInfo();

  const figures = [
    { key: 'current', title: t('balance.current'), hint: t('balance.currentHint'), value: info.data?.balance },
    { key: 'available', title: t('balance.available'), hint: t('balance.availableHint'), value: info.data?.available },
    { key: 'frozen', title: t('balance.frozen'), hint: t('balance.frozenHint'), value: info.data?.frozen },
  ];
  // while the balances load, the same list with a placeholder in each figure's own line, so nothing below moves when they arrive
  const body = info.isError ? (
    <LoadFailed title={t('loadFailed')} onRetry={() => void info.refetch()} />
  ) : (
    <dl className="wallet-balances" aria-busy={info.isPending}>
      {figures.map((figure) => (
        <div key={figure.key} className="wallet-balance" data-testid={`wallet-balance-${figure.key}`}>
          <dt className="wallet-balance__title">{figure.title}</dt>
          <dd className={`wallet-balance__value wallet-balance__value--${figure.key}`}>
            {figure.value === undefined ? (
              <>
                <SkeletonBlock className="wallet-balance__placeholder" width="6em" height="1em" />
                <span className="visually-hidden">{t('loading')}</span>
              </>
            ) : (
              formatPounds(figure.value)
            )}
          </dd>
          <dd className="wallet-balance__hint">{figure.hint}</dd>
        </div>
      ))}
    </dl>
  );

  return (
    <Card title={t('balance.title')}>
      {body}
      <Flex gap="small" wrap className="wallet-balance__actions">
        <Button variant="primary" icon={<ArrowDownOutlined />} onClick={onTopUp} disabled={!info.isSuccess} data-testid="wallet-top-up">
          {t('balance.topUp')}
        </Button>
        <Button icon={<ArrowUpOutlined />} onClick={onWithdraw} disabled={!info.isSuccess} data-testid="wallet-withdraw">
          {t('balance.withdraw')}
        </Button>
      </Flex>
    </Card>
  );
}
