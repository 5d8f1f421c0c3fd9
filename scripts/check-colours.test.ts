import { describe, expect, it } from 'vitest';
import { declaredProperties, findRawColours, findUnknownTokens, tokensWithValue } from './check-colours';

const texts = (findings: { text: string }[]) => findings.map((finding) => finding.text);

describe('raw colours in style sheets', () => {
  it('finds hex, colour functions and named colours in declarations, with their position', () => {
    const css = ['.a {', '  color: #FFF;', '  background: rgba(0, 0, 0, 0.5);', '  border: 1px solid red;', '  box-shadow: 0 0 2px hsl(0 0% 0%);', '}'].join('\n');
    const found = findRawColours(css, 'css');
    expect(texts(found)).toEqual(['#FFF', 'rgba(…)', 'red', 'hsl(…)']);
    expect(found[0]).toMatchObject({ line: 2, column: 10, problem: 'raw colour' });
  });

  it('leaves tokens, keywords, selectors, comments and look-alike words alone', () => {
    const css = [
      '/* the old #fff and rgba(0,0,0,.5) */',
      '#add .b, a[href="#cafe"] { color: var(--ink); }',
      '.c { background: transparent; border-color: currentColor; white-space: nowrap; }',
      '.d { content: "tan"; grid-area: red-zone; }',
    ].join('\n');
    expect(findRawColours(css, 'css')).toEqual([]);
  });
});

describe('raw colours in code', () => {
  it('finds colours in strings and attributes', () => {
    const tsx = `const style = { background: '#ffffff' };\nconst icon = <path stroke="#fff" fill={'rgb(1, 2, 3)'} />;`;
    expect(texts(findRawColours(tsx, 'script'))).toEqual(['#ffffff', '#fff', 'rgb(…)']);
  });

  it('ignores hash routes, comments and named words', () => {
    const ts = [
      "navigate('#/login'); const url = 'https://example.com/#top';",
      '// was #fff before the tokens',
      '/* rgba(0, 0, 0, 0.5) */',
      "const tone = 'red'; const colour = token.colorPrimary;",
    ].join('\n');
    expect(findRawColours(ts, 'script')).toEqual([]);
  });
});

describe('token names', () => {
  it('knows what style sheets and code declare', () => {
    expect(declaredProperties('.grid { --card-body: 208px; } :root{--a:1px}', 'css')).toEqual(['--card-body', '--a']);
    expect(declaredProperties("const style = { ['--card-height' as string]: '10px' };", 'script')).toEqual(['--card-height']);
  });

  it('reports var() of names nothing declares', () => {
    const css = '.a { color: var(--ink); border-color: var( --kit-error); padding: var(--gap, 4px); }';
    expect(texts(findUnknownTokens(css, 'css', new Set(['--ink', '--gap'])))).toEqual(['--kit-error']);
  });

  it('suggests the tokens that have a raw colour as their value', () => {
    const tokens = new Map([
      ['--surface', '#ffffff'],
      ['--on-brand', '#FFFFFF'],
      ['--overlay', 'rgba(0, 0, 0, 0.45)'],
    ]);
    expect(tokensWithValue('#fff', tokens)).toEqual(['--surface', '--on-brand']);
    expect(tokensWithValue('rgba(0,0,0,0.45)', tokens)).toEqual(['--overlay']);
    expect(tokensWithValue('#123', tokens)).toEqual([]);
  });
});
