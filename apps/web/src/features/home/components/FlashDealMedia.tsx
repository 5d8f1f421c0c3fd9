import { PictureOutlined } from '../../../shared/ui/kit/icons/PictureOutlined';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { CardMedia } from '../../../shared/catalogue/model/media';
import { FLASH_DEAL_CARD_WIDTH } from '../model/flashDealLayout';

/** Intrinsic size of deal pictures (square), so the strip does not jump while they load. */
const MEDIA_SIZE = FLASH_DEAL_CARD_WIDTH;

/**
 * A deal's first media item (docs/product.md §2): a picture, or a muted video that plays — with its
 * controls — while the pointer is on it, or a placeholder.
 */
export function FlashDealMedia({ media }: { media: CardMedia }) {
  const { t } = useTranslation('home');
  const [hovered, setHovered] = useState(false);
  switch (media.kind) {
    case 'video':
      return (
        <video
          className="flash-deal__picture"
          src={media.url}
          muted
          loop
          playsInline
          preload="metadata"
          controls={hovered}
          width={MEDIA_SIZE}
          height={MEDIA_SIZE}
          aria-label={t('flashDeals.video')}
          onMouseEnter={(event) => {
            setHovered(true);
            // Browsers may refuse to play (power saving); the first frame stays, which is fine.
            event.currentTarget.play().catch(() => undefined);
          }}
          onMouseLeave={(event) => {
            setHovered(false);
            event.currentTarget.pause();
          }}
          // With its controls showing, a click belongs to the video, not to the card.
          onClick={(event: MouseEvent) => {
            if (hovered) event.stopPropagation();
          }}
        />
      );
    case 'image':
      return <img className="flash-deal__picture" src={media.url} alt="" loading="lazy" decoding="async" width={MEDIA_SIZE} height={MEDIA_SIZE} />;
    case 'none':
      return (
        <div className="flash-deal__placeholder">
          <PictureOutlined aria-hidden />
          <span>{t('flashDeals.noPicture')}</span>
        </div>
      );
  }
}
