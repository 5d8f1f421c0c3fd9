import type { UseQueryResult } from '@tanstack/react-query';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { type Address, formatAddress } from '@clearlot/contract';
import { FormField } from '../../../shared/forms/FormField';
import { validationText } from '../../../shared/forms/rules';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/kit/Button';
import { Flex } from '../../../shared/ui/kit/Flex';
import { Select } from '../../../shared/ui/kit/Select';
import { Text } from '../../../shared/ui/kit/Text';
import { PlusOutlined } from '../../../shared/ui/kit/icons/PlusOutlined';

/** Adding an address brings the buyer back to the wallet afterwards. */
const ADD_ADDRESS_PATH = paths.addAddress.getHref({ back: paths.wallet.getHref() });

function addressText(address: Address): string {
  const lines = [address.addressLine1, address.addressLine2, address.city, address.postcode].filter(Boolean).join(',');
  return `${address.recipientName} · ${formatAddress(lines)}`;
}

/** The new card's billing address, chosen from the buyer's saved addresses, with a link to add one. */
export function BillingAddressField<V extends { billingAddressId: number | null }>({ control, addresses }: { control: Control<V>; addresses: UseQueryResult<Address[]> }) {
  const { t } = useTranslation('wallet');
  const list = addresses.data ?? [];
  const addLink = (
    <Link to={ADD_ADDRESS_PATH} data-testid="wallet-add-address">
      <PlusOutlined aria-hidden /> {t('addCard.addAddress')}
    </Link>
  );

  let help;
  if (addresses.isError) {
    help = (
      <Flex gap="small" align="center" wrap>
        <Text tone="danger">{t('addCard.addressesFailed')}</Text>
        <Button size="small" onClick={() => void addresses.refetch()}>
          {t('retry')}
        </Button>
      </Flex>
    );
  } else if (addresses.isSuccess && list.length === 0) {
    help = (
      <span>
        {t('addCard.noAddress')} {addLink}
      </span>
    );
  } else {
    help = addLink;
  }

  // the field is named by its generic type's key; react-hook-form's path type cannot see that through V
  const typedControl = control as unknown as Control<{ billingAddressId: number | null }>;
  return (
    <FormField
      control={typedControl}
      name="billingAddressId"
      label={t('addCard.billingAddress')}
      help={help}
      rules={{ validate: (value) => (value === null ? validationText('billingAddressRequired') : true) }}
    >
      {(field) => (
        <Select<number>
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={addresses.isPending}
          placeholder={t('addCard.billingPlaceholder')}
          options={list.map((address) => ({
            value: address.id,
            label: address.isDefault ? `${addressText(address)} · ${t('addCard.defaultAddress')}` : addressText(address),
          }))}
          className="wallet-form__select"
          data-testid="wallet-card-billing"
        />
      )}
    </FormField>
  );
}
