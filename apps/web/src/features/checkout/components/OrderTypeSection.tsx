import { ClockCircleOutlined } from '@ant-design/icons';
import { Alert, Form, InputNumber, Radio } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { OrderType, PREORDER_DEPOSIT_PERCENT, PREORDER_PENALTY_PENCE_PER_UNIT, PREORDER_PERIOD_DAYS } from '@clearlot/contract';
import { formatPounds } from '@clearlot/contract/format/money';
import type { SettlementTotals } from '../model/settlement';

/** 67.5p as pounds with three decimals, as the contract states the rule (0.675 × M pounds). */
const PENALTY_POUNDS_PER_UNIT = (PREORDER_PENALTY_PENCE_PER_UNIT / 100).toFixed(3);

interface OrderTypeSectionProps {
  orderType: OrderType;
  totals: SettlementTotals;
}

/** Real-time (pay in full, stock reserved) or pre-order (1% deposit now, balance when the stock is confirmed). */
export function OrderTypeSection({ orderType, totals }: OrderTypeSectionProps) {
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
      <Form.Item name="orderType" noStyle>
        <Radio.Group options={options} className="checkout-radio-list" aria-labelledby="checkout-order-type-title" />
      </Form.Item>
      {orderType === OrderType.PreOrder && (
        <div className="checkout-preorder" data-testid="checkout-preorder">
          <Form.Item
            name="preOrderDays"
            label={t('orderType.period')}
            extra={t('orderType.periodHint', { min: PREORDER_PERIOD_DAYS.min, max: PREORDER_PERIOD_DAYS.max })}
            rules={[
              {
                required: true,
                type: 'integer',
                min: PREORDER_PERIOD_DAYS.min,
                max: PREORDER_PERIOD_DAYS.max,
                message: t('orderType.periodInvalid', { min: PREORDER_PERIOD_DAYS.min, max: PREORDER_PERIOD_DAYS.max }),
              },
            ]}
          >
            <InputNumber
              min={PREORDER_PERIOD_DAYS.min}
              max={PREORDER_PERIOD_DAYS.max}
              precision={0}
              suffix={t('orderType.days')}
              style={{ width: 160 }}
              data-testid="checkout-preorder-days"
            />
          </Form.Item>
          <dl className="checkout-charges__list">
            <dt>{t('orderType.deposit', { percent: PREORDER_DEPOSIT_PERCENT })}</dt>
            <dd data-testid="checkout-deposit">{totals.deposit === null ? '—' : formatPounds(totals.deposit)}</dd>
            <dt>{t('orderType.balanceLater')}</dt>
            <dd>{totals.balanceLater === null ? '—' : formatPounds(totals.balanceLater)}</dd>
          </dl>
          <Alert
            type="warning"
            showIcon
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
