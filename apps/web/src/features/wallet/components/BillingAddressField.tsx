import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Select, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { type Address, formatAddress } from '@clearlot/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { validationText } from '../../../shared/forms/validation';
import { paths } from '../../../shared/paths';

/** Adding an address brings the buyer back to the wallet afterwards. */
const ADD_ADDRESS_PATH = paths.addAddress.getHref({ back: paths.wallet.getHref() });

function addressText(address: Address): string {
  const lines = [address.addressLine1, address.addressLine2, address.city, address.postcode].filter(Boolean).join(',');
  return `${address.recipientName} · ${formatAddress(lines)}`;
}

/** The new card's billing address, chosen from the buyer's saved addresses, with a link to add one. */
export function BillingAddressField({ addresses }: { addresses: UseQueryResult<Address[]> }) {
  const { t } = useTranslation('wallet');
  const list = addresses.data ?? [];
  const addLink = (
    <Link to={ADD_ADDRESS_PATH} data-testid="wallet-add-address">
      <PlusOutlined aria-hidden /> {t('addCard.addAddress')}
    </Link>
  );

  let extra;
  if (addresses.isError) {
    extra = (
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="danger">{t('addCard.addressesFailed')}</Typography.Text>
        <Button size="small" onClick={() => void addresses.refetch()}>
          {t('retry')}
        </Button>
      </Flex>
    );
  } else if (addresses.isSuccess && list.length === 0) {
    extra = (
      <span>
        {t('addCard.noAddress')} {addLink}
      </span>
    );
  } else {
    extra = addLink;
  }

  return (
    <Form.Item name="billingAddressId" label={t('addCard.billingAddress')} extra={extra} rules={[{ required: true, message: validationText('billingAddressRequired') }]}>
      <Select
        loading={addresses.isPending}
        placeholder={t('addCard.billingPlaceholder')}
        options={list.map((address) => ({
          value: address.id,
          label: (
            <span>
              {addressText(address)} {address.isDefault && <Tag style={{ marginInlineStart: 4 }}>{t('addCard.defaultAddress')}</Tag>}
            </span>
          ),
          title: addressText(address),
        }))}
        data-testid="wallet-card-billing"
      />
    </Form.Item>
  );
}
