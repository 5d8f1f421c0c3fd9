import { Steps } from '../../../shared/ui/kit/Steps';
import { useTranslation } from '../../../shared/i18n/useTranslation';

/** Where the buyer is in the purchase: cart → confirm order → pay → done. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation('checkout');
  return (
    <Steps
      className="checkout-steps"
      current={current}
      status={current === 3 ? 'finish' : 'process'}
      label={t('steps.label')}
      stateLabels={{ done: t('steps.stateDone'), current: t('steps.stateCurrent') }}
      items={[{ title: t('steps.cart') }, { title: t('steps.confirm') }, { title: t('steps.pay') }, { title: t('steps.done') }]}
    />
  );
}
