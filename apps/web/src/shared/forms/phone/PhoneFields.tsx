import { useEffect, useRef } from 'react';
import { type Control, type FieldPath, type FieldValues, type PathValue, useController } from 'react-hook-form';
import { PHONE_MAX_LENGTH, dialCodeProblem, phoneProblem, stripPhoneSpaces } from '@clearlot/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { Field } from '../../ui/kit/Field';
import { Input } from '../../ui/kit/Input';
import { Select } from '../../ui/kit/Select';
import { problemRule, validationText } from '../rules';
import { useIpCountry } from './ipCountry';
import { DIAL_CODES, dialCodeForCountry } from './dialCodes';
import './phoneFields.css';

export interface PhoneFieldsProps<V extends FieldValues> {
  control: Control<V>;
  label: string;
  /** form field holding the dial code, e.g. "dialCode" or "phoneCode" */
  dialName: FieldPath<V>;
  phoneName: FieldPath<V>;
  phoneTestId?: string;
  /** an asterisk after the label (true unless the form shows none) */
  required?: boolean;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Dial code and number (docs/product.md §5): spaces stripped as typed, at most 25 characters, +86 and +1
 * numbers checked by their rules. The dial code follows the visitor's IP country until touched.
 */
export function PhoneFields<V extends FieldValues>({ control, label, dialName, phoneName, phoneTestId, required = true }: PhoneFieldsProps<V>) {
  const { t } = useTranslation();
  const ipCountry = useIpCountry();
  const chosen = useRef(false);
  const dial = useController({ control, name: dialName, rules: { validate: problemRule(dialCodeProblem) } });
  const { field: phoneField, fieldState: phoneState } = useController({
    control,
    name: phoneName,
    rules: {
      validate: (value: unknown, values: V) => {
        const key = phoneProblem(asText(values[dialName]), asText(value));
        return key ? validationText(key) : true;
      },
    },
  });
  const { field: dialField, fieldState: dialState } = dial;
  const setDial = dialField.onChange;

  useEffect(() => {
    const code = ipCountry.data ? dialCodeForCountry(ipCountry.data.countryCode) : null;
    if (code && !chosen.current) setDial(code as PathValue<V, FieldPath<V>>);
  }, [ipCountry.data, setDial]);

  const options = DIAL_CODES.map((entry) => ({
    value: entry.dial,
    // the code first, so a narrow box still shows it whole; the country names it in the list
    label: `+${entry.dial} ${t(`dialCodes.${entry.iso2}`)}`,
  }));

  return (
    <Field label={label} required={required} error={dialState.error?.message ?? phoneState.error?.message}>
      <div className="phone-fields">
        <Select<string>
          className="phone-fields__dial"
          aria-label={t('phone.dialCode')}
          value={asText(dialField.value) || null}
          options={options}
          shownAs={(dial) => `+${dial}`}
          onChange={(value) => {
            chosen.current = true;
            setDial(value as PathValue<V, FieldPath<V>>);
            // the number's rule depends on the code: check it again once it was filled in
            if (phoneState.isTouched || phoneState.error) phoneField.onChange(phoneField.value as PathValue<V, FieldPath<V>>);
          }}
          onBlur={dialField.onBlur}
        />
        <Input
          {...phoneField}
          value={asText(phoneField.value)}
          onChange={(event) => phoneField.onChange(stripPhoneSpaces(event.target.value))}
          aria-label={t('phone.number')}
          maxLength={PHONE_MAX_LENGTH}
          inputMode="tel"
          autoComplete="tel-national"
          className="phone-fields__number"
          data-testid={phoneTestId}
        />
      </div>
    </Field>
  );
}
