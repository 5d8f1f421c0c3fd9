import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '../../ui/kit/icons';
import { type FocusEvent, type RefObject, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { TOTAL_COUNT_CAP } from '@clearlot/contract/rules/search';
import { currentLanguage, localeTag } from '../../i18n/language';
import { cx } from '../../ui/kit';
import type { GridLayout } from '../model/gridLayout';
import { jumpTarget, lastPage, pageChangeScrollTop, pageItems, pageSizeChoices, typedPage } from '../model/paging';
import '../catalogue.css';

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
 * Total, previous / next, page numbers (far ones folded into •••, which jump five pages), page
 * size and jump-to-page (docs/product.md §2). Each page is a list item named by its number; the current
 * one is marked aria-current="page".
 */
export function PaginationBar({ total, pageNum, pageSize, layout, onChange, anchorRef }: ProductPaginationProps) {
  const { t } = useTranslation('catalogue');
  const language = currentLanguage();
  const last = lastPage(total, pageSize);
  const pagesRef = useRef<HTMLUListElement>(null);
  const [typed, setTyped] = useState('');

  const change = (nextPage: number, nextSize: number) => {
    onChange(nextPage, nextSize);
    const anchor = anchorRef.current;
    if (anchor) window.scrollTo({ top: pageChangeScrollTop(anchor.getBoundingClientRect().top, window.scrollY), behavior: 'smooth' });
  };
  const goTo = (page: number) => {
    if (page !== pageNum) change(page, pageSize);
  };
  const jump = () => {
    const page = typedPage(typed, last);
    setTyped('');
    if (page !== null) goTo(page);
  };
  const jumpOnBlur = (event: FocusEvent<HTMLInputElement>) => {
    // leaving the box for a page button: that button's page wins, the typed one is dropped
    if (event.relatedTarget instanceof Node && pagesRef.current?.contains(event.relatedTarget)) setTyped('');
    else jump();
  };

  const formatted = total.toLocaleString(localeTag(language));
  const totalText = total >= TOTAL_COUNT_CAP ? t('pagination.totalCapped', { formatted }) : t('pagination.total', { count: total, formatted });

  return (
    <nav className="product-pagination" aria-label={t('pagination.label')} data-testid="product-pagination">
      <span className="product-pagination__total">{totalText}</span>
      <ul ref={pagesRef} className="product-pagination__pages">
        <li>
          <button
            type="button"
            className="product-pagination__button"
            aria-label={t('pagination.previous')}
            title={t('pagination.previous')}
            disabled={pageNum <= 1}
            onClick={() => goTo(pageNum - 1)}
          >
            <LeftOutlined aria-hidden />
          </button>
        </li>
        {pageItems(pageNum, last).map((item) =>
          typeof item === 'number' ? (
            <li key={item} aria-label={String(item)}>
              <button
                type="button"
                className={cx('product-pagination__button', item === pageNum && 'product-pagination__button--current')}
                aria-current={item === pageNum ? 'page' : undefined}
                onClick={() => goTo(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="product-pagination__button product-pagination__jump"
                aria-label={item === 'jump-prev' ? t('pagination.previousJump') : t('pagination.nextJump')}
                title={item === 'jump-prev' ? t('pagination.previousJump') : t('pagination.nextJump')}
                onClick={() => goTo(jumpTarget(item, pageNum, last))}
              >
                <span className="product-pagination__ellipsis" aria-hidden>
                  •••
                </span>
                <span className="product-pagination__jump-icon" aria-hidden>
                  {item === 'jump-prev' ? <DoubleLeftOutlined /> : <DoubleRightOutlined />}
                </span>
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="product-pagination__button"
            aria-label={t('pagination.next')}
            title={t('pagination.next')}
            disabled={pageNum >= last}
            onClick={() => goTo(pageNum + 1)}
          >
            <RightOutlined aria-hidden />
          </button>
        </li>
      </ul>
      <select className="product-pagination__size" aria-label={t('pagination.pageSize')} value={pageSize} onChange={(event) => change(1, Number(event.target.value))}>
        {pageSizeChoices(layout.sizeOptions, pageSize).map((size) => (
          <option key={size} value={size}>
            {t('pagination.perPage', { size })}
          </option>
        ))}
      </select>
      <label className="product-pagination__jumper">
        {t('pagination.jumpTo')}
        <input
          className="product-pagination__jump-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={t('pagination.jumpLabel')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              jump();
            }
          }}
          onBlur={jumpOnBlur}
        />
        {t('pagination.jumpToSuffix')}
      </label>
    </nav>
  );
}
