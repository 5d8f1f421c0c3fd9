import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useSession } from '../../session/session';
import { Busy } from '../../ui/kit/Spinner';
import { type ProductCriteria, useProductSearch } from '../api/products';
import { useDelayedFlag } from '../hooks/useDelayedFlag';
import { useGridLayout } from '../hooks/useGridLayout';
import { useProductPaging } from '../hooks/useProductPaging';
import { EmptyResult } from './EmptyResult';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { ProductPagination } from './ProductPagination';
import { SearchFailed } from './SearchFailed';

export interface ProductSearchResultsProps {
  criteria: ProductCriteria;
  /** drawn above the grid with the current total (null while unknown) */
  header?: (total: number | null) => ReactNode;
  /** shown instead of the default empty result */
  empty?: ReactNode;
  /** accessible name of the results region */
  label: string;
  /** false while the criteria are not settled yet (nothing is asked until then) */
  ready?: boolean;
}

/** The next page's spinner shows only if it has not arrived within this time. */
const SPINNER_DELAY_MS = 150;

/**
 * A product search laid out as a grid (docs/product.md §2, §9): the page size follows the grid's width,
 * changing the criteria goes back to page 1, the previous page stays visible while the next
 * one loads, and pagination shows for signed-in users only.
 */
export function ProductSearchResults({ criteria, header, empty, label, ready = true }: ProductSearchResultsProps) {
  const { t } = useTranslation();
  const signedIn = useSession().token !== null;
  const { ref, elementRef, layout } = useGridLayout<HTMLElement>();
  const paging = useProductPaging(layout, signedIn, JSON.stringify(criteria));
  const query = useProductSearch({ ...criteria, pageNum: paging.pageNum, pageSize: paging.pageSize }, layout.known && ready);
  const page = query.data;
  const busy = useDelayedFlag(query.isPlaceholderData && query.isFetching, SPINNER_DELAY_MS);

  let content: ReactNode;
  if (page) {
    content =
      page.list.length === 0 ? (
        (empty ?? <EmptyResult />)
      ) : (
        <>
          <ProductGrid products={page.list} layout={layout} />
          <ProductPagination total={page.total} pageNum={paging.pageNum} pageSize={paging.pageSize} layout={layout} onChange={paging.changePage} anchorRef={elementRef} />
        </>
      );
  } else if (query.isError) {
    content = <SearchFailed error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    content = <ProductGridSkeleton layout={layout} count={paging.pageSize} />;
  }

  return (
    <section ref={ref} className="product-results" aria-label={label} aria-busy={query.isFetching}>
      {header?.(page ? page.total : null)}
      <Busy busy={busy} label={t('a11y.loading')}>
        {content}
      </Busy>
    </section>
  );
}
