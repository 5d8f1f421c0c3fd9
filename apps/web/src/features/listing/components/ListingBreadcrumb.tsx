import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { Breadcrumb } from '../../../shared/ui/kit/Breadcrumb';

export interface ListingBreadcrumbProps {
  /** category names along the chosen path (first level, then second) */
  names: readonly string[];
  productName: string;
  onAllProducts: () => void;
  onFirstLevel: () => void;
}

/** Home › All products › first-level category › second-level category › search words. */
export function ListingBreadcrumb({ names, productName, onAllProducts, onFirstLevel }: ListingBreadcrumbProps) {
  const { t } = useTranslation('catalogue');
  const [first, second] = names;
  const link = (label: string, onClick: () => void) => (
    <a
      href="#"
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
    >
      {label}
    </a>
  );
  const items: Array<{ key: string; title: ReactNode }> = [
    { key: 'home', title: <Link to={paths.home.getHref()}>{t('listing.home')}</Link> },
    { key: 'all', title: first || productName ? link(t('listing.allProducts'), onAllProducts) : t('listing.allProducts') },
  ];
  if (first) items.push({ key: 'first', title: second ? link(first, onFirstLevel) : first });
  if (second) items.push({ key: 'second', title: second });
  if (productName) items.push({ key: 'search', title: t('listing.searchCrumb', { text: productName }) });
  return <Breadcrumb className="listing__breadcrumb" items={items} label={t('listing.breadcrumb')} />;
}
