import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { Link } from '../../../shared/router';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Card } from '../../../shared/ui/kit/Card';
import { type DescriptionItem, Descriptions } from '../../../shared/ui/kit/Descriptions';
import { type BuyerRequest, TEST_ID_PREFIX } from '../model/request';
import { RequestActions } from './RequestActions';
import { RequestCountdown } from './RequestCountdown';
import { RequestHistory } from './RequestHistory';
import { RequestLines } from './RequestLines';
import { RequestPhotos } from './RequestPhotos';
import { RequestStatusTag } from './RequestStatusTag';
import { useRequestKindName } from './useRequestKindName';

/**
 * One request of either kind as the buyer reads it (docs/product.md §2 ReturnDetail, AfterSaleDetail): its
 * status and the countdown to the deadline that applies, why it was refused and until when the platform
 * may be asked to step in, what customer service was asked and decided, the buyer's moves; the lines and
 * amounts; where the goods go back; the request itself with its photos; and its history in words.
 */
export function RequestDetailView({ request, onDeadline }: { request: BuyerRequest; onDeadline?: () => void }) {
  const { t } = useTranslation('requests');
  const language = currentLanguage();
  const zone = useDateZone();
  const kindName = useRequestKindName();
  const when = (seconds: number) => formatZonedLabelled(seconds, zone, language);
  const prefix = TEST_ID_PREFIX[request.kind];
  const address = request.returnAddress;

  const amounts: DescriptionItem[] = [
    { key: 'asked', label: t('detail.refundAsked'), children: <strong data-testid={`${prefix}-refund-asked`}>{formatPounds(request.asked)}</strong> },
  ];
  if (request.refunded !== null) {
    amounts.push({ key: 'refunded', label: t('detail.refunded'), children: <strong data-testid={`${prefix}-refunded`}>{formatPounds(request.refunded)}</strong> });
  }
  if (request.refundNo !== null)
    amounts.push({ key: 'refundNo', label: t('detail.refundNo'), children: <Link to={paths.refundDetail.getHref(request.refundNo)}>{request.refundNo}</Link> });

  const facts: DescriptionItem[] = [
    { key: 'order', label: t('detail.order'), children: <Link to={paths.orderDetail.getHref(request.orderNo)}>{request.orderNo}</Link> },
    { key: 'kind', label: t('detail.kind'), children: kindName(request) },
    { key: 'owner', label: t('detail.owner'), children: request.owner[language] },
  ];
  if (request.receipt) facts.push({ key: 'receipt', label: t('detail.receipt'), children: request.receipt[language] });
  facts.push({ key: 'reason', label: t('detail.reason'), children: request.reason[language] });
  if (request.words !== '') facts.push({ key: 'words', label: t('detail.words'), children: request.words });
  if (request.notes !== '') facts.push({ key: 'notes', label: t('detail.notes'), children: request.notes });
  facts.push({ key: 'createdAt', label: t('detail.createdAt'), children: when(request.createdAt) });
  if (request.completedAt !== null) facts.push({ key: 'completedAt', label: t('detail.completedAt'), children: when(request.completedAt) });

  return (
    <div className="request-detail" data-testid={`${prefix}-detail`}>
      <Card>
        <div className="request-detail__head">
          <RequestStatusTag request={request} />
          <span>{kindName(request)}</span>
        </div>
        {request.deadline && (
          <p className="request-detail__deadline" data-testid={`${prefix}-deadline`}>
            {t(`detail.deadline.${request.deadline.kind}`)} <RequestCountdown until={request.deadline.at} onExpire={onDeadline} data-testid={`${prefix}-countdown`} />
          </p>
        )}
        {request.refusal !== '' && <Alert type="warning" title={t('detail.refused')} description={request.refusal} className="request-detail__notice" />}
        {request.appealDeadline !== null && (
          <p className="request-detail__deadline" data-testid={`${prefix}-appeal-deadline`}>
            {t('detail.appealUntil', { when: when(request.appealDeadline) })}{' '}
            <RequestCountdown until={request.appealDeadline} onExpire={onDeadline} data-testid={`${prefix}-appeal-countdown`} />
          </p>
        )}
        {request.intervention && (
          <Alert
            type="info"
            className="request-detail__notice"
            data-testid={`${prefix}-intervention`}
            title={t(`detail.intervention.${request.intervention.askedBy}`)}
            description={
              <>
                <p>{request.intervention.reason}</p>
                {request.intervention.decision && (
                  <p>
                    {t(`detail.decision.${request.intervention.decision}`)} {request.intervention.note}
                  </p>
                )}
              </>
            }
          />
        )}
        <RequestActions request={request} />
      </Card>

      <Card title={t('detail.items')}>
        <RequestLines request={request} />
        <Descriptions columns={1} items={amounts} className="request-detail__amounts" />
      </Card>

      {address && (
        <Card title={t('detail.returnAddress')} data-testid={`${prefix}-address`}>
          <address className="request-detail__address">
            <span>{address.name[language]}</span>
            <span>{address.address}</span>
            <span>
              {address.city} · {address.countryCode}
            </span>
          </address>
        </Card>
      )}

      <Card title={t('detail.request')}>
        <Descriptions columns={2} items={facts} />
        {request.photos.length > 0 && <RequestPhotos photos={request.photos} data-testid={`${prefix}-photos`} />}
      </Card>

      <Card title={t('detail.history')}>
        <RequestHistory request={request} />
      </Card>
    </div>
  );
}
