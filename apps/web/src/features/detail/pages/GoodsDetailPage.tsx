/**
 * /goodsDetail?productId= (docs/product.md §2): the product detail page, for signed-in buyers only.
 * Visitors see the page's sign-in prompt (the only one: no dialog over it); a product that is gone (code 5001)
 * or an address without a product id shows "no longer available" with a link to the listing.
 */
import { useSearchParams } from '../../../shared/router';
import { useSession } from '../../../shared/session/session';
import { DetailSignInPrompt, ProductUnavailable } from '../components/DetailStates';
import { ProductDetailView } from '../components/ProductDetailView';
import { parseProductId } from '../format/productFacts';
import '../components/detail.css';

export default function GoodsDetailPage() {
  const [params] = useSearchParams();
  const { token } = useSession();
  const productId = parseProductId(params.get('productId'));

  return (
    <div className="page-width detail-page">
      {!token ? <DetailSignInPrompt /> : productId === null ? <ProductUnavailable /> : <ProductDetailView key={productId} productId={productId} />}
    </div>
  );
}
