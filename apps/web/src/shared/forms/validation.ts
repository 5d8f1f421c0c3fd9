/**
 * The contract's validation rules as antd form rules, for the pages not yet moved to the kit (issue 32);
 * the wording comes from forms/rules.ts, which the kit's forms use.
 */
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { type ValidationMessageKey, describeIssue } from '@clearlot/contract';
import { currentLanguage } from '../i18n/language';
import { fieldProblem, validationText } from './rules';

export { validationText } from './rules';

/** A rule from one of the contract's `*Problem` functions. */
export function problemRule(problem: (value: string) => ValidationMessageKey | null): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const key = problem(typeof value === 'string' ? value : '');
      if (key) throw new Error(validationText(key));
    },
  };
}

/** A rule from one field schema of a contract request schema (e.g. `RegisterBody.shape.username`). */
export function schemaRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = fieldProblem(schema, value);
      if (problem) throw new Error(problem);
    },
  };
}

/** The two password entries must match (docs/product.md §5 "Password re-entry must match"). */
export function sameAsRule(otherField: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value) throw new Error(validationText('required'));
      if (value !== getFieldValue(otherField)) throw new Error(validationText('passwordsDiffer'));
    },
  });
}

/**
 * Final gate before a submit: parse the whole body with the contract schema (this also runs
 * cross-field rules) and put any issue on its field. Returns the parsed body or null.
 */
export function parseForSubmit<S extends z.ZodType>(form: FormInstance, schema: S, body: unknown, fieldOf: (path: string) => string | null = (path) => path): z.infer<S> | null {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors = new Map<string, string[]>();
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (!field) continue;
    errors.set(field, [...(errors.get(field) ?? []), describeIssue(issue)[currentLanguage()]]);
  }
  form.setFields([...errors].map(([name, list]) => ({ name, errors: list })));
  return null;
}
