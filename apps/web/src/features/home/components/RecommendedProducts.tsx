import { RightOutlined } from '../../../shared/ui/kit/icons/RightOutlined';
import { type ReactNode, Suspense, lazy } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import type { ProductSearchBody } from '@clearlot/contract/schemas/catalogue';
import { useProductSearch } from '../../../shared/catalogue/api/products';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { ProductGrid, ProductGridSkeleton } from '../../../shared/catalogue/components/ProductGrid';
import { useGridLayout } from '../../../shared/catalogue/hooks/useGridLayout';
import { listingUrl } from '../../../shared/catalogue/model/listingQuery';
import { resolvePageSize } from '../../../shared/catalogue/model/paging';
import { useSession } from '../../../shared/session/session';

const ALL_PRODUCTS_URL = listingUrl();

// Only needed when the list fails: kept out of the grid's chunk.
const SearchFailed = lazy(() => import('../../../shared/catalogue/components/SearchFailed').then((module) => ({ default: module.SearchFailed })));

/**
 * "Recommended for you" (docs/product.md §2): the first page of the default listing (the server's default
 * order), sized to the grid (docs/product.md §9). Home shows that one page only; the listing has the rest.
 * Visitors see prices and margins blurred past the first rows (the cards do that).
 */
export default function RecommendedProducts() {
  const { t } = useTranslation('home');
  const signedIn = useSession().token !== null;
  const { ref, layout } = useGridLayout<HTMLElement>();
  const pageSize = resolvePageSize(null, layout, signedIn);
  const body: ProductSearchBody = { pageNum: 1, pageSize, queryParamList: [], rangeQueryParamList: [], sortQueryParamList: [] };
  const search = useProductSearch(body, layout.known);
  const page = search.data;

  let content: ReactNode;
  if (page) {
    content =
      page.list.length === 0 ? (
        <EmptyResult title={t('recommended.emptyTitle')} hint={t('recommended.emptyHint')} />
      ) : (
        <>
          <ProductGrid products={page.list} layout={layout} />
          {page.total > page.list.length && (
            <div className="recommended__all">
              <Link to={ALL_PRODUCTS_URL} className="kit-btn kit-btn--default kit-btn--large home-button-link">
                {t('recommended.seeAll')}
              </Link>
            </div>
          )}
        </>
      );
  } else if (search.isError) {
    content = (
      <Suspense fallback={null}>
        <SearchFailed error={search.error} onRetry={() => void search.refetch()} />
      </Suspense>
    );
  } else {
    content = <ProductGridSkeleton layout={layout} count={pageSize} />;
  }

  return (
    <section ref={ref} className="recommended" aria-labelledby="recommended-title" aria-busy={search.isFetching} data-testid="recommended">
      <header className="home-section__head">
        <h2 id="recommended-title" className="home-section__title">
          {t('recommended.title')}
        </h2>
        <Link to={ALL_PRODUCTS_URL} className="home-section__more">
          {t('recommended.seeAll')}
          <RightOutlined aria-hidden />
        </Link>
      </header>
      {content}
    </section>
  );
}
