/**
 * Zod fields for addresses, cards and wallet forms, built from the §5 rule functions so forms and
 * routes share one definition. Fields that have a canonical spelling (postcode, card number,
 * VAT number) output it after validation.
 */
import { z } from 'zod';
import { deliveryPostcodeProblem, normalisePostcode, postcodeProblem } from '../rules/address';
import { cardExpiryProblem, cardNumberProblem, cvvProblem, normaliseCardNumber, paymentPasswordProblem, withdrawalAmountProblem } from '../rules/card';
import { normaliseVatNumber, vatNumberProblem } from '../rules/vat';
import { ruleString } from './common';

/** Any UK postcode, output as 'SW1A 1AA'. */
export const Postcode = ruleString(postcodeProblem, 16).transform(normalisePostcode);
/** A delivery postcode: UK mainland only (docs/product.md §1), output as 'SW1A 1AA'. */
export const DeliveryPostcode = ruleString(deliveryPostcodeProblem, 16).transform(normalisePostcode);

/** Visa or Mastercard number (spaces and hyphens allowed when typed), output as digits only. */
export const CardNumber = ruleString(cardNumberProblem, 32).transform(normaliseCardNumber);
export const Cvv = ruleString(cvvProblem, 8);
export const PaymentPassword = ruleString(paymentPasswordProblem, 16);

/** A required VAT number, output trimmed and upper case. */
export const VatNumber = ruleString(vatNumberProblem).transform(normaliseVatNumber);
/** An optional VAT number: missing or blank gives undefined; otherwise as VatNumber. */
export const OptionalVatNumber = z
  .string({ error: 'wrongType' })
  .max(140, { error: 'tooLong' })
  .optional()
  .superRefine((value, ctx) => {
    if (value === undefined || value.trim() === '') return;
    const key = vatNumberProblem(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  })
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : normaliseVatNumber(value)));

export const CardExpiryMonth = z.number({ error: 'required' }).int({ error: 'cardExpiryInvalid' });
/** Four-digit year (two digits are read as 20YY by cardExpiryProblem). */
export const CardExpiryYear = z.number({ error: 'required' }).int({ error: 'cardExpiryInvalid' });

export interface CardExpiryValue {
  expiryMonth: number;
  expiryYear: number;
}

/**
 * Adds the expiry issue (invalid or in the past, checked against today) to an object that has
 * expiryMonth and expiryYear; use it in the superRefine of a larger card body.
 */
export function refineCardExpiry(value: CardExpiryValue, ctx: z.RefinementCtx<CardExpiryValue>): void {
  const key = cardExpiryProblem(value.expiryMonth, value.expiryYear);
  if (key) ctx.addIssue({ code: 'custom', message: key, path: ['expiryMonth'] });
}

/** The card expiry pair as a standalone object. */
export const CardExpiry = z.object({ expiryMonth: CardExpiryMonth, expiryYear: CardExpiryYear }).strict().superRefine(refineCardExpiry);
export type CardExpiry = z.infer<typeof CardExpiry>;

/** A withdrawal amount in integer pence; zero is refused with 'Withdrawal amount cannot be zero.'. */
export const WithdrawalAmount = z
  .number({ error: 'required' })
  .int({ error: 'amountInvalid' })
  .superRefine((value, ctx) => {
    const key = withdrawalAmountProblem(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });
