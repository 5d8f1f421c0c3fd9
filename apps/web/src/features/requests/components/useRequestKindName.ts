import { ReturnKindText } from '@clearlot/contract/rules/returns';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { BuyerRequest } from '../model/request';

/** What kind of request it is, in words: a return's kind (the contract's names), or after-sales. */
export function useRequestKindName() {
  const { t } = useTranslation('requests');
  const language = currentLanguage();
  return (request: Pick<BuyerRequest, 'returnKind'>) => (request.returnKind === null ? t('kind.afterSale') : ReturnKindText[request.returnKind][language]);
}
