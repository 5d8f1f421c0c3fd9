import { FileSearchOutlined } from '../../../shared/ui/kit/icons';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { ClientCodes } from '@clearlot/contract/responseCodes';
import { useTopic } from '../../../shared/catalogue/api/topics';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { ProductGrid, ProductGridSkeleton } from '../../../shared/catalogue/components/ProductGrid';
import { useGridLayout } from '../../../shared/catalogue/hooks/useGridLayout';
import { paths } from '../../../shared/paths';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import { ApiError } from '../../../shared/http/client';
import { currentLanguage } from '../../../shared/i18n/language';
import { Button, Result, Skeleton } from '../../../shared/ui/kit';

/** Banner size hint so the page does not jump while the picture loads. */
const BANNER_WIDTH = 1232;
const BANNER_HEIGHT = 300;

/** A topic (campaign) page: banner, title, introduction and its products. */
export function TopicView({ topicId }: { topicId: number | null }) {
  const { t } = useTranslation('catalogue');
  const language = currentLanguage();
  const topic = useTopic(topicId);
  const { ref, layout } = useGridLayout<HTMLElement>();

  if (topic.isError) {
    const error = topic.error;
    const missing = error instanceof ApiError && error.code === ClientCodes.topicNotFound;
    return (
      <Result
        status={missing ? undefined : 'warning'}
        icon={missing ? <FileSearchOutlined className="topic__missing-icon" aria-hidden /> : undefined}
        title={missing ? t('topic.notFoundTitle') : t('results.failedTitle')}
        subTitle={error instanceof ApiError && error.message ? error.message : t('results.failedText')}
        extra={
          missing ? (
            <Link to={paths.listing.getHref()} className="kit-btn kit-btn--primary topic__button-link">
              {t('topic.browse')}
            </Link>
          ) : (
            <Button onClick={() => void topic.refetch()}>{t('results.retry')}</Button>
          )
        }
        data-testid="topic-unavailable"
      />
    );
  }

  const page = topic.data;
  const title = page ? byLanguage(language, page.title, page.titleEn) : '';
  return (
    <div className="page-width topic">
      {page ? (
        <header className="topic__header">
          {page.banner && <img className="topic__banner" src={page.banner} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} />}
          <h1 className="topic__title">{title}</h1>
          <p className="topic__intro">{byLanguage(language, page.intro, page.introEn)}</p>
        </header>
      ) : (
        <Skeleton rows={2} />
      )}
      <section ref={ref} aria-label={t('topic.productsLabel')} className="topic__products">
        {!page ? (
          <ProductGridSkeleton layout={layout} count={layout.pageSize} />
        ) : page.products.length === 0 ? (
          <EmptyResult title={t('topic.emptyTitle')} hint={t('topic.emptyHint')} />
        ) : (
          <ProductGrid products={page.products} layout={layout} />
        )}
      </section>
    </div>
  );
}
