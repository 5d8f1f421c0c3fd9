import { DeleteOutlined } from '../../../shared/ui/kit/icons/DeleteOutlined';
import { Button } from '../../../shared/ui/kit/Button';
import { Tag } from '../../../shared/ui/kit/Tag';
import { toast } from '../../../shared/ui/kit/feedback';
import { Checkbox } from '../../../shared/ui/kit/Checkbox';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { CartItem } from '@clearlot/contract/schemas/order';
import { formatPounds } from '@clearlot/contract/format/money';
import { Price } from '../../../shared/ui/Price';
import { formatProfitMargin } from '@clearlot/contract/rules/pricing';
import { allowedQuantity, tierIndex, termsOfCartLine } from '@clearlot/contract/rules/quantity';
import { hashHref, paths } from '../../../shared/paths';
import { useCartFailureNotice } from '../../../shared/catalogue/hooks/useAddToCart';
import { productNameOf, skuOptionsOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage, localeTag } from '../../../shared/i18n/language';
import { useUpdateCartItem } from '../api/updateCartItem';
import { lineAvailability } from '../model/cartSelection';
import { LineThumb } from '../../../shared/catalogue/components/LineThumb';
import { QuantityStepper } from './QuantityStepper';

interface CartLineProps {
  line: CartItem;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
}

/**
 * One cart line: tick, picture, name in the reading language, price and reference price, margin,
 * stock, quantity stepper (from the option's minimum order to the stock, by whole cases), line total
 * and remove. The unit price is what the line's quantity earns: the option's price or the tier it
 * reaches, as the server prices it. Lines that cannot be bought are marked and cannot be ticked; a line
 * above the stock offers to lower the quantity to fit, a line off its option's terms to change to the
 * nearest quantity they allow.
 */
export function CartLine({ line, onSelect, onRemove }: CartLineProps) {
  const { t } = useTranslation('cart');
  const update = useUpdateCartItem(line.id);
  const notifyFailure = useCartFailureNotice();
  const name = productNameOf(line, currentLanguage());
  const availability = lineAvailability(line);
  const buyable = availability === 'inStock';

  const terms = termsOfCartLine(line);
  const numbers = new Intl.NumberFormat(localeTag(currentLanguage()));
  const tier = tierIndex(terms, line.quantity);
  // the nearest quantity the terms allow within the stock, for a line off its option's terms
  const fitTerms = availability === 'offTerms' ? allowedQuantity(terms, line.quantity, Math.max(line.stock, terms.minQuantity)) : null;

  const changeQuantity = (quantity: number, typed: number | null = null) => {
    if (typed !== null)
      toast.info(t('line.adjusted', { quantity: numbers.format(quantity), minimum: numbers.format(terms.minQuantity), casePack: numbers.format(terms.casePack) }));
    update.mutate({ id: line.id, quantity }, { onError: notifyFailure });
  };

  return (
    <li className={`cart-line${buyable ? '' : ' cart-line--unavailable'}`} data-testid="cart-line" data-cart-item-id={line.id} data-availability={availability}>
      <div className="cart-line__select">
        <Checkbox checked={buyable && line.selected} disabled={!buyable} onChange={onSelect} aria-label={t('line.select', { name })} data-testid="cart-line-select" />
      </div>
      <a className="cart-line__media" href={hashHref(paths.productDetail.getHref(line.productId))} target="_blank" rel="noopener" tabIndex={-1} aria-hidden>
        <LineThumb productImage={line.productImage} className="cart-line__picture" size={88} />
      </a>
      <div className="cart-line__info">
        <a className="cart-line__name" href={hashHref(paths.productDetail.getHref(line.productId))} target="_blank" rel="noopener" title={name}>
          {name}
          <span className="visually-hidden"> {t('line.opensInNewTab')}</span>
        </a>
        {line.skuOptions.length > 0 && (
          <p className="cart-line__options" data-testid="cart-line-options">
            {skuOptionsOf(line.skuOptions, currentLanguage())}
          </p>
        )}
        <div className="cart-line__facts">
          <span>
            {t('line.margin')} <strong>{formatProfitMargin(line.profitable)}</strong>
          </span>
          <span data-testid="cart-line-stock">{t('line.stock', { count: Math.max(0, line.stock) })}</span>
          {(terms.minQuantity > 1 || terms.casePack > 1) && (
            <span data-testid="cart-line-terms">
              {terms.casePack > 1
                ? t('line.terms', { minimum: numbers.format(terms.minQuantity), casePack: numbers.format(terms.casePack) })
                : t('line.minimum', { minimum: numbers.format(terms.minQuantity) })}
            </span>
          )}
        </div>
        {availability !== 'inStock' && (
          <div className="cart-line__status" role="status">
            <Tag tone={availability === 'overStock' || availability === 'offTerms' ? 'warning' : 'neutral'} data-testid="cart-line-unavailable">
              {t(`availability.${availability}`, { stock: line.stock, minimum: numbers.format(terms.minQuantity), casePack: numbers.format(terms.casePack) })}
            </Tag>
            {fitTerms !== null && (
              <Button variant="link" size="small" onClick={() => changeQuantity(fitTerms)} loading={update.isPending} data-testid="cart-line-fit-terms">
                {t('line.fitToTerms', { count: fitTerms, formatted: numbers.format(fitTerms) })}
              </Button>
            )}
            {availability === 'overStock' && (
              <Button variant="link" size="small" onClick={() => changeQuantity(line.stock)} loading={update.isPending} data-testid="cart-line-fit-stock">
                {t('line.fitToStock', { count: line.stock })}
              </Button>
            )}
          </div>
        )}
      </div>
      <div className="cart-line__price">
        <span className="cart-line__label">{t('line.price')}</span>
        <strong>
          <Price net={line.price} vatRate={line.vatRate} plain data-testid="cart-line-price" />
        </strong>
        {line.flashDeal?.applied === true ? (
          <span className="cart-line__deal" data-testid="cart-line-deal">
            {t('line.flashDeal')}
          </span>
        ) : (
          tier > 0 && (
            <span className="cart-line__tier" data-testid="cart-line-tier">
              {t('line.tierPrice', { from: numbers.format(terms.priceTiers[tier - 1]!.minQuantity) })}
            </span>
          )
        )}
        {line.flashDeal !== null && !line.flashDeal.applied && line.flashDeal.left !== null && (
          <span className="cart-line__deal-left" data-testid="cart-line-deal-left">
            {t('line.flashDealLeft', { price: formatPounds(line.flashDeal.price), count: line.flashDeal.left, formatted: numbers.format(line.flashDeal.left) })}
          </span>
        )}
        {line.referencePrice > 0 && (
          <s className="muted">
            <span className="visually-hidden">{t('line.referencePrice')} </span>
            {formatPounds(line.referencePrice)}
          </s>
        )}
      </div>
      <div className="cart-line__quantity">
        <QuantityStepper
          quantity={line.quantity}
          stock={line.stock}
          terms={terms}
          productName={name}
          disabled={availability === 'soldOut' || availability === 'offSale'}
          onChange={changeQuantity}
        />
      </div>
      <div className="cart-line__total">
        <span className="cart-line__label">{t('line.total')}</span>
        <strong>
          <Price net={line.lineTotal} vatRate={line.vatRate} plain data-testid="cart-line-total" />
        </strong>
      </div>
      <div className="cart-line__remove">
        <Button variant="text" danger icon={<DeleteOutlined />} onClick={onRemove} aria-label={t('line.remove', { name })} data-testid="cart-line-remove" />
      </div>
    </li>
  );
}
