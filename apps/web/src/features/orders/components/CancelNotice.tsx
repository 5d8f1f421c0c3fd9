import { Alert } from '../../../shared/ui/kit/Alert';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Flex } from '../../../shared/ui/kit/Flex';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { CANCEL_REVIEW_HOURS, CANCEL_WITHOUT_REVIEW_MINUTES, PREORDER_PENALTY_PENCE_PER_UNIT } from '@clearlot/contract/rules/order';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { cancelCostsPenalty, cancelEffectOf } from '../model/orderActions';
import { money } from '../model/display';

/** The penalty rate in pounds per unit as docs/product.md words it (0.675 × M pounds). */
const PENALTY_RATE = `£${PREORDER_PENALTY_PENCE_PER_UNIT / 100}`;

/**
 * What cancelling this order will do (docs/product.md §9): at once, with or without a refund, or a request
 * the goods owner reviews; plus the breach penalty of a pre-order whose deposit is paid.
 * Without the order's details (still loading or unavailable) the general rule is given.
 */
export function CancelNotice({ order, loading }: { order: OrderDetail | undefined; loading: boolean }) {
  const { t } = useTranslation('orders');
  const rule = { minutes: CANCEL_WITHOUT_REVIEW_MINUTES, hours: CANCEL_REVIEW_HOURS };
  if (loading) return <Skeleton title={false} rows={2} />;
  if (!order) return <Alert type="info" title={t('cancel.ruleGeneral', rule)} />;

  const effect = cancelEffectOf(order);
  return (
    <Flex vertical gap={8} data-testid="cancel-notice">
      {effect === 'unpaid' && <Alert type="info" title={t('cancel.effectUnpaid')} />}
      {effect === 'depositRefund' && <Alert type="info" title={t('cancel.effectDeposit', { amount: money(order.paidAmount) })} />}
      {effect === 'immediateRefund' && <Alert type="info" title={t('cancel.effectRefund', { ...rule, amount: money(order.paidAmount) })} />}
      {effect === 'review' && <Alert type="warning" title={t('cancel.effectReviewTitle')} description={t('cancel.effectReview', rule)} />}
      {cancelCostsPenalty(order) && (
        <Alert
          type="warning"
          title={t('cancel.penaltyTitle')}
          description={t('cancel.penalty', { rate: PENALTY_RATE, deposit: money(order.preOrder?.deposit ?? order.paidAmount) })}
        />
      )}
    </Flex>
  );
}
