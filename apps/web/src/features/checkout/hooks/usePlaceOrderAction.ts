import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import { ErrorCatalogue, type PlaceOrderBody } from '@clearlot/contract';
import { refreshCartCount } from '../../../shared/catalogue/api/cart';
import { CART_QUERY_KEY } from '../../../shared/catalogue/hooks/useAddToCart';
import { refreshAddresses } from '../../../shared/data/addresses';
import { paths } from '../../../shared/paths';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { toast } from '../../../shared/ui/kit/feedback';
import { ApiError } from '../../../shared/http/client';
import { loadUserInfo } from '../../../shared/session/session';
import { usePlaceOrder } from '../api/placeOrder';
import { newIdempotencyKey } from '../model/idempotencyKey';

/** Codes that mean the cart changed under the buyer: back to the cart with the reason. */
const BACK_TO_CART: readonly number[] = [
  ErrorCatalogue.itemOutOfStock.code,
  ErrorCatalogue.cartHasOutOfStockItems.code,
  ErrorCatalogue.cartItemNotFound.code,
  ErrorCatalogue.productNotOnSale.code,
  ErrorCatalogue.cartEmptySelection.code,
];

/** Server field names of PlaceOrderBody → the settlement form's field names. */
const RENAMED = { 'invoice.companyName': 'companyName', 'invoice.vatNumber': 'vatNumber', 'invoice.email': 'invoiceEmail' } as const;
const FIELDS = ['notes', 'preOrderDays', 'deliveryType', 'orderType', 'companyName', 'vatNumber', 'invoiceEmail'] as const;

/**
 * Place order: one clientKey for the whole visit (crypto.randomUUID), so a double click or a
 * retry after a lost answer gives the same trade; then on to the payment page. Failures go to
 * the cart (stock changed), the complete-information prompt (no permission), the fields, or
 * above the button.
 */
export function usePlaceOrderAction<V extends FieldValues>(setError: UseFormSetError<V>, onNoPermission: () => void) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const placeOrder = usePlaceOrder();
  const [clientKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  // the second click of a double click arrives before the button shows it is busy
  const inFlight = useRef(false);

  const place = async (body: Omit<PlaceOrderBody, 'clientKey'>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      const trade = await placeOrder.mutateAsync({ ...body, clientKey });
      void navigate(paths.payment.getHref(trade.tradeNo), { replace: true });
      // the ordered lines left the cart
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      void refreshCartCount();
    } catch (error) {
      if (!(error instanceof ApiError) || error.code === 0) {
        setFailure(t('summary.retrySafe'));
        return;
      }
      if (BACK_TO_CART.includes(error.code)) {
        toast.warning(error.message);
        void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
        void navigate(paths.cart.getHref());
        return;
      }
      if (error.code === ErrorCatalogue.purchasePermissionRequired.code) {
        // the session thought otherwise: read the user again so the banner and notice agree
        void loadUserInfo().catch(() => undefined);
        onNoPermission();
        return;
      }
      if (error.code === ErrorCatalogue.addressNotFound.code) {
        void refreshAddresses(queryClient);
      }
      setFailure(placeFailure(setError, error, { fields: FIELDS, renamed: RENAMED }));
    } finally {
      // a coupon used, or refused as used or expired meanwhile: the offer and My coupons read again
      void queryClient.invalidateQueries({ queryKey: ['coupons'] });
      inFlight.current = false;
    }
  };

  return { place, placing: placeOrder.isPending, failure };
}
