import { PictureOutlined } from '@ant-design/icons';
import { firstMedia } from '../../../shared/catalogue/model/media';

/** A small picture of a cart line (a video shows its first frame). */
export function ItemThumb({ productImage }: { productImage: string }) {
  const media = firstMedia(productImage);
  switch (media.kind) {
    case 'image':
      return <img className="checkout-item__thumb" src={media.url} alt="" loading="lazy" width={64} height={64} />;
    case 'video':
      return <video className="checkout-item__thumb" src={media.url} muted playsInline preload="metadata" width={64} height={64} aria-hidden />;
    case 'none':
      return (
        <span className="checkout-item__thumb checkout-item__thumb--none" aria-hidden>
          <PictureOutlined />
        </span>
      );
  }
}
