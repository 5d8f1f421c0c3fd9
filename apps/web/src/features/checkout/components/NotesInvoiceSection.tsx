import type { Control } from 'react-hook-form';
import { FileTextOutlined } from '../../../shared/ui/kit/icons/FileTextOutlined';
import { Input, TextArea } from '../../../shared/ui/kit/Input';
import { RadioGroup } from '../../../shared/ui/kit/RadioGroup';
import { FormField } from '../../../shared/forms/FormField';
import { validationText } from '../../../shared/forms/rules';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { emailProblem, vatNumberProblem } from '@clearlot/contract';
import type { SettlementValues } from './Settlement';

export const NOTES_MAX = 500;
const COMPANY_NAME_MAX = 100;

/** The optional fields the contract checks only when filled: blank passes, anything else follows the rule. */
const optionalRule =
  (problem: (value: string) => Parameters<typeof validationText>[0] | null) =>
  (value: unknown): true | string => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return true;
    const key = problem(text);
    return key ? validationText(key) : true;
  };

const tooLong = (max: number) => (value: unknown) => (typeof value === 'string' && [...value].length > max ? validationText('tooLong') : true);

/** Notes for the goods owner and the invoice the buyer wants (none, or a company VAT invoice). */
export function NotesInvoiceSection({ control, invoiceType }: { control: Control<SettlementValues>; invoiceType: 'none' | 'company' }) {
  const { t } = useTranslation('checkout');
  return (
    <section className="checkout-section" aria-labelledby="checkout-extras-title">
      <header className="checkout-section__header">
        <h2 id="checkout-extras-title" className="checkout-section__title">
          <FileTextOutlined aria-hidden /> {t('extras.title')}
        </h2>
      </header>
      <div className="checkout-extras">
        <FormField control={control} name="notes" label={t('extras.notes')} rules={{ validate: tooLong(NOTES_MAX) }}>
          {(field) => <TextArea {...field} rows={3} maxLength={NOTES_MAX} showCount placeholder={t('extras.notesPlaceholder')} data-testid="checkout-notes" />}
        </FormField>
        <FormField control={control} name="invoiceType" label={t('extras.invoice')}>
          {(field) => (
            <RadioGroup
              look="list"
              direction="row"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={[
                { value: 'none', label: t('extras.invoiceNone') },
                { value: 'company', label: t('extras.invoiceCompany') },
              ]}
              data-testid="checkout-invoice-type"
            />
          )}
        </FormField>
        {invoiceType === 'company' && (
          <div className="checkout-invoice">
            <FormField
              control={control}
              name="companyName"
              label={t('extras.companyName')}
              required
              rules={{
                validate: (value) => ((value ?? '').trim() === '' ? validationText('required') : tooLong(COMPANY_NAME_MAX)(value)),
              }}
            >
              {(field) => <Input {...field} value={field.value ?? ''} autoComplete="organization" maxLength={COMPANY_NAME_MAX} data-testid="checkout-company-name" />}
            </FormField>
            <FormField control={control} name="vatNumber" label={t('extras.vatNumber')} help={t('extras.vatHint')} rules={{ validate: optionalRule(vatNumberProblem) }}>
              {(field) => <Input {...field} value={field.value ?? ''} maxLength={20} autoCapitalize="characters" data-testid="checkout-vat-number" />}
            </FormField>
            <FormField control={control} name="invoiceEmail" label={t('extras.invoiceEmail')} help={t('extras.invoiceEmailHint')} rules={{ validate: optionalRule(emailProblem) }}>
              {(field) => <Input {...field} value={field.value ?? ''} type="email" inputMode="email" autoComplete="email" maxLength={254} data-testid="checkout-invoice-email" />}
            </FormField>
          </div>
        )}
      </div>
    </section>
  );
}
