/**
 * Form rules that run the contract's whole SaveAddressBody (docs/product.md §5: postcode, UK mobile,
 * required fields, lengths) over the form's values and report the first issue about one field,
 * so the form checks exactly what the server checks and says it in the reading language.
 */
import { describeIssue } from '@clearlot/contract/issues';
import { SaveAddressBody } from '@clearlot/contract/schemas/addressBodies';
import { validationText } from '../../../shared/forms/rules';
import { currentLanguage } from '../../../shared/i18n/language';
import { type AddressFormValues, addressBodyOf } from '../model/addressForm';

/** A react-hook-form `validate` rule for one field of the address form. */
export function addressFieldRule(field: keyof AddressFormValues) {
  return (value: unknown, values: AddressFormValues): true | string => {
    const result = SaveAddressBody.safeParse(addressBodyOf({ ...values, [field]: value }));
    if (result.success) return true;
    const issue = result.error.issues.find((candidate) => candidate.path[0] === field);
    if (!issue) return true;
    if (typeof value !== 'boolean' && (value === undefined || value === null || String(value).trim() === '')) return validationText('required');
    return describeIssue(issue)[currentLanguage()];
  };
}
