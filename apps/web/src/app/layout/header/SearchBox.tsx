import { SearchOutlined } from '../../../shared/ui/kit/icons/SearchOutlined';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLocation, useNavigate, useSearchParams } from '../../../shared/router';
import { useSuggestions } from '../../../shared/catalogue/api/suggestions';
import { addressesOf, paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/kit/Button';
import { listingSearchUrl, listingWithoutProductName, productNameFromQuery } from './searchQuery';

/** Suggestions close this long after the box loses focus (docs/product.md §9), so a click on one still lands. */
const BLUR_HIDE_MS = 300;
const LISTING_PAGES = new Set(addressesOf(paths.listing));

/**
 * Product search (docs/product.md §2): Search or Enter opens the listing with a productName filter;
 * Reset clears the text and, on a listing filtered by it, the productName condition too, so the
 * results refresh without it (docs/product.md §5); from two typed characters a suggestion list appears (docs/product.md §5, §9) and
 * picking one searches for it. A small ARIA combobox of our own: antd's AutoComplete would add
 * ~20 KB to every page's first load for this one list.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const fromUrl = productNameFromQuery(searchParams.get('goodsSearchQuery'));
  const [text, setText] = useState(fromUrl);
  // When the URL's search text changes (navigation, back button), show it in the box.
  const [shownUrlText, setShownUrlText] = useState(fromUrl);
  if (fromUrl !== shownUrlText) {
    setShownUrlText(fromUrl);
    setText(fromUrl);
  }
  const suggestions = useSuggestions(text);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listId = useId();
  const showList = open && suggestions.length > 0;

  const search = (value: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(listingSearchUrl(value));
  };
  const pick = (value: string) => {
    setText(value);
    search(value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };
  const reset = () => {
    setText('');
    setOpen(false);
    setActive(-1);
    if (LISTING_PAGES.has(pathname) && fromUrl) void navigate(listingWithoutProductName(searchParams));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <form role="search" className="header-search" onSubmit={submit} aria-label={t('header.searchLabel')}>
      <div className="header-search__input header-search__combo">
        <span className="header-search__field">
          <SearchOutlined aria-hidden className="header-search__icon muted" />
          <input
            className="header-search__native"
            type="text"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => {
              clearTimeout(hideTimer.current);
              setOpen(true);
            }}
            onBlur={() => {
              hideTimer.current = setTimeout(() => setOpen(false), BLUR_HIDE_MS);
            }}
            onKeyDown={onKeyDown}
            placeholder={t('header.searchPlaceholder')}
            maxLength={140}
            role="combobox"
            aria-label={t('header.searchLabel')}
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
          />
        </span>
        {showList && (
          <ul className="header-search__suggestions" id={listId} role="listbox" aria-label={t('header.suggestions')}>
            {suggestions.map((term, index) => (
              <li
                key={term}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'is-active' : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(term)}
              >
                {term}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button variant="primary" htmlType="submit">
        {t('header.search')}
      </Button>
      <Button htmlType="button" onClick={reset} data-testid="header-search-reset">
        {t('header.reset')}
      </Button>
    </form>
  );
}
