import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { Link } from '../../../shared/router';
import { LineThumb } from '../../../shared/catalogue/components/LineThumb';
import { productNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { type BuyerRequest, TEST_ID_PREFIX } from '../model/request';
import { RequestStatusTag } from './RequestStatusTag';
import { useRequestKindName } from './useRequestKindName';

const detailHref = (request: BuyerRequest) => (request.kind === 'return' ? paths.returnDetail.getHref(request.requestNo) : paths.afterSaleDetail.getHref(request.requestNo));

/** One request in the buyer's list: its number and status, the first item (and how many more), its kind, units and order, when, and the money asked or refunded. */
export function RequestCard({ request }: { request: BuyerRequest }) {
  const { t } = useTranslation('requests');
  const language = currentLanguage();
  const zone = useDateZone();
  const kindName = useRequestKindName();
  const [first] = request.lines;
  const units = request.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Link
      to={detailHref(request)}
      className="request-card"
      aria-label={t(`list.open.${request.kind}`, { requestNo: request.requestNo })}
      data-testid={`${TEST_ID_PREFIX[request.kind]}-card`}
    >
      <span className="request-card__head">
        <span className="request-card__no">{request.requestNo}</span>
        <RequestStatusTag request={request} />
      </span>
      <span className="request-card__body">
        {first && <LineThumb productImage={first.productImage} className="request-line__picture" size={56} />}
        <span className="request-card__text">
          <span className="request-card__name">{first ? productNameOf(first, language) : ''}</span>
          {request.lines.length > 1 && <span className="muted">{t('list.moreLines', { count: request.lines.length - 1 })}</span>}
          <span className="muted">
            {kindName(request)} · {t('list.units', { count: units })} · {t('list.order', { orderNo: request.orderNo })}
          </span>
          <span className="muted">{formatZonedLabelled(request.createdAt, zone, language)}</span>
        </span>
        <strong className="request-card__amount">{formatPounds(request.refunded ?? request.asked)}</strong>
      </span>
    </Link>
  );
}
