import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { useTranslation } from '../../shared/i18n';
import { ReturnDeskTable } from './ReturnDeskTable';
import './returns.css';

/**
 * /console/interventions: customer service's queue of return and refund-only requests in platform intervention,
 * then the decided ones (docs/product.md §6), moved from the storefront's /home/Interventions, which now opens
 * this page with its query. The after-sales requests stopped for a decision are the next page of the desk.
 */
export default function InterventionDeskPage() {
  const { t } = useTranslation('returns');
  const navigate = useNavigate();
  return (
    <section className="return-desk" aria-labelledby="interventions-title">
      <div className="desk__header">
        <h1 id="interventions-title" className="desk__title">
          {t('agent.title')}
        </h1>
        <Button onClick={() => void navigate(consolePaths.interventionAfterSales.path)} data-testid="after-sales-link">
          {t('agent.afterSales')}
        </Button>
      </div>
      <p className="desk__intro">{t('agent.intro')}</p>
      <ReturnDeskTable desk="agent" />
    </section>
  );
}
