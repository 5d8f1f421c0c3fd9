import { Card, Tag } from 'antd';
import { Link } from '../../../shared/router';
import { AfterSaleReasons, AfterSaleStatusText } from '@clearlot/contract/rules/afterSales';
import type { AfterSaleDetail } from '@clearlot/contract/schemas/afterSales';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { productNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import type { AfterSaleDesk } from '../model/desk';
import { STATUS_COLOUR } from '../model/statusColour';
import { LineThumb } from '../../../shared/catalogue/components/LineThumb';

/** One request in a desk's list: number, status, the item, reason, order and the money asked or refunded. */
export function AfterSaleCard({ item, desk }: { item: AfterSaleDetail; desk: AfterSaleDesk }) {
  const { t } = useTranslation('afterSales');
  const language = currentLanguage();
  const zone = useDateZone();
  return (
    <Card size="small" className="after-sale-card" data-testid="after-sale-card">
      <Link to={paths.afterSaleDetail.getHref(item.afterSaleNo, desk)} className="after-sale-card__link" aria-label={t('list.open', { afterSaleNo: item.afterSaleNo })}>
        <div className="after-sale-card__head">
          <span className="after-sale-card__no">{item.afterSaleNo}</span>
          <Tag color={STATUS_COLOUR[item.status]}>{AfterSaleStatusText[item.status].name[language]}</Tag>
        </div>
        <div className="after-sale-card__body">
          <LineThumb productImage={item.item.productImage} className="after-sale-detail__picture" size={56} />
          <div className="after-sale-card__text">
            <p>{productNameOf(item.item, language)}</p>
            <p className="muted">
              {AfterSaleReasons[item.reason][language]} · {t('list.units', { count: item.applyQuantity })} · {t('list.order', { orderNo: item.orderNo })}
            </p>
            <p className="muted">{formatZonedLabelled(item.createdAt, zone, language)}</p>
          </div>
          <strong className="after-sale-card__amount">{formatPounds(item.refundedAmount ?? item.applyAmount)}</strong>
        </div>
      </Link>
    </Card>
  );
}
