/**
 * The payment service's requests and responses: paying a trade by card, balance, Alipay or
 * WeChat (sandbox), and the wallet (balances, ledger, payment password, saved cards,
 * withdrawals, top-ups). The full card number and CVV are only ever request fields.
 */
import { z } from 'zod';
import type { PaymentMethod } from '../rules/order';
import { requiredText } from './common';
import { ClientKey } from './order';
import { CardExpiryMonth, CardExpiryYear, CardNumber, Cvv, PaymentPassword, WithdrawalAmount, refineCardExpiry } from './payment-fields';
import { Password } from './user';

const Id = z.number({ error: 'required' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });
const TradeNo = z.string({ error: 'required' }).regex(/^[A-Z0-9]{6,32}$/, { error: 'invalidValue' });
/**
 * The most one payment, top-up or withdrawal may move: £1,000,000.00 in pence (the UK Faster
 * Payments limit per transfer). Checkouts stop far below it (ORDER_AMOUNT_LIMIT); wallet columns
 * are bigint, so any number of such movements adds up without overflow.
 */
export const AMOUNT_MAX_PENCE = 100_000_000;
/** pence */
const Amount = z.number({ error: 'required' }).int({ error: 'amountInvalid' }).positive({ error: 'amountInvalid' }).max(AMOUNT_MAX_PENCE, { error: 'amountTooLarge' });

/** A new card as typed by the buyer. */
export const NewCard = z
  .object({
    number: CardNumber,
    holderName: requiredText(100),
    expiryMonth: CardExpiryMonth,
    expiryYear: CardExpiryYear,
    cvv: Cvv,
    billingAddressId: z.number({ error: 'billingAddressRequired' }).int().positive({ error: 'billingAddressRequired' }).max(2_147_483_647, { error: 'invalidValue' }),
  })
  .strict()
  .superRefine(refineCardExpiry);
export type NewCard = z.infer<typeof NewCard>;
export type NewCardInput = z.input<typeof NewCard>;

const PaymentBase = {
  tradeNo: TradeNo,
  /** what the buyer saw and agreed to pay; must equal the trade's amount */
  amount: Amount,
  /** idempotency key: the same key repeats the same payment, never a second charge */
  paymentKey: ClientKey,
};

export const PayByCardBody = z
  .object({
    ...PaymentBase,
    card: NewCard.optional(),
    savedCardId: Id.optional(),
    /** with a saved card the CVV is asked again */
    cvv: Cvv.optional(),
    saveCard: z.boolean({ error: 'wrongType' }).default(false),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!value.card && value.savedCardId === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['card'] });
    if (value.card && value.savedCardId !== undefined) ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['savedCardId'] });
    if (value.savedCardId !== undefined && !value.cvv) ctx.addIssue({ code: 'custom', message: 'required', path: ['cvv'] });
  });
export type PayByCardBody = z.infer<typeof PayByCardBody>;
export type PayByCardInput = z.input<typeof PayByCardBody>;

export const PayByBalanceBody = z.object({ ...PaymentBase, paymentPassword: PaymentPassword }).strict();
export type PayByBalanceBody = z.infer<typeof PayByBalanceBody>;

export const StartQrPaymentBody = z.object({ ...PaymentBase, method: z.union([z.literal(1), z.literal(2)], { error: 'invalidValue' }) }).strict();
export type StartQrPaymentBody = z.infer<typeof StartQrPaymentBody>;

export interface PaymentResult {
  paymentNo: string;
  tradeNo: string;
  method: PaymentMethod;
  amount: number;
  /** 'succeeded' or 'pending' (QR codes until confirmed); failures are error envelopes */
  status: 'succeeded' | 'pending' | 'failed';
  paidAt: number | null;
}

export interface QrPayment {
  paymentNo: string;
  tradeNo: string;
  method: 1 | 2;
  amount: number;
  /** data: URL of a PNG QR code that opens confirmUrl */
  qrCode: string;
  /** the sandbox payment page the buyer's phone opens */
  confirmUrl: string;
  expiresAt: number;
}

