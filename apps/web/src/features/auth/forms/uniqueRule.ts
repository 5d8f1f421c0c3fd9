/**
 * "Already registered?" check on blur (docs/product.md §5: user name / e-mail already registered).
 * Only asked once the value passes its format rule; answers are remembered per value.
 */
import type { FormRule } from 'antd';
import { ErrorCatalogue, type ValidationMessageKey } from '@clearlot/contract';
import { currentLanguage } from '../../../shared/i18n/language';
import { checkUnique } from '../api/register';

type UniqueField = 'username' | 'email';

const takenMessage = { username: ErrorCatalogue.usernameTaken, email: ErrorCatalogue.emailTaken } as const;

export function uniqueRule(field: UniqueField, problem: (value: string) => ValidationMessageKey | null, answers: Map<string, boolean>): FormRule {
  return {
    validateTrigger: 'onBlur',
    validator: async (_rule, raw: unknown) => {
      const value = typeof raw === 'string' ? raw.trim() : '';
      if (problem(value) !== null) return;
      const key = `${field}:${value.toLowerCase()}`;
      let unique = answers.get(key);
      if (unique === undefined) {
        try {
          unique = (await checkUnique({ field, value })).unique;
        } catch {
          return; // the server checks again on submit
        }
        answers.set(key, unique);
      }
      if (!unique) throw new Error(takenMessage[field][currentLanguage()]);
    },
  };
}
