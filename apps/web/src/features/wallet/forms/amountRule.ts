import type { AmountProblem } from '../model/amount';
import { validationText } from '../../../shared/forms/rules';

/**
 * A `validate` rule for a pounds field: the contract's message for its rule keys, and the wallet's
 * own wording (with the available balance) when a withdrawal asks for more than there is.
 */
export function amountRule(problem: (text: string) => AmountProblem | null, aboveAvailableText = '') {
  return (value: unknown): true | string => {
    const key = problem(typeof value === 'string' ? value : '');
    if (!key) return true;
    return key === 'aboveAvailable' ? aboveAvailableText : validationText(key);
  };
}
