import { type CSSProperties, type ReactNode, useDeferredValue } from 'react';
import type { ProductCard as ProductCardData } from '@clearlot/contract/schemas/catalogue';
import { Skeleton, SkeletonBlock } from '../../ui/kit/Skeleton';
import type { GridLayout } from '../model/gridLayout';
import { ProductCard } from './ProductCard';
import '../catalogue.css';

export interface ProductGridProps {
  products: readonly ProductCardData[];
  layout: GridLayout;
  /** extra actions under each card */
  renderExtra?: (product: ProductCardData) => ReactNode;
}

/** Columns and card height from the measured layout; before it is known the browser fits 280 px columns. */
function gridStyle(layout: GridLayout): CSSProperties {
  return {
    gridTemplateColumns: layout.known ? `repeat(${layout.perRow}, minmax(0, 1fr))` : undefined,
    ['--card-height' as string]: `${layout.itemHeight}px`,
  };
}

/** The grey picture fills the card's media area (its height minus the text below). */
const SKELETON_MEDIA_HEIGHT = 'calc(var(--card-height, 428px) - var(--card-body))';

const NOT_YET: readonly ProductCardData[] = [];

/**
 * Product cards in rows that fill the container (docs/product.md §9). The cards render as a deferred,
 * interruptible update (grey cards of the same size hold their place meanwhile), so a page of
 * cards arriving never blocks the main thread in one long task.
 */
export function ProductGrid({ products, layout, renderExtra }: ProductGridProps) {
  const shown = useDeferredValue(products, NOT_YET);
  if (shown === NOT_YET && products.length > 0) return <ProductGridSkeleton layout={layout} count={products.length} />;
  return (
    <ul className="product-grid" style={gridStyle(layout)} data-testid="product-grid" data-per-row={layout.perRow}>
      {shown.map((product, index) => (
        <li key={product.id} className="product-grid__cell">
          <ProductCard product={product} index={index} rowLength={layout.perRow} footer={renderExtra?.(product)} />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards in the grid's shape while the first page loads. */
export function ProductGridSkeleton({ layout, count }: { layout: GridLayout; count: number }) {
  return (
    <ul className="product-grid" style={gridStyle(layout)} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="product-grid__cell">
          <div className="product-card product-card--skeleton">
            <SkeletonBlock className="product-card__skeleton-media" width="100%" height={SKELETON_MEDIA_HEIGHT} />
            <Skeleton rows={3} className="product-card__skeleton-body" />
          </div>
        </li>
      ))}
    </ul>
  );
}
