/** How the listings desk shows a listing's figures: money in pounds, the derived margin, the status and grade words. */
import { formatPrice } from '@clearlot/contract/format/money';
import { ListingStatus } from '@clearlot/contract/rules/listing';

export const money = (pence: number) => formatPrice(pence, '£');
export const marginText = (margin: number | null) => (margin === null ? '–' : `${margin}%`);

export const STATUS_KEYS: Record<number, 'onSale' | 'offSale' | 'draft'> = {
  [ListingStatus.OnSale]: 'onSale',
  [ListingStatus.OffSale]: 'offSale',
  [ListingStatus.Draft]: 'draft',
};
export const STATUS_COLOURS: Record<number, string> = { [ListingStatus.OnSale]: 'green', [ListingStatus.OffSale]: 'default', [ListingStatus.Draft]: 'gold' };

/** Pounds typed in the form (two decimals) to whole pence, as the contract takes them. */
export const toPence = (pounds: number | null | undefined): number | undefined => (pounds === null || pounds === undefined ? undefined : Math.round(pounds * 100));
export const toPounds = (pence: number) => pence / 100;
