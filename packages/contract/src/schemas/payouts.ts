/**
 * Goods owners paid (issue 35 item 4) and the owner's settlement statement (issue 33 item 6): the platform's commission
 * setting (operations), each owner's balance, due, ledger and payouts (finance; the owner their own), recording a
 * payout, and the statement of a period. docs/decisions.md "Goods owners paid".
 */
import { z } from 'zod';
import { DASHBOARD_MAX_SECONDS } from './dashboard';
import { AMOUNT_MAX_PENCE } from './payment';
import { ClientKey } from './order';
import { epochTime, integer, pageOf, pence, requestRowId, rowId } from './fields';
import {
  COMMISSION_MAX_BASIS_POINTS,
  COMMISSION_MIN_BASIS_POINTS,
  OWNER_LEDGER_KINDS,
  PAYOUT_METHODS,
  PAYOUT_REFERENCE_MAX,
  PAYOUT_STATUSES,
  STRIPE_ACCOUNT_PATTERN,
} from '../rules/payouts';

// ---- the commission setting (operations) ----
export const CommissionSetting = z
  .object({
    /** basis points: 400 is 4.00% */
    basisPoints: integer(),
    /** when and by whom it was last changed (null: the default, never changed) */
    updatedAt: epochTime().nullable(),
    updatedBy: z.string().nullable(),
  })
  .strict();
export type CommissionSetting = z.infer<typeof CommissionSetting>;

export const CommissionUpdateBody = z
  .object({
    basisPoints: z
      .number({ error: 'wrongType' })
      .int({ error: 'commissionRange' })
      .min(COMMISSION_MIN_BASIS_POINTS, { error: 'commissionRange' })
      .max(COMMISSION_MAX_BASIS_POINTS, { error: 'commissionRange' }),
  })
  .strict();
export type CommissionUpdateBody = z.input<typeof CommissionUpdateBody>;

// ---- an owner's money ----
export const OwnerMoney = z
  .object({
    ownerId: rowId(),
    /** the shop's name in English and in Chinese */
    ownerName: z.string(),
    ownerNameZh: z.string(),
    /** the Stripe Connect account payouts go to (null: payouts are bank transfers finance records) */
    stripeAccountId: z.string().nullable(),
    /** the ledger's sum */
    balance: pence(),
    /** what may be paid out now: earnings whose return window has passed, less payouts, never more than the balance */
    due: pence(),
    /** the rest of the balance, due when its orders' return windows pass */
    notYetDue: pence(),
    /** every payout not returned */
    paidOut: pence(),
    lastPayoutAt: epochTime().nullable(),
  })
  .strict();
export type OwnerMoney = z.infer<typeof OwnerMoney>;
export const OwnerMoneyPage = pageOf(OwnerMoney);
export type OwnerMoneyPage = z.infer<typeof OwnerMoneyPage>;

export const OwnerLedgerEntry = z
  .object({
    id: rowId(),
    kind: z.enum(OWNER_LEDGER_KINDS),
    /** signed pence: what the entry added to (or took from) the balance */
    amount: pence(),
    /** the settlement, refund or payout number */
    reference: z.string(),
    orderNo: z.string().nullable(),
    at: epochTime(),
    /** when it is due (its order's return window passed); a payout's is when it was made */
    dueAt: epochTime(),
  })
  .strict();
export type OwnerLedgerEntry = z.infer<typeof OwnerLedgerEntry>;

export const Payout = z
  .object({
    payoutNo: z.string(),
    ownerId: rowId(),
    amount: pence(),
    method: z.enum(PAYOUT_METHODS),
    status: z.enum(PAYOUT_STATUSES),
    /** finance's reference (the bank transfer's) */
    reference: z.string(),
    /** Stripe's transfer id (tr_…) once Stripe took it */
    transferId: z.string().nullable(),
    /** why Stripe refused it */
    failure: z.string().nullable(),
    createdAt: epochTime(),
    recordedBy: z.string(),
  })
  .strict();
export type Payout = z.infer<typeof Payout>;

/** An owner's payouts page: the figures, the newest ledger entries and payouts, and the commission rate in force. */
export const OwnerPayoutsView = z
  .object({
    money: OwnerMoney,
    entries: z.array(OwnerLedgerEntry),
    payouts: z.array(Payout),
    commissionBasisPoints: integer(),
  })
  .strict();
