import { Button } from '../../../shared/ui/kit/Button';
import { Card } from '../../../shared/ui/kit/Card';
import { useNavigate } from '../../../shared/router';
import { OrderStatus } from '@clearlot/contract/rules/order';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { productNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import './orderFeedback.css';

/**
 * Reviews and complaints from an order (issue 14): each line of a completed order can be reviewed
 * (the review page shows the review once written), and any paid order can be complained about.
 */
export function OrderFeedbackCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const language = currentLanguage();
  const completed = order.status === OrderStatus.Completed;
  return (
    <Card title={t('orderCard.title')} data-testid="order-feedback">
      {completed ? (
        <ul className="order-feedback__lines">
          {order.items.map((item) => {
            const name = productNameOf(item, language);
            return (
              <li key={item.id} className="order-feedback__line">
                <span className="order-feedback__name">{name}</span>
                <Button
                  size="small"
                  onClick={() => void navigate(paths.addEval.getHref({ orderItemId: item.id }))}
                  aria-label={t('orderCard.reviewLabel', { name })}
                  data-testid="order-review-line"
                >
                  {t('orderCard.review')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted order-feedback__note">{t('orderCard.completeFirst')}</p>
      )}
      <Button onClick={() => void navigate(paths.complain.getHref({ orderNo: order.orderNo }))} data-testid="order-complain">
        {t('orderCard.complain')}
      </Button>
    </Card>
  );
}
