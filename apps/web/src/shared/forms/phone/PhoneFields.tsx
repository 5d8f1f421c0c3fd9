import { useEffect } from 'react';
import { Form, type FormRule, Input, Select, Space } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { PHONE_MAX_LENGTH, dialCodeProblem, phoneProblem, stripPhoneSpaces } from '@clearlot/contract';
import { useIpCountry } from './ipCountry';
import { problemRule, validationText } from '../validation';
import { DIAL_CODES, dialCodeForCountry } from './dialCodes';

interface PhoneFieldsProps {
  label: string;
  /** form field holding the dial code, e.g. "dialCode" or "phoneCode" */
  dialName: string;
  phoneName: string;
  phoneTestId?: string;
}

/**
 * Dial code and number (docs/product.md §5): spaces stripped as typed, at most 25 characters, +86 and +1
 * numbers checked by their rules. The dial code follows the visitor's IP country until touched.
 */
export function PhoneFields({ label, dialName, phoneName, phoneTestId }: PhoneFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const ipCountry = useIpCountry();

  useEffect(() => {
    const dial = ipCountry.data ? dialCodeForCountry(ipCountry.data.countryCode) : null;
    if (dial && !form.isFieldTouched(dialName)) form.setFieldValue(dialName, dial);
  }, [ipCountry.data, form, dialName]);

  const phoneRule: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const dial: unknown = getFieldValue(dialName);
      const key = phoneProblem(typeof dial === 'string' ? dial : '', typeof value === 'string' ? value : '');
      if (key) throw new Error(validationText(key));
    },
  });

  const options = DIAL_CODES.map((entry) => ({
    value: entry.dial,
    label: `${t(`dialCodes.${entry.iso2}`)} +${entry.dial}`,
  }));

  return (
    <Form.Item label={label} required>
      <Space.Compact block>
        <Form.Item name={dialName} noStyle rules={[problemRule(dialCodeProblem)]}>
          <Select
            aria-label={t('phone.dialCode')}
            options={options}
            labelRender={({ value }) => `+${String(value)}`}
            showSearch={{ optionFilterProp: 'label' }}
            popupMatchSelectWidth={false}
            style={{ width: 104 }}
          />
        </Form.Item>
        <Form.Item name={phoneName} noStyle dependencies={[dialName]} normalize={stripPhoneSpaces} rules={[phoneRule]}>
          <Input aria-label={t('phone.number')} maxLength={PHONE_MAX_LENGTH} inputMode="tel" autoComplete="tel-national" data-testid={phoneTestId} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
