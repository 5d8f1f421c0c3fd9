import { useDeferredValue, useEffect, useState } from 'react';
import type { MediaItem, ProductDetail } from '@clearlot/contract';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ClientCodes } from '@clearlot/contract/responseCodes';
import { byLanguage, productNameOf, sellingPointOf } from '../../../shared/catalogue/model/localized';
import { ApiError } from '../../../shared/http/client';
import { currentLanguage } from '../../../shared/i18n/language';
import { useProductDetail } from '../api/productDetail';
import { DetailLoadFailed, DetailSkeleton, ProductUnavailable } from './DetailStates';
import { FavouriteToggle } from './FavouriteToggle';
import { MediaGallery } from './MediaGallery';
import { OptionPicker } from './OptionPicker';
import { PriceBlock } from './PriceBlock';
import { FlashDealNotice } from './FlashDealNotice';
import { ProductDescription } from './ProductDescription';
import { ProductFacts } from './ProductFacts';
import { PurchasePanel } from './PurchasePanel';
import { RelatedProducts } from './RelatedProducts';
import { ReviewsSection } from './ReviewsSection';
import { LotManifest } from './LotManifest';
import { SpecsTable } from './SpecsTable';
import { StockTable } from './StockTable';
import { type Choice, choose, initialChoice, skuOf } from '../model/skuChoice';

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

  return <ProductLoaded product={detail.data} name={name} />;
}

/** The chosen option's picture first, then the product's (without showing it twice). */
function mediaFor(product: ProductDetail, image: string | null): MediaItem[] {
  if (!image) return product.media;
  return [{ url: image, type: 'image' }, ...product.media.filter((item) => item.url !== image)];
}

/** The product once loaded: the chosen option (SKU) sets the price, picture, stock and what is bought. */
function ProductLoaded({ product, name }: { product: ProductDetail; name: string }) {
  const language = currentLanguage();
  const [choice, setChoice] = useState<Choice>(() => initialChoice(product.skus));
  const sku = skuOf(product.skus, choice) ?? product.skus[0]!;
  const sellingPoint = sellingPointOf(product, language);
  return (
    <>
      <div className="detail-layout">
        <MediaGallery key={sku.image ?? ''} media={mediaFor(product, sku.image)} name={name} />
        <div className="detail-info">
          <div className="detail-info__head">
            <h1 className="detail-info__name" data-testid="detail-name">
              {name}
            </h1>
            <FavouriteToggle productId={product.id} favourite={product.productCollect === 1} />
          </div>
          {sellingPoint && <p className="detail-info__selling-point">{sellingPoint}</p>}
          <PriceBlock price={sku.price} referencePrice={sku.referencePrice} platformPrice={sku.platformPrice} vatRate={product.vatRate} />
          {product.flashDeal && <FlashDealNotice deal={product.flashDeal} vatRate={product.vatRate} language={language} />}
          <OptionPicker
            axes={product.optionAxes}
            skus={product.skus}
            choice={choice}
            onChoose={(axis, value) => setChoice((now) => choose(product.skus, now, axis, value))}
            language={language}
          />
          <ProductFacts product={product} language={language} />
          <PurchasePanel
            key={sku.id}
            skuId={sku.id}
            stock={sku.quantity}
            warehouses={sku.stock}
            terms={{ price: sku.price, minQuantity: sku.minQuantity, casePack: sku.casePack, priceTiers: sku.priceTiers }}
            vatRate={product.vatRate}
            language={language}
          />
        </div>
      </div>
      {product.manifest && product.manifest.length > 0 && <LotManifest productId={product.id} rows={product.manifest} language={language} />}
      <div className="detail-sections">
        <StockTable stock={sku.stock} language={language} />
        <SpecsTable specs={product.specs} language={language} />
      </div>
      <ProductDescription text={byLanguage(language, product.description, product.descriptionEn)} />
      <ReviewsSection productId={product.id} />
      <RelatedProducts productId={product.id} />
    </>
  );
}
