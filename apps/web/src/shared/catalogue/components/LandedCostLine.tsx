import { formatPounds } from '@clearlot/contract/format/money';
import { MIN_ORDER_ITEMS_TOTAL } from '@clearlot/contract/rules/order';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useLocation } from '../../router';
import { paths } from '../../paths';
import { type LandedCostOf, useLandedCost } from '../api/landedCost';
import '../landedCost.css';

/**
 * What the order would cost delivered to the buyer's default address by standard delivery, with VAT (issue 35 item 6):
 * the total, then goods + delivery + VAT, as the server prices the checkout. Without an address, a link to add one.
 * Adding the address comes back to this page.
 */
export function LandedCostLine({ of }: { of: LandedCostOf | null }) {
  const { t } = useTranslation();
  const cost = useLandedCost(of);
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  if (of === null) return null;
  if (cost.isError)
    return (
      <p className="landed-cost landed-cost--muted" data-testid="landed-cost">
        {t('landedCost.failed')}
      </p>
    );
  const data = cost.data;
  if (!data)
    return (
      <p className="landed-cost landed-cost--muted" data-testid="landed-cost" aria-busy>
        {t('landedCost.loading')}
      </p>
    );
  if (data.postcode === null || data.total === null || data.delivery === null || data.vat === null)
    return (
      <p className="landed-cost" data-testid="landed-cost">
        {t('landedCost.noAddress')}{' '}
        <Link to={paths.addAddress.getHref({ back })} data-testid="landed-cost-add-address">
          {t('landedCost.addAddress')}
        </Link>
      </p>
    );
  return (
    <div className="landed-cost" data-testid="landed-cost" aria-live="polite">
      <p className="landed-cost__total">
        <span>{t('landedCost.title', { postcode: data.postcode })}</span> <strong data-testid="landed-cost-total">{formatPounds(data.total)}</strong>
      </p>
      <p className="landed-cost__breakdown" data-testid="landed-cost-breakdown">
        {t('landedCost.breakdown', { goods: formatPounds(data.goods), delivery: formatPounds(data.delivery), vat: formatPounds(data.vat) })}
      </p>
      {data.belowMinimum && <p className="landed-cost__note">{t('landedCost.belowMinimum', { amount: formatPounds(MIN_ORDER_ITEMS_TOTAL) })}</p>}
    </div>
  );
}
