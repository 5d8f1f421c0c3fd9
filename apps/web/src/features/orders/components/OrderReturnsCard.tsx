import { Button, Card, Flex, Typography } from 'antd';
import { RETURNABLE_ORDER_STATUSES, countdown } from '@clearlot/contract/rules/returns';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { productNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { hashHref, paths } from '../../../shared/paths';
import { useAfterSaleEligibility } from '../api/afterSaleEligibility';
import { useReturnableOrder } from '../api/returnable';
import { useNowSeconds } from '../model/clock';

/**
 * On a delivered or completed order: how much of each line can still be returned, with an "Apply
 * for return" per line while the return window is open (docs/product.md §2 ApplyAfterSale, §5), a
 * "Report damage or a fault" per line while the after-sales period is open (or the request already
 * open on it), and ways to the buyer's requests. Its texts are the returns namespace's.
 */
export function OrderReturnsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('returns');
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
    <Card title={<h2 className="order-section-title">{t('order.title')}</h2>} data-testid="order-returns">
      <Flex vertical gap={8}>
        {closesAt !== null && (
          <Typography.Text type={open ? undefined : 'secondary'}>
            {open ? `${t('order.windowLeft')} ${t('countdown.left', countdown(closesAt, now))}` : t('order.closed')}
          </Typography.Text>
        )}
        {faultsOpen && (
          <Typography.Text data-testid="order-after-sale-period">
            {t('order.afterSaleLeft')} {t('countdown.left', countdown(faults.closesAt!, now))}
          </Typography.Text>
        )}
        {data.lines.map((line) => {
          const name = productNameOf(line, language);
          const fault = faultLine(line.orderItemId);
          return (
            <Flex key={line.orderItemId} wrap gap={8} align="center" justify="space-between" data-testid="order-returnable-line">
              <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {name} · {t('order.returnable', { count: line.returnableQuantity, ordered: line.quantity })}
              </span>
              <Flex wrap gap={8}>
                {data.canApply && line.returnableQuantity > 0 && (
                  <Button
                    size="small"
                    href={hashHref(paths.applyAfterSale.getHref(order.orderNo, line.orderItemId))}
                    aria-label={t('order.applyFor', { name })}
                    data-testid="order-apply-return"
                  >
                    {t('order.apply')}
                  </Button>
                )}
                {fault?.openAfterSaleNo ? (
                  <Button size="small" type="link" href={hashHref(paths.afterSaleDetail.getHref(fault.openAfterSaleNo))}>
                    {t('order.faultOpen', { afterSaleNo: fault.openAfterSaleNo })}
                  </Button>
                ) : (
                  faultsOpen &&
                  fault &&
                  fault.refundable > 0 && (
                    <Button
                      size="small"
                      href={hashHref(paths.applyAfterSaleRequest.getHref(order.orderNo, line.orderItemId))}
                      aria-label={t('order.reportFaultFor', { name })}
                      data-testid="order-report-fault"
                    >
                      {t('order.reportFault')}
                    </Button>
                  )
                )}
              </Flex>
            </Flex>
          );
        })}
        <Flex wrap gap={16}>
          <Button type="link" href={hashHref(paths.returnList.getHref())} style={{ paddingInline: 0 }}>
            {t('order.requests')}
          </Button>
          <Button type="link" href={hashHref(paths.afterSaleList.getHref())} style={{ paddingInline: 0 }}>
            {t('order.afterSales')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
