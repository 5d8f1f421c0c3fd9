import { Alert, Button, Card, Descriptions, Image, Result, Skeleton, Timeline } from 'antd';
import { useDeferredValue } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ErrorCatalogue, errorByCode } from '@clearlot/contract/errors';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { AfterSaleCodeText, AfterSaleReasons, AfterSaleStatusText, ReceiptStatusText } from '@clearlot/contract/rules/afterSales';
import type { AfterSaleDetail } from '@clearlot/contract/schemas/afterSales';
import { byLanguage, productNameOf } from '@clearlot/browser/catalogue/localized';
import { storedFileAddress } from '@clearlot/browser/files/storedFileAddress';
import { ApiError } from '@clearlot/browser/http/client';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import { useAfterSaleDetail } from './api';
import { AfterSaleActions } from './AfterSaleActions';
import { AfterSaleCountdown, AfterSaleStatusTag } from './AfterSaleStatusTag';
import { type AfterSaleDesk, deskOfPath, listPath } from './desk';
import './afterSales.css';

/**
 * An after-sales request as the desk reads it (docs/product.md §2 AfterSaleDetail): status and the countdown
 * to the next deadline, the desk's moves, the item with the amounts and quantities, the request, the return
 * address and shipment, and the history with each move named in words (never its §4 code). One the clock
 * could not approve says why.
 */
