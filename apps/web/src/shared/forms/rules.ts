/**
 * The contract's validation rules (docs/product.md §5) as react-hook-form rules, so every storefront form
 * checks exactly what the server checks and shows the contract's bilingual text.
 */
import type { FieldValues, UseFormSetError, Path } from 'react-hook-form';
import type { z } from 'zod';
import { type ValidationMessageKey, ValidationMessages, describeIssue } from '@clearlot/contract';
import { currentLanguage } from '../i18n/language';

export function validationText(key: ValidationMessageKey): string {
  return ValidationMessages[key][currentLanguage()];
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The problem with one value under one field schema of a contract request schema
 * (e.g. `RegisterBody.shape.username`), in the page's language; null when it passes. An empty field
 * that must be filled says so, whatever rule the schema words it with.
 */
export function fieldProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value ?? '');
  const issue = result.success ? undefined : result.error.issues[0];
  if (!issue) return null;
  if (isEmpty(value)) return validationText('required');
  return describeIssue(issue)[currentLanguage()];
}

/** A `validate` rule from one field schema: `rules={{ validate: schemaRule(Body.shape.email) }}`. */
export function schemaRule(schema: z.ZodType) {
  return (value: unknown): true | string => fieldProblem(schema, value) ?? true;
}

/** A `validate` rule from one of the contract's `*Problem` functions. */
export function problemRule(problem: (value: string) => ValidationMessageKey | null) {
  return (value: unknown): true | string => {
    const key = problem(typeof value === 'string' ? value : '');
    return key ? validationText(key) : true;
  };
}

/** The two password entries must match (docs/product.md §5 "Password re-entry must match"). */
export function sameAsRule<V extends FieldValues>(otherField: Path<V>) {
  return (value: unknown, values: V): true | string => {
    if (!value) return validationText('required');
    return value === values[otherField] ? true : validationText('passwordsDiffer');
  };
}

/**
 * Final gate before a submit: parse the whole body with the contract schema (this also runs cross-field
 * rules) and put any issue on its field. Returns the parsed body or null.
 */
export function parseForSubmit<S extends z.ZodType, V extends FieldValues>(
  setError: UseFormSetError<V>,
  schema: S,
  body: unknown,
  fieldOf: (path: string) => string | null = (path) => path,
): z.infer<S> | null {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const placed = new Set<string>();
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (!field || placed.has(field)) continue;
    placed.add(field);
    setError(field as Path<V>, { type: 'contract', message: describeIssue(issue)[currentLanguage()] }, { shouldFocus: placed.size === 1 });
  }
  return null;
}
