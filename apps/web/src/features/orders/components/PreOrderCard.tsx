import { Descriptions } from '../../../shared/ui/kit/Descriptions';
import { Card } from '../../../shared/ui/kit/Card';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { PreOrderInfo } from '@clearlot/contract/schemas/order';
import { currentLanguage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { formatDate, money } from '../model/display';

/** Every pre-order figure of docs/product.md §3: period, quantities, deposit, deduction, expiry, breach and penalty. */
export function PreOrderCard({ preOrder }: { preOrder: PreOrderInfo }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  const zone = useDateZone();
  return (
    <Card title={t('preOrder.title')} data-testid="order-pre-order">
      <Descriptions
        columns={3}
        items={[
          { key: 'preOrderNo', label: t('preOrder.number'), children: preOrder.preOrderNo },
          { key: 'period', label: t('preOrder.period'), children: t('preOrder.days', { count: preOrder.periodDays }) },
          { key: 'maxPeriod', label: t('preOrder.maxPeriod'), children: t('preOrder.days', { count: preOrder.maxPeriodDays }) },
          { key: 'quantity', label: t('preOrder.quantity'), children: preOrder.quantity },
          { key: 'maxQuantity', label: t('preOrder.maxQuantity'), children: preOrder.maxQuantity },
          { key: 'remaining', label: t('preOrder.remainingQuantity'), children: preOrder.remainingQuantity },
          { key: 'depositPercent', label: t('preOrder.depositPercent'), children: t('preOrder.percent', { value: preOrder.depositPercent }) },
          { key: 'deposit', label: t('preOrder.deposit'), children: money(preOrder.deposit) },
          { key: 'deduction', label: t('preOrder.deduction'), children: money(preOrder.deductionAmount) },
          { key: 'balance', label: t('preOrder.balance'), children: money(preOrder.balance) },
          { key: 'expiresAt', label: t('preOrder.expiresAt'), children: formatDate(preOrder.expiresAt, language, zone) },
          { key: 'breach', label: t('preOrder.breachQuantity'), children: preOrder.breachQuantity },
          {
            key: 'coefficient',
            label: t('preOrder.penaltyCoefficient'),
            children: t('preOrder.perUnit', { rate: `£${preOrder.penaltyPerUnit / 100}` }),
          },
          { key: 'penalty', label: t('preOrder.penalty'), children: money(preOrder.penalty) },
        ]}
      />
    </Card>
  );
}
