/** The antd forms' side of forms/placeFailure.ts, for the pages not yet moved to the kit (issue 32). */
import type { FormInstance } from 'antd';
import { type FailurePlacement, sortFailure } from './placeFailure';

export type { FailurePlacement } from './placeFailure';

/** Puts the failure on the form; returns the text to show above the form, or null. */
export function placeFailure(form: FormInstance, error: unknown, placement: FailurePlacement): string | null {
  const { onFields, above } = sortFailure(error, placement);
  form.setFields([...onFields].map(([name, errors]) => ({ name, errors })));
  return above;
}
