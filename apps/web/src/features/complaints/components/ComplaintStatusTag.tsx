import { ComplaintStatus } from '@clearlot/contract/rules/complaints';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Tag, type Tone } from '../../../shared/ui/kit/Tag';

/** Waiting for customer service (warning), answered (info), closed (success), withdrawn (neutral). */
const TONES: Record<ComplaintStatus, Tone> = {
  [ComplaintStatus.Open]: 'warning',
  [ComplaintStatus.Answered]: 'info',
  [ComplaintStatus.Closed]: 'success',
  [ComplaintStatus.Withdrawn]: 'neutral',
};

export function ComplaintStatusTag({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation('complaints');
  return (
    <Tag tone={TONES[status]} data-testid="complaint-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
