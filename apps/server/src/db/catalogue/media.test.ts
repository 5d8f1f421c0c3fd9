import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGES_PER_SUBCATEGORY, bannerPath, imagePath, writeCatalogueMedia } from './media';
import { CATEGORIES } from './vocabulary';

describe('demo catalogue pictures', () => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'clearlot-media-test-'));
  writeCatalogueMedia(mediaDir);
  const read = (path: string) => readFileSync(join(mediaDir, path.replace('/media/', '')), 'utf8');
  const subcategories = CATEGORIES.reduce((count, category) => count + category.children.length, 0);

  it('draws product pictures without words, so the Chinese view shows no English on them', () => {
    const files = readdirSync(join(mediaDir, 'catalogue')).filter((name) => name.endsWith('.svg'));
    expect(files).toHaveLength(subcategories * IMAGES_PER_SUBCATEGORY);
    for (const name of files) {
      const svg = readFileSync(join(mediaDir, 'catalogue', name), 'utf8');
      expect(svg, name).not.toMatch(/<text|aria-label/);
    }
  });

  it('draws neighbouring subcategories of one category differently', () => {
    const [first] = CATEGORIES;
    expect(first!.children.length).toBeGreaterThan(1);
    expect(read(imagePath(0, 0))).not.toBe(read(imagePath(1, 0)));
  });

  it('keeps the banners in the language they are shown in', () => {
    expect(read(bannerPath(0, 'zh'))).toContain('尾货库存');
    expect(read(bannerPath(0, 'en'))).toContain('Surplus stock');
  });
});
