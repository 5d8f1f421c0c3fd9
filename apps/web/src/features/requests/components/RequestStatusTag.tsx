import { Tag } from '../../../shared/ui/kit/Tag';
import { currentLanguage } from '../../../shared/i18n/language';
import { type BuyerRequest, TEST_ID_PREFIX } from '../model/request';

/** A request's §4 status in words, coloured by whose move it is. */
export function RequestStatusTag({ request }: { request: Pick<BuyerRequest, 'kind' | 'statusName' | 'statusTone'> }) {
  return (
    <Tag tone={request.statusTone} data-testid={`${TEST_ID_PREFIX[request.kind]}-status`}>
      {request.statusName[currentLanguage()]}
    </Tag>
  );
}
