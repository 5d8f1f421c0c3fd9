import { Link } from '../../../shared/router';
import type { ReviewedLine } from '@clearlot/contract/schemas/reviews';
import { productNameOf, skuOptionsOf } from '../../../shared/catalogue/model/localized';
import { LineThumb } from '../../../shared/catalogue/components/LineThumb';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';

/** What was bought: picture, name (linking to the product), options and the order it came from. */
export function LineSummary({ line }: { line: ReviewedLine }) {
  const { t } = useTranslation('reviews');
  const language = currentLanguage();
  return (
    <div className="review-line">
      <LineThumb productImage={line.productImage} className="review-line__picture" size={56} />
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
