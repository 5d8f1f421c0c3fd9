import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { ApplicationStatus, ApplicationStatusText } from '@clearlot/contract/rules/applications';
import type { ApplicationView } from '@clearlot/contract/schemas/applications';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { Text } from '../../../shared/ui/kit/Text';
import { Timeline } from '../../../shared/ui/kit/Timeline';

/** The application's history, newest first: every status it entered, who moved it and their note (a rejection's reasons). */
export function ApplicationHistory({ history }: { history: ApplicationView['history'] }) {
  const { t } = useTranslation('applications');
  const language = currentLanguage();
  const zone = useDateZone();
  return (
    <Timeline
      aria-label={t('history.title')}
      className="application-history"
      items={[...history].reverse().map((entry, index) => ({
        key: index,
        tone: index === 0 ? (entry.status === ApplicationStatus.Rejected ? 'error' : 'brand') : 'grey',
        children: (
          <>
            <Text strong>{ApplicationStatusText[entry.status].history[language]}</Text>{' '}
            <Text tone="secondary">
              {formatZonedLabelled(entry.at, zone, language)} · {t(`actor.${entry.actor as 'applicant' | 'reviewer' | 'system'}`)}
            </Text>
            {entry.note && <p className="application-history__note">{entry.note === 'resubmitted' ? t('history.resubmitted') : entry.note}</p>}
          </>
        ),
      }))}
    />
  );
}
