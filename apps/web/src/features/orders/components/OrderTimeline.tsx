import { Card } from '../../../shared/ui/kit/Card';
import { Timeline } from '../../../shared/ui/kit/Timeline';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { OrderLog } from '@clearlot/contract/schemas/order';
import { currentLanguage, pickMessage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { formatDateTime, isoOf } from '../model/display';

/** The order's history, newest first: what happened (in the reader's language), when, and by whom. */
export function OrderTimeline({ logs }: { logs: OrderLog[] }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  const zone = useDateZone();
  // The server lists logs oldest first; entries of the same second keep that order, reversed.
  const newestFirst = [...logs].reverse().sort((a, b) => b.time - a.time);
  return (
    <Card title={t('timeline.title')}>
      {newestFirst.length === 0 ? (
        <p className="muted">{t('timeline.empty')}</p>
      ) : (
        <Timeline
          data-testid="order-timeline"
          aria-label={t('timeline.title')}
          items={newestFirst.map((log, index) => ({
            key: `${log.time}-${index}`,
            tone: index === 0 ? 'brand' : 'grey',
            children: (
              <div className="order-log">
                <p className="order-log__message">{pickMessage(log, language)}</p>
                {log.note && <p className="order-log__note">{pickMessage({ message: log.note, messageEn: log.noteEn }, language)}</p>}
                <p className="order-log__meta muted">
                  <time dateTime={isoOf(log.time)}>{formatDateTime(log.time, language, zone)}</time> · {t(`actor.${log.actor}`)}
                </p>
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
