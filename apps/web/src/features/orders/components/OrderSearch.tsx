import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '../../../shared/ui/kit/Button';
import { Input } from '../../../shared/ui/kit/Input';
import { CloseCircleOutlined } from '../../../shared/ui/kit/icons/CloseCircleOutlined';
import { SearchOutlined } from '../../../shared/ui/kit/icons/SearchOutlined';

const KEYWORD_MAX = 100;

/**
 * Search My orders by order number or product name: Enter or the Search button searches, the × clears
 * the box and the search at once (antd's Input.Search with allowClear and an enter button).
 */
export function OrderSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation('orders');
  const [text, setText] = useState(keyword);
  return (
    <form
      role="search"
      className="my-orders__search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Input
        type="text"
        className="my-orders__search-box"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        maxLength={KEYWORD_MAX}
        enterKeyHint="search"
        data-testid="orders-search"
        // always a suffix, so the box is not rebuilt (losing focus) when the clear button appears
        suffix={
          <span className="my-orders__search-suffix">
            {text ? (
              <button
                type="button"
                className="my-orders__search-clear"
                aria-label={t('search.clear')}
                onClick={() => {
                  setText('');
                  if (keyword) onSearch('');
                }}
              >
                <CloseCircleOutlined aria-hidden />
              </button>
            ) : null}
          </span>
        }
      />
      <Button variant="primary" htmlType="submit" icon={<SearchOutlined />} className="my-orders__search-button">
        {t('search.button')}
      </Button>
    </form>
  );
}
