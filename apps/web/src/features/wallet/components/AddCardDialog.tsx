import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { CARD_EXPIRY_MAX_YEARS_AHEAD, NewCard, cardExpiryProblem, cardNumberProblem, cvvProblem } from '@clearlot/contract';
import { useAddresses } from '../../../shared/data/addresses';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, problemRule, schemaRule, validationText } from '../../../shared/forms/rules';
import { Button } from '../../../shared/ui/kit/Button';
import { Dialog } from '../../../shared/ui/kit/Dialog';
import { Tag } from '../../../shared/ui/kit/Tag';
import { toast } from '../../../shared/ui/kit/feedback';
import { Input } from '../../../shared/ui/kit/Input';
import { Select } from '../../../shared/ui/kit/Select';
import { useAddCard } from '../api/addCard';
import { expiryYearOptions, formatCardNumberInput, typedCardBrand } from '../model/cardDisplay';
import { BillingAddressField } from './BillingAddressField';
import { FormAlert } from './FormAlert';

interface AddCardValues {
  number: string;
  holderName: string;
  expiryMonth: number | null;
  expiryYear: number | null;
  cvv: string;
  billingAddressId: number | null;
}

const FIELDS = ['number', 'holderName', 'expiryMonth', 'expiryYear', 'cvv', 'billingAddressId'] as const;
const MONTHS = Array.from({ length: 12 }, (_, index) => ({ value: index + 1, label: String(index + 1).padStart(2, '0') }));
const HOLDER_NAME_MAX = 100;

/** Month and year together: the month carries the message, as the contract's NewCard does. */
function expiryRule(month: number | null, values: AddCardValues): true | string {
  if (month === null) return validationText('required');
  if (values.expiryYear === null) return true; // the year field says it is missing
  const key = cardExpiryProblem(month, values.expiryYear);
  return key ? validationText(key) : true;
}

/** 'Add card': number (brand shown as typed), holder, expiry, CVV and billing address (/wallet/cards/add). */
export function AddCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <Dialog open={open} title={t('addCard.title')} onClose={onClose} closeLabel={t('close')} closeOnBackdrop={false} width={560}>
      <AddCardForm onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}

function AddCardForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('wallet');
  const { control, handleSubmit, setError, setValue, getValues, trigger, getFieldState } = useForm<AddCardValues>({
    mode: 'onTouched',
    defaultValues: { number: '', holderName: '', expiryMonth: null, expiryYear: null, cvv: '', billingAddressId: null },
  });
  const number = useWatch({ control, name: 'number' });
  const brand = typedCardBrand(number);
  const addresses = useAddresses();
  const add = useAddCard();
  const [formError, setFormError] = useState<string | null>(null);
  const [years] = useState(() => expiryYearOptions(CARD_EXPIRY_MAX_YEARS_AHEAD).map((year) => ({ value: year, label: String(year) })));

  // The default address (listed first) is the usual billing address.
  useEffect(() => {
    const first = addresses.data?.find((address) => address.isDefault) ?? addresses.data?.[0];
    if (first && getValues('billingAddressId') === null) setValue('billingAddressId', first.id);
  }, [addresses.data, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const body = parseForSubmit(setError, NewCard, {
      number: values.number,
      holderName: values.holderName,
      expiryMonth: values.expiryMonth ?? undefined,
      expiryYear: values.expiryYear ?? undefined,
      cvv: values.cvv,
      billingAddressId: values.billingAddressId ?? undefined,
    });
    if (!body) return;
    try {
      await add.mutateAsync(body);
    } catch (error) {
      // declined (8007) and card parameter errors (8006) come back as the server's message
      setFormError(placeFailure(setError, error, { fields: FIELDS }));
      return;
    }
    toast.success(t('addCard.saved'));
    onDone();
  });

  const brandName = brand ? t(`brands.${brand}`) : null;
  return (
    <form className="wallet-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormField control={control} name="number" label={t('addCard.number')} help={t('addCard.numberHint')} rules={{ validate: problemRule(cardNumberProblem) }}>
        {(field) => (
          <Input
            {...field}
            onChange={(event) => field.onChange(formatCardNumberInput(event.target.value))}
            inputMode="numeric"
            autoComplete="cc-number"
            autoFocus
            placeholder={t('addCard.numberPlaceholder')}
            suffix={
              <span aria-live="polite" data-testid="wallet-card-brand">
                {brandName && (
                  <>
                    <span className="visually-hidden">{t('addCard.brandDetected', { brand: brandName })}</span>
                    <span aria-hidden>
                      <Tag tone={brand === 'visa' ? 'info' : 'warning'}>{brandName}</Tag>
                    </span>
                  </>
                )}
              </span>
            }
            data-testid="wallet-card-number"
          />
        )}
      </FormField>
      <FormField control={control} name="holderName" label={t('addCard.holderName')} rules={{ validate: schemaRule(NewCard.shape.holderName) }}>
        {(field) => <Input {...field} autoComplete="cc-name" maxLength={HOLDER_NAME_MAX} data-testid="wallet-card-holder" />}
      </FormField>
      <div className="wallet-form__row">
        <FormField control={control} name="expiryMonth" label={t('addCard.expiryMonth')} rules={{ validate: expiryRule }}>
          {(field) => (
            <Select<number>
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={MONTHS}
              placeholder={t('addCard.monthPlaceholder')}
              className="wallet-form__select"
              data-testid="wallet-card-month"
            />
          )}
        </FormField>
        <FormField control={control} name="expiryYear" label={t('addCard.expiryYear')} rules={{ validate: (value) => (value === null ? validationText('required') : true) }}>
          {(field) => (
            <Select<number>
              value={field.value}
              onChange={(year) => {
                field.onChange(year);
                // the month carries the expiry's message: check it again with the new year
                const month = getFieldState('expiryMonth');
                if (month.isTouched || month.invalid) void trigger('expiryMonth');
              }}
              onBlur={field.onBlur}
              options={years}
              placeholder={t('addCard.yearPlaceholder')}
              className="wallet-form__select"
              data-testid="wallet-card-year"
            />
          )}
        </FormField>
        <FormField control={control} name="cvv" label={t('addCard.cvv')} help={t('addCard.cvvHint')} rules={{ validate: problemRule(cvvProblem) }}>
          {(field) => (
            <Input
              {...field}
              onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, 3))}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={3}
              data-testid="wallet-card-cvv"
            />
          )}
        </FormField>
      </div>
      <BillingAddressField control={control} addresses={addresses} />
      <FormAlert message={formError} />
      <div className="wallet-form__actions">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button variant="primary" htmlType="submit" loading={add.isPending} data-testid="wallet-card-save">
          {t('addCard.save')}
        </Button>
      </div>
    </form>
  );
}
