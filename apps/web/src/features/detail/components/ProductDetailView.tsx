import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ClientCodes } from '@clearlot/contract/responseCodes';
import { byLanguage, productNameOf, sellingPointOf } from '../../../shared/catalogue/model/localized';
import { ApiError } from '../../../shared/http/client';
import { currentLanguage } from '../../../shared/i18n/language';
import { useProductDetail } from '../api/productDetail';
import { DetailLoadFailed, DetailSkeleton, ProductUnavailable } from './DetailStates';
import { FavouriteToggle } from './FavouriteToggle';
import { MediaGallery } from './MediaGallery';
import { PriceBlock } from './PriceBlock';
import { ProductDescription } from './ProductDescription';
import { ProductFacts } from './ProductFacts';
import { PurchasePanel } from './PurchasePanel';
import { RelatedProducts } from './RelatedProducts';
import { SpecsTable } from './SpecsTable';
import { StockTable } from './StockTable';

/** One product: gallery left, facts and ordering right, then stock, specifications, description and related products. */
export function ProductDetailView({ productId }: { productId: number }) {
  const { t } = useTranslation('detail');
  const language = currentLanguage();
  const detail = useProductDetail(productId);
  const name = detail.data ? productNameOf(detail.data, language) : '';

  // The route sets its own title in the layout, whose effect runs after this page's on the same
  // commit; deferring one task lets the product name win.
  useEffect(() => {
    if (!name) return;
    const timer = window.setTimeout(() => {
      document.title = t('documentTitle', { name });
    });
    return () => window.clearTimeout(timer);
  }, [name, t]);

  // the page renders as a deferred, interruptible update once the product arrives (no long task)
  const ready = useDeferredValue(detail.isPending ? null : detail.status, null);
  if (detail.isPending || ready === null) return <DetailSkeleton />;
  if (detail.isError) {
    const error = detail.error;
    if (error instanceof ApiError && error.code === ClientCodes.productNotFound) return <ProductUnavailable />;
    // signed out meanwhile (401): the page switches to the sign-in prompt as the session clears
    return <DetailLoadFailed reason={error.message} onRetry={() => void detail.refetch()} />;
  }

  const product = detail.data;
  const sellingPoint = sellingPointOf(product, language);
  return (
    <>
      <div className="detail-layout">
        <MediaGallery media={product.media} name={name} />
        <div className="detail-info">
          <div className="detail-info__head">
            <h1 className="detail-info__name" data-testid="detail-name">
              {name}
            </h1>
            <FavouriteToggle productId={product.id} favourite={product.productCollect === 1} />
          </div>
          {sellingPoint && <p className="detail-info__selling-point">{sellingPoint}</p>}
          <PriceBlock price={product.price} referencePrice={product.referencePrice} platformPrice={product.platformPrice} />
          <ProductFacts product={product} language={language} />
          <PurchasePanel productId={product.id} stock={product.quantity} language={language} />
        </div>
      </div>
      <div className="detail-sections">
        <StockTable stock={product.stock} language={language} />
        <SpecsTable specs={product.specs} language={language} />
      </div>
      <ProductDescription text={byLanguage(language, product.description, product.descriptionEn)} />
      <RelatedProducts productId={product.id} />
    </>
  );
}
