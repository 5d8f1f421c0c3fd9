import { PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link } from '../../../shared/router';
import type { ReviewedLine } from '@clearlot/contract/schemas/reviews';
import { productNameOf, skuOptionsOf } from '../../../shared/catalogue/model/localized';
import { firstMedia } from '../../../shared/catalogue/model/media';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';

/** The line's first product picture; a placeholder when there is none or it fails to load. */
export function LinePicture({ productImage }: { productImage: string }) {
  const media = firstMedia(productImage);
  const [failed, setFailed] = useState(false);
  if (media.kind === 'image' && !failed) return <img className="review-line__picture" src={media.url} alt="" loading="lazy" width={56} height={56} onError={() => setFailed(true)} />;
  return (
    <span className="review-line__picture review-line__picture--none" aria-hidden>
      <PictureOutlined />
    </span>
  );
}

/** What was bought: picture, name (linking to the product), options and the order it came from. */
export function LineSummary({ line }: { line: ReviewedLine }) {
  const { t } = useTranslation('reviews');
  const language = currentLanguage();
  return (
    <div className="review-line">
      <LinePicture productImage={line.productImage} />
      <div className="review-line__body">
        <Link to={paths.productDetail.getHref(line.productId)} className="review-line__name" data-testid="review-line-name">
          {productNameOf(line, language)}
        </Link>
        {line.skuOptions.length > 0 && <p className="muted">{skuOptionsOf(line.skuOptions, language)}</p>}
        <p className="muted">
          {t('list.order', { orderNo: line.orderNo })} · {t('add.quantity', { count: line.quantity })}
        </p>
      </div>
    </div>
  );
}
