import { Tag } from 'antd';
import type { ApplicationStatus } from '@clearlot/contract/rules/applications';
import { useTranslation } from '../../shared/i18n';
import { STATUS_COLOUR, statusName } from './display';

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const { language } = useTranslation('applications');
  return (
    <Tag color={STATUS_COLOUR[status]} data-testid="application-status">
      {statusName(status, language)}
    </Tag>
  );
}
