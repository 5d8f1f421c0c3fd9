/**
 * The policy pages of docs/product.md §2: one route per policy (its slug, listed in the paths table), each
 * with an English and a Chinese variant.
 */
import { POLICY_SLUGS, type PolicySlug } from '../../../shared/paths';

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
