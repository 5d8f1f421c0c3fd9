import { EnvironmentOutlined } from '../../ui/kit/icons/EnvironmentOutlined';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ProductCard as ProductCardData } from '@clearlot/contract/schemas/catalogue';
import { formatPounds } from '@clearlot/contract/format/money';
import { formatProfitMargin } from '@clearlot/contract/rules/pricing';
import { currentLanguage } from '../../i18n/language';
import { priceShown, usePricesWithVat } from '../../price/priceDisplay';
import { ConditionGrade } from '@clearlot/contract/rules/listing';
import { hashHref } from '../../paths';
import { useSession } from '../../session/session';
import { useOpenProduct } from '../hooks/useOpenProduct';
import { firstMedia, isSoldOut } from '../model/media';
import { productNameOf, sellingPointOf, warehouseNameOf } from '../model/localized';
import { cardMasks } from '../model/visitorBlur';
import { AddToCartButton, ChooseOptionsButton } from './AddToCartButton';
import { FavouriteButton } from './FavouriteButton';
import { MaskedValue } from './MaskedValue';
import { ProductMedia } from './ProductMedia';
import '../catalogue.css';

/** Stand-ins drawn (blurred) where a visitor may not read the real value. */
const PRICE_STAND_IN = '£00.00';
const MARGIN_STAND_IN = '00%';

/** A click on the card opens the product, except on its buttons (a busy button ignores clicks, and so does the card). */
function openUnlessOnButton(event: MouseEvent, open: () => void) {
  if (event.target instanceof Element && event.target.closest('button')) return;
  open();
}

export interface ProductCardProps {
  product: ProductCardData;
  /** position in the grid and cards per row: visitors cannot read prices and margins past the first rows (docs/product.md §6) */
  index: number;
  rowLength: number;
  /** extra actions under the card (e.g. Remove on the favourites page) */
  footer?: ReactNode;
}

/**
 * A product in a grid (docs/product.md §2): first media item, name, selling point, margin, stock, price (ex VAT or
 * with VAT, as the buyer chose) and reference price, warehouse, favourite heart and add-to-cart (or, for a product
 * with options, its lowest price and "choose options"); SOLD OUT when out of stock; the condition grade on the
 * picture unless the goods are new.
 * Clicking opens the product detail in a new tab; visitors are asked to sign in instead.
 */
export function ProductCard({ product, index, rowLength, footer }: ProductCardProps) {
  const { t } = useTranslation('catalogue');
  const signedIn = useSession().token !== null;
  const language = currentLanguage();
  const masks = cardMasks(index, rowLength, signedIn);
  const soldOut = isSoldOut(product.quantity);
  const name = productNameOf(product, language);
  const { path, open, openFromLink } = useOpenProduct(product.id);
  // the price ex VAT or with VAT, as the buyer chose in the header (the reference price is the retail price as it is)
  const withVat = usePricesWithVat();
  const price = formatPounds(priceShown(product.price, product.vatRate, withVat));

  return (
    <article className="product-card" data-testid="product-card" data-product-id={product.id} onClick={(event) => openUnlessOnButton(event, open)}>
      <div className="product-card__media">
        <ProductMedia media={firstMedia(product.productImage)} />
        {soldOut && (
          <div className="product-card__sold-out" data-testid="product-sold-out">
            {t('card.soldOut')}
          </div>
        )}
        <FavouriteButton productId={product.id} favourited={product.productCollect === 1} />
        {product.condition !== ConditionGrade.New && (
          <span className="product-card__grade" data-testid="product-grade">
            <span className="visually-hidden">{t('card.gradeLabel')}: </span>
            {t(`grade.${product.condition as ConditionGrade}`)}
          </span>
        )}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name">
          <a href={hashHref(path)} target="_blank" rel="noopener" onClick={openFromLink} title={name}>
            {name}
            <span className="visually-hidden"> {t('card.opensInNewTab')}</span>
          </a>
        </h3>
        <p className="product-card__selling-point">{sellingPointOf(product, language)}</p>
        <dl className="product-card__facts">
          <div>
            <dt>{t('card.margin')}</dt>
            <dd data-testid="product-margin">
              <MaskedValue masked={masks.margin} standIn={MARGIN_STAND_IN}>
                {formatProfitMargin(product.profitable)}
              </MaskedValue>
            </dd>
          </div>
          <div>
            <dt>{t('card.stock')}</dt>
            <dd>{soldOut ? 0 : product.quantity}</dd>
          </div>
        </dl>
        <span className="product-card__warehouse" data-testid="product-warehouse">
          <EnvironmentOutlined aria-hidden />
          <span className="visually-hidden">{t('card.warehouse')} </span>
          <MaskedValue masked={masks.warehouse} standIn={t('card.warehouseStandIn')}>
            {warehouseNameOf(product, language)}
          </MaskedValue>
        </span>
        <div className="product-card__footer">
          <div className="product-card__prices">
            <span className="product-card__price" data-testid="product-price">
              <span className="visually-hidden">{t('card.price')} </span>
              <MaskedValue masked={masks.price} standIn={PRICE_STAND_IN}>
                {product.hasOptions ? t('card.fromPrice', { price }) : price}
              </MaskedValue>
            </span>
            {product.referencePrice > 0 && (
              <span className="product-card__reference">
                <span className="visually-hidden">{t('card.referencePrice')} </span>
                <MaskedValue masked={masks.price} standIn={PRICE_STAND_IN}>
                  <s>{formatPounds(product.referencePrice)}</s>
                </MaskedValue>
              </span>
            )}
          </div>
          {product.hasOptions ? (
            <ChooseOptionsButton soldOut={soldOut} productName={name} onChoose={open} />
          ) : (
            <AddToCartButton productId={product.id} soldOut={soldOut} productName={name} />
          )}
        </div>
        {footer && (
          <div className="product-card__extra" onClick={(event) => event.stopPropagation()}>
            {footer}
          </div>
        )}
      </div>
    </article>
  );
}
