/**
 * The audit desk words every action and target the contract lists (issue 34 item 7): an area that records a new kind
 * of staff action must give it its English and Chinese label, or the desk would show the bare key.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAFF_ACTIONS, STAFF_ACTION_TARGETS } from '@clearlot/contract/schemas/operations';

const bundle = (language: 'en' | 'zh') => JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', language, 'operations.json'), 'utf8')) as Record<string, unknown>;

/** The text at a dotted key, as i18next reads it. */
const at = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe("the audit desk's words", () => {
  it.each(['en', 'zh'] as const)('labels every staff action and target in %s', (language) => {
    const texts = bundle(language);
    const missing = [
      ...STAFF_ACTIONS.filter((action) => typeof at(texts, `audit.actions.${action}`) !== 'string' || at(texts, `audit.actions.${action}`) === ''),
      ...STAFF_ACTION_TARGETS.filter((target) => typeof at(texts, `audit.targets.${target}`) !== 'string' || at(texts, `audit.targets.${target}`) === ''),
    ];
    expect(missing).toEqual([]);
  });

  it('words them in Chinese, not in English', () => {
    const zh = bundle('zh');
    for (const action of STAFF_ACTIONS) expect(String(at(zh, `audit.actions.${action}`)), action).toMatch(/[\u4e00-\u9fff]/);
    for (const target of STAFF_ACTION_TARGETS) expect(String(at(zh, `audit.targets.${target}`)), target).toMatch(/[\u4e00-\u9fff]/);
  });
});
