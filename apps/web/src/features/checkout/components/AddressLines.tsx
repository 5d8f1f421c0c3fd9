import type { Address } from '@clearlot/contract';
import { formatAddress } from '@clearlot/contract/format/text';

/** An address as the buyer wrote it: recipient and mobile, street, town and postcode. */
export function AddressLines({ address }: { address: Address }) {
  const street = formatAddress([address.addressLine1, address.addressLine2].filter(Boolean).join(' '));
  const town = formatAddress([address.city, address.county, address.postcode].filter(Boolean).join(' '));
  return (
    <span className="checkout-address__lines">
      <span className="checkout-address__name">
        {address.recipientName} <span className="muted">+{address.dialCode} {address.mobile}</span>
      </span>
      <span>{street}</span>
      <span>{town}</span>
    </span>
  );
}

/** The address in one line, for a select's option. */
export function addressOneLine(address: Address): string {
  return formatAddress([address.recipientName, address.addressLine1, address.city, address.postcode].filter(Boolean).join(', '));
}
