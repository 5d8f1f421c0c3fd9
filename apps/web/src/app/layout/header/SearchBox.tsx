import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { listingSearchUrl, productNameFromQuery } from './searchQuery';

/**
 * Product search (spec §2): Search or Enter opens the listing with a productName filter;
 * Reset clears the text. The box shows the text of the goodsSearchQuery in the URL.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const fromUrl = productNameFromQuery(searchParams.get('goodsSearchQuery'));
  const [text, setText] = useState(fromUrl);
  // When the URL's search text changes (navigation, back button), show it in the box.
  const [shownUrlText, setShownUrlText] = useState(fromUrl);
  if (fromUrl !== shownUrlText) {
    setShownUrlText(fromUrl);
    setText(fromUrl);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(listingSearchUrl(text));
  };

  return (
    <form role="search" className="header-search" onSubmit={submit} aria-label={t('header.searchLabel')}>
      <Input
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchLabel')}
        prefix={<SearchOutlined aria-hidden className="muted" />}
        maxLength={140}
        className="header-search__input"
      />
      <Button type="primary" htmlType="submit">
        {t('header.search')}
      </Button>
      <Button htmlType="button" onClick={() => setText('')}>
        {t('header.reset')}
      </Button>
    </form>
  );
}
