/**
 * Product pictures and banners the app serves itself: SVG drawings made at seed time
 * (no outside image hosts), written under the media folder and served at /media/.
 */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORIES } from './vocabulary';

export const DEMO_VIDEO = '/media/catalogue/demo-clip.mp4';
const VIDEO_SOURCE = join(import.meta.dirname, '../../../assets/demo-clip.mp4');
export const IMAGES_PER_SUBCATEGORY = 4;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 255) + amount));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A product picture carries no words (issue 16 item 12): one file serves readers of both languages,
 * and the product's name sits beside it on every card and page in the language being read. Four
 * compositions per subcategory so cards do not all look alike; the subcategory turns the compositions
 * and shifts the tint, so neighbouring subcategories of one category differ too.
 */
function productSvg(colour: string, subIndex: number, variant: number): string {
  const tint = shade(colour, ((subIndex % 5) - 2) * 18);
  const light = shade(tint, 150);
  const mid = shade(tint, 60);
  const shapes = [
    `<rect x="170" y="150" width="260" height="280" rx="28" fill="${tint}"/><rect x="200" y="190" width="200" height="40" rx="10" fill="${light}"/>`,
    `<circle cx="300" cy="290" r="140" fill="${tint}"/><circle cx="300" cy="290" r="70" fill="${light}"/>`,
    `<path d="M300 130 L450 420 L150 420 Z" fill="${tint}"/><rect x="250" y="330" width="100" height="60" rx="8" fill="${light}"/>`,
    `<rect x="140" y="200" width="320" height="200" rx="20" fill="${tint}"/><rect x="190" y="150" width="220" height="60" rx="14" fill="${mid}"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/>${shapes[(variant + subIndex) % shapes.length]}
<rect x="230" y="480" width="140" height="14" rx="7" fill="${mid}" opacity="0.5"/>
</svg>`;
}

function bannerSvg(colour: string, title: string, subtitle: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escape(title)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, 90)}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#b)"/><circle cx="1040" cy="200" r="150" fill="#ffffff" opacity="0.18"/><circle cx="950" cy="90" r="60" fill="#ffffff" opacity="0.15"/>
<text x="80" y="180" font-family="Helvetica, Arial, 'PingFang SC', 'Noto Sans CJK SC', sans-serif" font-size="58" font-weight="700" fill="#ffffff">${escape(title)}</text>
<text x="80" y="250" font-family="Helvetica, Arial, 'PingFang SC', 'Noto Sans CJK SC', sans-serif" font-size="30" fill="#f1f5f2">${escape(subtitle)}</text>
</svg>`;
}

export const BANNERS = [
  {
    colour: '#0b6e4f',
    en: ['Surplus stock, trade prices', 'Clear lots from UK retailers, shipped from UK warehouses'],
    zh: ['尾货库存 批发价格', '英国零售商清仓货品，英国本地仓发货'],
  },
  { colour: '#2b4c8c', en: ['Electronics clearance week', 'Up to 70% below RRP on audio and charging'], zh: ['电子产品清仓周', '音频与充电产品低至建议零售价三折'] },
  { colour: '#a3472f', en: ['Pre-order with a 1% deposit', 'Reserve incoming pallets before they land'], zh: ['预订只需 1% 定金', '货柜到港前即可锁定整托货品'] },
];

export function imagePath(subIndex: number, variant: number): string {
  return `/media/catalogue/p${subIndex}-${variant}.svg`;
}

export function bannerPath(index: number, language: 'en' | 'zh'): string {
  return `/media/banners/banner-${index}-${language}.svg`;
}

/** Writes every picture (idempotent: same names, same drawings). */
export function writeCatalogueMedia(mediaDir: string): void {
  const catalogueDir = join(mediaDir, 'catalogue');
  const bannerDir = join(mediaDir, 'banners');
  mkdirSync(catalogueDir, { recursive: true });
  mkdirSync(bannerDir, { recursive: true });
  // subcategories are numbered across the categories, in order (the generator's imagePath numbers)
  const colours = CATEGORIES.flatMap((category) => category.children.map(() => category.colour));
  colours.forEach((colour, subIndex) => {
    for (let variant = 0; variant < IMAGES_PER_SUBCATEGORY; variant++) {
      writeFileSync(join(mediaDir, imagePath(subIndex, variant).replace('/media/', '')), productSvg(colour, subIndex, variant));
    }
  });
  BANNERS.forEach((banner, index) => {
    for (const language of ['en', 'zh'] as const) {
      const [title, subtitle] = banner[language];
      writeFileSync(join(mediaDir, bannerPath(index, language).replace('/media/', '')), bannerSvg(banner.colour, title!, subtitle!));
    }
  });
  if (existsSync(VIDEO_SOURCE)) copyFileSync(VIDEO_SOURCE, join(mediaDir, DEMO_VIDEO.replace('/media/', '')));
}
