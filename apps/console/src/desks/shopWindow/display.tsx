import { Tag } from 'antd';
import type { ScheduleState } from '@clearlot/contract/rules/shopWindow';
import type { Translate } from '../../shared/i18n';

// antd's status colours, themed from the design tokens (the preset hues fail the contrast check on a tag)
const COLOURS: Record<ScheduleState, string> = { scheduled: 'processing', showing: 'success', ended: 'default', retired: 'default' };

export function ScheduleTag({ state, t }: { state: ScheduleState; t: Translate }) {
  return (
    <Tag color={COLOURS[state]} data-testid="schedule-state">
      {t(`states.${state}`)}
    </Tag>
  );
}
