import { FileSearchOutlined } from '../../../shared/ui/kit/icons/FileSearchOutlined';
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
import { Button } from '../../../shared/ui/kit/Button';
import { Result } from '../../../shared/ui/kit/Result';
import { Skeleton, SkeletonBlock } from '../../../shared/ui/kit/Skeleton';

/** The banners' shape (3 : 1, as on the home page's carousel): the picture's box is this size before it loads. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

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
  const banner = page ? byLanguage(language, page.bannerZh ?? page.banner, page.banner) : null;
  // The loading placeholder and the page are different elements inside one measured container: when the
  // answer arrives the placeholder goes and the page comes, and nothing already on screen moves (a kept
  // product section under a header of another height did: CLS 0.16 on a phone).
  return (
    <div className="page-width">
      <div ref={ref} className="topic">
        {page ? (
          <>
            <header className="topic__header">
              {banner && <img className="topic__banner" src={banner} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} />}
              <h1 className="topic__title">{title}</h1>
              <p className="topic__intro">{byLanguage(language, page.intro, page.introEn)}</p>
            </header>
            <section aria-label={t('topic.productsLabel')} className="topic__products">
              {page.products.length === 0 ? <EmptyResult title={t('topic.emptyTitle')} hint={t('topic.emptyHint')} /> : <ProductGrid products={page.products} layout={layout} />}
            </section>
          </>
        ) : (
          <div className="topic" data-testid="topic-loading">
            <div className="topic__header">
              <SkeletonBlock className="topic__banner" height="auto" />
              <Skeleton rows={2} />
            </div>
            <ProductGridSkeleton layout={layout} count={layout.pageSize} />
          </div>
        )}
      </div>
    </div>
  );
}
