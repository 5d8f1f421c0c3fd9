/**
 * "Already registered?" check on blur (docs/product.md §5: user name / e-mail already registered).
 * Only asked once the value passes its format rule; answers are remembered per value.
 */
import { ErrorCatalogue, type ValidationMessageKey } from '@clearlot/contract';
import { currentLanguage } from '../../../shared/i18n/language';
import { checkUnique } from '../api/register';

export type UniqueField = 'username' | 'email';

const takenMessage = { username: ErrorCatalogue.usernameTaken, email: ErrorCatalogue.emailTaken } as const;

/** The "already registered" message for the value, or null when it is free, malformed or the check failed. */
export async function takenProblem(
  field: UniqueField,
  problem: (value: string) => ValidationMessageKey | null,
  answers: Map<string, boolean>,
  raw: unknown,
): Promise<string | null> {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (problem(value) !== null) return null;
  const key = `${field}:${value.toLowerCase()}`;
  let unique = answers.get(key);
  if (unique === undefined) {
    try {
      unique = (await checkUnique({ field, value })).unique;
    } catch {
      return null; // the server checks again on submit
    }
    answers.set(key, unique);
  }
  return unique ? null : takenMessage[field][currentLanguage()];
}
