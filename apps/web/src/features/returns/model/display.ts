/** How the returns pages name things in the reader's language (docs/product.md §4 names; §5 money). */
import { ReturnKindText, ReturnReasons, ReturnStatusText, type ReturnKind, type ReturnReasonCode, type ReturnStatus } from '@clearlot/contract/rules/returns';
import type { Language } from '../../../shared/i18n/language';

export const returnStatusName = (status: ReturnStatus, language: Language) => ReturnStatusText[status].name[language];
export const returnKindName = (kind: ReturnKind, language: Language) => ReturnKindText[kind][language];
export const reasonName = (reason: ReturnReasonCode, language: Language) => ReturnReasons[reason][language];

/** Tag colours by status: waiting on someone (processing), done (success), closed (default), with customer service (warning). */
export const RETURN_STATUS_COLOUR: Record<ReturnStatus, string> = {
  1: 'processing',
  2: 'processing',
  3: 'processing',
  4: 'processing',
  5: 'processing',
  6: 'success',
  7: 'default',
  8: 'default',
  9: 'warning',
};

/** Pence as pounds for an amount field (2 decimals), and back to whole pence. */
export const poundsOf = (pence: number) => pence / 100;
export const penceOf = (pounds: number | null) => (pounds === null || !Number.isFinite(pounds) ? 0 : Math.round(pounds * 100));
