/**
 * Dial codes the phone fields offer, UK first (docs/product.md §9 default country GB). Names live in
 * the common locale files under dialCodes.<iso2>; US and Canada share +1.
 */
export const DIAL_CODES = [
  { iso2: 'GB', dial: '44' },
  { iso2: 'IE', dial: '353' },
  { iso2: 'CN', dial: '86' },
  { iso2: 'US', dial: '1' },
  { iso2: 'HK', dial: '852' },
  { iso2: 'FR', dial: '33' },
  { iso2: 'DE', dial: '49' },
  { iso2: 'NL', dial: '31' },
  { iso2: 'BE', dial: '32' },
  { iso2: 'ES', dial: '34' },
  { iso2: 'IT', dial: '39' },
  { iso2: 'PL', dial: '48' },
  { iso2: 'IN', dial: '91' },
  { iso2: 'AE', dial: '971' },
  { iso2: 'SG', dial: '65' },
  { iso2: 'AU', dial: '61' },
] as const;

export type DialCountry = (typeof DIAL_CODES)[number]['iso2'];

export const DEFAULT_DIAL_CODE = '44';

/** Canada shares +1 with the United States. */
export function dialCodeForCountry(countryCode: string): string | null {
  const iso2 = countryCode.toUpperCase() === 'CA' ? 'US' : countryCode.toUpperCase();
  return DIAL_CODES.find((entry) => entry.iso2 === iso2)?.dial ?? null;
}
