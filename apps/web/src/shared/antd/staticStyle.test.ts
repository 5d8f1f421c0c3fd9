import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDesignTokens } from '../../styles/designTokens';
import { UNUSED_COMPONENTS, antdStaticStyle, splitStyleSheet } from './staticStyle';
import { themeFromTokens } from './theme';

const src = resolve(import.meta.dirname, '../..');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !path.includes('shared/antd/staticStyle')) yield path;
  }
}

/** The antd components the app's pages import by name (`import { Button, Table } from 'antd'`). */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(src)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const part of list!.split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (/^[A-Z]/.test(name) && !part.trim().startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

describe("antd's static style sheet (zero runtime)", () => {
  let css = '';
  beforeAll(() => {
    css = antdStaticStyle(themeFromTokens(readDesignTokens(readFileSync(join(src, '../../../packages/browser/src/styles/tokens.css'), 'utf8'))));
  }, 60_000);

  it('leaves out only components no page imports', () => {
    const imported = importedComponents();
    expect(imported.size).toBeGreaterThan(20);
    expect([...imported].filter((name) => UNUSED_COMPONENTS.includes(name))).toEqual([]);
  });

  it("has the rules of every component the pages use, and of the popups they open, under antd's own class names", () => {
    const classOf: Record<string, string | null> = { Button: 'btn', AutoComplete: 'select', InputNumber: 'input-number', ConfigProvider: null, Grid: null, App: 'app' };
    for (const name of importedComponents()) {
      const cls = name in classOf ? classOf[name] : name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();
      if (cls) expect(css, name).toContain(`.ant-${cls}{`);
    }
    for (const popup of [
      'select-dropdown',
      'dropdown',
      'tooltip',
      'popover',
      'modal',
      'message',
      'notification',
      'image-preview',
      'pagination',
      'upload-list',
      'form-item',
      'input-affix-wrapper',
      'typography',
      'table-wrapper',
      'spin',
      'empty',
      'checkbox',
      'tabs-nav',
    ]) {
      expect(css, popup).toContain(`.ant-${popup}`);
    }
    // no hash in the selectors: the pages run with hashed: false (staticStyle.theme.ts)
    expect(css).not.toContain(':where(.css-');
    // the theme's values come from CSS variables that antd writes at run time
    expect(css).toContain('var(--ant-color-primary)');
  });

  it('cuts into whole style sheets that keep the order', () => {
    const pieces = splitStyleSheet(css, 4);
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(pieces.join('')).toBe(css);
    for (const piece of pieces) {
      const depth = [...piece.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '')].reduce((sum, char) => sum + (char === '{' ? 1 : char === '}' ? -1 : 0), 0);
      expect(depth).toBe(0);
      expect(piece.endsWith('}')).toBe(true);
    }
  });

  it('cuts between top-level blocks, never inside an @media block', () => {
    const sheet = '.a{color:red}@media (max-width:1px){.b{color:blue}.c{content:"}"}}.d{x:y}';
    expect(splitStyleSheet(sheet, 20)).toEqual(['.a{color:red}', '@media (max-width:1px){.b{color:blue}.c{content:"}"}}', '.d{x:y}']);
  });
});
