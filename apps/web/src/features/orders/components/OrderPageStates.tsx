import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ApiError } from '../../../shared/http/client';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/kit/Button';
import { Result } from '../../../shared/ui/kit/Result';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { Card } from '../../../shared/ui/kit/Card';
import { FileSearchOutlined } from '../../../shared/ui/kit/icons/FileSearchOutlined';

export function OrderPageSkeleton() {
  const { t } = useTranslation();
  return (
    <Card>
      <Skeleton rows={6} label={t('a11y.loading')} />
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
    <ButtonLink variant="primary" to={paths.myOrders.getHref()}>
      {t('detail.back')}
    </ButtonLink>
  );
  if (error === null || (error instanceof ApiError && notFoundCodes.includes(error.code))) {
    return (
      <Result
        icon={<FileSearchOutlined className="orders-result-icon" aria-hidden />}
        titleLevel={1}
        title={t(`notFound.${kind}Title`)}
        subTitle={t(`notFound.${kind}Text`)}
        extra={back}
        data-testid="order-not-found"
      />
    );
  }
  return (
    <Result
      status="warning"
      titleLevel={1}
      title={t('loadFailed')}
      subTitle={error instanceof ApiError && error.message ? error.message : undefined}
      extra={
        <>
          <Button onClick={onRetry}>{t('retry')}</Button>
          {back}
        </>
      }
    />
  );
}
