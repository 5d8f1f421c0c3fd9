import { Tag } from 'antd';
import { ComplaintStatus } from '@clearlot/contract/rules/complaints';
import { useTranslation } from '../../shared/i18n';

const COLOURS: Record<ComplaintStatus, string> = {
  [ComplaintStatus.Open]: 'warning',
  [ComplaintStatus.Answered]: 'processing',
  [ComplaintStatus.Closed]: 'success',
  [ComplaintStatus.Withdrawn]: 'default',
};

export function ComplaintStatusTag({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation('complaints');
  return (
    <Tag color={COLOURS[status]} data-testid="complaint-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
