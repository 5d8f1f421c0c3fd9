import { PictureOutlined } from '@ant-design/icons';
import { firstMedia } from '../../../shared/catalogue/model/media';

/** The line's picture: the product's first media item (a still frame for videos) or a placeholder. */
export function CartLineMedia({ productImage }: { productImage: string }) {
  const media = firstMedia(productImage);
  switch (media.kind) {
    case 'image':
      return <img className="cart-line__picture" src={media.url} alt="" loading="lazy" decoding="async" width={88} height={88} />;
    case 'video':
      return <video className="cart-line__picture" src={media.url} muted playsInline preload="metadata" width={88} height={88} aria-hidden />;
    case 'none':
      return (
        <span className="cart-line__picture cart-line__picture--none" aria-hidden>
          <PictureOutlined />
        </span>
      );
  }
}
