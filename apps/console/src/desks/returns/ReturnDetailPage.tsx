import { Alert, Button, Card, Descriptions, Image, Result, Skeleton, Table, Timeline } from 'antd';
import { type HTMLAttributes, useDeferredValue } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ErrorCatalogue, errorByCode } from '@clearlot/contract/errors';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { ReturnKindText, ReturnReasons } from '@clearlot/contract/rules/returns';
import type { ReturnDetail, ReturnLine } from '@clearlot/contract/schemas/returns';
import { byLanguage, productNameOf, skuOptionsOf } from '@clearlot/browser/catalogue/localized';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { storedFileAddress } from '@clearlot/browser/files/storedFileAddress';
import { ApiError } from '@clearlot/browser/http/client';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import { useReturnDetail } from './api';
import { type ReturnDesk, deskOfPath } from './desk';
import { ReturnCountdown, ReturnStatusTag } from './display';
import { ReturnActions } from './ReturnActions';
import './returns.css';

/** The lines of a request: what, how many of how many ordered, the refund asked (and granted), the parcel sent back. */
function ReturnLines({ lines }: { lines: ReturnLine[] }) {
  const { t, language } = useTranslation('returns');
  return (
    <Table<ReturnLine>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={lines}
      aria-label={t('detail.lines')}
      onRow={() => ({ 'data-testid': 'return-line' }) as HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'item',
          title: t('detail.item'),
          render: (_, line) => (
            <>
              {productNameOf(line, language)}
              {line.skuOptions.length > 0 && <div className="muted">{skuOptionsOf(line.skuOptions, language)}</div>}
              {line.trackingNo && (
                <div className="muted" data-testid="return-line-tracking">
                  {t('detail.tracking', { carrier: line.logisticsCompany ?? '', trackingNo: line.trackingNo })}
                </div>
              )}
            </>
          ),
        },
        { key: 'quantity', title: t('detail.quantity'), render: (_, line) => t('detail.quantityOf', { quantity: line.quantity, ordered: line.orderedQuantity }) },
        {
          key: 'amount',
          title: t('detail.refundAsked'),
          align: 'right',
          render: (_, line) => (
            <>
              {formatPounds(line.refundAmount)}
              {line.refundedAmount !== null && <div className="muted">{t('detail.granted', { amount: formatPounds(line.refundedAmount) })}</div>}
            </>
          ),
        },
      ]}
    />
  );
}

/**
 * A request as the desk reads it (docs/product.md §2 ReturnDetail): status and the next deadline's countdown,
 * the reviewer's moves, the lines and amounts, the buyer and the goods owner, reason, photos and notes, the
 * return address, what customer service was asked and decided, and the history.
 */
