import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { currentLanguage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';

/** A time of an application (epoch seconds) in the reader's zone, or a dash. */
export function When({ at }: { at: number | null }) {
  const zone = useDateZone();
  return <>{at === null ? '—' : formatZonedLabelled(at, zone, currentLanguage())}</>;
}
