import { CloseOutlined } from '../../../shared/ui/kit/icons/CloseOutlined';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { TOTAL_COUNT_CAP } from '@clearlot/contract/rules/search';
import { currentLanguage, localeTag } from '../../../shared/i18n/language';
import { Button } from '../../../shared/ui/kit/Button';
import type { SortField, SortState } from '../model/filters';
import { SortBar } from './SortBar';

export interface ResultsHeaderProps {
  title: string;
  total: number | null;
  productName: string;
  sort: SortState;
  onDefaultSort: () => void;
  onSort: (field: SortField) => void;
  onClearSearch: () => void;
}

/** Title, total (capped totals read "10,000+"), the search words with a clear control, and the sort buttons. */
export function ResultsHeader({ title, total, productName, sort, onDefaultSort, onSort, onClearSearch }: ResultsHeaderProps) {
  const { t } = useTranslation('catalogue');
  const formatted = total === null ? '' : total.toLocaleString(localeTag(currentLanguage()));
  return (
    <header className="results-header">
      <div className="results-header__titles">
        <h1 className="results-header__title">{title}</h1>
        {total !== null && (
          <span className="results-header__total" data-testid="listing-total" data-total={total} aria-live="polite">
            {total >= TOTAL_COUNT_CAP ? t('listing.totalCapped', { formatted }) : t('listing.total', { count: total, formatted })}
          </span>
        )}
        {productName && (
          <span className="results-header__search">
            {t('listing.searchingFor', { text: productName })}
            <Button
              size="small"
              variant="text"
              className="results-header__clear"
              icon={<CloseOutlined />}
              onClick={onClearSearch}
              aria-label={t('listing.clearSearch')}
              data-testid="listing-clear-search"
            />
          </span>
        )}
      </div>
      <p className="results-header__hint muted">{t('listing.detailHint')}</p>
      <SortBar sort={sort} onDefault={onDefaultSort} onField={onSort} />
    </header>
  );
}
