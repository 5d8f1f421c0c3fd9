import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import { useCategoryTree } from '../../../shared/catalogue/api/categories';
import { ProductSearchResults } from '../../../shared/catalogue/components/ProductSearchResults';
import { type ListingQuery, listingUrl } from '../../../shared/catalogue/model/listingQuery';
import { paths } from '../../../shared/paths';
import { categoryNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { DEFAULT_DELIVERY_COUNTRY } from '../../../shared/location/deliveryCountry';
import { useSession } from '../../../shared/session/session';
import { requireSignIn } from '../../../shared/session/signInPrompt';
import { DEFAULT_SORT, type ListingFilters, categoriesOnPath, initialFilters, nextSort, resolveCategoryPath, toCriteria } from '../model/filters';
import { FilterBar } from './FilterBar';
import { ListingBreadcrumb } from './ListingBreadcrumb';
import { ResultsHeader } from './ResultsHeader';

/**
 * The listing for one set of URL parameters (docs/product.md §2): they seed the filters once; after that
 * the filter bar drives the search. Filters beyond the name search need an account.
 */
export function ListingView({ query }: { query: ListingQuery }) {
  const { t } = useTranslation('catalogue');
  const language = currentLanguage();
  const signedIn = useSession().token !== null;
  const [filters, setFilters] = useState<ListingFilters>(() => initialFilters(query));
  const tree = useCategoryTree();

  // The URL may name a child without its parent, or ids that no longer exist: the tree decides.
  const categoryPath = tree.data ? resolveCategoryPath(tree.data, filters.categoryPath) : filters.categoryPath;
  const settled = filters.categoryPath.length === 0 || !tree.isPending;
  const onPath = tree.data ? categoriesOnPath(tree.data, categoryPath) : [];
  const names = onPath.length > 0 ? onPath.map((category) => categoryNameOf(category, language)) : tree.data ? [] : query.categoryNames;

  const navigate = useNavigate();
  /**
   * The search words live in the URL (the header's search box shows them), so dropping them is a
   * navigation; the category, brand, warehouses and time sort come along.
   */
  const clearSearch = () =>
    void navigate(
      listingUrl({
        categoryPath,
        categoryNames: names,
        brandId: filters.brandId ?? undefined,
        warehouseCodes: filters.warehouseCodes,
        countryCode: query.countryCode ?? undefined,
        sortByTime: filters.sort.kind === 'field' && filters.sort.field === 'updateTime' && filters.sort.direction === 'desc',
      }),
    );

  const change = (patch: Partial<ListingFilters>) => setFilters((current) => ({ ...current, ...patch }));
  /** Member-only changes: visitors get the sign-in dialog instead of a refused search. */
  const memberChange = (patch: Partial<ListingFilters>) => (signedIn ? change(patch) : requireSignIn());

  const title = names.at(-1) ?? (filters.productName ? t('listing.searchTitle') : t('listing.allProducts'));

  return (
    <div className="page-width listing">
      <ListingBreadcrumb
        names={names}
        productName={filters.productName}
        onAllProducts={() => void navigate(paths.listing.getHref())}
        onFirstLevel={() => change({ categoryPath: categoryPath.slice(0, 1), brandId: null })}
      />
      <FilterBar
        filters={{ ...filters, categoryPath }}
        tree={tree.data}
        warehouseCountry={query.countryCode ?? DEFAULT_DELIVERY_COUNTRY}
        locked={!signedIn}
        onCategory={(path) => memberChange({ categoryPath: path, brandId: null })}
        onBrand={(brandId) => memberChange({ brandId })}
        onWarehouses={(warehouseCodes) => memberChange({ warehouseCodes })}
        onPrice={(price) => memberChange({ price })}
        onProfitable={(profitable) => memberChange({ profitable })}
        onReset={() => setFilters({ ...initialFilters({ ...query, categoryPath: [], brandId: null, warehouseCodes: [], sortByTime: false }), productName: filters.productName })}
      />
      <ProductSearchResults
        label={t('listing.resultsLabel')}
        criteria={toCriteria({ ...filters, categoryPath })}
        ready={settled}
        header={(total) => (
          <ResultsHeader
            title={title}
            total={total}
            productName={filters.productName}
            sort={filters.sort}
            onDefaultSort={() => change({ sort: DEFAULT_SORT })}
            onSort={(field) => change({ sort: nextSort(filters.sort, field) })}
            onClearSearch={clearSearch}
          />
        )}
      />
    </div>
  );
}
