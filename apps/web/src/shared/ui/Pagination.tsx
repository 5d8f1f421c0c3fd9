import { type FocusEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { jumpTarget, lastPage, pageItems, pageSizeChoices, typedPage } from '../catalogue/model/paging';
import { cx } from './kit/cx';
import { DoubleLeftOutlined } from './kit/icons/DoubleLeftOutlined';
import { DoubleRightOutlined } from './kit/icons/DoubleRightOutlined';
import { LeftOutlined } from './kit/icons/LeftOutlined';
import { RightOutlined } from './kit/icons/RightOutlined';
import './pagination.css';

export interface PaginationProps {
  total: number;
  pageNum: number;
  pageSize: number;
  onChange: (pageNum: number, pageSize: number) => void;
  /** the navigation landmark's name ("Order pages") */
  label: string;
  /** "12 orders in total"; nothing shown when absent */
  totalText?: ReactNode;
  /** page sizes offered; no size choice when absent */
  sizeOptions?: readonly number[];
  /** a box to type a page number into */
  jumper?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * Previous / next, page numbers (far ones folded into •••, which jump five pages), optional page size and
 * jump-to-page, for every paged list of the storefront. Each page is a list item named by its number; the
 * current one is marked aria-current="page". Hidden when everything fits on one page.
 */
export function Pagination({ total, pageNum, pageSize, onChange, label, totalText, sizeOptions, jumper = false, className, 'data-testid': testId }: PaginationProps) {
  const { t } = useTranslation('common');
  const last = lastPage(total, pageSize);
  const pagesRef = useRef<HTMLUListElement>(null);
  const [typed, setTyped] = useState('');

  const goTo = (page: number) => {
    if (page !== pageNum) onChange(page, pageSize);
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

  if (total <= (sizeOptions?.[0] ?? pageSize) && pageNum <= 1) return null;

  return (
    <nav className={cx('pagination', className)} aria-label={label} data-testid={testId}>
      {totalText ? <span className="pagination__total">{totalText}</span> : null}
      <ul ref={pagesRef} className="pagination__pages">
        <li>
          <button
            type="button"
            className="pagination__button"
            aria-label={t('pager.previous')}
            title={t('pager.previous')}
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
                className={cx('pagination__button', item === pageNum && 'pagination__button--current')}
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
                className="pagination__button pagination__jump"
                aria-label={item === 'jump-prev' ? t('pager.previousJump') : t('pager.nextJump')}
                title={item === 'jump-prev' ? t('pager.previousJump') : t('pager.nextJump')}
                onClick={() => goTo(jumpTarget(item, pageNum, last))}
              >
                <span className="pagination__ellipsis" aria-hidden>
                  •••
                </span>
                <span className="pagination__jump-icon" aria-hidden>
                  {item === 'jump-prev' ? <DoubleLeftOutlined /> : <DoubleRightOutlined />}
                </span>
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className="pagination__button" aria-label={t('pager.next')} title={t('pager.next')} disabled={pageNum >= last} onClick={() => goTo(pageNum + 1)}>
            <RightOutlined aria-hidden />
          </button>
        </li>
      </ul>
      {sizeOptions ? (
        <select className="pagination__size" aria-label={t('pager.pageSize')} value={pageSize} onChange={(event) => onChange(1, Number(event.target.value))}>
          {pageSizeChoices(sizeOptions, pageSize).map((size) => (
            <option key={size} value={size}>
              {t('pager.perPage', { size })}
            </option>
          ))}
        </select>
      ) : null}
      {jumper ? (
        <label className="pagination__jumper">
          {t('pager.jumpTo')}
          <input
            className="pagination__jump-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-label={t('pager.jumpLabel')}
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
          {t('pager.jumpToSuffix')}
        </label>
      ) : null}
    </nav>
  );
}
