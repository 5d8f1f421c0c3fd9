import { type DescriptionItem, Descriptions } from '../../../shared/ui/kit/Descriptions';
import { Tag, type Tone } from '../../../shared/ui/kit/Tag';
import { Card } from '../../../shared/ui/kit/Card';
import { Flex } from '../../../shared/ui/kit/Flex';
import { Steps } from '../../../shared/ui/kit/Steps';
import { LeftOutlined } from '../../../shared/ui/kit/icons/LeftOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { CANCEL_REVIEW_HOURS } from '@clearlot/contract/rules/order';
import type { Cancellation } from '@clearlot/contract/schemas/order';
import { currentLanguage, pickMessage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { orderKeys } from '../api/queryKeys';
import { type CancellationStage, cancellationStageOf } from '../model/cancellationStage';
import { formatDateTime, money } from '../model/display';
import { paths } from '../../../shared/paths';
import { Countdown } from './Countdown';

const STAGE_TONES: Record<CancellationStage, Tone> = { immediate: 'neutral', pending: 'warning', approved: 'success', rejected: 'error' };

/** Request → goods owner's review → outcome, as steps; an immediate cancellation skips the review. */
function CancellationSteps({ cancellation, stage }: { cancellation: Cancellation; stage: CancellationStage }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  const zone = useDateZone();
  const requested = { title: t('cancellation.stepRequested'), description: formatDateTime(cancellation.time, language, zone) };
  const reviewedAt = cancellation.reviewedAt ? formatDateTime(cancellation.reviewedAt, language, zone) : undefined;
  const items =
    stage === 'immediate'
      ? [requested, { title: t('cancellation.stepCancelled'), description: reviewedAt }]
      : [
          requested,
          { title: t('cancellation.stepReview', { hours: CANCEL_REVIEW_HOURS }) },
          { title: t(stage === 'rejected' ? 'cancellation.stepRejected' : 'cancellation.stepApproved'), description: reviewedAt },
        ];
  const current = stage === 'pending' ? 1 : items.length - 1;
  return (
    <Steps
      current={current}
      status={stage === 'rejected' ? 'error' : stage === 'pending' ? 'process' : 'finish'}
      items={items}
      label={t('cancellation.stepsLabel')}
      stateLabels={{ done: t('cancellation.stepDone'), current: t('cancellation.stepCurrent') }}
    />
  );
}

/** The cancellation of an order: reason, time, review status (pending with its deadline, approved, rejected with the note), refund and penalty. */
export function CancellationView({ cancellation }: { cancellation: Cancellation }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  const zone = useDateZone();
  const queryClient = useQueryClient();
  const stage = cancellationStageOf(cancellation);
  const undecided = <span className="muted">{t('cancellation.afterReview')}</span>;
  const reviewItems: DescriptionItem[] = [];
  if (stage === 'pending' && cancellation.reviewDeadline !== null) {
    reviewItems.push({
      key: 'deadline',
      label: t('cancellation.reviewDeadline'),
      children: (
        <span>
          {formatDateTime(cancellation.reviewDeadline, language, zone)} ·{' '}
          <Countdown deadline={cancellation.reviewDeadline} onExpire={() => void queryClient.invalidateQueries({ queryKey: orderKeys.all })} />
          <span className="muted"> {t('cancellation.autoApprove')}</span>
        </span>
      ),
    });
  }
  if (cancellation.reviewedAt !== null && stage !== 'immediate') {
    reviewItems.push({ key: 'reviewedAt', label: t('cancellation.reviewedAt'), children: formatDateTime(cancellation.reviewedAt, language, zone) });
  }
  if (stage === 'rejected' || stage === 'approved') {
    reviewItems.push({
      key: 'note',
      label: t('cancellation.reviewNote'),
      children: pickMessage({ message: cancellation.reviewNote, messageEn: cancellation.reviewNoteEn }, language) || t('detail.none'),
    });
  }

  return (
    <Flex vertical gap="large" className="cancellation" data-testid="cancellation">
      <Card>
        <Flex vertical gap="large">
          <Link to={paths.myOrders.getHref()} className="order-back">
            <LeftOutlined aria-hidden /> {t('detail.back')}
          </Link>
          <Flex justify="space-between" align="center" gap="middle" wrap>
            <h1 className="orders-title">{t('cancellation.title')}</h1>
            <Tag tone={STAGE_TONES[stage]} data-testid="cancellation-stage">
              {t(`cancellation.stage.${stage}`)}
            </Tag>
          </Flex>
          <CancellationSteps cancellation={cancellation} stage={stage} />
        </Flex>
      </Card>
      <Card title={t('cancellation.detailsTitle')}>
        <Descriptions
          columns={1}
          items={[
            {
              key: 'orderNo',
              label: t('detail.orderNo'),
              children: (
                <Link to={paths.orderDetail.getHref(cancellation.orderNo)} className="nowrap">
                  {cancellation.orderNo}
                </Link>
              ),
            },
            { key: 'time', label: t('cancellation.time'), children: formatDateTime(cancellation.time, language, zone) },
            { key: 'reason', label: t('cancellation.reason'), children: <span className="order-notes">{cancellation.reason}</span> },
            { key: 'status', label: t('cancellation.reviewStatus'), children: t(`cancellation.stage.${stage}`) },
            ...reviewItems,
            { key: 'refund', label: t('cancellation.refundAmount'), children: stage === 'pending' ? undecided : money(cancellation.refundAmount) },
            { key: 'penalty', label: t('cancellation.penalty'), children: stage === 'pending' ? undecided : money(cancellation.penalty) },
          ]}
        />
      </Card>
    </Flex>
  );
}
