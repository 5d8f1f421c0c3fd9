import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReloadCodes, SignInRequiredCodes } from '@clearlot/contract/errors';
import { createClickGate } from '@clearlot/contract/format/throttle';
import { ApiError } from '../../http/client';
import { useSession } from '../../session/session';
import { requireSignIn } from '../../session/signInPrompt';
import { addToCart, refreshCartCount } from '../api/cart';

/** Query keys of the cart feature start with this, so an add refreshes its list. */
export const CART_QUERY_KEY = ['cart'] as const;

/** Codes the HTTP client already told the user about (sign-in dialog, Tips dialog, network toast). */
function alreadyShown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.code === 0 || SignInRequiredCodes.includes(error.code) || ReloadCodes.includes(error.code);
}

/**
 * Add to cart as the spec has it (§4, §6): visitors get the sign-in dialog; repeat clicks
 * within 2 s are ignored; the answer is told honestly — added, already in the cart, or the
 * cart is not open yet.
 */
export function useAddToCart() {
  const { t } = useTranslation('catalogue');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const signedIn = useSession().token !== null;
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
          void message.success(t('cart.added'));
          void refreshCartCount();
          void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
          break;
        case 'alreadyInCart':
          void message.info(t('cart.alreadyInCart'));
          break;
        case 'unavailable':
          void message.warning(t('cart.unavailable'));
          break;
      }
    } catch (error) {
      if (!alreadyShown(error) && error instanceof ApiError) void message.warning(error.message);
    } finally {
      setPending(false);
    }
  };

  return { add, pending };
}
