import { Timeline, Typography } from 'antd';
import type { ApplicationView } from '@clearlot/contract/schemas/applications';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { useDateZone } from '../../../shared/location/dateZone';
import { ApplicationStatusText } from '@clearlot/contract/rules/applications';

/** The application's history: every status it entered, who moved it and their note (a rejection's reasons). */
export function ApplicationHistory({ history }: { history: ApplicationView['history'] }) {
  const { t } = useTranslation('applications');
  const language = currentLanguage();
  const zone = useDateZone();
  return (
    <Timeline
      items={[...history].reverse().map((entry, index) => ({
        key: index,
        children: (
          <>
            <Typography.Text strong>{ApplicationStatusText[entry.status].history[language]}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {formatZonedLabelled(entry.at, zone, language)} · {t(`actor.${entry.actor as 'applicant' | 'reviewer' | 'system'}`)}
            </Typography.Text>
            {entry.note && entry.note !== 'resubmitted' && <Typography.Paragraph style={{ margin: 0 }}>{entry.note}</Typography.Paragraph>}
            {entry.note === 'resubmitted' && <Typography.Paragraph style={{ margin: 0 }}>{t('history.resubmitted')}</Typography.Paragraph>}
          </>
        ),
      }))}
    />
  );
}
