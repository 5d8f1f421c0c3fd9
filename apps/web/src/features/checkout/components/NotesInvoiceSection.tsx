import { FileTextOutlined } from '@ant-design/icons';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { emailProblem, vatNumberProblem } from '@clearlot/contract';
import { validationText } from '../../../shared/forms/validation';

export const NOTES_MAX = 500;
const COMPANY_NAME_MAX = 100;

/** The optional fields the contract checks only when filled: blank passes, anything else follows the rule. */
const optionalRule = (problem: (value: string) => Parameters<typeof validationText>[0] | null) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return;
    const key = problem(text);
    if (key) throw new Error(validationText(key));
  },
});

/** Notes for the goods owner and the invoice the buyer wants (none, or a company VAT invoice). */
export function NotesInvoiceSection({ invoiceType }: { invoiceType: 'none' | 'company' }) {
  const { t } = useTranslation('checkout');
  return (
    <section className="checkout-section" aria-labelledby="checkout-extras-title">
      <header className="checkout-section__header">
        <h2 id="checkout-extras-title" className="checkout-section__title">
          <FileTextOutlined aria-hidden /> {t('extras.title')}
        </h2>
      </header>
      <Form.Item name="notes" label={t('extras.notes')} rules={[{ max: NOTES_MAX, message: validationText('tooLong') }]}>
        <Input.TextArea rows={3} maxLength={NOTES_MAX} showCount placeholder={t('extras.notesPlaceholder')} data-testid="checkout-notes" />
      </Form.Item>
      <Form.Item name="invoiceType" label={t('extras.invoice')}>
        <Radio.Group
          options={[
            { value: 'none', label: t('extras.invoiceNone') },
            { value: 'company', label: t('extras.invoiceCompany') },
          ]}
          data-testid="checkout-invoice-type"
        />
      </Form.Item>
      {invoiceType === 'company' && (
        <div className="checkout-invoice">
          <Form.Item
            name="companyName"
            label={t('extras.companyName')}
            required
            rules={[
              { required: true, whitespace: true, message: validationText('required') },
              { max: COMPANY_NAME_MAX, message: validationText('tooLong') },
            ]}
          >
            <Input autoComplete="organization" maxLength={COMPANY_NAME_MAX} data-testid="checkout-company-name" />
          </Form.Item>
          <Form.Item name="vatNumber" label={t('extras.vatNumber')} extra={t('extras.vatHint')} rules={[optionalRule(vatNumberProblem)]}>
            <Input maxLength={20} autoCapitalize="characters" data-testid="checkout-vat-number" />
          </Form.Item>
          <Form.Item name="invoiceEmail" label={t('extras.invoiceEmail')} extra={t('extras.invoiceEmailHint')} rules={[optionalRule(emailProblem)]} validateTrigger="onBlur">
            <Input type="email" inputMode="email" autoComplete="email" maxLength={254} data-testid="checkout-invoice-email" />
          </Form.Item>
        </div>
      )}
    </section>
  );
}
