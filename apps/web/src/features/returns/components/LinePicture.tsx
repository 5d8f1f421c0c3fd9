import { PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { firstMedia } from '../../../shared/catalogue/model/media';

/** A line's first product picture; a placeholder when there is none or it fails to load. */
export function LinePicture({ productImage }: { productImage: string }) {
  const media = firstMedia(productImage);
  const [failed, setFailed] = useState(false);
  if (media.kind === 'image' && !failed) return <img className="return-line__picture" src={media.url} alt="" loading="lazy" width={56} height={56} onError={() => setFailed(true)} />;
  return (
    <span className="return-line__picture return-line__picture--none" aria-hidden>
      <PictureOutlined />
    </span>
  );
}
