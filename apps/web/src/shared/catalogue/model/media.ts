import { isVideoPath, mediaPaths } from '@clearlot/contract/rules/catalogue';

export { isVideoPath, mediaPaths };

/** The media shown on a product card (docs/product.md §2): the first of the comma-separated paths. */
export type CardMedia = { kind: 'video'; url: string } | { kind: 'image'; url: string } | { kind: 'none' };

export function firstMedia(productImage: string | null | undefined): CardMedia {
  const [first] = mediaPaths(productImage);
  if (first === undefined) return { kind: 'none' };
  return { kind: isVideoPath(first) ? 'video' : 'image', url: first };
}

/** SOLD OUT when the stock is 0 or missing. */
export function isSoldOut(quantity: number | null | undefined): boolean {
  return typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0;
}
