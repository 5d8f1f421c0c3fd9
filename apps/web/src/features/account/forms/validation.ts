/** Contract rules (spec §5) as antd form rules, with the bilingual contract messages. */
import type { FormRule } from 'antd';
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
