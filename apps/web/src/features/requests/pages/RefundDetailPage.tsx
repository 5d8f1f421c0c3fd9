import { useDeferredValue } from 'react';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { PaymentMethodText, RefundStatus } from '@clearlot/contract/rules/order';
import { DeliveryRefundLineText, RefundSourceText } from '@clearlot/contract/rules/refund';
import type { RefundDetail } from '@clearlot/contract/schemas/refund';
import { Link, useSearchParams } from '../../../shared/router';
import { LineThumb } from '../../../shared/catalogue/components/LineThumb';
import { productNameOf, skuOptionsOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { DetailUnavailable } from '../../../shared/ui/DetailUnavailable';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { Card } from '../../../shared/ui/kit/Card';
import { type DescriptionItem, Descriptions } from '../../../shared/ui/kit/Descriptions';
import { Flex } from '../../../shared/ui/kit/Flex';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Tag } from '../../../shared/ui/kit/Tag';
import { Timeline } from '../../../shared/ui/kit/Timeline';
import { confirm } from '../../../shared/ui/kit/feedback';
import { useRefundDetail, useRetryRefund } from '../api/refunds';
import { refundSourceHref, refundStatusTone } from '../model/refundDisplay';
import '../requests.css';

/** One refund as its buyer reads it: status, transaction id, type and the request or order it answers, reason, amount, method, times; a failed one can be tried again. */
function RefundView({ refund }: { refund: RefundDetail }) {
  const { t } = useTranslation('requests');
  const language = currentLanguage();
  const zone = useDateZone();
  const retry = useRetryRefund();
  const reason = language === 'zh' ? refund.reason : refund.reasonEn;

  const items: DescriptionItem[] = [
    {
      key: 'status',
      label: t('refund.status'),
      children: (
        <Tag tone={refundStatusTone(refund.status)} data-testid="refund-status">
          {language === 'zh' ? refund.statusName : refund.statusNameEn}
        </Tag>
      ),
    },
    { key: 'transactionId', label: t('refund.transactionId'), children: refund.refundNo },
    { key: 'type', label: t('refund.type'), children: <Link to={refundSourceHref(refund)}>{`${RefundSourceText[refund.source][language]} · ${refund.sourceId}`}</Link> },
  ];
  if (reason !== '') items.push({ key: 'reason', label: t('refund.reason'), children: reason });
  items.push(
    { key: 'amount', label: t('refund.amount'), children: <strong data-testid="refund-amount">{formatPounds(refund.amount)}</strong> },
    { key: 'method', label: t('refund.method'), children: refund.toWallet ? t('refund.toWallet') : PaymentMethodText[refund.method][language] },
    { key: 'order', label: t('refund.order'), children: <Link to={paths.orderDetail.getHref(refund.orderNo)}>{refund.orderNo}</Link> },
    { key: 'createdAt', label: t('refund.createdAt'), children: formatZonedLabelled(refund.createdAt, zone, language) },
  );
  if (refund.completedAt !== null) items.push({ key: 'completedAt', label: t('refund.completedAt'), children: formatZonedLabelled(refund.completedAt, zone, language) });

  const retryToWallet = () =>
    void confirm({
      title: t('refund.retryToWalletConfirm'),
      okText: t('refund.retryToWallet'),
      cancelText: t('actions.back'),
      onOk: () => retry.mutateAsync({ refundNo: refund.refundNo, toWallet: true }),
    });

  return (
    <div className="request-detail" data-testid="refund-detail">
      <Card>
        <Descriptions columns={2} items={items} />
        {refund.status === RefundStatus.Suspended && <Alert type="warning" title={t('refund.suspended')} className="request-detail__notice" />}
        {refund.canRetry && (
          <Flex wrap gap="small" className="request-actions">
            <Button variant="primary" loading={retry.isPending} onClick={() => retry.mutate({ refundNo: refund.refundNo })} data-testid="refund-retry">
              {t('refund.retry')}
            </Button>
            <Button onClick={retryToWallet} data-testid="refund-retry-wallet">
              {t('refund.retryToWallet')}
            </Button>
          </Flex>
        )}
      </Card>
      <Card title={t('refund.lines')}>
        <ul className="request-lines">
          {refund.lines.map((line, index) => (
            <li key={`${line.orderItemId ?? 'delivery'}-${index}`} className="request-line">
              {line.kind === 'goods' && <LineThumb productImage={line.productImage} className="request-line__picture" size={56} />}
              <div className="request-line__body">
                <p className="request-line__name">{line.kind === 'goods' ? productNameOf(line, language) : DeliveryRefundLineText[language]}</p>
                {line.skuOptions.length > 0 && <p className="muted">{skuOptionsOf(line.skuOptions, language)}</p>}
              </div>
              <span className="request-line__amount">{formatPounds(line.amount)}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('refund.history')}>
        <Timeline
          className="request-history"
          aria-label={t('refund.history')}
          items={[...refund.logs].reverse().map((log, index) => ({
            key: `${log.time}-${index}`,
            tone: index === 0 ? 'brand' : 'grey',
            children: (
              <>
                <p>{language === 'zh' ? log.message : log.messageEn}</p>
                <p className="muted">{formatZonedLabelled(log.time, zone, language)}</p>
              </>
            ),
          }))}
        />
      </Card>
    </div>
  );
}

/** /home/refundDetail?refundNo= (the buyer's; the goods owner's are in the console): one refund (docs/product.md §3 refund; §4 statuses 31–34). */
export default function RefundDetailPage() {
  const { t } = useTranslation('requests');
  const { t: common } = useTranslation();
  const [params] = useSearchParams();
  const refundNo = (params.get('refundNo') ?? '').trim();
  const detail = useRefundDetail(refundNo);
  // the arriving answer is drawn in a transition, in slices, not in one long task
  const refund = useDeferredValue(detail.data);

  let content;
  if (refund) content = <RefundView refund={refund} />;
  else if (detail.isError || refundNo === '')
    content = (
      <DetailUnavailable
        missing={refundNo === ''}
        error={detail.error}
        notFound={ErrorCatalogue.refundNotFound}
        loadFailedTitle={t('refund.loadFailed')}
        onRetry={() => void detail.refetch()}
      />
    );
  else content = <Skeleton rows={8} label={common('a11y.loading')} />;

  return (
    <section className="request-page" aria-labelledby="refund-detail-title">
      <header className="request-page__header request-page__header--row">
        <h1 id="refund-detail-title" className="request-page__title">
          {t('refund.title')}
        </h1>
        <ButtonLink to={paths.returnList.getHref('refunds')}>{t('refund.back')}</ButtonLink>
      </header>
      {content}
    </section>
  );
}
