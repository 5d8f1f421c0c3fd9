/** Contract rules (spec §5) as antd form rules, with the bilingual contract messages. */
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { describeIssue } from '@clearlot/contract';
import { currentLanguage } from '../../../shared/i18n/language';

/** A rule from one field schema of a contract request schema. */
export function schemaRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      const issue = result.success ? undefined : result.error.issues[0];
      if (issue) throw new Error(describeIssue(issue)[currentLanguage()]);
    },
  };
}
