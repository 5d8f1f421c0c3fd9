import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import type { Address } from '@clearlot/contract';
import { cardExpiryProblem, cardNumberProblem, cvvProblem, detectCardBrand } from '@clearlot/contract/rules/card';
import { FormField } from '../../../shared/forms/FormField';
import { problemRule, validationText } from '../../../shared/forms/rules';
import { Tag } from '../../../shared/ui/kit/Tag';
import { Checkbox } from '../../../shared/ui/kit/Checkbox';
import { Input } from '../../../shared/ui/kit/Input';
import { Select } from '../../../shared/ui/kit/Select';
import { EXPIRY_MONTHS, expiryYears, formatCardNumberInput } from '../model/cardInput';
import { addressOneLine } from '../model/addressOneLine';
import type { CardValues } from './CardPaymentForm';

const HOLDER_MAX = 100;

interface NewCardFieldsProps {
  control: Control<CardValues>;
  addresses: Address[] | undefined;
  addAddressPath: string;
  currentYear: number;
}

/** Number, holder, expiry, CVV, billing address and "save this card" (docs/product.md §3 card, §5 card rules). */
export function NewCardFields({ control, addresses, addAddressPath, currentYear }: NewCardFieldsProps) {
  const { t } = useTranslation('checkout');
  const number = useWatch({ control, name: 'number' });
  const brand = detectCardBrand(number ?? '');
  const addressOptions = (addresses ?? []).map((address) => ({ value: address.id, label: addressOneLine(address) }));

  return (
    <div className="payment-card-fields">
      <FormField control={control} name="number" label={t('card.number')} required rules={{ validate: problemRule(cardNumberProblem) }}>
        {(field) => (
          <Input
            {...field}
            onChange={(event) => field.onChange(formatCardNumberInput(event.target.value))}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={19}
            suffix={
              brand ? (
                <Tag tone={brand === 'visa' ? 'info' : 'error'} data-testid="card-brand">
                  {t(`card.brand.${brand}`)}
                </Tag>
              ) : (
                <span />
              )
            }
            data-testid="card-number"
          />
        )}
      </FormField>
      <FormField
        control={control}
        name="holderName"
        label={t('card.holderName')}
        required
        rules={{
          validate: (value) => (value.trim() === '' ? validationText('cardHolderRequired') : [...value].length > HOLDER_MAX ? validationText('tooLong') : true),
        }}
      >
        {(field) => <Input {...field} autoComplete="cc-name" maxLength={HOLDER_MAX} data-testid="card-holder" />}
      </FormField>
      <div className="payment-card-fields__row">
        <FormField
          control={control}
          name="expiryMonth"
          label={t('card.expiryMonth')}
          required
          rules={{
            validate: (value, values) => {
              const key = cardExpiryProblem(value ?? undefined, values.expiryYear ?? undefined);
              return key ? validationText(key) : true;
            },
          }}
        >
          {(field) => (
            <Select
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('card.monthPlaceholder')}
              options={EXPIRY_MONTHS.map((month) => ({ value: month, label: String(month).padStart(2, '0') }))}
              data-testid="card-expiry-month"
            />
          )}
        </FormField>
        <FormField
          control={control}
          name="expiryYear"
          label={t('card.expiryYear')}
          required
          rules={{ validate: (value) => (value === null ? validationText('required') : true), deps: ['expiryMonth'] }}
        >
          {(field) => (
            <Select
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('card.yearPlaceholder')}
              options={expiryYears(currentYear).map((year) => ({ value: year, label: String(year) }))}
              data-testid="card-expiry-year"
            />
          )}
        </FormField>
        <FormField control={control} name="cvv" label={t('card.cvv')} required rules={{ validate: problemRule(cvvProblem) }}>
          {(field) => <Input {...field} inputMode="numeric" autoComplete="cc-csc" maxLength={3} placeholder="123" data-testid="card-cvv" />}
        </FormField>
      </div>
      <FormField
        control={control}
        name="billingAddressId"
        label={t('card.billingAddress')}
        required
        rules={{ validate: (value) => (value === null ? validationText('billingAddressRequired') : true) }}
        help={
          <Link to={addAddressPath} data-testid="card-add-address">
            {t('address.add')}
          </Link>
        }
      >
        {(field) => (
          <Select
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={addresses === undefined}
            placeholder={addressOptions.length === 0 && addresses !== undefined ? t('card.noAddresses') : t('card.billingPlaceholder')}
            options={addressOptions}
            className="payment-card-fields__address"
            data-testid="card-billing-address"
          />
        )}
      </FormField>
      <FormField control={control} name="saveCard">
        {(field) => (
          <Checkbox checked={field.value} onChange={field.onChange} onBlur={field.onBlur} data-testid="card-save">
            {t('card.save')}
          </Checkbox>
        )}
      </FormField>
    </div>
  );
}
