/**
 * The catalogue's structure and the storefront's shop window, as operations runs them from the console (issue 34
 * items 2 and 3): the bounds of names and codes, where a banner may link to, and the rules both the desk's forms and
 * the server apply. Plain constants and functions: the console's forms read them without the server.
 */

/** Longest category, brand or warehouse name, in either language. */
export const STRUCTURE_NAME_MAX = 40;
/** Longest banner or topic title, in either language. */
export const WINDOW_TITLE_MAX = 80;
/** Longest topic introduction, in either language. */
export const TOPIC_INTRO_MAX = 500;
/** Products a topic page may hold (the page shows at most this many). */
export const TOPIC_PRODUCTS_MAX = 60;
/** Longest banner link. */
export const BANNER_LINK_MAX = 300;
/** Sort numbers run from 0 (first) to this. */
export const SORT_ORDER_MAX = 9999;
/**
 * Warehouses there can ever be: the listing's ship-from filter keeps one bit per warehouse id in a 64-bit mask
 * (docs/decisions.md "Listing speed at 1,000,000 products"), so ids run from 1 to 63 and a retired warehouse keeps its id.
 */
export const MAX_WAREHOUSES = 63;
/** A warehouse code as the listing's filter takes it: capitals, digits and hyphens. */
export const WAREHOUSE_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,31}$/;
/** A flash deal's own limit, when it has one. */
export const FLASH_DEAL_LIMIT_MAX = 100_000;

/** Normalises a typed warehouse code: trimmed, in capitals. */
export const normalizeWarehouseCode = (code: string): string => code.trim().toUpperCase();

/**
 * Where a banner may send a buyer: a page of the storefront ("/topic?id=3", "/homePageSecond?sort=timeDesc") or a
 * secure address elsewhere ("https://…"). Nothing else: no javascript:, no plain http, no protocol-relative "//host".
 */
export function isBannerLink(link: string): boolean {
  if (link.length === 0 || link.length > BANNER_LINK_MAX) return false;
  if (/\s/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//') && !link.includes('\\');
  return /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?(?:[/?#][^\s]*)?$/.test(link);
}

/** Whether a banner link leaves the storefront (opened in a new tab). */
export const isExternalLink = (link: string): boolean => link.startsWith('https://');

/** What a scheduled item is at `now` (epoch seconds): not yet shown, shown, over, or taken down by operations. */
export type ScheduleState = 'scheduled' | 'showing' | 'ended' | 'retired';

export function scheduleState(item: { startsAt: number; endsAt: number | null; retired: boolean }, now: number): ScheduleState {
  if (item.retired) return 'retired';
  if (item.endsAt !== null && item.endsAt <= now) return 'ended';
  return item.startsAt > now ? 'scheduled' : 'showing';
}

export const SCHEDULE_STATES: readonly ScheduleState[] = ['scheduled', 'showing', 'ended', 'retired'];