function AfterSaleView({ detail, desk, onDeadline }: { detail: AfterSaleDetail; desk: AfterSaleDesk; onDeadline: () => void }) {
  const { t, language } = useTranslation('afterSales');
  const zone = useDateZone();
  const when = (seconds: number) => formatZonedLabelled(seconds, zone, language);
  const address = detail.returnAddress;
  const items = [
    { key: 'status', label: t('detail.status'), children: <AfterSaleStatusTag status={detail.status} /> },
    { key: 'order', label: t('detail.order'), children: detail.orderNo },
    { key: 'buyer', label: t('detail.buyer'), children: detail.buyerName },
    ...(desk === 'agent' ? [{ key: 'owner', label: t('detail.owner'), children: byLanguage(language, detail.ownerName, detail.ownerNameEn) }] : []),
    { key: 'item', label: t('detail.item'), children: productNameOf(detail.item, language) },
    { key: 'unitPrice', label: t('detail.unitPrice'), children: `${formatPounds(detail.item.unitPrice)} · ${t('detail.orderedQuantity', { count: detail.item.orderedQuantity })}` },
    { key: 'applyQuantity', label: t('detail.applyQuantity'), children: detail.applyQuantity },
    { key: 'returnQuantity', label: t('detail.returnQuantity'), children: detail.returnQuantity },
    { key: 'applyAmount', label: t('detail.applyAmount'), children: <strong data-testid="after-sale-apply-amount">{formatPounds(detail.applyAmount)}</strong> },
    ...(detail.refundedAmount !== null
      ? [{ key: 'refunded', label: t('detail.refunded'), children: <strong data-testid="after-sale-refunded">{formatPounds(detail.refundedAmount)}</strong> }]
      : []),
    ...(detail.refundNo !== null ? [{ key: 'refundNo', label: t('detail.refundNo'), children: detail.refundNo }] : []),
    { key: 'receipt', label: t('detail.receiptStatus'), children: ReceiptStatusText[detail.receiptStatus][language] },
    { key: 'reason', label: t('detail.reason'), children: AfterSaleReasons[detail.reason][language] },
    { key: 'createdAt', label: t('detail.createdAt'), children: when(detail.createdAt) },
    ...(detail.description !== '' ? [{ key: 'description', label: t('detail.description'), span: 2, children: detail.description }] : []),
  ];
  return (
    <div className="after-sale-desk__detail" data-testid="after-sale-detail">
      <Card>
        <p className="after-sale-desk__history-line">{AfterSaleStatusText[detail.status].history[language]}</p>
        {detail.nextDeadline && (
          <p className="after-sale-desk__deadline">
            {t(`detail.deadline.${detail.nextDeadline.kind}`)} <AfterSaleCountdown until={detail.nextDeadline.at} onExpire={onDeadline} />
          </p>
        )}
        {detail.refuseReason !== '' && <Alert type="warning" showIcon title={t('detail.refused')} description={detail.refuseReason} />}
        {detail.appealDeadline !== null && (
          <p className="after-sale-desk__deadline" data-testid="after-sale-appeal-deadline">
            {t('detail.appealUntil', { when: when(detail.appealDeadline) })} <AfterSaleCountdown until={detail.appealDeadline} onExpire={onDeadline} />
          </p>
        )}
        {detail.settleProblem !== null && (
          <Alert
            type="error"
            showIcon
            data-testid="after-sale-settle-problem"
            title={t('detail.settleProblem')}
            description={errorByCode(detail.settleProblem)?.[language] ?? String(detail.settleProblem)}
          />
        )}
        <Descriptions column={{ xs: 1, md: 2 }} size="small" items={items} data-testid="after-sale-summary" />
        <AfterSaleActions detail={detail} />
      </Card>

      {detail.photos.length > 0 && (
        <Card title={<h2 className="after-sale-desk__section-title">{t('detail.photos')}</h2>}>
          <div className="after-sale-desk__photos" role="group" aria-label={t('detail.photos')}>
            <Image.PreviewGroup>
              {detail.photos.map((photo, index) => (
                <Image key={photo.url} src={storedFileAddress(photo.url)} width={72} height={72} alt={t('detail.photoAlt', { index: index + 1 })} />
              ))}
            </Image.PreviewGroup>
          </div>
        </Card>
      )}

      {address && (
        <Card title={<h2 className="after-sale-desk__section-title">{t('detail.returnAddress')}</h2>} data-testid="after-sale-address">
          <p>{byLanguage(language, address.name, address.nameEn)}</p>
          <p>{address.address}</p>
          <p>
            {address.city} · {address.countryCode}
          </p>
          {detail.trackingNo !== null && <p>{t('detail.shipment', { company: detail.logisticsCompany ?? '', trackingNo: detail.trackingNo })}</p>}
        </Card>
      )}

      <Card title={<h2 className="after-sale-desk__section-title">{t('detail.history')}</h2>}>
        <Timeline
          data-testid="after-sale-history"
          items={detail.logs.map((log) => ({
            key: `${log.time}-${log.code}-${log.status}`,
            content: (
              <>
                <p>
                  <strong>{AfterSaleCodeText[log.code][language]}</strong> {AfterSaleStatusText[log.status].name[language]} — {byLanguage(language, log.message, log.messageEn)}
                </p>
                {log.note !== '' && <p>{log.note}</p>}
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
 * /console/after-sales/:afterSaleNo (the goods owner's) and /console/interventions/after-sales/:afterSaleNo
 * (customer service's): one after-sales request through the desk its address names, moved from the
 * storefront's /home/AfterSaleDetail?desk=owner|agent, which now opens these pages.
 */
export default function AfterSaleDetailPage() {
  const { t } = useTranslation('afterSales');
  const navigate = useNavigate();
  const desk = deskOfPath(useLocation().pathname);
  const afterSaleNo = (useParams().afterSaleNo ?? '').trim();
  const detail = useAfterSaleDetail(desk, afterSaleNo);
  const shown = useDeferredValue(detail.data);
  let content;
  if (shown) content = <AfterSaleView detail={shown} desk={desk} onDeadline={() => void detail.refetch()} />;
  else if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.code === ErrorCatalogue.afterSaleNotFound.code;
    content = missing ? (
      <Result status="404" title={t('detail.notFound')} data-testid="after-sale-not-found" />
    ) : (
      <Result status="warning" title={t('detail.loadFailed')} extra={<Button onClick={() => void detail.refetch()}>{t('retry')}</Button>} />
    );
  } else content = <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <section className="after-sale-desk" aria-labelledby="after-sale-title">
      <div className="desk__header">
        <h1 id="after-sale-title" className="desk__title">
          {t('detail.title', { afterSaleNo })}
        </h1>
        <Button onClick={() => void navigate(listPath(desk))} data-testid="after-sale-back">
          {t(`detail.back.${desk}`)}
        </Button>
      </div>
      {content}
    </section>
  );
}
