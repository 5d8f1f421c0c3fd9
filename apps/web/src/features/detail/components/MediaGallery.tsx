import { PictureOutlined } from '../../../shared/ui/kit/icons/PictureOutlined';
import { PlayCircleFilled } from '../../../shared/ui/kit/icons/PlayCircleFilled';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { MediaItem } from '@clearlot/contract';
import { useImageViewer } from '../../../shared/ui/ImageViewer/useImageViewer';

interface MediaGalleryProps {
  media: readonly MediaItem[];
  /** the product name, for alternative text */
  name: string;
}

/**
 * Main media large with a thumbnail row beneath. Videos play with controls; clicking the main
 * picture opens the image viewer on the product's pictures at that picture (videos are skipped).
 */
export function MediaGallery({ media, name }: MediaGalleryProps) {
  const { t } = useTranslation('detail');
  const [selected, setSelected] = useState(0);
  const { openImageViewer, imageViewer } = useImageViewer();

  const total = media.length;
  const index = Math.min(selected, Math.max(0, total - 1));
  const current = media[index];
  const images = media.filter((item) => item.type === 'image').map((item) => item.url);
  // the main picture's place among the pictures only, for the viewer
  const imageIndex = media.slice(0, index).filter((item) => item.type === 'image').length;
  const position = { name, current: index + 1, total };

  return (
    <section className="detail-gallery" aria-label={t('gallery.label')}>
      <div className="detail-gallery__main" data-testid="detail-main-media" data-media-type={current?.type ?? 'none'}>
        {!current ? (
          <div className="detail-gallery__empty">
            <PictureOutlined aria-hidden="true" />
            <span>{t('gallery.noMedia')}</span>
          </div>
        ) : current.type === 'video' ? (
          <video key={current.url} className="detail-gallery__video" src={current.url} controls preload="metadata" aria-label={t('gallery.videoLabel', position)} />
        ) : (
          <button
            type="button"
            className="detail-gallery__zoom"
            onClick={() => openImageViewer(images, imageIndex, name)}
            aria-label={t('gallery.enlarge', { current: imageIndex + 1, total: images.length })}
            title={t('gallery.enlargeHint')}
          >
            <img src={current.url} alt={t('gallery.imageAlt', position)} className="detail-gallery__image" />
          </button>
        )}
      </div>

      {total > 1 && (
        <ul className="detail-gallery__thumbs">
          {media.map((item, itemIndex) => (
            <li key={`${item.url}-${itemIndex}`}>
              <button
                type="button"
                className={`detail-gallery__thumb${itemIndex === index ? ' detail-gallery__thumb--active' : ''}`}
                onClick={() => setSelected(itemIndex)}
                aria-label={t('gallery.thumbnail', { current: itemIndex + 1, total })}
                aria-pressed={itemIndex === index}
                data-testid="detail-thumb"
              >
                {item.type === 'video' ? (
                  <>
                    <video src={item.url} muted preload="metadata" tabIndex={-1} aria-hidden="true" />
                    <span className="detail-gallery__play">
                      <PlayCircleFilled aria-hidden="true" />
                      <span className="visually-hidden">{t('gallery.videoBadge')}</span>
                    </span>
                  </>
                ) : (
                  <img src={item.url} alt="" loading="lazy" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {imageViewer}
    </section>
  );
}
