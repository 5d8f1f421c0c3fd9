import { Suspense, lazy } from 'react';
import { useSession } from '../../session/session';
import { shouldShowPagination } from '../model/paging';
import type { ProductPaginationProps } from './PaginationBar';

export type { ProductPaginationProps } from './PaginationBar';

/** antd's Pagination (with its size selector) loads only when a page actually shows it. */
const PaginationBar = lazy(() => import('./PaginationBar'));

/**
 * Total, page size and jump-to-page (spec §2): only for signed-in users and only when the total
 * is more than the smallest page (the default page size). Visitors never load its code.
 */
export function ProductPagination(props: ProductPaginationProps) {
  const signedIn = useSession().token !== null;
  if (!shouldShowPagination(signedIn, props.total, props.layout.pageSize)) return null;
  return (
    <Suspense fallback={<div className="product-pagination product-pagination--loading" aria-hidden />}>
      <PaginationBar {...props} />
    </Suspense>
  );
}
