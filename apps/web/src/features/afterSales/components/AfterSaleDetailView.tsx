import { Alert, Card, Descriptions, Image, Tag, Timeline } from 'antd';
import { Link } from '../../../shared/router';
import { AfterSaleCodeText, AfterSaleReasons, AfterSaleStatusText, ReceiptStatusText } from '@clearlot/contract/rules/afterSales';
import { errorByCode } from '@clearlot/contract/errors';
import type { AfterSaleDetail } from '@clearlot/contract/schemas/afterSales';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { photoAddress } from '../../../shared/upload/photoUploadModel';
import type { AfterSaleDesk } from '../model/desk';
import { STATUS_COLOUR } from '../model/statusColour';
import { AfterSaleActions } from './AfterSaleActions';
import { AfterSaleCountdown } from './AfterSaleCountdown';
import { LineThumb } from '../../../shared/catalogue/components/LineThumb';

/**
 * An after-sales request as its reader sees it (docs/product.md §2 AfterSaleDetail): status and the
 * countdown to the next deadline, the item with the amounts and quantities, the request, the return
 * address and shipment, the history with each move named in words (never its §4 code), and the reader's
 * actions. A refused request says until when the buyer may ask the platform to step in; one the clock could
 * not approve says why to the goods owner and customer service.
 */
export function AfterSaleDetailView({ detail, desk, onDeadline }: { detail: AfterSaleDetail; desk: AfterSaleDesk; onDeadline?: () => void }) {
  const { t } = useTranslation('afterSales');
  const language = currentLanguage();
  const zone = useDateZone();
  const when = (seconds: number) => formatZonedLabelled(seconds, zone, language);
  const status = AfterSaleStatusText[detail.status];
  const address = detail.returnAddress;
  return (
    <div className="after-sale-detail" data-testid="after-sale-detail">
      <Card>
        <div className="after-sale-detail__head">
          <Tag color={STATUS_COLOUR[detail.status]} data-testid="after-sale-status">
            {status.name[language]}
          </Tag>
          <span>{status.history[language]}</span>
        </div>
        {detail.nextDeadline && (
          <p className="after-sale-detail__deadline">
            {t(`detail.deadline.${detail.nextDeadline.kind}`)} <AfterSaleCountdown until={detail.nextDeadline.at} onExpire={onDeadline} />
          </p>
        )}
        {detail.refuseReason !== '' && <Alert type="warning" showIcon title={t('detail.refused')} description={detail.refuseReason} />}
        {detail.appealDeadline !== null && (
          <p className="after-sale-detail__deadline" data-testid="after-sale-appeal-deadline">
            {t('detail.appealUntil', { when: when(detail.appealDeadline) })} <AfterSaleCountdown until={detail.appealDeadline} onExpire={onDeadline} />
          </p>
        )}
        {desk !== 'buyer' && detail.settleProblem !== null && (
          <Alert
            type="error"
            showIcon
            data-testid="after-sale-settle-problem"
            title={t('detail.settleProblem')}
            description={errorByCode(detail.settleProblem)?.[language === 'zh' ? 'zh' : 'en'] ?? String(detail.settleProblem)}
          />
        )}
        <AfterSaleActions detail={detail} />
      </Card>

      <Card title={t('detail.item')}>
        <div className="after-sale-detail__item">
          <LineThumb productImage={detail.item.productImage} className="after-sale-detail__picture" size={64} />
          <div>
            <p className="after-sale-detail__name">{language === 'zh' ? detail.item.productName : detail.item.productNameEn}</p>
            <p className="muted">
              {t('detail.unitPrice')} {formatPounds(detail.item.unitPrice)} · {t('detail.orderedQuantity', { count: detail.item.orderedQuantity })}
            </p>
          </div>
        </div>
        <Descriptions column={1} size="small" className="after-sale-detail__amounts">
          <Descriptions.Item label={t('detail.applyQuantity')}>{detail.applyQuantity}</Descriptions.Item>
          <Descriptions.Item label={t('detail.returnQuantity')}>{detail.returnQuantity}</Descriptions.Item>
          <Descriptions.Item label={t('detail.applyAmount')}>
            <strong data-testid="after-sale-apply-amount">{formatPounds(detail.applyAmount)}</strong>
          </Descriptions.Item>
          {detail.refundedAmount !== null && (
            <Descriptions.Item label={t('detail.refunded')}>
              <strong data-testid="after-sale-refunded">{formatPounds(detail.refundedAmount)}</strong>
            </Descriptions.Item>
          )}
          {detail.refundNo !== null && <Descriptions.Item label={t('detail.refundNo')}>{detail.refundNo}</Descriptions.Item>}
        </Descriptions>
      </Card>

      {address && (
        <Card title={t('detail.returnAddress')} data-testid="after-sale-address">
          <p>{language === 'zh' ? address.name : address.nameEn}</p>
          <p>{address.address}</p>
          <p>
            {address.city} · {address.countryCode}
          </p>
          {detail.trackingNo !== null && <p>{t('detail.shipment', { company: detail.logisticsCompany ?? '', trackingNo: detail.trackingNo })}</p>}
        </Card>
      )}

      <Card title={t('detail.request')}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('detail.order')}>
            {desk === 'buyer' ? <Link to={paths.orderDetail.getHref(detail.orderNo)}>{detail.orderNo}</Link> : detail.orderNo}
          </Descriptions.Item>
          {desk !== 'buyer' && <Descriptions.Item label={t('detail.buyer')}>{detail.buyerName}</Descriptions.Item>}
          <Descriptions.Item label={t('detail.owner')}>{language === 'zh' ? detail.ownerName : detail.ownerNameEn}</Descriptions.Item>
          <Descriptions.Item label={t('detail.receiptStatus')}>{ReceiptStatusText[detail.receiptStatus][language]}</Descriptions.Item>
          <Descriptions.Item label={t('detail.reason')}>{AfterSaleReasons[detail.reason][language]}</Descriptions.Item>
          {detail.description !== '' && <Descriptions.Item label={t('detail.description')}>{detail.description}</Descriptions.Item>}
          <Descriptions.Item label={t('detail.createdAt')}>{when(detail.createdAt)}</Descriptions.Item>
        </Descriptions>
        {detail.photos.length > 0 && (
          <div className="after-sale-detail__photos" role="group" aria-label={t('detail.photos')}>
            <Image.PreviewGroup>
              {detail.photos.map((photo, index) => (
                <Image key={photo.url} src={photoAddress(photo)} width={72} height={72} alt={t('detail.photoAlt', { index: index + 1 })} />
              ))}
            </Image.PreviewGroup>
          </div>
        )}
      </Card>

      <Card title={t('detail.history')}>
        <Timeline
          data-testid="after-sale-history"
          items={detail.logs.map((log) => ({
            key: `${log.time}-${log.code}-${log.status}`,
            children: (
              <>
                <p>
                  <strong className="after-sale-detail__code">{AfterSaleCodeText[log.code][language]}</strong> {AfterSaleStatusText[log.status].name[language]} —{' '}
                  {language === 'zh' ? log.message : log.messageEn}
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
