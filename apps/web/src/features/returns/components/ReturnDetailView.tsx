import { Alert, Card, Descriptions, Image } from 'antd';
import { errorByCode } from '@clearlot/contract/errors';
import { Link } from '../../../shared/router';
import type { ReturnDetail } from '@clearlot/contract/schemas/returns';
import { formatPounds } from '@clearlot/contract/format/money';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { currentLanguage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { photoAddress } from '../../../shared/upload/photoUploadModel';
import { ReturnCountdown } from './ReturnCountdown';
import type { ReturnDesk } from '../model/desk';
import { reasonName, returnKindName } from '../model/display';
import { ReturnActionsBar } from './ReturnActionsBar';
import { ReturnHistory } from './ReturnHistory';
import { ReturnLines } from './ReturnLines';
import { ReturnStatusTag } from './ReturnStatusTag';

/**
 * A request as its reader sees it (docs/product.md §2 ReturnDetail): status and the next deadline's
 * countdown, the lines and amounts, reason, photos and notes, the return address with the carrier
 * label, what customer service was asked and decided, the history, and the reader's actions.
 */
export function ReturnDetailView({ detail, desk, onDeadline }: { detail: ReturnDetail; desk: ReturnDesk; onDeadline?: () => void }) {
  const { t } = useTranslation('returns');
  const language = currentLanguage();
  const zone = useDateZone();
  const when = (seconds: number | null) => formatZonedLabelled(seconds, zone, language);
  const address = detail.returnAddress;
  return (
    <div className="return-detail" data-testid="return-detail">
      <Card>
        <div className="return-detail__head">
          <ReturnStatusTag status={detail.status} />
          <span>{returnKindName(detail.kind, language)}</span>
        </div>
        {detail.nextDeadline && (
          <p className="return-detail__deadline" data-testid="return-deadline">
            {t(`detail.reviewDeadline.${desk}`)} <ReturnCountdown until={detail.nextDeadline.at} onExpire={onDeadline} />
          </p>
        )}
        {detail.rejectReason !== '' && <Alert type="warning" showIcon title={t('detail.rejected')} description={detail.rejectReason} />}
        {detail.appealDeadline !== null && (
          <p className="return-detail__deadline" data-testid="return-appeal-deadline">
            {t('detail.appealUntil', { when: when(detail.appealDeadline) })} <ReturnCountdown until={detail.appealDeadline} onExpire={onDeadline} />
          </p>
        )}
        {desk !== 'buyer' && detail.settleProblem !== null && (
          <Alert
            type="error"
            showIcon
            data-testid="return-settle-problem"
            title={t('detail.settleProblem')}
            description={errorByCode(detail.settleProblem)?.[language === 'zh' ? 'zh' : 'en'] ?? String(detail.settleProblem)}
          />
        )}
        {detail.intervention && (
          <Alert
            type="info"
            showIcon
            data-testid="return-intervention"
            title={t(`detail.intervention.${detail.intervention.askedBy}`)}
            description={
              <>
                <p>{detail.intervention.reason}</p>
                {detail.intervention.decision && (
                  <p>
                    {t(`detail.decision.${detail.intervention.decision}`)} {detail.intervention.note}
                  </p>
                )}
              </>
            }
          />
        )}
        <ReturnActionsBar detail={detail} />
      </Card>

      <Card title={t('detail.items')}>
        <ReturnLines lines={detail.lines} />
        <Descriptions column={1} size="small" className="return-detail__amounts">
          <Descriptions.Item label={t('detail.refundAsked')}>
            <strong data-testid="return-refund-asked">{formatPounds(detail.refundAmount)}</strong>
          </Descriptions.Item>
          {detail.refundedAmount !== null && (
            <Descriptions.Item label={t('detail.refunded')}>
              <strong data-testid="return-refunded">{formatPounds(detail.refundedAmount)}</strong>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      {address && (
        <Card title={t('detail.returnAddress')} data-testid="return-address">
          <p>{language === 'zh' ? address.name : address.nameEn}</p>
          <p>{address.address}</p>
          <p>
            {address.city} · {address.countryCode}
          </p>
        </Card>
      )}

      <Card title={t('detail.request')}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('detail.order')}>
            {desk === 'buyer' ? <Link to={paths.orderDetail.getHref(detail.orderNo)}>{detail.orderNo}</Link> : detail.orderNo}
          </Descriptions.Item>
          {desk !== 'buyer' && <Descriptions.Item label={t('detail.buyer')}>{detail.buyerName}</Descriptions.Item>}
          <Descriptions.Item label={t('detail.owner')}>{language === 'zh' ? detail.ownerName : detail.ownerNameEn}</Descriptions.Item>
          <Descriptions.Item label={t('detail.reason')}>
            {reasonName(detail.reason, language)}
            {detail.reasonText !== '' && ` — ${detail.reasonText}`}
          </Descriptions.Item>
          {detail.notes !== '' && <Descriptions.Item label={t('detail.notes')}>{detail.notes}</Descriptions.Item>}
          <Descriptions.Item label={t('detail.createdAt')}>{when(detail.createdAt)}</Descriptions.Item>
          {detail.completedAt !== null && <Descriptions.Item label={t('detail.completedAt')}>{when(detail.completedAt)}</Descriptions.Item>}
        </Descriptions>
        {detail.photos.length > 0 && (
          <div className="return-detail__photos" aria-label={t('detail.photos')} role="group" data-testid="return-photos">
            <Image.PreviewGroup>
              {detail.photos.map((photo, index) => (
                <Image key={photo.url} src={photoAddress(photo)} width={72} height={72} alt={t('detail.photoAlt', { index: index + 1 })} />
              ))}
            </Image.PreviewGroup>
          </div>
        )}
      </Card>

      <Card title={t('detail.history')}>
        <ReturnHistory logs={detail.logs} />
      </Card>
    </div>
  );
}
