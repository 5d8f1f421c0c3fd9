import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useBrands } from '../../../shared/catalogue/api/brands';
import { brandNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { Button } from '../../../shared/ui/kit/Button';
import { SkeletonBlock } from '../../../shared/ui/kit/Skeleton';
import { FilterOption, FilterRow } from './FilterRow';

/** Brands shown before "More". */
const COLLAPSED_BRANDS = 12;

export interface BrandFilterProps {
  /** the chosen category (deepest level), or null for all brands */
  categoryId: number | null;
  brandId: number | null;
  locked: boolean;
  onChange: (brandId: number | null) => void;
}

/** Brands of the chosen category, or all brands (docs/product.md §2). */
export function BrandFilter({ categoryId, brandId, locked, onChange }: BrandFilterProps) {
  const { t } = useTranslation('catalogue');
  const language = currentLanguage();
  const brands = useBrands(categoryId);
  const [expanded, setExpanded] = useState(false);
  const list = brands.data ?? [];
  const chosenIndex = list.findIndex((brand) => brand.id === brandId);
  const visible = expanded || chosenIndex >= COLLAPSED_BRANDS ? list : list.slice(0, COLLAPSED_BRANDS);

  return (
    <FilterRow label={t('filters.brand')} locked={locked}>
      {brands.isPending ? (
        <SkeletonBlock width="100%" height={24} />
      ) : (
        <>
          <FilterOption active={brandId === null} onClick={() => onChange(null)} testId="filter-brand-all">
            {t('filters.all')}
          </FilterOption>
          {visible.map((brand) => (
            <FilterOption key={brand.id} active={brand.id === brandId} onClick={() => onChange(brand.id)} testId={`filter-brand-${brand.id}`}>
              {brandNameOf(brand, language)}
            </FilterOption>
          ))}
          {list.length > COLLAPSED_BRANDS && chosenIndex < COLLAPSED_BRANDS && (
            <Button size="small" variant="link" onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
              {expanded ? t('filters.less') : t('filters.more', { hidden: list.length - COLLAPSED_BRANDS })}
            </Button>
          )}
        </>
      )}
    </FilterRow>
  );
}
