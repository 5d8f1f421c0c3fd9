import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { Card } from '../../../shared/ui/kit/Card';
import { Flex } from '../../../shared/ui/kit/Flex';
import { Text } from '../../../shared/ui/kit/Text';
import { RETURNABLE_ORDER_STATUSES, countdown } from '@clearlot/contract/rules/returns';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { productNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { useAfterSaleEligibility } from '../api/afterSaleEligibility';
import { useReturnableOrder } from '../api/returnable';
import { useNowSeconds } from '../model/clock';

/**
 * On a delivered or completed order: how much of each line can still be returned, with an "Apply
 * for return" per line while the return window is open (docs/product.md §2 ApplyAfterSale, §5), a
 * "Report damage or a fault" per line while the after-sales period is open (or the request already
 * open on it), and ways to the buyer's requests. Its texts are the requests namespace's.
 */
export function OrderReturnsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('requests');
  const language = currentLanguage();
  const shown = RETURNABLE_ORDER_STATUSES.includes(order.status);
  const returnable = useReturnableOrder(order.orderNo, shown);
  const afterSales = useAfterSaleEligibility(order.orderNo, shown);
  const now = useNowSeconds();
  const data = returnable.data;
  if (!shown || !data) return null;
  const closesAt = data.windowClosesAt;
  const open = closesAt !== null && closesAt > now;
  const faults = afterSales.data;
  const faultsOpen = faults?.closesAt != null && faults.closesAt > now;
  const faultLine = (orderItemId: number) => faults?.lines.find((line) => line.orderItemId === orderItemId);
  return (
    <Card title={t('order.title')} data-testid="order-returns">
      <Flex vertical gap="small">
        {closesAt !== null && (
          <Text tone={open ? 'default' : 'secondary'}>{open ? `${t('order.windowLeft')} ${t('countdown.left', countdown(closesAt, now))}` : t('order.closed')}</Text>
        )}
        {faultsOpen && (
          <Text data-testid="order-after-sale-period">
            {t('order.afterSaleLeft')} {t('countdown.left', countdown(faults.closesAt!, now))}
          </Text>
        )}
        {data.lines.map((line) => {
          const name = productNameOf(line, language);
          const fault = faultLine(line.orderItemId);
          return (
            <Flex key={line.orderItemId} wrap gap="small" align="center" justify="space-between" data-testid="order-returnable-line">
              <span className="order-returns__line-name">
                {name} · {t('order.returnable', { count: line.returnableQuantity, ordered: line.quantity })}
              </span>
              <Flex wrap gap="small">
                {data.canApply && line.returnableQuantity > 0 && (
                  <ButtonLink
                    size="small"
                    to={paths.applyAfterSale.getHref(order.orderNo, line.orderItemId)}
                    aria-label={t('order.applyFor', { name })}
                    data-testid="order-apply-return"
                  >
                    {t('order.apply')}
                  </ButtonLink>
                )}
                {fault?.openAfterSaleNo ? (
                  <ButtonLink size="small" variant="link" to={paths.afterSaleDetail.getHref(fault.openAfterSaleNo)}>
                    {t('order.faultOpen', { afterSaleNo: fault.openAfterSaleNo })}
                  </ButtonLink>
                ) : (
                  faultsOpen &&
                  fault &&
                  fault.refundable > 0 && (
                    <ButtonLink
                      size="small"
                      to={paths.applyAfterSaleRequest.getHref(order.orderNo, line.orderItemId)}
                      aria-label={t('order.reportFaultFor', { name })}
                      data-testid="order-report-fault"
                    >
                      {t('order.reportFault')}
                    </ButtonLink>
                  )
                )}
              </Flex>
            </Flex>
          );
        })}
        <Flex wrap gap="large">
          <ButtonLink variant="link" to={paths.returnList.getHref()} className="order-inline-link">
            {t('order.requests')}
          </ButtonLink>
          <ButtonLink variant="link" to={paths.afterSaleList.getHref()} className="order-inline-link">
            {t('order.afterSales')}
          </ButtonLink>
        </Flex>
      </Flex>
    </Card>
  );
}
