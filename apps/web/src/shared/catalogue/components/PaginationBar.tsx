import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { TOTAL_COUNT_CAP } from '@clearlot/contract/rules/search';
import { currentLanguage, localeTag } from '../../i18n/language';
import { Pagination } from '../../ui/Pagination';
import type { GridLayout } from '../model/gridLayout';
import { pageChangeScrollTop } from '../model/paging';

export interface ProductPaginationProps {
  total: number;
  pageNum: number;
  pageSize: number;
  layout: GridLayout;
  onChange: (pageNum: number, pageSize: number) => void;
  /** the grid: a page change scrolls to 78 px above it */
  anchorRef: RefObject<HTMLElement | null>;
}

/**
 * A product grid's pagination (docs/product.md §2): total (capped), page numbers, the layout's page sizes
 * and jump-to-page; a page change scrolls the grid into view.
 */
export function PaginationBar({ total, pageNum, pageSize, layout, onChange, anchorRef }: ProductPaginationProps) {
  const { t } = useTranslation('catalogue');
  const formatted = total.toLocaleString(localeTag(currentLanguage()));
  const totalText = total >= TOTAL_COUNT_CAP ? t('pagination.totalCapped', { formatted }) : t('pagination.total', { count: total, formatted });
  return (
    <Pagination
      total={total}
      pageNum={pageNum}
      pageSize={pageSize}
      label={t('pagination.label')}
      totalText={totalText}
      sizeOptions={layout.sizeOptions}
      jumper
      data-testid="product-pagination"
      onChange={(nextPage, nextSize) => {
        onChange(nextPage, nextSize);
        const anchor = anchorRef.current;
        if (anchor) window.scrollTo({ top: pageChangeScrollTop(anchor.getBoundingClientRect().top, window.scrollY), behavior: 'smooth' });
      }}
    />
  );
}
