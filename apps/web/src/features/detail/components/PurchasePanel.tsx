import { ShoppingCartOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { createClickGate } from '@clearlot/contract/format/throttle';
import { BuyNowLineMissing } from '../../../shared/catalogue/api/cart';
import { useAddToCart, useCartFailureNotice } from '../../../shared/catalogue/hooks/useAddToCart';
import { type Language, localeTag } from '../../../shared/i18n/language';
import { useSession } from '../../../shared/session/session';
import { Button, NumberInput, Tag, confirm, toast } from '../../../shared/ui/kit';
import { useBuyNow } from '../api/buyNow';
import { clampQuantity } from '../format/productFacts';
import { paths } from '../../../shared/paths';

interface PurchasePanelProps {
  productId: number;
  stock: number;
  language: Language;
}

/**
 * Quantity stepper (1..stock) with Add to cart and Buy now. Add to cart behaves as on the product
 * cards; Buy now puts the quantity in the cart with only that line selected and goes straight to
 * checkout. Buyers without purchase permission are asked to complete their information first
 * (docs/product.md §2 notices). A quantity above the stock says 'item out of stock' (docs/product.md §8).
 */
export function PurchasePanel({ productId, stock, language }: PurchasePanelProps) {
  const { t } = useTranslation('detail');
  const { t: tCatalogue } = useTranslation('catalogue');
  const navigate = useNavigate();
  const { user } = useSession();
  const addToCart = useAddToCart();
  const buyNow = useBuyNow();
  const notifyCartFailure = useCartFailureNotice();
  const [tryBuyNow] = useState(() => createClickGate());
  const [quantity, setQuantity] = useState(1);

  const soldOut = stock <= 0;
  const chosen = clampQuantity(quantity, stock);
  const busy = addToCart.pending || buyNow.isPending;

  /** Ordering needs purchase permission: without it, offer the completion form instead. */
  function mayOrder(): boolean {
    if (!user || user.purchasePermission) return true;
    const userId = user.id;
    void confirm({
      title: t('purchase.completeInfoTitle'),
      content: t('purchase.completeInfoText'),
      okText: t('purchase.fillNow'),
      cancelText: t('purchase.later'),
    }).then((fillNow) => {
      if (fillNow) void navigate(paths.signUpComplete.getHref(userId));
    });
    return false;
  }

  function onAddToCart() {
    if (soldOut || busy || !mayOrder()) return;
    void addToCart.add(productId, chosen);
  }

  function onBuyNow() {
    if (soldOut || busy || !mayOrder() || !tryBuyNow()) return;
    buyNow.mutate(
      { productId, quantity: chosen },
      {
        onSuccess: (cartItemId) => void navigate(paths.settlement.getHref([cartItemId])),
        onError: (error) => {
          if (error instanceof BuyNowLineMissing) toast.warning(tCatalogue('cart.buyNowMissing'));
          else notifyCartFailure(error);
        },
      },
    );
  }

  /** A typed quantity settles when the field is left (or on Enter), within 1..stock; a cleared field means 1. */
  function onQuantity(value: number | null) {
    setQuantity(clampQuantity(value ?? 1, stock));
  }

  const formattedStock = new Intl.NumberFormat(localeTag(language)).format(Math.max(0, stock));

  return (
    <div className="detail-purchase">
      <div className="detail-purchase__quantity">
        <label htmlFor="detail-quantity" className="detail-purchase__label">
          {t('purchase.quantity')}
        </label>
        <NumberInput
          id="detail-quantity"
          min={1}
          max={Math.max(1, stock)}
          precision={0}
          value={chosen}
          blankValue={1}
          onChange={onQuantity}
          stepperLabels={{ decrease: t('purchase.decrease'), increase: t('purchase.increase') }}
          disabled={soldOut}
          className="detail-purchase__stepper"
          data-testid="detail-quantity"
        />
        {soldOut ? (
          <Tag className="detail-purchase__sold-out" data-testid="detail-sold-out">
            {t('purchase.soldOut')}
          </Tag>
        ) : (
          <span className="muted">{t('purchase.available', { formatted: formattedStock })}</span>
        )}
      </div>
      <div className="detail-purchase__actions">
        <Button size="large" icon={<ShoppingCartOutlined />} onClick={onAddToCart} disabled={soldOut} loading={addToCart.pending} data-testid="detail-add-to-cart">
          {t('purchase.addToCart')}
        </Button>
        <Button
          size="large"
          variant="primary"
          icon={<ThunderboltOutlined />}
          onClick={onBuyNow}
          disabled={soldOut}
          loading={buyNow.isPending}
          data-testid="detail-buy-now"
        >
          {t('purchase.buyNow')}
        </Button>
      </div>
    </div>
  );
}
