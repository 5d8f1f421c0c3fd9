import { useDeferredValue } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFavourites } from '../../../shared/catalogue/api/favourites';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { ProductGrid, ProductGridSkeleton } from '../../../shared/catalogue/components/ProductGrid';
import { ProductPagination } from '../../../shared/catalogue/components/ProductPagination';
import { SearchFailed } from '../../../shared/catalogue/components/SearchFailed';
import { useGridLayout } from '../../../shared/catalogue/hooks/useGridLayout';
import { useProductPaging } from '../../../shared/catalogue/hooks/useProductPaging';
import { paths } from '../../../shared/paths';
import { Busy } from '../../../shared/ui/kit/Spinner';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { productNameOf } from '../../../shared/catalogue/model/localized';
import { lastPage } from '../../../shared/catalogue/model/paging';
import { currentLanguage } from '../../../shared/i18n/language';
import { RemoveFavouriteButton } from './RemoveFavouriteButton';

/** The buyer's favourites in a grid, a page at a time; removing the last item of a page steps back a page. */
export function FavouritesList() {
  const { t } = useTranslation('catalogue');
  const { t: common } = useTranslation();
  const language = currentLanguage();
  const { ref, elementRef, layout } = useGridLayout<HTMLElement>();
  const paging = useProductPaging(layout, true, 'favourites');
  const query = useFavourites(paging.pageNum, paging.pageSize, layout.known);
  // the answer renders in a transition, in slices (a query's answer alone renders in one blocking task)
  const page = useDeferredValue(query.data);

  // After removals the current page may lie past the end: show the last page instead.
  if (page && !query.isPlaceholderData && page.list.length === 0 && page.total > 0 && paging.pageNum > 1) {
    paging.changePage(lastPage(page.total, paging.pageSize), paging.pageSize);
  }

  let content;
  if (page && page.list.length > 0) {
    content = (
      <>
        <ProductGrid
          products={page.list}
          layout={layout}
          renderExtra={(product) => <RemoveFavouriteButton productId={product.id} productName={productNameOf(product, language)} />}
        />
        <ProductPagination total={page.total} pageNum={paging.pageNum} pageSize={paging.pageSize} layout={layout} onChange={paging.changePage} anchorRef={elementRef} />
      </>
    );
  } else if (page) {
    content = (
      <EmptyResult title={t('favourites.emptyTitle')} hint={t('favourites.emptyHint')}>
        <ButtonLink variant="primary" to={paths.listing.getHref()} data-testid="favourites-browse">
          {t('favourites.browse')}
        </ButtonLink>
      </EmptyResult>
    );
  } else if (query.isError) {
    content = <SearchFailed error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    content = <ProductGridSkeleton layout={layout} count={paging.pageSize} />;
  }

  return (
    <section ref={ref} aria-labelledby="favourites-title" aria-busy={query.isFetching} className="favourites">
      <header className="favourites__header">
        <h1 id="favourites-title" className="favourites__title">
          {t('favourites.title')}
        </h1>
        {page && (
          <span className="muted" data-testid="favourites-total">
            {t('favourites.total', { count: page.total })}
          </span>
        )}
      </header>
      <Busy busy={query.isPlaceholderData && query.isFetching} label={common('a11y.loading')}>
        {content}
      </Busy>
    </section>
  );
}
