import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ClientCodes, ReloadCodes, SignInRequiredCodes } from '@clearlot/contract/responseCodes';
import { createClickGate } from '@clearlot/contract/format/throttle';
import { ApiError } from '../../http/client';
import { useSession } from '../../session/session';
import { requireSignIn } from '../../session/signInPrompt';
import { toast } from '../../ui/kit/feedback';
import { addToCart, refreshCartCount } from '../api/cart';

/** Query keys of the cart feature start with this, so an add refreshes its list. */
export const CART_QUERY_KEY = ['cart'] as const;

/** Codes the HTTP client already told the user about (sign-in dialog, Tips dialog, network toast). */
export function alreadyShown(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 0 || SignInRequiredCodes.includes(error.code) || ReloadCodes.includes(error.code));
}

/** Out of stock (6003): the quantity asked for is above the stock, or there is none left. */
export function isOutOfStock(error: unknown): boolean {
  return error instanceof ApiError && error.code === ClientCodes.itemOutOfStock;
}

/**
 * Tells the buyer why a cart call failed (docs/product.md §8): 'item out of stock' for 6003, the server's
 * message (in the current language) for other codes, nothing when the HTTP client already spoke.
 */
export function useCartFailureNotice() {
  const { t } = useTranslation('catalogue');
  return (error: unknown) => {
    if (alreadyShown(error)) return;
    if (isOutOfStock(error)) toast.warning(t('cart.outOfStock'));
    else if (error instanceof ApiError && error.message) toast.warning(error.message);
    else toast.warning(t('cart.failed'));
  };
}

/**
 * Add to cart as docs/product.md has it (§4, §6): visitors get the sign-in dialog; repeat clicks
 * within 2 s are ignored; the answer is told honestly — added, or already in the cart — and
 * a quantity above the stock says 'item out of stock'.
 */
export function useAddToCart() {
  const { t } = useTranslation('catalogue');
  const queryClient = useQueryClient();
  const signedIn = useSession().token !== null;
  const notifyFailure = useCartFailureNotice();
  const [tryClick] = useState(() => createClickGate());
  const [pending, setPending] = useState(false);

  const add = async (productId: number, quantity = 1) => {
    if (!signedIn) {
      requireSignIn();
      return;
    }
    if (!tryClick()) return;
    setPending(true);
    try {
      const outcome = await addToCart(productId, quantity);
      switch (outcome) {
        case 'added':
          toast.success(t('cart.added'));
          void refreshCartCount();
          void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
          break;
        case 'alreadyInCart':
          toast.info(t('cart.alreadyInCart'));
          break;
      }
    } catch (error) {
      notifyFailure(error);
    } finally {
      setPending(false);
    }
  };

  return { add, pending };
}
