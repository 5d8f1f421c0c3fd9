/**
 * The goods owner's legal details for VAT invoices (issue 35 item 3; docs/decisions.md "Goods owners' legal
 * details"): the registered company name, registered address, Companies House number and UK VAT number that
 * every invoice issued on the owner's behalf carries. The same fields check the console's form and the server.
 * A change reaches invoices issued after it; an invoice already issued keeps the details it was issued with.
 */
import { z } from 'zod';
import { companyNumberProblem, normaliseCompanyNumber, normaliseUkVatNumber, ukVatNumberProblem } from '../rules/company';
import { requiredText, ruleString } from './common';
import { epochTime } from './fields';
import { Postcode } from './payment-fields';

/** A registered company name as Companies House spells it. */
export const LegalName = requiredText(160);
export const AddressLine = requiredText(100);
export const OptionalAddressLine = z.string({ error: 'wrongType' }).trim().max(100, { error: 'tooLong' }).default('');
export const Town = requiredText(60);
/** Companies House format (eight digits, or a known prefix and six digits), stored as '01234567'; blank when the owner is not a company (a sole trader). */
export const OptionalCompanyNumber = z
  .string({ error: 'wrongType' })
  .max(20, { error: 'tooLong' })
  .default('')
  .superRefine((value, ctx) => {
    if (value.trim() === '') return;
    const key = companyNumberProblem(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  })
  .transform((value) => (value.trim() === '' ? '' : normaliseCompanyNumber(value)));
/** A UK VAT number, GB or XI with HMRC's check digits, stored as 'GB123456789'. Required: a VAT invoice needs it. */
export const UkVatNumber = ruleString(ukVatNumberProblem, 30).transform(normaliseUkVatNumber);

export const LegalDetailsFields = {
  legalName: LegalName,
  addressLine1: AddressLine,
  addressLine2: OptionalAddressLine,
  town: Town,
  postcode: Postcode,
  companyNumber: OptionalCompanyNumber,
  vatNumber: UkVatNumber,
};

/** What a goods owner saves: every field at once (a partial update is not taken). */
export const UpdateLegalDetailsBody = z.object(LegalDetailsFields).strict();
export type UpdateLegalDetailsBody = z.infer<typeof UpdateLegalDetailsBody>;
export type LegalDetailsInput = z.input<typeof UpdateLegalDetailsBody>;

/**
 * The details as stored. `registeredAddress` is the one line invoices print (the address fields joined);
 * owners whose details came from their application or the catalogue before this form may have only that
 * line, with the address fields blank. `updatedAt` is null until the owner first saves.
 */
export const LegalDetails = z
  .object({
    legalName: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    town: z.string(),
    postcode: z.string(),
    companyNumber: z.string(),
    vatNumber: z.string(),
    registeredAddress: z.string(),
    updatedAt: epochTime().nullable(),
  })
  .strict();
export type LegalDetails = z.infer<typeof LegalDetails>;

/** The one address line an invoice prints: the lines, the town and the postcode, blanks left out. */
export const registeredAddressLine = (details: Pick<UpdateLegalDetailsBody, 'addressLine1' | 'addressLine2' | 'town' | 'postcode'>): string =>
  [details.addressLine1, details.addressLine2, details.town, details.postcode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
