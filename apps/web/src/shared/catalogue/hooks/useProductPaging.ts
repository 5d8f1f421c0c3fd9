import { useState } from 'react';
import type { GridLayout } from '../model/gridLayout';
import { resolvePageSize } from '../model/paging';

export interface ProductPaging {
  pageNum: number;
  pageSize: number;
  /** go to a page; a new size starts again at page 1 */
  changePage: (pageNum: number, pageSize: number) => void;
}

/**
 * Page number and size of a product grid. The page goes back to 1 whenever `resetKey` (the
 * search criteria) or the effective page size changes; visitors always see page 1.
 */
export function useProductPaging(layout: GridLayout, signedIn: boolean, resetKey: string): ProductPaging {
  const [chosenSize, setChosenSize] = useState<number | null>(null);
  const pageSize = resolvePageSize(chosenSize, layout, signedIn);
  const [page, setPage] = useState({ pageNum: 1, key: resetKey, pageSize });
  let pageNum = page.pageNum;
  if (page.key !== resetKey || page.pageSize !== pageSize) {
    pageNum = 1;
    setPage({ pageNum: 1, key: resetKey, pageSize });
  }

  const changePage = (nextPage: number, nextSize: number) => {
    if (nextSize !== pageSize) {
      setChosenSize(nextSize);
      setPage({ pageNum: 1, key: resetKey, pageSize: resolvePageSize(nextSize, layout, signedIn) });
      return;
    }
    setPage({ pageNum: Math.max(1, nextPage), key: resetKey, pageSize });
  };

  return { pageNum: signedIn ? pageNum : 1, pageSize, changePage };
}
