/**
 * The buyer's price display (issue 35 item 2): prices ex VAT (the default, as businesses compare them) or
 * with VAT. A signed-in buyer's choice is kept on their account (/buyer/updatePriceDisplay) and arrives
 * with their user info; before signing in it is kept in this browser. Every price on the storefront reads
 * it through `Price` and `priceShown`, so one switch changes them all.
 */
import type { UserInfo } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { type VatRate, vatOn } from '@clearlot/contract/rules/vat';
import { api } from '../http/client';
import { sessionStore } from '../session/session';
import { createSmallStore } from '../state/smallStore';

const STORAGE_KEY = 'clearlot-prices-with-vat';

function storedChoice(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function keepChoice(withVat: boolean): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, String(withVat));
  } catch {
    // private windows may refuse storage: the choice then lasts for this page
  }
}

export const pricesWithVatStore = createSmallStore<boolean>(storedChoice());

// the signed-in buyer's own choice wins over this browser's
let lastUser: UserInfo | null = null;
sessionStore.subscribe(() => {
  const { user } = sessionStore.getState();
  if (user === lastUser) return;
  lastUser = user;
  if (user) {
    pricesWithVatStore.set(user.pricesWithVat);
    keepChoice(user.pricesWithVat);
  }
});

/** True when prices are shown with VAT. */
export const usePricesWithVat = (): boolean => pricesWithVatStore.use();

/** Changes the display at once, and keeps it on the account when signed in (a failure keeps it for this browser only). */
export async function choosePricesWithVat(withVat: boolean): Promise<void> {
  pricesWithVatStore.set(withVat);
  keepChoice(withVat);
  if (sessionStore.getState().token === null) return;
  await api.post(ApiPath.user.updatePriceDisplay, { pricesWithVat: withVat }, { loading: false, notify: false }).catch(() => undefined);
}

/** The amount shown for `net` pence at `rate`: the net itself, or net + its VAT (rules/vat.ts rounding). */
export const priceShown = (net: number, rate: VatRate, withVat: boolean): number => (withVat ? net + vatOn(net, rate) : net);
