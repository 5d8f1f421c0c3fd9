import { describe, expect, it } from 'vitest';
import { getPolicy, toLanguage } from './model/content';
import { POLICY_SLUGS, paths } from '../../shared/paths';
import { type Policy, policySlugFromPath } from './model/policy';

const LANGUAGES = ['en', 'zh'] as const;

function texts(policy: Policy): string[] {
  return [policy.title, policy.updated, policy.intro, ...policy.sections.flatMap((s) => [s.id, s.heading, ...(s.paragraphs ?? []), ...(s.list ?? []), ...(s.closing ?? [])])];
}

describe('policy pages', () => {
  it('cover the fifteen routes of docs/product.md', () => {
    expect(POLICY_SLUGS).toHaveLength(15);
    expect(new Set(POLICY_SLUGS).size).toBe(15);
  });

  for (const slug of POLICY_SLUGS) {
    describe(slug, () => {
      for (const language of LANGUAGES) {
        it(`has a ${language} page with at least 4 sections and no empty text`, () => {
          const policy = getPolicy(slug, language);
          expect(policy.sections.length).toBeGreaterThanOrEqual(4);
          for (const text of texts(policy)) expect(text.trim()).not.toBe('');
          for (const section of policy.sections) {
            const body = [...(section.paragraphs ?? []), ...(section.list ?? []), ...(section.closing ?? [])];
            expect(body.length, `${slug}/${language}/${section.id}`).toBeGreaterThan(0);
          }
        });
      }

      it('has the same sections, in the same order and shape, in both languages', () => {
        const en = getPolicy(slug, 'en');
        const zh = getPolicy(slug, 'zh');
        const shape = (p: Policy) => p.sections.map((s) => [s.id, s.paragraphs?.length ?? 0, s.list?.length ?? 0, s.closing?.length ?? 0]);
        expect(shape(zh)).toEqual(shape(en));
        expect(new Set(en.sections.map((s) => s.id)).size).toBe(en.sections.length);
        for (const section of en.sections) expect(section.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      });

      it('is real text of a substantial length, dated, and in Chinese for zh', () => {
        const words = texts(getPolicy(slug, 'en')).join(' ').split(/\s+/).length;
        expect(words).toBeGreaterThanOrEqual(400);
        expect(getPolicy(slug, 'en').updated).toBe('21 November 2026');
        expect(getPolicy(slug, 'zh').updated).toBe('2026年11月21日');
        expect(getPolicy(slug, 'zh').intro).toMatch(/[\u4e00-\u9fff]/);
      });

      it('is found from its route path', () => {
        expect(policySlugFromPath(paths.policy.getHref(slug))).toBe(slug);
        expect(policySlugFromPath(`${paths.policy.getHref(slug)}/`)).toBe(slug);
      });
    });
  }

  it('does not match unknown paths', () => {
    for (const path of ['/', '/about', '/privacy/extra', '/Privacy', '/toString', '/constructor']) {
      expect(policySlugFromPath(path)).toBeNull();
    }
  });

  it('picks Chinese only for zh', () => {
    expect(toLanguage('zh')).toBe('zh');
    expect(toLanguage('en')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
    expect(toLanguage('fr')).toBe('en');
  });

  it('states the business constants of docs/product.md', () => {
    const purchaseNotes = texts(getPolicy('purchaseNotes', 'en')).join(' ');
    expect(purchaseNotes).toContain('1%');
    expect(purchaseNotes).toContain('0.675 × M pounds');
    expect(purchaseNotes).toContain('30 minutes');
    for (const language of LANGUAGES) {
      expect(texts(getPolicy('privacy', language)).join(' ')).toContain('support@clearlot.co.uk');
      expect(texts(getPolicy('about-clearlot', language)).join(' ')).toContain('15884213');
    }
  });
});
