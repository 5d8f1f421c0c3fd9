import { useDeferredValue } from 'react';
import { Button, Skeleton } from 'antd';
import { useSearchParams } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { hashHref, paths } from '../../../shared/paths';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { DetailUnavailable } from '../../../shared/ui/DetailUnavailable';
import { useReturnDetail } from '../api/returns';
import { ReturnDetailView } from '../components/ReturnDetailView';
import '../returns.css';

/** /home/ReturnDetail?returnNo=: one of the buyer's requests (the goods owner's and customer service's are read in the console). */
export default function ReturnDetailPage() {
  const { t } = useTranslation('returns');
  const [params] = useSearchParams();
  const returnNo = (params.get('returnNo') ?? '').trim();
  const detail = useReturnDetail('buyer', returnNo);
  // the arriving answer is drawn in a transition, in slices, not in one long task
  const shown = useDeferredValue(detail.data);

  let content;
  if (shown) content = <ReturnDetailView detail={shown} desk="buyer" onDeadline={() => void detail.refetch()} />;
  else if (detail.isError || returnNo === '')
    content = (
      <DetailUnavailable
        missing={returnNo === ''}
        error={detail.error}
        notFound={ErrorCatalogue.returnNotFound}
        loadFailedTitle={t('detail.loadFailed')}
        onRetry={() => void detail.refetch()}
      />
    );
  else content = <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <section className="return-page" aria-labelledby="return-detail-title">
      <header className="return-page__header return-page__header--row">
        <h1 id="return-detail-title" className="return-page__title">
          {t('detail.title', { returnNo })}
        </h1>
        <Button href={hashHref(paths.returnList.getHref())}>{t('detail.back.buyer')}</Button>
      </header>
      {content}
    </section>
  );
}
