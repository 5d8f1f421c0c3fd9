import { beforeAll, describe, expect, it } from 'vitest';

// the frame is rendered at build time in Node, as a first visit sees it: nothing stored
beforeAll(() => {
  const stored = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
    clear: () => stored.clear(),
    key: () => null,
    length: 0,
  };
});

describe('the prerendered page frame', () => {
  it('draws the header and footer in English with links to their pages', async () => {
    const { renderShell } = await import('./shell');
    const html = await renderShell('en');
    expect(html).toMatch(/^<div class="shell"><header class="site-header">/);
    expect(html).toContain('href="#/"');
    expect(html).toContain('<main class="shell__main"></main>');
    expect(html).toContain('<footer');
    expect(html).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('draws the same frame in Chinese', async () => {
    const { renderShell } = await import('./shell');
    const [en, zh] = [await renderShell('en'), await renderShell('zh')];
    expect(zh).toMatch(/[\u4e00-\u9fff]/);
    // the same elements in both languages: only the words differ
    const tags = (html: string) => html.match(/<[a-z]+[\s>]/g)?.join('');
    expect(tags(zh)).toBe(tags(en));
  });
});
