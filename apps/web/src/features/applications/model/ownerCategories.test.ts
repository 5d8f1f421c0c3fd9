import { describe, expect, it } from 'vitest';
import type { OwnerCategory } from '@clearlot/contract/schemas/applications';
import { categoryRows } from './ownerCategories';

const counts = (id: number) => ({ id, categoryName: `品类${id}`, categoryNameEn: `Category ${id}`, productCount: id * 2, activeCount: id });
const top = (id: number, children: number[] = []): OwnerCategory => ({ ...counts(id), children: children.map(counts) });

describe("the goods owner's categories as table rows", () => {
  const tree = [top(1, [11, 12]), top(2)];

  it('shows the top categories only while none is open, and says which can be opened', () => {
    expect(categoryRows(tree, new Set()).map((row) => [row.id, row.depth, row.hasChildren])).toEqual([
      [1, 0, true],
      [2, 0, false],
    ]);
  });

  it('shows the categories under an open one right after it, with their counts', () => {
    const rows = categoryRows(tree, new Set([1]));
    expect(rows.map((row) => [row.id, row.depth])).toEqual([
      [1, 0],
      [11, 1],
      [12, 1],
      [2, 0],
    ]);
    expect(rows[1]).toMatchObject({ categoryNameEn: 'Category 11', productCount: 22, activeCount: 11, hasChildren: false });
  });
});
