import { Button, Segmented } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { useTranslation } from '../../shared/i18n';
import { RefundTable } from './RefundTable';
import { ReturnDeskTable } from './ReturnDeskTable';
import './returns.css';

type View = 'requests' | 'refunds';

/**
 * /console/returns: the goods owner's desk of return and refund-only requests to review by status tab, and
 * the refunds made on their orders (moved from the storefront's /home/OwnerReturns, which now opens this
 * page with its query). The view (`view=refunds`), tab and page live in the address; after-sales requests
 * (damage and faults) are the next desk.
 */
export default function OwnerReturnsPage() {
  const { t } = useTranslation('returns');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'refunds' ? 'refunds' : 'requests';
  return (
    <section className="return-desk" aria-labelledby="owner-returns-title">
      <div className="desk__header">
        <h1 id="owner-returns-title" className="desk__title">
          {t('owner.title')}
        </h1>
        <Button onClick={() => void navigate(consolePaths.afterSales.path)} data-testid="after-sales-link">
          {t('owner.afterSales')}
        </Button>
      </div>
      <p className="desk__intro">{t('owner.intro')}</p>
      <Segmented<View>
        value={view}
        onChange={(next) => setParams(next === 'refunds' ? { view: next } : {})}
        options={[
          { value: 'requests', label: <span data-testid="return-view-requests">{t('list.requests')}</span> },
          { value: 'refunds', label: <span data-testid="return-view-refunds">{t('list.refunds')}</span> },
        ]}
        aria-label={t('list.viewLabel')}
        className="return-desk__view"
      />
      {view === 'requests' ? <ReturnDeskTable desk="owner" /> : <RefundTable />}
    </section>
  );
}
