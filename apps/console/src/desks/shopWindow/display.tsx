import { Tag } from 'antd';
import type { ScheduleState } from '@clearlot/contract/rules/shopWindow';
import type { Translate } from '../../shared/i18n';

const COLOURS: Record<ScheduleState, string | undefined> = { scheduled: 'blue', showing: 'green', ended: undefined, retired: undefined };

export function ScheduleTag({ state, t }: { state: ScheduleState; t: Translate }) {
  return (
    <Tag color={COLOURS[state]} data-testid="schedule-state">
      {t(`states.${state}`)}
    </Tag>
  );
}
