import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { Timeline, type TimelineItem } from '../../../shared/ui/kit/Timeline';
import { type BuyerRequest, type HistoryEntry, TEST_ID_PREFIX } from '../model/request';

const TONE: Record<NonNullable<HistoryEntry['outcome']>, TimelineItem['tone']> = { refused: 'error', completed: 'success' };

/**
 * A request's history, newest first: each step in words (a return's status, an after-sales request's move —
 * never its §4 code, issue 31 item 9), what it means, the person's words, who took it and when.
 */
export function RequestHistory({ request }: { request: BuyerRequest }) {
  const { t } = useTranslation('requests');
  const language = currentLanguage();
  const zone = useDateZone();
  return (
    <Timeline
      className="request-history"
      aria-label={t('detail.history')}
      data-testid={`${TEST_ID_PREFIX[request.kind]}-history`}
      items={request.history.map((entry, index) => ({
        key: entry.key,
        tone: entry.outcome ? TONE[entry.outcome] : index === 0 ? 'brand' : 'grey',
        children: (
          <>
            <p className="request-history__what">{entry.what[language]}</p>
            {entry.message[language] !== entry.what[language] && <p>{entry.message[language]}</p>}
            {entry.note[language] !== '' && <p className="request-history__note">{entry.note[language]}</p>}
            <p className="muted">
              {t(`actor.${entry.actor}`)} · {formatZonedLabelled(entry.time, zone, language)}
            </p>
          </>
        ),
      }))}
    />
  );
}
