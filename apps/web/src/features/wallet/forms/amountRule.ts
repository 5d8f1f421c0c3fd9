import type { FormRule } from 'antd';
import type { AmountProblem } from '../model/amount';
import { validationText } from '../../../shared/forms/validation';

/**
 * An antd rule for a pounds field: the contract's message for its rule keys, and the wallet's
 * own wording (with the available balance) when a withdrawal asks for more than there is.
 */
export function amountRule(problem: (text: string) => AmountProblem | null, aboveAvailableText = ''): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const key = problem(typeof value === 'string' ? value : '');
      if (!key) return;
      throw new Error(key === 'aboveAvailable' ? aboveAvailableText : validationText(key));
    },
  };
}
