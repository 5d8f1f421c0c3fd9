/** The goods owner's category tree as the rows of a table (issue 13): top categories, and the ones under each that is open. */
import type { OwnerCategory } from '@clearlot/contract/schemas/applications';

export interface CategoryRow {
  id: number;
  categoryName: string;
  categoryNameEn: string;
  productCount: number;
  activeCount: number;
  /** 0 for a top category, 1 for one under it */
  depth: 0 | 1;
  /** a top category with categories under it (it can be opened) */
  hasChildren: boolean;
}

/** The rows shown, in order: each top category, followed by its own when it is in `open`. */
export function categoryRows(tree: readonly OwnerCategory[], open: ReadonlySet<number>): CategoryRow[] {
  return tree.flatMap((top) => {
    const { children, ...fields } = top;
    const row: CategoryRow = { ...fields, depth: 0, hasChildren: children.length > 0 };
    if (!open.has(top.id)) return [row];
    return [row, ...children.map((child): CategoryRow => ({ ...child, depth: 1, hasChildren: false }))];
  });
}
