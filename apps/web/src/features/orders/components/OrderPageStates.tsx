import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ApiError } from '../../../shared/http/client';
import { hashHref, paths } from '../../../shared/paths';

export function OrderPageSkeleton() {
  return (
    <Card>
      <Skeleton active paragraph={{ rows: 6 }} />
    </Card>
  );
}

/**
 * A page about one order that cannot be shown: the number is missing or unknown (orderNotFound), the
 * order has no cancellation to show (error null), or loading failed (the server's reason and another try).
 */
export function OrderPageProblem({ error, notFoundCodes, onRetry, kind }: { error: unknown; notFoundCodes: number[]; onRetry: () => void; kind: 'order' | 'cancellation' }) {
  const { t } = useTranslation('orders');
  const back = (
    <Button type="primary" href={hashHref(paths.myOrders.getHref())} key="back">
      {t('detail.back')}
    </Button>
  );
  if (error === null || (error instanceof ApiError && notFoundCodes.includes(error.code))) {
    return <Result status="404" title={t(`notFound.${kind}Title`)} subTitle={t(`notFound.${kind}Text`)} extra={back} data-testid="order-not-found" />;
  }
  return (
    <Result
      status="warning"
      title={t('loadFailed')}
      subTitle={error instanceof ApiError && error.message ? error.message : undefined}
      extra={[
        <Button key="retry" onClick={onRetry}>
          {t('retry')}
        </Button>,
        back,
      ]}
    />
  );
}
