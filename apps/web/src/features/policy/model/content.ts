import type { Language } from '../../../shared/i18n/language';
import en from '../../../locales/en/policy.json';
import zh from '../../../locales/zh/policy.json';
import type { PolicySlug } from '../../../shared/paths';
import type { Policy } from './policy';

/**
 * Policy bodies live in the policy namespace files (pages.<slug>). They are read from the
 * JSON modules so that their structure is checked by the compiler: a page missing in either
 * language, or a section of the wrong shape, fails the type-check.
 */
const policies: Readonly<Record<Language, Readonly<Record<PolicySlug, Policy>>>> = {
  en: en.pages,
  zh: zh.pages,
};

/** The whole namespace per language, for i18n (the page registers it when its chunk loads). */
export const policyNamespace = { en, zh } as const;

export function getPolicy(slug: PolicySlug, language: Language): Policy {
  return policies[language][slug];
}

/** The i18n language as one of ours (anything but Chinese falls back to English, as in docs/product.md §4). */
export function toLanguage(value: string | undefined): Language {
  return value === 'zh' ? 'zh' : 'en';
}
