/**
 * Account closure (docs/product.md §4 "Account closure steps", §7 /buyer/cancel, §8 "pending orders
 * block closure"): the e-mail code (scene closeAccount), the check of what still binds the account,
 * delisting a goods owner's products, the password; then the account is closed.
 */
import { z } from 'zod';
import { integer } from './fields';
import { VerificationCode } from './user';

/** The code e-mailed to the account's own address for closing it (every closure step carries it). */
export const ClosureCodeBody = z.object({ code: VerificationCode }).strict();
export type ClosureCodeBody = z.infer<typeof ClosureCodeBody>;

/** The last step: the same code and the account password. */
export const CloseAccountBody = z
  .object({
    code: VerificationCode,
    password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64, { error: 'tooLong' }),
  })
  .strict();
export type CloseAccountBody = z.infer<typeof CloseAccountBody>;

/**
 * What keeps an account open, in the order the page shows them. Each one names what blocks and
 * where the holder settles it: open orders (as buyer or as goods owner), open return requests, open
 * after-sales requests, refunds to the holder still on their way, money in the wallet.
 */
export const CLOSURE_BLOCKER_KINDS = ['openOrders', 'openReturns', 'openAfterSales', 'refundsInProgress', 'walletBalance', 'shopBalance'] as const;
export const ClosureBlockerKind = z.enum(CLOSURE_BLOCKER_KINDS);
export type ClosureBlockerKind = z.infer<typeof ClosureBlockerKind>;

/** Blocking records listed by their numbers, at most this many per kind (the count says how many in all). */
export const CLOSURE_REFS_SHOWN = 5;

export const ClosureRef = z.object({ no: z.string(), asOwner: z.boolean() }).strict();
export type ClosureRef = z.infer<typeof ClosureRef>;

export const ClosureBlocker = z
  .object({
    kind: ClosureBlockerKind,
    /** how many records block (for the wallet: 1) */
    count: integer(),
    /** the wallet's balance in pence, or the refunds' total; null for the others */
    amount: integer().nullable(),
    /** the first blocking records (order, return, after-sales or refund numbers), each saying whether the holder is its goods owner (a sale of their shop) */
    refs: z.array(ClosureRef),
  })
  .strict();
export type ClosureBlocker = z.infer<typeof ClosureBlocker>;

export const ClosureCheck = z
  .object({
    /** the address the code went to, partly hidden (j***@example.com) */
    maskedEmail: z.string(),
    /** the account has a shop (step 3 applies) */
    goodsOwner: z.boolean(),
    /** the shop's products still on sale; closing needs 0 */
    listedProducts: integer(),
    blockers: z.array(ClosureBlocker),
    /** nothing blocks and nothing is on sale: the password step may close the account */
    ready: z.boolean(),
  })
  .strict();
export type ClosureCheck = z.infer<typeof ClosureCheck>;

/** The answer to taking every product off sale (step 3): how many were taken off, and the check after. */
export const ClosureDelistResult = z.object({ delisted: integer(), check: ClosureCheck }).strict();
export type ClosureDelistResult = z.infer<typeof ClosureDelistResult>;

/** Where the code went, for the first step's text. */
export const ClosureStart = z.object({ maskedEmail: z.string(), resendAfter: integer(), expiresIn: integer() }).strict();
export type ClosureStart = z.infer<typeof ClosureStart>;

/** j***@example.com: the first character of the local part and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
