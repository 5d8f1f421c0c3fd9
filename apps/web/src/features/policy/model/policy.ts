/**
 * The policy pages of spec §2: one route per policy, each with an English and a Chinese
 * variant. The route path is the slug with a leading slash (e.g. /privacy).
 */
export const POLICY_SLUGS = [
  'about-clearlot',
  'conditions',
  'purchaseNotes',
  'returnsPolicy',
  'refundGuarantee',
  'logisticsPolicy',
  'behavior',
  'prohibitedOffTransactions',
  'violation',
  'storeOpeningNotice',
  'sellerCodeOfConduct',
  'merchantProtection',
  'privacy',
  'cookiePolicy',
  'copyright',
] as const;

export type PolicySlug = (typeof POLICY_SLUGS)[number];

export interface PolicySection {
  /** stable across languages; used for the in-page anchor */
  readonly id: string;
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly list?: readonly string[];
  /** paragraphs shown after the list */
  readonly closing?: readonly string[];
}

export interface Policy {
  readonly title: string;
  /** the date shown in the "last updated" line, already written in the page's language */
  readonly updated: string;
  readonly intro: string;
  readonly sections: readonly PolicySection[];
}

export function isPolicySlug(value: string): value is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(value);
}

/** '/privacy' or '/privacy/' → 'privacy'; anything else → null. */
export function policySlugFromPath(pathname: string): PolicySlug | null {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  return isPolicySlug(slug) ? slug : null;
}

export function policyPath(slug: PolicySlug): string {
  return `/${slug}`;
}
