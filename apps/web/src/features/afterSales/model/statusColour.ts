import type { AfterSaleStatus } from '@clearlot/contract/rules/afterSales';

/** The tag colour of each status, in the list and on the detail page. */
export const STATUS_COLOUR: Record<AfterSaleStatus, string> = {
  1: 'processing',
  2: 'processing',
  3: 'warning',
  4: 'processing',
  5: 'warning',
  6: 'success',
  7: 'error',
  8: 'default',
  9: 'purple',
};
