import { Pagination } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { TOTAL_COUNT_CAP } from '@clearlot/contract/rules/search';
import { currentLanguage } from '../../i18n/language';
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

/** Total, page size and jump-to-page (spec §2); loaded by ProductPagination only when it is shown. */
export default function PaginationBar({ total, pageNum, pageSize, layout, onChange, anchorRef }: ProductPaginationProps) {
  const { t } = useTranslation('catalogue');

  const change = (nextPage: number, nextSize: number) => {
    onChange(nextPage, nextSize);
    const anchor = anchorRef.current;
    if (anchor) window.scrollTo({ top: pageChangeScrollTop(anchor.getBoundingClientRect().top, window.scrollY), behavior: 'smooth' });
  };

  return (
    <nav className="product-pagination" aria-label={t('pagination.label')} data-testid="product-pagination">
      <Pagination
        current={pageNum}
        pageSize={pageSize}
        total={total}
        pageSizeOptions={[...layout.sizeOptions]}
        showSizeChanger
        showQuickJumper
        showTotal={(count) => {
          const formatted = count.toLocaleString(currentLanguage() === 'zh' ? 'zh-CN' : 'en-GB');
          return count >= TOTAL_COUNT_CAP ? t('pagination.totalCapped', { formatted }) : t('pagination.total', { count, formatted });
        }}
        onChange={change}
      />
    </nav>
  );
}
