import { useTranslation } from '../../../shared/i18n/useTranslation';
import { AfterSalesLink } from '../components/AfterSalesLink';
import { RequestsAndRefunds } from '../components/RequestsAndRefunds';
import '../returns.css';

/**
 * /home/OwnerReturns: the goods owner's desk of returns and refund-only requests to review, and the
 * refunds made on their orders (docs/product.md §6).
 */
export default function OwnerReturnsPage() {
  const { t } = useTranslation('returns');
  return <RequestsAndRefunds desk="owner" titleId="owner-returns-title" title={t('owner.title')} intro={t('owner.intro')} aside={<AfterSalesLink desk="owner" />} />;
}
