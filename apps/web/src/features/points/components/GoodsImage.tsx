import { firstMedia } from '../../../shared/catalogue/model/media';

/** A point-mall item's picture (its first image; a plain panel when it has none or only a video). */
export function GoodsImage({ image, alt, className }: { image: string; alt: string; className: string }) {
  const media = firstMedia(image);
  if (media.kind !== 'image') return <div className={`${className} points-goods__placeholder`} aria-hidden="true" />;
  return <img className={className} src={media.url} alt={alt} loading="lazy" />;
}
