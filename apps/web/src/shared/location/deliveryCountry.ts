/**
 * The 'Deliver to' country (docs/product.md §3, §4, §9): defaults to GB and lives in session storage.
 * Only open countries can be chosen; the others are listed as under development.
 */
import { createSmallStore } from '../state/smallStore';

export interface DeliveryCountry {
  countryCode: string;
  /** open for delivery; closed countries are shown as 'under development' */
  openSign: boolean;
}

export const DEFAULT_DELIVERY_COUNTRY = 'GB';
export const DELIVERY_COUNTRY_STORAGE_KEY = 'deliveryCountry';

export const DELIVERY_COUNTRIES: readonly DeliveryCountry[] = [
  { countryCode: 'GB', openSign: true },
  { countryCode: 'IE', openSign: false },
  { countryCode: 'FR', openSign: false },
  { countryCode: 'DE', openSign: false },
  { countryCode: 'NL', openSign: false },
  { countryCode: 'US', openSign: false },
  { countryCode: 'CN', openSign: false },
];

export function isOpenCountry(code: string): boolean {
  return DELIVERY_COUNTRIES.some((country) => country.countryCode === code && country.openSign);
}

function readStored(): string {
  try {
    const stored = sessionStorage.getItem(DELIVERY_COUNTRY_STORAGE_KEY);
    return stored && isOpenCountry(stored) ? stored : DEFAULT_DELIVERY_COUNTRY;
  } catch {
    return DEFAULT_DELIVERY_COUNTRY;
  }
}

const store = createSmallStore<string>(typeof sessionStorage === 'undefined' ? DEFAULT_DELIVERY_COUNTRY : readStored());

export const getDeliveryCountry = store.get;
export const useDeliveryCountry = store.use;

/** Keep an open country for this browser session; closed countries are ignored. */
export function setDeliveryCountry(code: string): void {
  if (!isOpenCountry(code)) return;
  sessionStorage.setItem(DELIVERY_COUNTRY_STORAGE_KEY, code);
  store.set(code);
}