export type OwnerPayoutsView = z.infer<typeof OwnerPayoutsView>;

// ---- finance's desk ----
const keyword = z.string({ error: 'wrongType' }).trim().max(100, { error: 'tooLong' }).default('');
const pageNum = z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(10_000, { error: 'invalidValue' }).default(1);
const pageSize = z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(100, { error: 'invalidValue' }).default(20);

/** Goods owners by name, e-mail or id; `dueOnly` keeps those with something due. */
export const OwnerMoneyListBody = z.object({ keyword, dueOnly: z.boolean({ error: 'wrongType' }).default(false), pageNum, pageSize }).strict();
export type OwnerMoneyListBody = z.input<typeof OwnerMoneyListBody>;

export const PayoutOwnerBody = z.object({ ownerId: requestRowId() }).strict();
export type PayoutOwnerBody = z.input<typeof PayoutOwnerBody>;

export const RecordPayoutBody = z
  .object({
    ownerId: requestRowId(),
    amount: z.number({ error: 'wrongType' }).int({ error: 'amountInvalid' }).positive({ error: 'amountInvalid' }).max(AMOUNT_MAX_PENCE, { error: 'amountTooLarge' }),
    reference: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(PAYOUT_REFERENCE_MAX, { error: 'tooLong' }),
    /** the same key again answers the same payout: a retried request never pays twice */
    clientKey: ClientKey,
  })
  .strict();
export type RecordPayoutBody = z.input<typeof RecordPayoutBody>;

export const ConnectAccountBody = z
  .object({
    ownerId: requestRowId(),
    /** acct_…, or null to pay by bank transfer again */
    stripeAccountId: z.string({ error: 'wrongType' }).trim().regex(STRIPE_ACCOUNT_PATTERN, { error: 'stripeAccountFormat' }).nullable(),
  })
  .strict();
export type ConnectAccountBody = z.input<typeof ConnectAccountBody>;

// ---- the owner's settlement statement ----
const MAX_EPOCH = 253_402_300_799;
const periodTime = z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(0, { error: 'invalidValue' }).max(MAX_EPOCH, { error: 'invalidValue' });

export const StatementBody = z
  .object({ from: periodTime, to: periodTime })
  .strict()
  .superRefine((body, ctx) => {
    if (body.to <= body.from) ctx.addIssue({ code: 'custom', message: 'periodEndBeforeStart', path: ['to'] });
    else if (body.to - body.from > DASHBOARD_MAX_SECONDS) ctx.addIssue({ code: 'custom', message: 'periodTooLong', path: ['to'] });
  });
export type StatementBody = z.infer<typeof StatementBody>;

/** The statement's file: the period in epoch seconds (query strings) and its language. */
export const StatementFileQuery = z
  .object({
    from: z.coerce.number({ error: 'wrongType' }).pipe(periodTime),
    to: z.coerce.number({ error: 'wrongType' }).pipe(periodTime),
    lang: z.enum(['en', 'zh'], { error: 'invalidValue' }).default('en'),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.to <= body.from) ctx.addIssue({ code: 'custom', message: 'periodEndBeforeStart', path: ['to'] });
    else if (body.to - body.from > DASHBOARD_MAX_SECONDS) ctx.addIssue({ code: 'custom', message: 'periodTooLong', path: ['to'] });
  });

export const Statement = z
  .object({
    from: epochTime(),
    to: epochTime(),
    /** sales settled in the period (gross of what the buyers paid less refunds before settlement) */
    sales: pence(),
    /** commission on them, less commission given back with refunds after settlement */
    commission: pence(),
    /** refunds and compensation taken back after settlement */
    refunds: pence(),
    /** sales − commission − refunds */
    net: pence(),
    /** paid out in the period (less payouts returned) */
    payouts: pence(),
    /** now */
    balance: pence(),
    due: pence(),
    lines: z.array(z.object({ at: epochTime(), kind: z.enum(OWNER_LEDGER_KINDS), reference: z.string(), orderNo: z.string().nullable(), amount: pence() }).strict()),
  })
  .strict();
export type Statement = z.infer<typeof Statement>;