function ReturnView({ detail, desk, onDeadline }: { detail: ReturnDetail; desk: ReturnDesk; onDeadline: () => void }) {
  const { t, language } = useTranslation('returns');
  const zone = useDateZone();
  const when = (seconds: number) => formatZonedLabelled(seconds, zone, language);
  const address = detail.returnAddress;
  const summary = [
    { key: 'status', label: t('detail.status'), children: <ReturnStatusTag status={detail.status} /> },
    { key: 'kind', label: t('detail.kind'), children: ReturnKindText[detail.kind][language] },
    { key: 'order', label: t('detail.order'), children: detail.orderNo },
    { key: 'buyer', label: t('detail.buyer'), children: detail.buyerName },
    ...(desk === 'agent' ? [{ key: 'owner', label: t('detail.owner'), children: byLanguage(language, detail.ownerName, detail.ownerNameEn) }] : []),
    {
      key: 'reason',
      label: t('detail.reason'),
      children: `${ReturnReasons[detail.reason][language]}${detail.reasonText !== '' ? ` — ${detail.reasonText}` : ''}`,
    },
    ...(detail.notes !== '' ? [{ key: 'notes', label: t('detail.notes'), children: detail.notes }] : []),
    { key: 'createdAt', label: t('detail.createdAt'), children: when(detail.createdAt) },
    ...(detail.completedAt !== null ? [{ key: 'completedAt', label: t('detail.completedAt'), children: when(detail.completedAt) }] : []),
    {
      key: 'asked',
      label: t('detail.refundAsked'),
      children: <strong data-testid="return-refund-asked">{formatPounds(detail.refundAmount)}</strong>,
    },
    ...(detail.refundedAmount !== null
      ? [{ key: 'refunded', label: t('detail.refunded'), children: <strong data-testid="return-refunded">{formatPounds(detail.refundedAmount)}</strong> }]
      : []),
  ];
  return (
    <div className="return-desk__detail" data-testid="return-detail">
      <Card>
        {detail.nextDeadline && (
          <p className="return-desk__deadline" data-testid="return-deadline">
            {t(`detail.reviewDeadline.${desk}`)} <ReturnCountdown until={detail.nextDeadline.at} onExpire={onDeadline} />
          </p>
        )}
        {detail.rejectReason !== '' && <Alert type="warning" showIcon title={t('detail.rejected')} description={detail.rejectReason} />}
        {detail.appealDeadline !== null && (
          <p className="return-desk__deadline" data-testid="return-appeal-deadline">
            {t('detail.appealUntil', { when: when(detail.appealDeadline) })} <ReturnCountdown until={detail.appealDeadline} onExpire={onDeadline} />
          </p>
        )}
        {detail.settleProblem !== null && (
          <Alert
            type="error"
            showIcon
            data-testid="return-settle-problem"
            title={t('detail.settleProblem')}
            description={errorByCode(detail.settleProblem)?.[language] ?? String(detail.settleProblem)}
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
        <Descriptions column={{ xs: 1, md: 2 }} size="small" items={summary} data-testid="return-summary" />
        <ReturnActions detail={detail} />
      </Card>

      <Card title={<h2 className="return-desk__section-title">{t('detail.items')}</h2>}>
        <ReturnLines lines={detail.lines} />
      </Card>

      {detail.photos.length > 0 && (
        <Card title={<h2 className="return-desk__section-title">{t('detail.photos')}</h2>}>
          <div className="return-desk__photos" role="group" aria-label={t('detail.photos')} data-testid="return-photos">
            <Image.PreviewGroup>
              {detail.photos.map((photo, index) => (
                <Image key={photo.url} src={storedFileAddress(photo.url)} width={72} height={72} alt={t('detail.photoAlt', { index: index + 1 })} />
              ))}
            </Image.PreviewGroup>
          </div>
        </Card>
      )}

      {address && (
        <Card title={<h2 className="return-desk__section-title">{t('detail.returnAddress')}</h2>} data-testid="return-address">
          <p>{byLanguage(language, address.name, address.nameEn)}</p>
          <p>{address.address}</p>
          <p>
            {address.city} · {address.countryCode}
          </p>
        </Card>
      )}

      <Card title={<h2 className="return-desk__section-title">{t('detail.history')}</h2>}>
        <Timeline
          data-testid="return-history"
          items={[...detail.logs].reverse().map((log, index) => ({
            key: `${log.time}-${index}`,
            color: index === 0 ? 'blue' : 'gray',
            content: (
              <div>
                <p>{byLanguage(language, log.message, log.messageEn)}</p>
                {byLanguage(language, log.note, log.noteEn) !== '' && <p className="muted">{byLanguage(language, log.note, log.noteEn)}</p>}
                <p className="muted">
                  {t(`actor.${log.actor}`)} · {when(log.time)}
                </p>
              </div>
            ),
          }))}
        />
      </Card>
    </div>
  );
}

/**
 * /console/returns/:returnNo (the goods owner's) and /console/interventions/:returnNo (customer service's):
 * one return or refund-only request read through the desk its address names (moved from the storefront's
 * /home/OwnerReturnDetail and /home/InterventionDetail, which now open these pages).
 */
export default function ReturnDetailPage() {
  const { t } = useTranslation('returns');
  const navigate = useNavigate();
  const desk = deskOfPath(useLocation().pathname);
  const returnNo = (useParams().returnNo ?? '').trim();
  const detail = useReturnDetail(desk, returnNo);
  // the arriving answer is drawn in a transition, not in one long task
  const shown = useDeferredValue(detail.data);
  let content;
  if (shown) content = <ReturnView detail={shown} desk={desk} onDeadline={() => void detail.refetch()} />;
  else if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.code === ErrorCatalogue.returnNotFound.code;
    content = missing ? (
      <Result status="404" title={t('detail.notFound')} data-testid="return-not-found" />
    ) : (
      <Result status="warning" title={t('detail.loadFailed')} extra={<Button onClick={() => void detail.refetch()}>{t('retry')}</Button>} />
    );
  } else content = <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <section className="return-desk" aria-labelledby="return-detail-title">
      <div className="desk__header">
        <h1 id="return-detail-title" className="desk__title">
          {t('detail.title', { returnNo })}
        </h1>
        <Button onClick={() => void navigate(desk === 'owner' ? consolePaths.returns.path : consolePaths.interventions.path)} data-testid="return-back">
          {t(`detail.back.${desk}`)}
        </Button>
      </div>
      {content}
    </section>
  );
}
