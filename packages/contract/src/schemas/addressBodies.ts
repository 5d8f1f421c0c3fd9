/**
 * The bodies that save a delivery address. Their mobile rule needs libphonenumber's metadata (29 KB
 * gzipped in a browser), so they live apart from the order schemas: a page that shows an order or the
 * cart does not load the phone rules (issue 32).
 */
import { z } from 'zod';
import { PHONE_MAX_LENGTH, phoneProblem } from '../rules/phone';
import { requiredText } from './common';
import { DeliveryPostcode } from './payment-fields';
import { requestRowId } from './fields';
import { DialCode } from './userPhone';

const AddressId = requestRowId();

const PhoneNumber = z.string({ error: 'required' }).max(PHONE_MAX_LENGTH, { error: 'tooLong' });

const AddressFields = z.object({
  recipientName: requiredText(100),
  countryCode: z.literal('GB', { error: 'addressNotUk' }).default('GB'),
  city: requiredText(100),
  county: z.string({ error: 'wrongType' }).trim().max(100, { error: 'tooLong' }).default(''),
  postcode: DeliveryPostcode,
  dialCode: DialCode.default('44'),
  mobile: PhoneNumber,
  addressLine1: requiredText(200),
  addressLine2: z.string({ error: 'wrongType' }).trim().max(200, { error: 'tooLong' }).default(''),
  isDefault: z.boolean({ error: 'wrongType' }).default(false),
});

function checkMobile(value: { dialCode: string; mobile: string }, ctx: z.RefinementCtx) {
  const key = phoneProblem(value.dialCode, value.mobile);
  // with +44 (or 44) a delivery mobile must be a UK mobile, and the message says so
  const notUkMobile = value.dialCode.replace(/^\+/, '') === '44' && !/^0?7\d{9}$/.test(value.mobile.replace(/[\s()-]/g, ''));
  const problem = key === 'required' || !notUkMobile ? key : 'mobileInvalid';
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['mobile'] });
}

export const SaveAddressBody = AddressFields.strict().superRefine(checkMobile);
export type SaveAddressBody = z.infer<typeof SaveAddressBody>;
export type AddressInput = z.input<typeof SaveAddressBody>;
export const UpdateAddressBody = AddressFields.extend({ id: AddressId }).strict().superRefine(checkMobile);
export type UpdateAddressBody = z.infer<typeof UpdateAddressBody>;
