import { Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { RefundList } from './RefundList';
import { ReturnDeskList } from './ReturnDeskList';

type View = 'requests' | 'refunds';

/**
 * The buyer's page of requests and refunds (returnList): its title and introduction, a switch between the
 * requests by status tab and the refunds, kept in the address (`view=refunds`).
 */
export function RequestsAndRefunds({ titleId, title, intro, aside }: { titleId: string; title: string; intro: string; aside?: ReactNode }) {
  const { t } = useTranslation('returns');
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'refunds' ? 'refunds' : 'requests';
  return (
    <section className="return-page" aria-labelledby={titleId}>
      <header className="return-page__header">
        <h1 id={titleId} className="return-page__title">
          {title}
        </h1>
        <p className="muted">{intro}</p>
        {aside}
      </header>
      <Segmented<View>
        value={view}
        onChange={(next) => setParams(next === 'refunds' ? { view: next } : {})}
        options={[
          { value: 'requests', label: <span data-testid="return-view-requests">{t('list.requests')}</span> },
          { value: 'refunds', label: <span data-testid="return-view-refunds">{t('list.refunds')}</span> },
        ]}
        aria-label={t('list.viewLabel')}
      />
      {view === 'requests' ? <ReturnDeskList desk="buyer" /> : <RefundList />}
    </section>
  );
}
