/**
 * Form rules that run the contract's whole SaveAddressBody (docs/product.md §5: postcode, UK mobile,
 * required fields, lengths) over the form's values and report the first issue about one field,
 * so the form checks exactly what the server checks and says it in the reading language.
 */
import type { FormRule } from 'antd';
import { describeIssue } from '@clearlot/contract/issues';
import { SaveAddressBody } from '@clearlot/contract/schemas/order';
import { validationText } from '../../../shared/forms/validation';
import { currentLanguage } from '../../../shared/i18n/language';
import { type AddressFormValues, addressBodyOf } from '../model/addressForm';

export function addressFieldRule(field: keyof AddressFormValues): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async (_rule, value: unknown) => {
      const values = getFieldsValue(true) as AddressFormValues;
      const result = SaveAddressBody.safeParse(addressBodyOf({ ...values, [field]: value }));
      if (result.success) return;
      const issue = result.error.issues.find((candidate) => candidate.path[0] === field);
      if (!issue) return;
      if (typeof value !== 'boolean' && (value === undefined || value === null || String(value).trim() === '')) throw new Error(validationText('required'));
      throw new Error(describeIssue(issue)[currentLanguage()]);
    },
  });
}
