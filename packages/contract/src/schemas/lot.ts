/**
 * A lot's manifest (issue 33 item 4): what the console's editor and a manifest import send, checked by
 * the server with the same schema, and what the listing, the product page and the CSV show.
 */
import { z } from 'zod';
import { CONDITION_GRADES, LISTING_PRICE_MAX_PENCE } from '../rules/listing';
import { LOT_DESCRIPTION_MAX, LOT_ROW_QUANTITY_MAX } from '../rules/lot';
import { integer, pence } from './fields';

const wholeNumber = (min: number, max: number, tooLarge: 'invalidValue' | 'amountTooLarge' = 'invalidValue') =>
  z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(min, { error: 'invalidValue' }).max(max, { error: tooLarge });

/** One row of a lot's manifest: an item, how many, one unit's retail value in pence (0 when unknown, never negative), its grade. */
export const ManifestRowInput = z
  .object({
    description: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(LOT_DESCRIPTION_MAX, { error: 'tooLong' }),
    quantity: wholeNumber(1, LOT_ROW_QUANTITY_MAX),
    retailValue: wholeNumber(0, LISTING_PRICE_MAX_PENCE, 'amountTooLarge'),
    condition: z.literal(CONDITION_GRADES, { error: 'invalidValue' }),
  })
  .strict();
export type ManifestRowInput = z.input<typeof ManifestRowInput>;

export const ManifestRow = z.object({ description: z.string(), quantity: integer(), retailValue: pence(), condition: integer() }).strict();
export type ManifestRow = z.infer<typeof ManifestRow>;
