import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { Category } from '@clearlot/contract/schemas/catalogue';
import { currentLanguage } from '../../../shared/i18n/language';
import { categoryNameOf } from '../../../shared/catalogue/model/localized';
import { SkeletonBlock } from '../../../shared/ui/kit/Skeleton';
import { FilterOption, FilterRow } from './FilterRow';

export interface CategoryFilterProps {
  tree: readonly Category[] | undefined;
  path: readonly number[];
  locked: boolean;
  onChange: (path: number[]) => void;
}

/**
 * The two-level category browser (docs/product.md §2, §4): first-level categories, then the children of
 * the chosen one.
 */
export function CategoryFilter({ tree, path, locked, onChange }: CategoryFilterProps) {
  const { t } = useTranslation('catalogue');
  const language = currentLanguage();
  const [firstId, childId] = path;
  const first = tree?.find((category) => category.id === firstId);
  const children = first?.children ?? [];

  return (
    <>
      <FilterRow label={t('filters.category')} locked={locked}>
        {tree ? (
          <>
            <FilterOption active={firstId === undefined} onClick={() => onChange([])} testId="filter-category-all">
              {t('filters.all')}
            </FilterOption>
            {tree.map((category) => (
              <FilterOption key={category.id} active={category.id === firstId} onClick={() => onChange([category.id])} testId={`filter-category-${category.id}`}>
                {categoryNameOf(category, language)}
              </FilterOption>
            ))}
          </>
        ) : (
          <SkeletonBlock width="100%" height={24} />
        )}
      </FilterRow>
      {first && children.length > 0 && (
        <FilterRow label={categoryNameOf(first, language)} locked={locked}>
          <FilterOption active={childId === undefined} onClick={() => onChange([first.id])} testId={`filter-category-${first.id}-all`}>
            {t('filters.allIn', { name: categoryNameOf(first, language) })}
          </FilterOption>
          {children.map((child) => (
            <FilterOption key={child.id} active={child.id === childId} onClick={() => onChange([first.id, child.id])} testId={`filter-category-${child.id}`}>
              {categoryNameOf(child, language)}
            </FilterOption>
          ))}
        </FilterRow>
      )}
    </>
  );
}
