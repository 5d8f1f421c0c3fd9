/**
 * The locale files' plural rules (issue 31 item 19): a text that counts something has real plural forms
 * (`_one` and `_other` in English, `_other` in Chinese, as i18next's suffixes and Intl.PluralRules choose
 * them in translate.ts), never "order(s)" or "1 items". Read from the files themselves, so a new text
 * that counts without plural forms fails here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from './language';
import { type Bundle, translate } from './translate';

const LOCALES = join(__dirname, '../../locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(bundle: Bundle, prefix = ''): [string, string][] {
  return Object.entries(bundle).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : flatten(value as Bundle, path);
  });
}

const bundles = (language: Language) =>
  Object.fromEntries(readdirSync(join(LOCALES, language)).map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Bundle]));
const texts = (language: Language): Map<string, string> =>
  new Map(Object.entries(bundles(language)).flatMap(([ns, bundle]) => flatten(bundle).map(([key, text]): [string, string] => [`${ns}:${key}`, text])));

const en = texts('en');
const zh = texts('zh');

/** a number placed before a countable noun: "{{count}} items", "{{points}} points", "{{quantity}} units, due by" */
const NUMBER_BEFORE_NOUN =
  /\{\{\s*\w+\s*\}\}\s+(?!of\b)(?:[\w-]+\s+){0,2}?(items?|units?|products?|orders?|reviews?|stars?|messages?|coupons?|photos?|pictures?|days?|hours?|minutes?|people|requests?|refunds?|points?|addresses|lines?|parcels?)\b/i;
const PLURAL_NOUN_AFTER_COUNT =
  /\{\{\s*count\s*\}\}\s+(?:[\w-]+\s+){0,2}?(items|units|products|orders|reviews|stars|messages|coupons|photos|pictures|people|requests|refunds|points|addresses|lines|parcels)\b/i;

/**
 * Texts whose number is a fixed rule of the product above one (never 1), so they need no singular:
 * each names the constant it is given.
 */
const FIXED_NUMBERS = new Set([
  'address:list.full', // MAX_ADDRESSES
  'catalogue:pagination.totalCapped', // the capped total, thousands
  'checkout:orderType.periodHint', // PREORDER_PERIOD_DAYS range
  'checkout:orderType.periodInvalid',
  'checkout:orderType.penaltyRule', // per unit, a price
  'checkout:summary.payWithin', // the payment timeout in minutes
  'detail:purchase.addedSplit', // a split is two parcels or more
  'detail:purchase.splitPreview',
  'orders:cancel.ruleGeneral', // the cancellation window and review deadline
  'orders:cancel.effectRefund',
  'orders:cancel.effectReview',
  'orders:cancel.doneReview',
  'orders:cancel.penalty', // per unit, a price
  'orders:preOrder.perUnit',
  'points:mine.expiringSoon', // the expiry warning in days
  'points:rules.reviews', // REVIEW_POINTS and REVIEW_WITH_PHOTOS_POINTS
  'points:credit.ruleWindow', // the credit window in days
  'points:detail.redeemedText', // labelled figures, no noun after the number
  'requests:apply.intro.afterSale', // the after-sales window in days
]);

describe('locale plurals', () => {
  it('has no "(s)" in any text, in either language', () => {
    const found = [...en, ...zh].filter(([, text]) => /\((s|es)\)/.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });

  it('gives every English text that counts something a singular and a plural form', () => {
    const found = [...en].filter(([key, text]) => !PLURAL.test(key) && !FIXED_NUMBERS.has(key) && NUMBER_BEFORE_NOUN.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });

  it('says one thing in the singular forms ("1 item", not "1 items")', () => {
    const found = [...en].filter(([key, text]) => key.endsWith('_one') && PLURAL_NOUN_AFTER_COUNT.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });

  it('has each plural text complete: English _one and _other, Chinese _other, and no form without a suffix beside them', () => {
    const bases = new Set([...en.keys(), ...zh.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
    const problems: string[] = [];
    for (const base of bases) {
      if (!en.has(`${base}_one`)) problems.push(`${base}: no English _one`);
      if (!en.has(`${base}_other`)) problems.push(`${base}: no English _other`);
      if (!zh.has(`${base}_other`)) problems.push(`${base}: no Chinese _other`);
      if (en.has(base) || zh.has(base)) problems.push(`${base}: also a text without a plural suffix`);
    }
    expect(problems).toEqual([]);
  });

  it('chooses the form by the count in both languages, as the pages show them', () => {
    const catalogue = (language: Language) => {
      const loaded = bundles(language);
      return { language: () => language, bundle: (_: Language, ns: string) => loaded[ns], hasNamespace: (ns: string) => ns in loaded };
    };
    expect(translate(catalogue('en'), 'common', 'header.cartWithCount', { count: 1 })).toBe('Shopping cart, 1 item');
    expect(translate(catalogue('en'), 'common', 'header.cartWithCount', { count: 3 })).toBe('Shopping cart, 3 items');
    expect(translate(catalogue('en'), 'closure', 'check.openOrders', { count: 1 })).toBe('1 order still open. Finish or cancel it first.');
    expect(translate(catalogue('en'), 'reviews', 'product.count', { count: 2 })).toBe('2 reviews');
    expect(translate(catalogue('en'), 'points', 'mall.pointsPrice', { count: 1, points: '1' })).toBe('1 point');
    expect(translate(catalogue('zh'), 'common', 'header.cartWithCount', { count: 1 })).toBe('购物车，1 件商品');
    expect(translate(catalogue('zh'), 'reviews', 'product.count', { count: 1 })).toBe('1 条评价');
  });
});
