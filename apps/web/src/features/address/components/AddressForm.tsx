import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { normalisePostcode } from '@clearlot/contract/rules/address';
import { PHONE_MAX_LENGTH, stripPhoneSpaces } from '@clearlot/contract/rules/phone';
import { type Address } from '@clearlot/contract/schemas/order';
import { SaveAddressBody, UpdateAddressBody } from '@clearlot/contract/schemas/addressBodies';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit } from '../../../shared/forms/rules';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Input } from '../../../shared/ui/kit/Input';
import { Select } from '../../../shared/ui/kit/Select';
import { Switch } from '../../../shared/ui/kit/Switch';
import { useSaveAddress } from '../api/saveAddress';
import { useUpdateAddress } from '../api/updateAddress';
import { ADDRESS_COUNTRY, ADDRESS_DIAL_CODE, ADDRESS_FIELDS, type AddressFormValues, addressBodyOf, formValuesOf } from '../model/addressForm';
import { addressFieldRule } from './addressRules';

interface AddressFormProps {
  /** the address being edited; a new one when missing */
  address?: Address;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

const EMPTY: AddressFormValues = {
  recipientName: '',
  countryCode: ADDRESS_COUNTRY,
  city: '',
  county: '',
  postcode: '',
  mobile: '',
  addressLine1: '',
  addressLine2: '',
  isDefault: false,
};

/**
 * A delivery address (docs/product.md §3): recipient, country (UK only for now), city, county, postcode,
 * mobile (+44), two address lines and the default switch. Fields are checked by the contract's
 * rules as they are left and as a whole before sending; the server's 1001 issues land on them.
 */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation('address');
  const { control, handleSubmit, setError, setValue } = useForm<AddressFormValues>({
    mode: 'onTouched',
    defaultValues: address ? { ...EMPTY, ...formValuesOf(address) } : EMPTY,
  });
  const save = useSaveAddress();
  const update = useUpdateAddress();
  const [formError, setFormError] = useState<string | null>(null);
  const pending = save.isPending || update.isPending;

  const submit = async (values: AddressFormValues) => {
    setFormError(null);
    const body = addressBodyOf(values);
    try {
      if (address) {
        const parsed = parseForSubmit(setError, UpdateAddressBody, { ...body, id: address.id });
        if (parsed) onSaved(await update.mutateAsync(parsed));
      } else {
        const parsed = parseForSubmit(setError, SaveAddressBody, body);
        if (parsed) onSaved(await save.mutateAsync(parsed));
      }
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: ADDRESS_FIELDS, renamed: { dialCode: 'mobile' } }));
    }
  };

  const rules = (field: keyof AddressFormValues) => ({ validate: addressFieldRule(field) });

  return (
    <form className="address-form" data-testid="address-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      {formError && <Alert type="error" title={formError} className="address-form__error" data-testid="address-form-error" />}
      <div className="address-form__grid">
        <FormField control={control} name="recipientName" label={t('form.recipientName')} required rules={rules('recipientName')}>
          {(field) => <Input {...field} value={field.value ?? ''} autoComplete="name" maxLength={100} data-testid="address-recipient" />}
        </FormField>
        <FormField control={control} name="mobile" label={t('form.mobile')} required rules={rules('mobile')}>
          {(field) => (
            <Input
              {...field}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(stripPhoneSpaces(event.target.value))}
              prefix={`+${ADDRESS_DIAL_CODE}`}
              placeholder={t('form.mobilePlaceholder')}
              maxLength={PHONE_MAX_LENGTH}
              inputMode="tel"
              autoComplete="tel-national"
              data-testid="address-mobile-input"
            />
          )}
        </FormField>
        <FormField control={control} name="countryCode" label={t('form.country')} help={t('form.countryHint')}>
          {(field) => (
            <Select<string>
              value={field.value ?? ADDRESS_COUNTRY}
              onChange={field.onChange}
              options={[{ value: ADDRESS_COUNTRY, label: t('form.countryUk') }]}
              disabled
              data-testid="address-country"
            />
          )}
        </FormField>
        <FormField control={control} name="city" label={t('form.city')} required rules={rules('city')}>
          {(field) => <Input {...field} value={field.value ?? ''} autoComplete="address-level2" maxLength={100} data-testid="address-city" />}
        </FormField>
        <FormField control={control} name="county" label={t('form.county')} rules={rules('county')}>
          {(field) => <Input {...field} value={field.value ?? ''} autoComplete="address-level1" maxLength={100} data-testid="address-county" />}
        </FormField>
        <FormField control={control} name="postcode" label={t('form.postcode')} required rules={rules('postcode')}>
          {(field) => (
            <Input
              {...field}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value.toUpperCase())}
              onBlur={(event) => {
                const value = event.target.value.trim();
                if (value) setValue('postcode', normalisePostcode(value));
                field.onBlur();
              }}
              autoComplete="postal-code"
              placeholder={t('form.postcodePlaceholder')}
              maxLength={16}
              data-testid="address-postcode"
            />
          )}
        </FormField>
        <FormField control={control} name="addressLine1" label={t('form.addressLine1')} required rules={rules('addressLine1')} className="address-form__wide">
          {(field) => (
            <Input {...field} value={field.value ?? ''} autoComplete="address-line1" maxLength={200} placeholder={t('form.addressLine1Placeholder')} data-testid="address-line1" />
          )}
        </FormField>
        <FormField control={control} name="addressLine2" label={t('form.addressLine2')} rules={rules('addressLine2')} className="address-form__wide">
          {(field) => (
            <Input {...field} value={field.value ?? ''} autoComplete="address-line2" maxLength={200} placeholder={t('form.addressLine2Placeholder')} data-testid="address-line2" />
          )}
        </FormField>
        <FormField control={control} name="isDefault" label={t('form.isDefault')} className="address-form__wide">
          {(field) => <Switch checked={field.value ?? false} onChange={field.onChange} data-testid="address-default" />}
        </FormField>
      </div>
      <div className="address-form__actions">
        <Button variant="primary" htmlType="submit" size="large" loading={pending} data-testid="address-save">
          {t('form.save')}
        </Button>
        <Button size="large" onClick={onCancel} disabled={pending} data-testid="address-cancel">
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
