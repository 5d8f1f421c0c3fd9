/**
 * antd form rules from the contract's zod schemas, with the contract's bilingual messages in the page
 * language: a desk's form refuses what the server would refuse, in the same words.
 */
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { type ValidationMessageKey, ValidationMessages } from '@clearlot/contract/messages';
import { describeIssue } from '@clearlot/contract/issues';
import { currentLanguage } from '@clearlot/browser/i18n/language';

export function validationText(key: ValidationMessageKey): string {
  return ValidationMessages[key][currentLanguage()];
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A rule that runs the contract's schema of the field; an empty field that must be filled says so. */
export function schemaRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      const issue = result.success ? undefined : result.error.issues[0];
      if (!issue) return;
      if (isEmpty(value)) throw new Error(validationText('required'));
      throw new Error(describeIssue(issue)[currentLanguage()]);
    },
  };
}
