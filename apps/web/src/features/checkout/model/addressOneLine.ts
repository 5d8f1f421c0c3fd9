/**
 * An address in one line, for a select's option (the card form's billing address). Apart from AddressLines, whose
 * mobile is formatted by libphonenumber: the payment page, which shows no mobile, loaded the numbering plans
 * (29 KB gzipped) for this line alone.
 */
import type { Address } from '@clearlot/contract';
import { formatAddress } from '@clearlot/contract/format/text';

export function addressOneLine(address: Address): string {
  return formatAddress([address.recipientName, address.addressLine1, address.city, address.postcode].filter(Boolean).join(', '));
}
