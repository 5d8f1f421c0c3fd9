import { PictureOutlined } from '../../ui/kit/icons/PictureOutlined';
import type { SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { GRID_ITEM_HEIGHT, GRID_ITEM_WIDTH } from '../model/gridLayout';
import type { CardMedia } from '../model/media';

/** Intrinsic size given to card pictures so the page does not jump while they load. */
const MEDIA_WIDTH = GRID_ITEM_WIDTH;
const MEDIA_HEIGHT = GRID_ITEM_HEIGHT - 208;

function play(event: SyntheticEvent<HTMLVideoElement>) {
  // Browsers may refuse to play (power saving); the first frame stays, which is fine.
  event.currentTarget.play().catch(() => undefined);
}

function stop(event: SyntheticEvent<HTMLVideoElement>) {
  event.currentTarget.pause();
  event.currentTarget.currentTime = 0;
}

/** The card's first media item: a muted video that plays on hover, a lazy picture, or a placeholder. */
export function ProductMedia({ media }: { media: CardMedia }) {
  const { t } = useTranslation('catalogue');
  switch (media.kind) {
    case 'video':
      return (
        <video
          className="product-card__picture"
          src={media.url}
          muted
          loop
          playsInline
          preload="metadata"
          width={MEDIA_WIDTH}
          height={MEDIA_HEIGHT}
          aria-label={t('card.video')}
          onMouseEnter={play}
          onMouseLeave={stop}
        />
      );
    case 'image':
      return <img className="product-card__picture" src={media.url} alt="" loading="lazy" decoding="async" width={MEDIA_WIDTH} height={MEDIA_HEIGHT} />;
    case 'none':
      return (
        <div className="product-card__placeholder">
          <PictureOutlined aria-hidden />
          <span>{t('card.noPicture')}</span>
        </div>
      );
  }
}
