import { Timeline } from 'antd';
import type { ReturnLog } from '@clearlot/contract/schemas/returns';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { currentLanguage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { useTranslation } from '../../../shared/i18n/useTranslation';

/** A request's history, newest first: each status's message, who moved it, their words, when. */
export function ReturnHistory({ logs }: { logs: ReturnLog[] }) {
  const { t } = useTranslation('returns');
  const language = currentLanguage();
  const zone = useDateZone();
  const newestFirst = [...logs].reverse();
  return (
    <Timeline
      data-testid="return-history"
      items={newestFirst.map((log, index) => ({
        key: `${log.time}-${index}`,
        color: index === 0 ? 'blue' : 'gray',
        children: (
          <div className="return-history__entry">
            <p>{language === 'zh' ? log.message : log.messageEn}</p>
            {(language === 'zh' ? log.note : log.noteEn) !== '' && <p className="muted">{language === 'zh' ? log.note : log.noteEn}</p>}
            <p className="muted">
              {t(`actor.${log.actor}`)} · {formatZonedLabelled(log.time, zone, language)}
            </p>
          </div>
        ),
      }))}
    />
  );
}
