import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem, CartList, UpdateCartItemBody } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { linePrice, termsOfCartLine } from '@clearlot/contract/rules/quantity';
import { api } from '../../../shared/http/client';
import { mapCartLines, optimisticCartEdit } from './optimisticCartEdit';

/** Change a line's quantity (kept within the option's minimum order..stock, in whole cases, by the server: 6003 above the stock, 4680/4681 outside its terms). The caller words failures. */
export function updateCartItem(body: UpdateCartItemBody): Promise<CartItem> {
  return api.post(ApiPath.order.updateCartItem, body, { loading: false, notify: false });
}

/** The list with one line changed as the server is asked to change it, priced as the server prices it (the tier its quantity reaches). */
function withLine(list: CartList, body: UpdateCartItemBody): CartList {
  return mapCartLines(list, (line) => {
    if (line.id !== body.id) return line;
    const quantity = body.quantity ?? line.quantity;
    const { unitPrice, lineTotal, lineVat, dealApplied } = linePrice(termsOfCartLine(line), quantity, line.vatRate, line.flashDeal);
    const flashDeal = line.flashDeal === null ? null : { ...line.flashDeal, applied: dealApplied };
    return { ...line, quantity, selected: body.selected ?? line.selected, price: unitPrice, lineTotal, lineVat, flashDeal };
  });
}

/**
 * One line's quantity: the new figure shows at once, the calls for a line run one after another,
 * and a refusal puts the last good figure back before the list is read again.
 */
export function useUpdateCartItem(lineId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    scope: { id: `cart-line-${lineId}` },
    ...optimisticCartEdit(queryClient, withLine),
  });
}
