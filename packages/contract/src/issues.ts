import type { z } from 'zod';
import { type Bilingual, ValidationMessages, isValidationMessageKey } from './messages';

/** Turns one zod issue into a bilingual message (used by the server envelope and the web forms). */
export function describeIssue(issue: z.core.$ZodIssue): Bilingual {
  if (isValidationMessageKey(issue.message)) return ValidationMessages[issue.message];
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? ValidationMessages.required : ValidationMessages.wrongType;
    case 'unrecognized_keys':
      return ValidationMessages.unknownField;
    case 'too_big':
      return ValidationMessages.tooLong;
    case 'too_small':
      return issue.minimum === 1 ? ValidationMessages.required : ValidationMessages.invalidValue;
    default:
      return ValidationMessages.invalidValue;
  }
}

/** A key our schemas could declare; anything else in a path came from the sender and is not repeated. */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const fieldSegment = (key: PropertyKey) => (typeof key === 'number' || FIELD_NAME.test(String(key)) ? String(key) : '*');

/**
 * Dotted path of the field an issue is about; unknown keys name the first offending key. Answers
 * echo no input, so a key that is not a plausible field name (a record key, an odd unknown key)
 * shows as '*'.
 */
export function issueField(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(fieldSegment);
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) path.push(fieldSegment(issue.keys[0]!));
  return path.length > 0 ? path.join('.') : 'body';
}
