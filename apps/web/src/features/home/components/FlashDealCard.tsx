import { ShoppingCartOutlined } from '../../../shared/ui/kit/icons/ShoppingCartOutlined';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { formatPounds } from '@clearlot/contract/format/money';
import { priceShown, usePricesWithVat } from '../../../shared/price/priceDisplay';
import type { FlashDeal } from '@clearlot/contract/schemas/catalogue';
import { useAddToCart } from '../../../shared/catalogue/hooks/useAddToCart';
import { useOpenProduct } from '../../../shared/catalogue/hooks/useOpenProduct';
import { productNameOf } from '../../../shared/catalogue/model/localized';
import { firstMedia, isSoldOut } from '../../../shared/catalogue/model/media';
import { currentLanguage } from '../../../shared/i18n/language';
import { hashHref } from '../../../shared/paths';
import { Button } from '../../../shared/ui/kit/Button';
import { Spinner } from '../../../shared/ui/kit/Spinner';
import { cx } from '../../../shared/ui/kit/cx';
import { dealBadgePercent, showsReferencePrice } from '../model/dealBadge';
import { FlashDealMedia } from './FlashDealMedia';

/**
 * One flash deal (docs/product.md §2): first picture or video, percentage-off badge, deal price and the
 * struck-through reference price, add-to-cart icon; SOLD OUT when none are left. Clicking
 * opens the product in a new tab; visitors are asked to sign in instead (docs/product.md §6).
 */
export function FlashDealCard({ deal }: { deal: FlashDeal }) {
  const { t } = useTranslation('home');
  const { add, pending } = useAddToCart();
  const name = productNameOf(deal, currentLanguage());
  const soldOut = isSoldOut(deal.quantity);
  const percent = dealBadgePercent(deal.price, deal.referencePrice);
  const { path, open, openFromLink } = useOpenProduct(deal.productId);
  // ex VAT or with VAT, as the buyer chose in the header
  const withVat = usePricesWithVat();
  const addToCart = (event: MouseEvent) => {
    // the card opens the product on a click; this button only adds, also while a request runs
    event.stopPropagation();
    if (pending) return;
    void add(deal.productId, 1);
  };

  return (
    <article className="flash-deal" data-testid="flash-deal-card" data-product-id={deal.productId} onClick={open}>
      <div className="flash-deal__media">
        <FlashDealMedia media={firstMedia(deal.productImage)} />
        {percent !== null && (
          <span className="flash-deal__badge" data-testid="flash-deal-badge">
            {t('flashDeals.percentOff', { percent })}
          </span>
        )}
        {soldOut && (
          <div className="flash-deal__sold-out" data-testid="flash-deal-sold-out">
            {t('flashDeals.soldOut')}
          </div>
        )}
      </div>
      <div className="flash-deal__body">
        <h3 className="flash-deal__name">
          <a href={hashHref(path)} target="_blank" rel="noopener" onClick={openFromLink} title={name}>
            {name}
            <span className="visually-hidden"> {t('flashDeals.opensInNewTab')}</span>
          </a>
        </h3>
        <div className="flash-deal__footer">
          <p className="flash-deal__prices">
            <span className="visually-hidden">{t('flashDeals.dealPrice')} </span>
            <strong className="flash-deal__price" data-testid="flash-deal-price">
              {formatPounds(priceShown(deal.price, deal.vatRate, withVat))}
            </strong>
            {showsReferencePrice(deal.price, deal.referencePrice) && (
              <span className="flash-deal__reference">
                <span className="visually-hidden">{t('flashDeals.referencePrice')} </span>
                <s>{formatPounds(deal.referencePrice)}</s>
              </span>
            )}
          </p>
          {/* not the kit's `loading`: it drops the click handler, and the click would then open the card */}
          <Button
            variant="primary"
            shape="circle"
            size="small"
            className={cx('flash-deal__add', pending && 'kit-btn--loading')}
            icon={pending ? <Spinner size="small" /> : <ShoppingCartOutlined />}
            disabled={soldOut}
            onClick={addToCart}
            aria-label={t('flashDeals.addToCart', { name })}
            title={t('flashDeals.addToCart', { name })}
            data-testid="flash-deal-add-to-cart"
          />
        </div>
      </div>
    </article>
  );
}
