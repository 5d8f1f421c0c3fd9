import { useTranslation } from '../../../shared/i18n/useTranslation';
import { AfterSalesLink } from '../components/AfterSalesLink';
import { RequestsAndRefunds } from '../components/RequestsAndRefunds';
import '../returns.css';

/**
 * /home/returnList: the buyer's returns and refund-only requests by status tab,
 * and beside them the refunds made to the buyer (docs/product.md §2). Requests are made from an order.
 */
export default function ReturnListPage() {
  const { t } = useTranslation('returns');
  return <RequestsAndRefunds titleId="return-list-title" title={t('list.title')} intro={t('list.intro')} aside={<AfterSalesLink desk="buyer" />} />;
}