export const PaymentStatusBody = z.object({ tradeNo: TradeNo }).strict();
export type PaymentStatusBody = z.infer<typeof PaymentStatusBody>;
export interface PaymentStatus {
  tradeNo: string;
  /** 1 awaiting payment, 2 paid, 3 closed */
  tradeStatus: 1 | 2 | 3;
  paymentMethod: PaymentMethod | null;
  paidAt: number | null;
}

/** The sandbox wallet page (Alipay / WeChat) a phone opens from the QR code; the token is the capability. */
export const SandboxQrBody = z.object({ token: z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{20,64}$/, { error: 'invalidValue' }) }).strict();
export type SandboxQrBody = z.infer<typeof SandboxQrBody>;
export const SandboxQrConfirmBody = SandboxQrBody.extend({ approve: z.boolean({ error: 'required' }) }).strict();
export type SandboxQrConfirmBody = z.infer<typeof SandboxQrConfirmBody>;
export interface SandboxQrView {
  method: 1 | 2;
  amount: number;
  merchant: string;
  tradeNo: string;
  /** 'pending', 'succeeded', 'declined' or 'expired' */
  status: 'pending' | 'succeeded' | 'declined' | 'expired';
  expiresAt: number;
}

// ---- wallet ----
export interface WalletInfo {
  /** available + frozen */
  balance: number;
  available: number;
  frozen: number;
  hasPaymentPassword: boolean;
}

export const WalletTransactionsBody = z
  .object({
    direction: z.enum(['all', 'income', 'expense'], { error: 'invalidValue' }).default('all'),
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(10),
  })
  .strict();
export type WalletTransactionsBody = z.infer<typeof WalletTransactionsBody>;
export type WalletTransactionsInput = z.input<typeof WalletTransactionsBody>;

export type WalletTransactionType = 'topUp' | 'payment' | 'refund' | 'withdrawal' | 'openingCredit' | 'penalty';
export interface WalletTransaction {
  serialNo: string;
  transactionId: string;
  /** epoch seconds */
  time: number;
  direction: 'income' | 'expense';
  type: WalletTransactionType;
  amount: number;
  /** available + frozen after this movement */
  balanceAfter: number;
  remarks: string;
}

export const SetPaymentPasswordBody = z
  .object({ loginPassword: Password, paymentPassword: PaymentPassword, confirmPaymentPassword: PaymentPassword })
  .strict()
  .refine((value) => value.paymentPassword === value.confirmPaymentPassword, { error: 'passwordsDiffer', path: ['confirmPaymentPassword'] });
export type SetPaymentPasswordBody = z.infer<typeof SetPaymentPasswordBody>;

export interface SavedCard {
  id: number;
  brand: 'visa' | 'mastercard';
  last4: string;
  holderName: string;
  expiryMonth: number;
  expiryYear: number;
  billingAddressId: number | null;
  createdAt: number;
}

export const AddCardBody = NewCard;
export type AddCardBody = NewCard;

export const WithdrawBody = z
  .object({
    amount: WithdrawalAmount.max(AMOUNT_MAX_PENCE, { error: 'amountTooLarge' }),
    savedCardId: Id,
    remarks: z.string({ error: 'wrongType' }).trim().max(200, { error: 'tooLong' }).default(''),
    paymentPassword: PaymentPassword,
  })
  .strict()
  .refine((value) => value.amount > 0, { error: 'withdrawalZero', path: ['amount'] });
export type WithdrawBody = z.infer<typeof WithdrawBody>;
export type WithdrawInput = z.input<typeof WithdrawBody>;

export interface Withdrawal {
  withdrawalNo: string;
  amount: number;
  cardLast4: string;
  /** 'pending' while the bank transfer runs (amount frozen), then 'completed' */
  status: 'pending' | 'completed';
  remarks: string;
  createdAt: number;
}

export const TopUpBody = z
  .object({ amount: Amount, paymentKey: ClientKey, savedCardId: Id, cvv: Cvv })
  .strict();
export type TopUpBody = z.infer<typeof TopUpBody>;
