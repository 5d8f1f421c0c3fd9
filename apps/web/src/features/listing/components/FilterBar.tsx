import { LockOutlined } from '../../../shared/ui/kit/icons/LockOutlined';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { Category } from '@clearlot/contract/schemas/catalogue';
import { PRICE_RANGE_MAX, PROFITABLE_RANGE_MAX } from '@clearlot/contract/rules/search';
import { requireSignIn } from '../../../shared/session/signInPrompt';
import { Button } from '../../../shared/ui/kit/Button';
import type { ListingFilters, RangeInput } from '../model/filters';
import { BrandFilter } from './BrandFilter';
import { CategoryFilter } from './CategoryFilter';
import { RangeFilter } from './RangeFilter';
import { WarehouseFilter } from './WarehouseFilter';

/** Largest price a buyer can type, in pounds (the payload cap is in pence). */
const PRICE_INPUT_MAX = PRICE_RANGE_MAX / 100;

export interface FilterBarProps {
  filters: ListingFilters;
  tree: readonly Category[] | undefined;
  warehouseCountry: string;
  /** visitors see the filters locked: choosing one asks them to sign in */
  locked: boolean;
  onCategory: (path: number[]) => void;
  onBrand: (brandId: number | null) => void;
  onWarehouses: (codes: string[]) => void;
  onPrice: (range: RangeInput | null) => void;
  onProfitable: (range: RangeInput | null) => void;
  onReset: () => void;
}

/** The listing's filter bar (docs/product.md §2): categories, brands, ship-from, price and discount ranges. */
export function FilterBar(props: FilterBarProps) {
  const { filters, tree, warehouseCountry, locked } = props;
  const { t } = useTranslation('catalogue');
  const categoryId = filters.categoryPath.at(-1) ?? null;
  return (
    <section className="filter-bar" aria-label={t('filters.label')}>
      {locked && (
        <p className="filter-bar__locked">
          <LockOutlined aria-hidden /> {t('filters.lockedText')}{' '}
          <Button variant="link" size="small" onClick={requireSignIn} className="filter-bar__sign-in">
            {t('filters.signIn')}
          </Button>
        </p>
      )}
      <CategoryFilter tree={tree} path={filters.categoryPath} locked={locked} onChange={props.onCategory} />
      <BrandFilter categoryId={categoryId} brandId={filters.brandId} locked={locked} onChange={props.onBrand} />
      <WarehouseFilter countryCode={warehouseCountry} codes={filters.warehouseCodes} locked={locked} onChange={props.onWarehouses} />
      <div className="filter-bar__ranges">
        <RangeFilter
          key={`price-${JSON.stringify(filters.price)}`}
          label={t('filters.price')}
          testId="price"
          prefix="£"
          max={PRICE_INPUT_MAX}
          precision={2}
          applied={filters.price}
          locked={locked}
          onApply={props.onPrice}
        />
        <RangeFilter
          key={`profitable-${JSON.stringify(filters.profitable)}`}
          label={t('filters.discount')}
          testId="profitable"
          suffix="%"
          max={PROFITABLE_RANGE_MAX}
          precision={0}
          applied={filters.profitable}
          locked={locked}
          onApply={props.onProfitable}
        />
        <Button size="small" onClick={props.onReset} className="filter-bar__reset" data-testid="filters-reset">
          {t('filters.reset')}
        </Button>
      </div>
    </section>
  );
}
