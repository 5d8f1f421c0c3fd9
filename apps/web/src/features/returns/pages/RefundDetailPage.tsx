import { useDeferredValue } from 'react';
import { Alert, Button, Card, Descriptions, Popconfirm, Skeleton, Tag, Timeline } from 'antd';
import { useSearchParams } from '../../../shared/router';
import { PaymentMethodText } from '@clearlot/contract/rules/order';
import { DeliveryRefundLineText, RefundSourceText } from '@clearlot/contract/rules/refund';
import { formatPounds } from '@clearlot/contract/format/money';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { productNameOf, skuOptionsOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { hashHref, paths } from '../../../shared/paths';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { DetailUnavailable } from '../../../shared/ui/DetailUnavailable';
import { useRefundDetail, useRetryRefund } from '../api/refunds';
import { LineThumb } from '../../../shared/catalogue/components/LineThumb';
import { REFUND_STATUS_COLOUR } from '../model/refundDisplay';
import '../returns.css';

/**
 * /home/refundDetail?refundNo= (the buyer's; the goods owner's are in the console): one refund (docs/product.md §3 refund: transaction id, type, reason,
 * amount; §4 statuses 31–34) with its lines, method, times and history; the buyer can try a failed one again.
 */
export default function RefundDetailPage() {
  const { t } = useTranslation('returns');
  const language = currentLanguage();
  const zone = useDateZone();
  const [params] = useSearchParams();
  const refundNo = (params.get('refundNo') ?? '').trim();
  const detail = useRefundDetail(refundNo);
  const retry = useRetryRefund();
  // the arriving answer is drawn in a transition, in slices, not in one long task
  const refund = useDeferredValue(detail.data);

  let content;
  if (refund) {
    content = (
      <div className="return-detail" data-testid="refund-detail">
        <Card>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('refund.status')}>
              <Tag color={REFUND_STATUS_COLOUR[refund.status]} data-testid="refund-status">
                {language === 'zh' ? refund.statusName : refund.statusNameEn}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('refund.transactionId')}>{refund.refundNo}</Descriptions.Item>
            <Descriptions.Item label={t('refund.type')}>{RefundSourceText[refund.source][language]}</Descriptions.Item>
            {(language === 'zh' ? refund.reason : refund.reasonEn) !== '' && (
              <Descriptions.Item label={t('refund.reason')}>{language === 'zh' ? refund.reason : refund.reasonEn}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('refund.amount')}>
              <strong data-testid="refund-amount">{formatPounds(refund.amount)}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('refund.method')}>{refund.toWallet ? t('refund.toWallet') : PaymentMethodText[refund.method][language]}</Descriptions.Item>
            <Descriptions.Item label={t('detail.order')}>{refund.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('refund.createdAt')}>{formatZonedLabelled(refund.createdAt, zone, language)}</Descriptions.Item>
            {refund.completedAt !== null && <Descriptions.Item label={t('refund.completedAt')}>{formatZonedLabelled(refund.completedAt, zone, language)}</Descriptions.Item>}
          </Descriptions>
          {refund.status === 32 && <Alert type="warning" showIcon title={t('refund.suspended')} />}
          {refund.canRetry && (
            <div className="return-actions">
              <Button type="primary" loading={retry.isPending} onClick={() => retry.mutate({ refundNo: refund.refundNo })} data-testid="refund-retry">
                {t('refund.retry')}
              </Button>
              <Popconfirm
                title={t('refund.retryToWalletConfirm')}
                okText={t('refund.retryToWallet')}
                cancelText={t('actions.back')}
                onConfirm={() => retry.mutate({ refundNo: refund.refundNo, toWallet: true })}
              >
                <Button>{t('refund.retryToWallet')}</Button>
              </Popconfirm>
            </div>
          )}
        </Card>
        <Card title={t('refund.lines')}>
          <ul className="return-lines">
            {refund.lines.map((line, index) => (
              <li key={`${line.orderItemId ?? 'delivery'}-${index}`} className="return-line">
                {line.kind === 'goods' && <LineThumb productImage={line.productImage} className="return-line__picture" size={56} />}
                <div className="return-line__body">
                  <p className="return-line__name">{line.kind === 'goods' ? productNameOf(line, language) : DeliveryRefundLineText[language]}</p>
                  {line.skuOptions.length > 0 && <p className="muted">{skuOptionsOf(line.skuOptions, language)}</p>}
                </div>
                <span className="return-line__amount">{formatPounds(line.amount)}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t('detail.history')}>
          <Timeline
            items={[...refund.logs].reverse().map((log, index) => ({
              key: `${log.time}-${index}`,
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
  } else if (detail.isError || refundNo === '') {
    content = (
      <DetailUnavailable
        missing={refundNo === ''}
        error={detail.error}
        notFound={ErrorCatalogue.refundNotFound}
        loadFailedTitle={t('refund.loadFailed')}
        onRetry={() => void detail.refetch()}
      />
    );
  } else {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  }

  return (
    <section className="return-page" aria-labelledby="refund-detail-title">
      <header className="return-page__header return-page__header--row">
        <h1 id="refund-detail-title" className="return-page__title">
          {t('refund.title')}
        </h1>
        <Button href={hashHref(paths.returnList.getHref('refunds'))}>{t('refund.back')}</Button>
      </header>
      {content}
    </section>
  );
}
