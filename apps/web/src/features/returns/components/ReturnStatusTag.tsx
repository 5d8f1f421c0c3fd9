import { Tag } from 'antd';
import type { ReturnStatus } from '@clearlot/contract/rules/returns';
import { currentLanguage } from '../../../shared/i18n/language';
import { RETURN_STATUS_COLOUR, returnStatusName } from '../model/display';

/** A request's §4 status as a tag. */
export function ReturnStatusTag({ status }: { status: ReturnStatus }) {
  return (
    <Tag color={RETURN_STATUS_COLOUR[status]} data-testid="return-status">
      {returnStatusName(status, currentLanguage())}
    </Tag>
  );
}
