import { useState } from 'react';
import { PictureOutlined } from '../../ui/kit/icons/PictureOutlined';
import { firstMedia } from '../model/media';

/**
 * The small picture of a line (cart, checkout, order, return, review): the server sends the product's first
 * picture that is not a video (linePicture in the contract); a line stored before that rule may still hold
 * a video, shown by its first frame. A placeholder when there is nothing to show or the picture fails.
 * `className` is the block's picture class; the placeholder adds its `--none` modifier.
 */
export function LineThumb({ productImage, className, size }: { productImage: string; className: string; size: number }) {
  const media = firstMedia(productImage);
  const [failed, setFailed] = useState(false);
  if (!failed && media.kind === 'image') {
    return <img className={className} src={media.url} alt="" loading="lazy" decoding="async" width={size} height={size} onError={() => setFailed(true)} />;
  }
  if (!failed && media.kind === 'video') {
    return <video className={className} src={`${media.url}#t=0.1`} muted playsInline preload="metadata" width={size} height={size} aria-hidden onError={() => setFailed(true)} />;
  }
  return (
    <span className={`${className} ${className}--none`} style={{ width: size, height: size }} aria-hidden>
      <PictureOutlined />
    </span>
  );
}
