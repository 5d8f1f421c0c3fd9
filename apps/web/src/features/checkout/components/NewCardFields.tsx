import { Checkbox, Form, Input, Select, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import type { Address } from '@clearlot/contract';
import { cardExpiryProblem, cardNumberProblem, cvvProblem, detectCardBrand } from '@clearlot/contract/rules/card';
import { problemRule, validationText } from '../../../shared/forms/validation';
import { EXPIRY_MONTHS, expiryYears, formatCardNumberInput } from '../model/cardInput';
import { addressOneLine } from './AddressLines';

const HOLDER_MAX = 100;

/** Number, holder, expiry, CVV, billing address and "save this card" (docs/product.md §3 card, §5 card rules). */
export function NewCardFields({ addresses, addAddressPath, currentYear }: { addresses: Address[] | undefined; addAddressPath: string; currentYear: number }) {
  const { t } = useTranslation('checkout');
  const number = Form.useWatch<string | undefined>('number');
  const brand = detectCardBrand(number ?? '');

  return (
    <div className="payment-card-fields">
      <Form.Item
        name="number"
        label={t('card.number')}
        required
        normalize={(value: string) => formatCardNumberInput(value)}
        rules={[problemRule(cardNumberProblem)]}
        validateTrigger="onBlur"
      >
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          maxLength={19}
          suffix={
            brand ? (
              <Tag color={brand === 'visa' ? 'blue' : 'red'} data-testid="card-brand">
                {t(`card.brand.${brand}`)}
              </Tag>
            ) : (
              <span />
            )
          }
          data-testid="card-number"
        />
      </Form.Item>
      <Form.Item
        name="holderName"
        label={t('card.holderName')}
        required
        rules={[
          { required: true, whitespace: true, message: validationText('cardHolderRequired') },
          { max: HOLDER_MAX, message: validationText('tooLong') },
        ]}
      >
        <Input autoComplete="cc-name" maxLength={HOLDER_MAX} data-testid="card-holder" />
      </Form.Item>
      <div className="payment-card-fields__row">
        <Form.Item
          name="expiryMonth"
          label={t('card.expiryMonth')}
          required
          dependencies={['expiryYear']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: number | undefined) => {
                const key = cardExpiryProblem(value, getFieldValue('expiryYear') as number | undefined);
                if (key) throw new Error(validationText(key));
              },
            }),
          ]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('card.monthPlaceholder')}
            options={EXPIRY_MONTHS.map((month) => ({ value: month, label: String(month).padStart(2, '0') }))}
            data-testid="card-expiry-month"
          />
        </Form.Item>
        <Form.Item name="expiryYear" label={t('card.expiryYear')} required rules={[{ required: true, message: validationText('required') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('card.yearPlaceholder')}
            options={expiryYears(currentYear).map((year) => ({ value: year, label: String(year) }))}
            data-testid="card-expiry-year"
          />
        </Form.Item>
        <Form.Item name="cvv" label={t('card.cvv')} required rules={[problemRule(cvvProblem)]} validateTrigger="onBlur">
          <Input inputMode="numeric" autoComplete="cc-csc" maxLength={3} placeholder="123" data-testid="card-cvv" />
        </Form.Item>
      </div>
      <Form.Item
        name="billingAddressId"
        label={t('card.billingAddress')}
        required
        rules={[{ required: true, message: validationText('billingAddressRequired') }]}
        extra={
          <Link to={addAddressPath} data-testid="card-add-address">
            {t('address.add')}
          </Link>
        }
      >
        <Select
          loading={addresses === undefined}
          placeholder={t('card.billingPlaceholder')}
          options={(addresses ?? []).map((address) => ({ value: address.id, label: addressOneLine(address) }))}
          notFoundContent={t('card.noAddresses')}
          data-testid="card-billing-address"
        />
      </Form.Item>
      <Form.Item name="saveCard" valuePropName="checked">
        <Checkbox data-testid="card-save">{t('card.save')}</Checkbox>
      </Form.Item>
    </div>
  );
}
