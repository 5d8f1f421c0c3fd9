/**
 * The account schemas that carry a phone number. Their rules need libphonenumber's metadata (29 KB
 * gzipped in a browser), so they live apart from the rest of the account schemas: a page that signs in
 * by e-mail or changes a password does not load the phone rules (issue 32).
 */
import { z } from 'zod';
import { phoneProblem, dialCodeProblem } from '../rules/phone';
import { requiredText, ruleString } from './common';
import { requestRowId } from './fields';
import { SendableScene, VerificationCode } from './user';

export const DialCode = ruleString(dialCodeProblem, 8);

const PhoneNumber = z.string({ error: 'required' }).max(40, { error: 'tooLong' });

/** The §5 phone rules depend on the dial code, so they run on the whole object. */
function checkPhone(value: { dialCode: string; phone: string }, ctx: z.RefinementCtx) {
  const key = phoneProblem(value.dialCode, value.phone);
  if (key) ctx.addIssue({ code: 'custom', message: key, path: ['phone'] });
}

export const SendPhoneCodeBody = z.object({ dialCode: DialCode, phone: PhoneNumber, scene: SendableScene }).strict().superRefine(checkPhone);
export type SendPhoneCodeBody = z.infer<typeof SendPhoneCodeBody>;

/** Phone sign-in (docs/product.md §3: phone, phoneCode, code): phoneCode is the dial code, code the SMS code. */
export const PhoneCaptchaLoginBody = z
  .object({ phoneCode: DialCode, phone: PhoneNumber, code: VerificationCode })
  .strict()
  .superRefine((value, ctx) => checkPhone({ dialCode: value.phoneCode, phone: value.phone }, ctx));
export type PhoneCaptchaLoginBody = z.infer<typeof PhoneCaptchaLoginBody>;

export const UpdatePhoneBody = z.object({ dialCode: DialCode, phone: PhoneNumber, code: VerificationCode }).strict().superRefine(checkPhone);
export type UpdatePhoneBody = z.infer<typeof UpdatePhoneBody>;

/** Registration completion (behind /signUp-complete): grants purchase permission. */
export const CompleteRegistrationBody = z
  .object({
    userId: requestRowId(),
    firstName: requiredText(50),
    lastName: requiredText(50),
    companyName: requiredText(100),
    vatNumber: z
      .string()
      .trim()
      .max(20, { error: 'vatInvalid' })
      .regex(/^[A-Za-z0-9]*$/, { error: 'vatInvalid' })
      .optional(),
    dialCode: DialCode,
    phone: PhoneNumber,
    phoneCode: VerificationCode,
  })
  .strict()
  .superRefine(checkPhone);
export type CompleteRegistrationBody = z.infer<typeof CompleteRegistrationBody>;
