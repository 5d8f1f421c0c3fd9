import type { ApplicationStatus } from '@clearlot/contract/rules/applications';
import { currentLanguage } from '../../../shared/i18n/language';
import { Tag } from '../../../shared/ui/kit/Tag';
import { STATUS_TONE, statusName } from '../model/display';

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  return (
    <Tag tone={STATUS_TONE[status]} data-testid="application-status">
      {statusName(status, currentLanguage())}
    </Tag>
  );
}
