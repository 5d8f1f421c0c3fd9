import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeFromTokens } from '../antd/theme';
import { parseDesignTokens, readDesignTokens } from './designTokens';

const sheet = `
/* --commented-out: #123456; */
:root {
  --brand: #0b6e4f; /* the brand */
  --info: var(--brand);
  --ring: 0 0 0 2px var(--info);
  --radius-md: 6px;
  --font: 'Inter',
    sans-serif;
}
.elsewhere { --local: red; }
`;

describe('design tokens', () => {
  it('reads the custom properties of :root, without comments or other rules', () => {
    expect([...parseDesignTokens(sheet)]).toEqual([
      ['--brand', '#0b6e4f'],
      ['--info', 'var(--brand)'],
      ['--ring', '0 0 0 2px var(--info)'],
      ['--radius-md', '6px'],
      ['--font', "'Inter', sans-serif"],
    ]);
  });

  it('resolves tokens that name other tokens', () => {
    const tokens = readDesignTokens(sheet);
    expect(tokens.value('--info')).toBe('#0b6e4f');
    expect(tokens.value('--ring')).toBe('0 0 0 2px #0b6e4f');
    expect(tokens.px('--radius-md')).toBe(6);
  });

  it('refuses unknown tokens, loops and sizes that are not pixels', () => {
    const tokens = readDesignTokens(':root { --a: var(--b); --b: var(--a); --c: var(--missing); --d: 1rem; }');
    expect(() => tokens.value('--nope')).toThrow('Unknown design token --nope');
    expect(() => tokens.value('--a')).toThrow('refers to itself');
    expect(() => tokens.value('--c')).toThrow('--missing');
    expect(() => tokens.px('--d')).toThrow('not a pixel size');
  });

  it('gives antd the values of the token file', () => {
    const tokens = readDesignTokens(readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8'));
    const appTheme = themeFromTokens(tokens);
    expect(appTheme.token).toMatchObject({
      colorPrimary: tokens.value('--brand'),
      colorTextBase: tokens.value('--ink'),
      colorBorder: tokens.value('--line-strong'),
      colorBorderSecondary: tokens.value('--line'),
      borderRadius: tokens.px('--radius-md'),
      fontFamily: tokens.value('--font-family'),
      fontSize: 14,
    });
    expect(appTheme.components?.Modal?.borderRadiusLG).toBe(tokens.px('--radius-xl'));
  });
});
