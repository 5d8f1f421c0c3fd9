import type { Address } from '@clearlot/contract';
import { formatAddress } from '@clearlot/contract/format/text';
import { distinctPlaceNames } from '@clearlot/contract/rules/address';
import { addressPhone, formatPhone } from '@clearlot/contract/rules/phone';

/**
 * An address as the buyer wrote it: recipient and mobile (international format, no trunk zero),
 * street, town and postcode (a county that repeats the town said once).
 */
export function AddressLines({ address }: { address: Address }) {
  const street = formatAddress([address.addressLine1, address.addressLine2].filter(Boolean).join(' '));
  const town = formatAddress([...distinctPlaceNames([address.city, address.county]), address.postcode].filter(Boolean).join(' '));
  return (
    <span className="checkout-address__lines">
      <span className="checkout-address__name">
        {address.recipientName} <span className="muted">{formatPhone(addressPhone(address))}</span>
      </span>
      <span>{street}</span>
      <span>{town}</span>
    </span>
  );
}
