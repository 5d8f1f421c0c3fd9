/**
 * Wallet dates with the contract's formatter (docs/product.md §5): on the reader's clock — China's, year
 * first, for a buyer in China; London's, day first, otherwise — whatever the language. The tables name
 * the zone once, in the column heading (`withZoneLabel`). The time of day is kept because a ledger can
 * hold several movements on one day.
 */
import { type DateZone, formatZoned } from '@clearlot/contract/format/date';

export function formatWalletTime(epochSeconds: number, zone: DateZone): string {
  return formatZoned(epochSeconds, zone, 'minute');
}
