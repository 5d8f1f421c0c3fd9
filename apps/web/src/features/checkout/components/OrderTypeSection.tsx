import { type Control, Controller } from 'react-hook-form';
import { ClockCircleOutlined } from '../../../shared/ui/kit/icons/ClockCircleOutlined';
import { Alert } from '../../../shared/ui/kit/Alert';
import { NumberInput } from '../../../shared/ui/kit/NumberInput';
import { useFieldIds } from '../../../shared/ui/kit/Field';
import { RadioGroup } from '../../../shared/ui/kit/RadioGroup';
import { FormField } from '../../../shared/forms/FormField';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { OrderType, PREORDER_DEPOSIT_PERCENT, PREORDER_PENALTY_PENCE_PER_UNIT, PREORDER_PERIOD_DAYS } from '@clearlot/contract';
import { formatPounds } from '@clearlot/contract/format/money';
import type { SettlementTotals } from '../model/settlement';
import type { SettlementValues } from './Settlement';

/** 67.5p as pounds with three decimals, as the contract states the rule (0.675 × M pounds). */
const PENALTY_POUNDS_PER_UNIT = (PREORDER_PENALTY_PENCE_PER_UNIT / 100).toFixed(3);

interface OrderTypeSectionProps {
  control: Control<SettlementValues>;
  orderType: OrderType;
  totals: SettlementTotals;
}

/** The pre-order period in whole days, named and described by its field, with the unit after it. */
function DaysInput({ value, onChange, onBlur, unit }: { value: number | null; onChange: (days: number | null) => void; onBlur: () => void; unit: string }) {
  const field = useFieldIds();
  return (
    <span className="checkout-preorder__days">
      <NumberInput
        id={field?.id}
        aria-describedby={field?.describedBy}
        aria-invalid={field?.invalid || undefined}
        min={PREORDER_PERIOD_DAYS.min}
        max={PREORDER_PERIOD_DAYS.max}
        precision={0}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        className="checkout-preorder__input"
        data-testid="checkout-preorder-days"
      />
      <span aria-hidden>{unit}</span>
    </span>
  );
}

/** Real-time (pay in full, stock reserved) or pre-order (1% deposit now, balance when the stock is confirmed). */
export function OrderTypeSection({ control, orderType, totals }: OrderTypeSectionProps) {
  const { t } = useTranslation('checkout');
  const options = [
    {
      value: OrderType.RealTime,
      label: (
        <span className="checkout-radio-label" data-testid="checkout-order-type-1">
          <strong>{t('orderType.realTime')}</strong>
          <span className="muted">{t('orderType.realTimeText')}</span>
        </span>
      ),
    },
    {
      value: OrderType.PreOrder,
      label: (
        <span className="checkout-radio-label" data-testid="checkout-order-type-2">
          <strong>{t('orderType.preOrder')}</strong>
          <span className="muted">{t('orderType.preOrderText', { percent: PREORDER_DEPOSIT_PERCENT })}</span>
        </span>
      ),
    },
  ];

  return (
    <section className="checkout-section" aria-labelledby="checkout-order-type-title">
      <header className="checkout-section__header">
        <h2 id="checkout-order-type-title" className="checkout-section__title">
          <ClockCircleOutlined aria-hidden /> {t('orderType.title')}
        </h2>
      </header>
      <Controller
        control={control}
        name="orderType"
        render={({ field }) => (
          <RadioGroup
            look="list"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            options={options}
            className="checkout-radio-list"
            aria-label={t('orderType.title')}
          />
        )}
      />
      {orderType === OrderType.PreOrder && (
        <div className="checkout-preorder" data-testid="checkout-preorder">
          <FormField
            control={control}
            name="preOrderDays"
            label={t('orderType.period')}
            help={t('orderType.periodHint', { min: PREORDER_PERIOD_DAYS.min, max: PREORDER_PERIOD_DAYS.max })}
            rules={{
              validate: (value) =>
                (value !== null && Number.isInteger(value) && value >= PREORDER_PERIOD_DAYS.min && value <= PREORDER_PERIOD_DAYS.max) ||
                t('orderType.periodInvalid', { min: PREORDER_PERIOD_DAYS.min, max: PREORDER_PERIOD_DAYS.max }),
            }}
          >
            {(field) => <DaysInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} unit={t('orderType.days')} />}
          </FormField>
          <dl className="checkout-charges__list">
            <dt>{t('orderType.deposit', { percent: PREORDER_DEPOSIT_PERCENT })}</dt>
            <dd data-testid="checkout-deposit">{totals.deposit === null ? '—' : formatPounds(totals.deposit)}</dd>
            <dt>{t('orderType.balanceLater')}</dt>
            <dd>{totals.balanceLater === null ? '—' : formatPounds(totals.balanceLater)}</dd>
          </dl>
          <Alert
            type="warning"
            title={t('orderType.penaltyTitle')}
            description={
              <>
                <p className="checkout-preorder__rule">{t('orderType.penaltyRule', { perUnit: `£${PENALTY_POUNDS_PER_UNIT}` })}</p>
                {totals.maxPenalty !== null && (
                  <p className="checkout-preorder__rule">{t('orderType.penaltyMax', { count: totals.units, amount: formatPounds(totals.maxPenalty) })}</p>
                )}
              </>
            }
          />
        </div>
      )}
    </section>
  );
}
