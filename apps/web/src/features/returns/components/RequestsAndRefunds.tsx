import { Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { RefundDesk } from '../api/refunds';
import { RefundList } from './RefundList';
import { ReturnDeskList } from './ReturnDeskList';

type View = 'requests' | 'refunds';

/**
 * A desk's page of requests and refunds (the buyer's returnList, the goods owner's OwnerReturns): its title and
 * introduction, a switch between the requests by status tab and the refunds, kept in the address (`view=refunds`).
 */
export function RequestsAndRefunds({ desk, titleId, title, intro, aside }: { desk: RefundDesk; titleId: string; title: string; intro: string; aside?: ReactNode }) {
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
      {view === 'requests' ? <ReturnDeskList desk={desk} /> : <RefundList desk={desk} />}
    </section>
  );
}
