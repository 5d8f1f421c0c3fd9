import { Descriptions } from '../../../shared/ui/kit/Descriptions';
import { Card } from '../../../shared/ui/kit/Card';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { formatAddress } from '@clearlot/contract/format/text';
import { displayRegion } from '@clearlot/contract/rules/address';
import { maskInternationalPhone } from '@clearlot/contract/rules/phone';

/** Where the order goes: recipient, masked mobile, region (each place once), address (commas shown as spaces, docs/product.md §5), postcode. */
export function RecipientCard({ recipient }: { recipient: OrderDetail['recipient'] }) {
  const { t } = useTranslation('orders');
  return (
    <Card title={t('detail.recipientTitle')}>
      <Descriptions
        columns={2}
        items={[
          { key: 'name', label: t('detail.recipient'), children: recipient.name },
          { key: 'mobile', label: t('detail.mobile'), children: maskInternationalPhone(recipient.mobile) },
          { key: 'region', label: t('detail.region'), children: displayRegion(recipient.region) },
          { key: 'postcode', label: t('detail.postcode'), children: recipient.postcode },
          { key: 'address', label: t('detail.address'), children: formatAddress(recipient.address) },
        ]}
      />
    </Card>
  );
}
