import { ShoppingCartOutlined } from '../../ui/kit/icons/ShoppingCartOutlined';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/kit/Button';
import { useAddToCart } from '../hooks/useAddToCart';

/** Adds one unit to the cart; disabled when sold out. */
export function AddToCartButton({ productId, soldOut, productName }: { productId: number; soldOut: boolean; productName: string }) {
  const { t } = useTranslation('catalogue');
  const { add, pending } = useAddToCart();
  const click = (event: MouseEvent) => {
    event.stopPropagation();
    void add(productId, 1);
  };
  return (
    <Button
      variant="primary"
      size="small"
      icon={<ShoppingCartOutlined />}
      disabled={soldOut}
      loading={pending}
      onClick={click}
      aria-label={t('card.addToCartLabel', { name: productName })}
      data-testid="product-add-to-cart"
    >
      {t('card.addToCart')}
    </Button>
  );
}

/**
 * A product with options cannot be added from its card: which colour or size is the buyer's choice, so the
 * button opens the product (or, for a visitor, the sign-in prompt that leads there) instead.
 */
export function ChooseOptionsButton({ soldOut, productName, onChoose }: { soldOut: boolean; productName: string; onChoose: () => void }) {
  const { t } = useTranslation('catalogue');
  const click = (event: MouseEvent) => {
    event.stopPropagation();
    onChoose();
  };
  return (
    <Button variant="primary" size="small" disabled={soldOut} onClick={click} aria-label={t('cart.chooseOptionsLabel', { name: productName })} data-testid="product-choose-options">
      {t('cart.chooseOptions')}
    </Button>
  );
}
