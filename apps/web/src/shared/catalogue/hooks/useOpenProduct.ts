import type { MouseEvent } from 'react';
import { openRouteInNewTab } from '../../navigation/newTab';
import { paths } from '../../paths';
import { useSession } from '../../session/session';
import { requireSignInFor } from '../../session/signInPrompt';

/**
 * Opening a product (docs/product.md §2, §6): its detail page in a new tab for a signed-in buyer, the
 * sign-in dialog for a visitor, whose sign-in then leads to that product (not back to the page of
 * cards). `openFromLink` serves the card's title link, whose own navigation is replaced by the same rule.
 */
export function useOpenProduct(productId: number) {
  const signedIn = useSession().token !== null;
  const path = paths.productDetail.getHref(productId);
  const open = () => {
    if (signedIn) openRouteInNewTab(path);
    else requireSignInFor(path);
  };
  const openFromLink = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    open();
  };
  return { path, open, openFromLink };
}
