/**
 * Where a failed submit's message goes (docs/product.md §8): validation issues (code 1001) and
 * field-specific codes land on the matching form field; sign-in, reload and transport
 * failures were already shown by the app shell; anything else goes above the form.
 */
import type { FormInstance } from 'antd';
import { ReloadCodes, SignInRequiredCodes, type ValidationErrorData } from '@clearlot/contract';
import { ApiError } from '../http/client';
import { clientMessages } from '../http/messages';
import { pickMessage } from '../i18n/language';

export interface FailurePlacement {
  /** form field names that share the server's field names */
  fields: readonly string[];
  /** server field name → form field name, where they differ */
  renamed?: Readonly<Record<string, string>>;
  /** error code → the form field it is about (e.g. wrong verification code → the code field) */
  codes?: Readonly<Partial<Record<number, string>>>;
}

function isValidationData(value: unknown): value is ValidationErrorData {
  return typeof value === 'object' && value !== null && Array.isArray((value as { issues?: unknown }).issues);
}

/** Puts the failure on the form; returns the text to show above the form, or null. */
export function placeFailure(form: FormInstance, error: unknown, placement: FailurePlacement): string | null {
  if (!(error instanceof ApiError)) return pickMessage(clientMessages.network);
  const { code, envelope } = error;
  if (code === 0 || SignInRequiredCodes.includes(code) || ReloadCodes.includes(code)) return null;

  const fieldOf = (serverField: string): string | null => placement.renamed?.[serverField] ?? (placement.fields.includes(serverField) ? serverField : null);

  if (code === 1001 && envelope && isValidationData(envelope.data)) {
    const onFields = new Map<string, string[]>();
    const elsewhere: string[] = [];
    for (const issue of envelope.data.issues) {
      const field = fieldOf(issue.field);
      const text = pickMessage(issue);
      if (field) onFields.set(field, [...(onFields.get(field) ?? []), text]);
      else elsewhere.push(text);
    }
    form.setFields([...onFields].map(([name, errors]) => ({ name, errors })));
    if (elsewhere.length > 0) return elsewhere.join(' ');
    return onFields.size > 0 ? null : error.message;
  }

  const field = placement.codes?.[code];
  if (field) {
    form.setFields([{ name: field, errors: [error.message] }]);
    return null;
  }
  return error.message;
}
