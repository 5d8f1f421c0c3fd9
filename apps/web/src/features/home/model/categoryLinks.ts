import type { Category } from '@clearlot/contract/schemas/catalogue';
import type { Language } from '../../../shared/i18n/language';
import { listingUrl } from '../../../shared/catalogue/model/listingQuery';
import { categoryNameOf } from '../../../shared/catalogue/model/localized';

/**
 * The home category navigator (docs/product.md §2, §4): a first-level category with children slides in
 * its children; a leaf — or the "all in <parent>" entry — opens the listing on that path.
 */
export function childrenOf(category: Category): Category[] {
  return category.children ?? [];
}

export function opensChildren(category: Category): boolean {
  return childrenOf(category).length > 0;
}

/** The listing of a first-level category (all its children), or of one child in it. */
export function categoryListingUrl(parent: Category, child: Category | null, language: Language): string {
  if (child === null) {
    return listingUrl({
      categoryPath: [parent.id],
      categoryNames: [categoryNameOf(parent, language)],
      hasChildren: opensChildren(parent),
    });
  }
  return listingUrl({
    categoryPath: [parent.id, child.id],
    categoryNames: [categoryNameOf(parent, language), categoryNameOf(child, language)],
    hasChildren: false,
  });
}
