import { Alert, Button, Card, Descriptions, Result, Skeleton, Table, Tag, Timeline } from 'antd';
import { useDeferredValue } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { PaymentMethodText } from '@clearlot/contract/rules/order';
import { DeliveryRefundLineText, RefundSourceText } from '@clearlot/contract/rules/refund';
import type { RefundDetail, RefundLineView } from '@clearlot/contract/schemas/refund';
import { byLanguage, productNameOf, skuOptionsOf } from '@clearlot/browser/catalogue/localized';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { ApiError } from '@clearlot/browser/http/client';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import { useOwnerRefund } from './api';
import { REFUND_STATUS_COLOUR } from './display';
import './returns.css';

function RefundView({ refund }: { refund: RefundDetail }) {
  const { t, language } = useTranslation('returns');
  const zone = useDateZone();
  const when = (seconds: number) => formatZonedLabelled(seconds, zone, language);
  const reason = byLanguage(language, refund.reason, refund.reasonEn);
  const items = [
    {
      key: 'status',
      label: t('refund.status'),
      children: (
        <Tag color={REFUND_STATUS_COLOUR[refund.status]} data-testid="refund-status">
          {byLanguage(language, refund.statusName, refund.statusNameEn)}
        </Tag>
      ),
    },
    { key: 'refundNo', label: t('refund.transactionId'), children: refund.refundNo },
    { key: 'type', label: t('refund.type'), children: RefundSourceText[refund.source][language] },
    ...(reason !== '' ? [{ key: 'reason', label: t('refund.reason'), children: reason }] : []),
    { key: 'amount', label: t('refund.amount'), children: <strong data-testid="refund-amount">{formatPounds(refund.amount)}</strong> },
    { key: 'method', label: t('refund.method'), children: refund.toWallet ? t('refund.toWallet') : PaymentMethodText[refund.method][language] },
    { key: 'order', label: t('detail.order'), children: refund.orderNo },
    { key: 'createdAt', label: t('refund.createdAt'), children: when(refund.createdAt) },
    ...(refund.completedAt !== null ? [{ key: 'completedAt', label: t('refund.completedAt'), children: when(refund.completedAt) }] : []),
  ];
  return (
    <div className="return-desk__detail" data-testid="refund-detail">
      <Card>
        {refund.status === 32 && <Alert type="warning" showIcon title={t('refund.suspended')} />}
        <Descriptions column={{ xs: 1, md: 2 }} size="small" items={items} />
      </Card>
      <Card title={<h2 className="return-desk__section-title">{t('refund.lines')}</h2>}>
        <Table<RefundLineView>
          rowKey={(line) => `${line.orderItemId ?? 'delivery'}-${line.kind}`}
          size="small"
          pagination={false}
          dataSource={refund.lines}
          columns={[
            {
              key: 'item',
              title: t('detail.item'),
              render: (_, line) => (
                <>
                  {line.kind === 'goods' ? productNameOf(line, language) : DeliveryRefundLineText[language]}
                  {line.skuOptions.length > 0 && <div className="muted">{skuOptionsOf(line.skuOptions, language)}</div>}
                </>
              ),
            },
            { key: 'amount', title: t('refund.amount'), align: 'right', render: (_, line) => formatPounds(line.amount) },
          ]}
        />
      </Card>
      <Card title={<h2 className="return-desk__section-title">{t('detail.history')}</h2>}>
        <Timeline
          items={[...refund.logs].reverse().map((log, index) => ({
            key: `${log.time}-${index}`,
            content: (
              <>
                <p>{byLanguage(language, log.message, log.messageEn)}</p>
                <p className="muted">{when(log.time)}</p>
              </>
            ),
          }))}
        />
      </Card>
    </div>
  );
}

/**
 * /console/returns/refunds/:refundNo: one refund made on the goods owner's orders (docs/product.md §3 refund,
 * §4 statuses 31–34), moved from the storefront's /home/OwnerRefundDetail, which now opens this page.
 */
export default function RefundDetailPage() {
  const { t } = useTranslation('returns');
  const navigate = useNavigate();
  const refundNo = (useParams().refundNo ?? '').trim();
  const detail = useOwnerRefund(refundNo);
  const shown = useDeferredValue(detail.data);
  let content;
  if (shown) content = <RefundView refund={shown} />;
  else if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.code === ErrorCatalogue.refundNotFound.code;
    content = missing ? (
      <Result status="404" title={t('refund.notFound')} data-testid="refund-not-found" />
    ) : (
      <Result status="warning" title={t('refund.loadFailed')} extra={<Button onClick={() => void detail.refetch()}>{t('retry')}</Button>} />
    );
  } else content = <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <section className="return-desk" aria-labelledby="refund-detail-title">
      <div className="desk__header">
        <h1 id="refund-detail-title" className="desk__title">
          {t('refund.title', { refundNo })}
        </h1>
        <Button onClick={() => void navigate(`${consolePaths.returns.path}?view=refunds`)} data-testid="refund-back">
          {t('refund.back')}
        </Button>
      </div>
      {content}
    </section>
  );
}
