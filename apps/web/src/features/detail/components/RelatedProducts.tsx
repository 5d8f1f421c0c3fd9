import { useRelatedProducts } from '../api/relatedProducts';

export function RelatedProducts({ productId }: { productId: number }) {
  const related = useRelatedProducts(productId, true);
  return related.data ? null : null;
}
