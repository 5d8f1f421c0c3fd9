/**
 * Where a failed submit's message goes (docs/product.md §8): validation issues (code 1001) and
 * field-specific codes land on the matching form field; sign-in, reload and transport failures were
 * already shown by the app shell; anything else goes above the form. One rule for both kinds of form
 * (antd's on the pages not yet moved to the kit, react-hook-form's on the rest).
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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

export interface PlacedFailure {
  /** messages for form fields */
  onFields: Map<string, string[]>;
  /** the text to show above the form, or null */
  above: string | null;
}

function isValidationData(value: unknown): value is ValidationErrorData {
  return typeof value === 'object' && value !== null && Array.isArray((value as { issues?: unknown }).issues);
}

/** Sorts a failure into field messages and the line above the form. */
export function sortFailure(error: unknown, placement: FailurePlacement): PlacedFailure {
  const onFields = new Map<string, string[]>();
  if (!(error instanceof ApiError)) return { onFields, above: pickMessage(clientMessages.network) };
  const { code, envelope } = error;
  if (code === 0 || SignInRequiredCodes.includes(code) || ReloadCodes.includes(code)) return { onFields, above: null };

  const fieldOf = (serverField: string): string | null => placement.renamed?.[serverField] ?? (placement.fields.includes(serverField) ? serverField : null);

  if (code === 1001 && envelope && isValidationData(envelope.data)) {
    const elsewhere: string[] = [];
    for (const issue of envelope.data.issues) {
      const field = fieldOf(issue.field);
      const text = pickMessage(issue);
      if (field) onFields.set(field, [...(onFields.get(field) ?? []), text]);
      else elsewhere.push(text);
    }
    if (elsewhere.length > 0) return { onFields, above: elsewhere.join(' ') };
    return { onFields, above: onFields.size > 0 ? null : error.message };
  }

  const field = placement.codes?.[code];
  if (field) {
    onFields.set(field, [error.message]);
    return { onFields, above: null };
  }
  return { onFields, above: error.message };
}

/** Puts a failure on a react-hook-form form; returns the text to show above the form, or null. */
export function placeFailure<V extends FieldValues>(setError: UseFormSetError<V>, error: unknown, placement: FailurePlacement): string | null {
  const { onFields, above } = sortFailure(error, placement);
  let first = true;
  for (const [name, messages] of onFields) {
    setError(name as Path<V>, { type: 'server', message: messages.join(' ') }, { shouldFocus: first });
    first = false;
  }
  return above;
}
