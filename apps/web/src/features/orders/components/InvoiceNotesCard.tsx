import { Descriptions } from '../../../shared/ui/kit/Descriptions';
import { Card } from '../../../shared/ui/kit/Card';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { OrderDetail } from '@clearlot/contract/schemas/order';

/** The buyer's notes to the goods owner and the invoice they asked for. */
export function InvoiceNotesCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const none = t('detail.none');
  const { invoice } = order;
  const invoiceItems =
    invoice.type === 'company'
      ? [
          { key: 'invoiceType', label: t('detail.invoice'), children: t('detail.invoiceCompany') },
          { key: 'companyName', label: t('detail.companyName'), children: invoice.companyName },
          { key: 'vatNumber', label: t('detail.vatNumber'), children: invoice.vatNumber || none },
          { key: 'email', label: t('detail.invoiceEmail'), children: invoice.email || none },
        ]
      : [{ key: 'invoiceType', label: t('detail.invoice'), children: t('detail.invoiceNone') }];
  return (
    <Card title={t('detail.notesTitle')}>
      <Descriptions columns={1} items={[{ key: 'notes', label: t('detail.notes'), children: <span className="order-notes">{order.notes || none}</span> }, ...invoiceItems]} />
    </Card>
  );
}
