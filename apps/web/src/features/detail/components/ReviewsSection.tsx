import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { loadPageNamespaces } from '../../../shared/i18n/i18n';
import { SkeletonBlock } from '../../../shared/ui/kit/Skeleton';

/** The reviews and their texts load only when the section nears the screen, so the page's first view does not grow. */
const ProductReviews = lazy(() => Promise.all([import('./reviews/ProductReviews'), loadPageNamespaces(['reviews'])]).then(([module]) => module));

/** Starts loading this far below the screen, so the section is usually ready when scrolled to. */
const PRELOAD_MARGIN = '400px';

/** The product page's reviews section (issue 14): a placeholder until it scrolls near, then the reviews. */
export function ReviewsSection({ productId }: { productId: number }) {
  const anchor = useRef<HTMLDivElement>(null);
  // without IntersectionObserver (very old browsers) the section loads at once
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <SkeletonBlock height={160} style={{ display: 'block' }} />;
  return (
    <div ref={anchor} className="detail-reviews" id="reviews" data-testid="detail-reviews">
      {near ? (
        <Suspense fallback={placeholder}>
          <ProductReviews productId={productId} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
