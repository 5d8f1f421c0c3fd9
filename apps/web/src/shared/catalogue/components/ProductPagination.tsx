import { useSession } from '../../session/session';
import { shouldShowPagination } from '../model/paging';
import { PaginationBar, type ProductPaginationProps } from './PaginationBar';

export type { ProductPaginationProps } from './PaginationBar';

/**
 * Total, page size and jump-to-page (docs/product.md §2): only for signed-in users and only when the total
 * is more than the smallest page (the default page size). Visitors never see it (docs/product.md §6).
 */
export function ProductPagination(props: ProductPaginationProps) {
  const signedIn = useSession().token !== null;
  if (!shouldShowPagination(signedIn, props.total, props.layout.pageSize)) return null;
  return <PaginationBar {...props} />;
}
