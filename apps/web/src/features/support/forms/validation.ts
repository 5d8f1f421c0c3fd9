/** Contract rules (spec §5) as antd form rules, with the bilingual contract messages. */
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { ValidationMessages, describeIssue } from '@clearlot/contract';
import { currentLanguage } from '../../../shared/i18n/language';

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A rule from one field schema of a contract request schema. */
export function schemaRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      const issue = result.success ? undefined : result.error.issues[0];
      if (!issue) return;
      // An empty field that must be filled says so, whatever rule the schema words it with.
      if (isEmpty(value)) throw new Error(ValidationMessages.required[currentLanguage()]);
      throw new Error(describeIssue(issue)[currentLanguage()]);
    },
  };
}

/** Parse the whole body with the contract schema; issues go on their fields. Returns the body or null. */
export function parseForSubmit<S extends z.ZodType>(form: FormInstance, schema: S, body: unknown): z.infer<S> | null {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors = new Map<string, string[]>();
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field) errors.set(field, [...(errors.get(field) ?? []), describeIssue(issue)[currentLanguage()]]);
  }
  form.setFields([...errors].map(([name, list]) => ({ name, errors: list })));
  return null;
}
