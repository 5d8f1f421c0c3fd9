import { Tag } from 'antd';
import type { ApplicationStatus } from '@clearlot/contract/rules/applications';
import { currentLanguage } from '../../../shared/i18n/language';
import { STATUS_COLOUR, statusName } from '../model/display';

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  return (
    <Tag color={STATUS_COLOUR[status]} data-testid="application-status">
      {statusName(status, currentLanguage())}
    </Tag>
  );
}
