import { LeftOutlined } from '../../../shared/ui/kit/icons/LeftOutlined';
import { PauseOutlined } from '../../../shared/ui/kit/icons/PauseOutlined';
import { CaretRightOutlined } from '../../../shared/ui/kit/icons/CaretRightOutlined';
import { RightOutlined } from '../../../shared/ui/kit/icons/RightOutlined';
import { type MouseEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { currentLanguage } from '../../../shared/i18n/language';
import { useBanners } from '../api/banners';
import { useCarousel } from '../hooks/useCarousel';
import { BANNER_HEIGHT, BANNER_WIDTH, type BannerSlide, slidesFor } from '../model/banners';
import { CAROUSEL_GAP_PX, CAROUSEL_TRANSITION_MS, loopTrack, loops, slideIndexAt, swipeDelta, trackTransform } from '../model/carousel';
import { BannerFallback } from './BannerFallback';

/** The home banner carousel (docs/product.md §2): the banners of the language shown, or a welcome panel without any. */
export function BannerCarousel() {
  const { t } = useTranslation('home');
  const banners = useBanners();
  const slides = slidesFor(banners.data, currentLanguage());
  if (banners.isPending) {
    return <div className="banner-carousel banner-carousel--loading" data-testid="banner-carousel" role="status" aria-busy="true" aria-label={t('banner.loading')} />;
  }
  if (slides.length === 0) return <BannerFallback />;
  return <Carousel slides={slides} />;
}

function Carousel({ slides }: { slides: BannerSlide[] }) {
  const { t } = useTranslation('home');
  const count = slides.length;
  const carousel = useCarousel(count);
  const track = loopTrack(slides);
  const swipeStart = useRef<number | null>(null);
  // a swipe that ends on a banner's link moves the carousel; it does not follow the link
  const swiped = useRef(false);
  // The first banner is the page's largest picture: it loads at once, the others once it is in.
  const [firstLoaded, setFirstLoaded] = useState(false);

  const followLink = (event: MouseEvent) => {
    if (swiped.current) event.preventDefault();
    swiped.current = false;
  };

  const pointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const pointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const delta = swipeDelta(event.clientX - swipeStart.current);
    swipeStart.current = null;
    swiped.current = delta !== 0;
    if (delta !== 0) carousel.step(delta);
  };

  return (
    <section
      className="banner-carousel"
      aria-roledescription={t('banner.roleDescription')}
      aria-label={t('banner.label')}
      data-testid="banner-carousel"
      onMouseEnter={() => carousel.hold(true)}
      onMouseLeave={() => carousel.hold(false)}
      onFocus={() => carousel.hold(true)}
      onBlur={() => carousel.hold(false)}
    >
      <div className="banner-carousel__viewport" onPointerDown={pointerDown} onPointerUp={pointerUp} onPointerCancel={() => (swipeStart.current = null)}>
        {/* slides are groups (the WAI carousel pattern), which a list may not hold */}
        <div
          className="banner-carousel__track"
          aria-live={carousel.autoplay ? 'off' : 'polite'}
          style={{
            gap: `${CAROUSEL_GAP_PX}px`,
            transform: trackTransform(carousel.position),
            transitionDuration: carousel.animate ? `${CAROUSEL_TRANSITION_MS}ms` : '0ms',
          }}
        >
          {track.map((slide, position) => {
            const index = slideIndexAt(position, count);
            const isCopy = loops(count) && (position === 0 || position === count + 1);
            const first = index === 0 && !isCopy;
            const current = position === carousel.position;
            return (
              <div
                key={`${position}-${slide.key}`}
                className="banner-carousel__slide"
                role={isCopy ? 'presentation' : 'group'}
                aria-roledescription={isCopy ? undefined : t('banner.slideRole')}
                aria-label={isCopy ? undefined : t('banner.slide', { index: index + 1, count })}
                aria-hidden={!current}
                inert={!current}
              >
                <SlideLink slide={slide} hidden={isCopy} onFollow={followLink}>
                  <img
                    src={slide.src}
                    alt={isCopy ? '' : slide.alt || t('banner.alt', { index: index + 1, count })}
                    width={BANNER_WIDTH}
                    height={BANNER_HEIGHT}
                    loading={first || firstLoaded ? 'eager' : 'lazy'}
                    fetchPriority={first ? 'high' : 'auto'}
                    decoding={first ? 'sync' : 'async'}
                    draggable={false}
                    onLoad={first ? () => setFirstLoaded(true) : undefined}
                    data-testid={isCopy ? undefined : 'banner-image'}
                  />
                </SlideLink>
              </div>
            );
          })}
        </div>
      </div>
      {loops(count) && (
        <>
          <button type="button" className="banner-carousel__arrow banner-carousel__arrow--previous" onClick={carousel.previous} aria-label={t('banner.previous')}>
            <LeftOutlined aria-hidden />
          </button>
          <button type="button" className="banner-carousel__arrow banner-carousel__arrow--next" onClick={carousel.next} aria-label={t('banner.next')}>
            <RightOutlined aria-hidden />
          </button>
          <div className="banner-carousel__controls">
            <button
              type="button"
              className="banner-carousel__pause"
              onClick={carousel.togglePaused}
              aria-label={carousel.paused ? t('banner.play') : t('banner.pause')}
              aria-pressed={carousel.paused}
            >
              {carousel.paused ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
            </button>
            <ul className="banner-carousel__dots">
              {slides.map((slide, index) => (
                <li key={`${index}-${slide.key}`}>
                  <button
                    type="button"
                    className={`banner-carousel__dot${index === carousel.index ? ' banner-carousel__dot--current' : ''}`}
                    aria-label={t('banner.show', { index: index + 1, count })}
                    aria-current={index === carousel.index ? 'true' : undefined}
                    onClick={() => carousel.show(index)}
                  />
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </section>
  );
}

/** A banner's picture as the link operations gave it (a new tab for an address outside the shop), or the picture alone. */
function SlideLink({ slide, hidden, onFollow, children }: { slide: BannerSlide; hidden: boolean; onFollow: (event: MouseEvent) => void; children: ReactNode }) {
  if (slide.href === null || hidden) return <>{children}</>;
  return (
    <a
      href={slide.href}
      className="banner-carousel__link"
      onClick={onFollow}
      data-testid="banner-link"
      {...(slide.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
