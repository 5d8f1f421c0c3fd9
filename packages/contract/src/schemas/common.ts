import { z } from 'zod';
import type { ValidationMessageKey } from '../messages';
import { INPUT_MAX_LENGTH } from '../rules/account';

/** A string field checked by one of the §5 rule functions. */
export function ruleString(problem: (value: string) => ValidationMessageKey | null, max = INPUT_MAX_LENGTH) {
  return z
    .string({ error: 'required' })
    .max(max, { error: 'tooLong' })
    .superRefine((value, ctx) => {
      const key = problem(value);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    });
}

export const requiredText = (max = INPUT_MAX_LENGTH) => z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });

/** Endpoints that take no body accept an empty object (or nothing) and nothing else. */
export const EmptyBody = z.object({}).strict().optional();

/** Epoch seconds on the wire (docs/product.md §5). */
export const epochSeconds = () => Math.floor(Date.now() / 1000);
