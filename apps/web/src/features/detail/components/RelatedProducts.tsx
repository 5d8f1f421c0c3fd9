import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ProductGrid } from '../../../shared/catalogue/components/ProductGrid';
import { useGridLayout } from '../../../shared/catalogue/hooks/useGridLayout';
import { useRelatedProducts } from '../api/relatedProducts';

/** Products from the same subcategory, as a grid at the foot of the page; left out when there are none. */
export function RelatedProducts({ productId }: { productId: number }) {
  const { t } = useTranslation('detail');
  const related = useRelatedProducts(productId);
  const { ref, layout } = useGridLayout<HTMLElement>();
  const products = related.data ?? [];
  if (products.length === 0) return null;
  return (
    <section ref={ref} className="detail-related" aria-labelledby="detail-related-title" data-testid="detail-related">
      <h2 id="detail-related-title" className="detail-section__title">
        {t('related.title')}
      </h2>
      <ProductGrid products={products} layout={layout} />
    </section>
  );
}
