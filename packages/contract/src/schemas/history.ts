/** Browsing history requests and answers (issue 14, MyTracks): days of product cards, newest first. */
import { z } from 'zod';
import { ProductCard } from './catalogue';
import { epochTime, integer } from './fields';

const Id = z.number({ error: 'required' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });
/** A calendar day as 'yyyy-MM-dd' (London's calendar). */
const Day = z
  .string({ error: 'required' })
  .regex(/^20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'invalidValue' })
  .refine(
    (day) => {
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      return new Date(Date.UTC(year, month - 1, date)).getUTCDate() === date;
    },
    { error: 'invalidValue' },
  );

export const HistoryPageBody = z
  .object({
    pageNum: z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(1000, { error: 'invalidValue' }).default(1),
    pageSize: z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(100, { error: 'invalidValue' }).default(40),
  })
  .strict();
export type HistoryPageBody = z.infer<typeof HistoryPageBody>;

export const HistoryEntry = ProductCard.extend({ viewedAt: epochTime() }).strict();
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** One page of the history, its entries grouped by the day they were opened. */
export const HistoryPage = z
  .object({
    days: z.array(z.object({ day: z.string(), list: z.array(HistoryEntry) }).strict()),
    /** entries in the whole history */
    total: integer(),
    pageNum: integer(),
    pageSize: integer(),
  })
  .strict();
export type HistoryPage = z.infer<typeof HistoryPage>;

export const RemoveHistoryEntryBody = z.object({ productId: Id, day: Day }).strict();
export type RemoveHistoryEntryBody = z.infer<typeof RemoveHistoryEntryBody>;
export const RemoveHistoryDayBody = z.object({ day: Day }).strict();
export type RemoveHistoryDayBody = z.infer<typeof RemoveHistoryDayBody>;
