import type { ReactNode } from 'react';
import { AlipayCircleOutlined } from '../../../shared/ui/kit/icons/AlipayCircleOutlined';
import { CreditCardOutlined } from '../../../shared/ui/kit/icons/CreditCardOutlined';
import { WalletOutlined } from '../../../shared/ui/kit/icons/WalletOutlined';
import { WechatOutlined } from '../../../shared/ui/kit/icons/WechatOutlined';
import { RadioGroup } from '../../../shared/ui/kit/RadioGroup';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PaymentMethod, PaymentMethodText } from '@clearlot/contract';
import type { Language } from '../../../shared/i18n/language';

const METHODS: readonly { method: PaymentMethod; icon: ReactNode }[] = [
  { method: PaymentMethod.Card, icon: <CreditCardOutlined /> },
  { method: PaymentMethod.Balance, icon: <WalletOutlined /> },
  { method: PaymentMethod.Alipay, icon: <AlipayCircleOutlined /> },
  { method: PaymentMethod.WeChat, icon: <WechatOutlined /> },
];

/**
 * The ways to pay (docs/product.md §4 payment method codes), as one labelled radio group: all four, or
 * those in `available` (no card when the server takes no cards, issue 35).
 */
export function PaymentMethodPicker({
  value,
  onChange,
  language,
  available,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  language: Language;
  available?: readonly PaymentMethod[];
}) {
  const { t } = useTranslation('checkout');
  return (
    <div className="payment-methods">
      <h2 id="payment-method-title" className="checkout-section__title">
        {t('payment.methodTitle')}
      </h2>
      <RadioGroup
        look="buttons"
        value={value}
        onChange={onChange}
        aria-label={t('payment.methodTitle')}
        className="payment-methods__list"
        options={METHODS.filter(({ method }) => !available || available.includes(method)).map(({ method, icon }) => ({
          value: method,
          label: (
            <span className="payment-methods__option" data-testid={`payment-method-${method}`}>
              <span aria-hidden>{icon}</span>
              {PaymentMethodText[method][language]}
            </span>
          ),
        }))}
      />
    </div>
  );
}
