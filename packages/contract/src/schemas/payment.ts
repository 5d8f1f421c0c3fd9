/**
 * The payment service's requests and responses: paying a trade by card, balance, Alipay or
 * WeChat (sandbox), and the wallet (balances, ledger, payment password, saved cards,
 * withdrawals, top-ups). The full card number and CVV are only ever request fields.
 */
import { z } from 'zod';
import { requiredText } from './common';
import { countedListOf, epochTime, pence, rowId } from './fields';
import { ClientKey, PaymentMethodCode, TradeStatusCode } from './order';
import { CardExpiryMonth, CardExpiryYear, CardNumber, Cvv, PaymentPassword, WithdrawalAmount, refineCardExpiry } from './payment-fields';
import { Password, VerificationCode } from './user';

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

export const PaymentResult = z
  .object({
    paymentNo: z.string(),
    tradeNo: z.string(),
    method: PaymentMethodCode,
    amount: pence(),
    /** 'succeeded' or 'pending' (QR codes until confirmed); failures are error envelopes */
    status: z.enum(['succeeded', 'pending', 'failed']),
    paidAt: epochTime().nullable(),
  })
  .strict();
export type PaymentResult = z.infer<typeof PaymentResult>;

/**
 * Which card payments this server takes (issue 35): 'stripe' when Stripe's keys are configured (the card
 * is typed into Stripe's own element, never sent here), 'sandbox' outside production without them (the
 * sandbox gateway approves test numbers), 'none' in production without them (card payments refused).
 */
export const CardProviderKind = z.enum(['stripe', 'sandbox', 'none']);
export type CardProviderKind = z.infer<typeof CardProviderKind>;
export const CardPaymentConfig = z
  .object({
    provider: CardProviderKind,
    /** Stripe's publishable key (pk_…) for Stripe.js when provider is 'stripe', else null */
    publishableKey: z.string().nullable(),
  })
  .strict();
export type CardPaymentConfig = z.infer<typeof CardPaymentConfig>;

/** Starting a card payment through Stripe: the same fields as every payment, idempotent by paymentKey. */
export const StartCardPaymentBody = z.object(PaymentBase).strict();
export type StartCardPaymentBody = z.infer<typeof StartCardPaymentBody>;
/**
 * What the storefront needs to take the card in Stripe's Payment Element: the publishable key and the
 * PaymentIntent's client secret. The payment is 'pending' until Stripe's webhook says it succeeded
 * (then the trade is paid; the page polls /pay/status), 'succeeded' on a replay after that.
 */
export const CardPaymentIntent = z
  .object({
    paymentNo: z.string(),
    tradeNo: z.string(),
    amount: pence(),
    currency: z.literal('gbp'),
    provider: z.literal('stripe'),
    publishableKey: z.string(),
    clientSecret: z.string(),
    status: z.enum(['pending', 'succeeded']),
  })
  .strict();
export type CardPaymentIntent = z.infer<typeof CardPaymentIntent>;

/** Alipay (1) or WeChat Pay (2). */
const QrMethodCode = z.literal([1, 2]);

export const QrPayment = z
  .object({
    paymentNo: z.string(),
    tradeNo: z.string(),
    method: QrMethodCode,
    amount: pence(),
    /** data: URL of a PNG QR code that opens confirmUrl */
    qrCode: z.string(),
    /** the sandbox payment page the buyer's phone opens */
    confirmUrl: z.string(),
    expiresAt: epochTime(),
  })
  .strict();
export type QrPayment = z.infer<typeof QrPayment>;

export const PaymentStatusBody = z.object({ tradeNo: TradeNo }).strict();
export type PaymentStatusBody = z.infer<typeof PaymentStatusBody>;
export const PaymentStatus = z
  .object({
    tradeNo: z.string(),
    /** 1 awaiting payment, 2 paid, 3 closed */
    tradeStatus: TradeStatusCode,
    paymentMethod: PaymentMethodCode.nullable(),
    paidAt: epochTime().nullable(),
  })
  .strict();
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** The sandbox wallet page (Alipay / WeChat) a phone opens from the QR code; the token is the capability. */
export const SandboxQrBody = z.object({ token: z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{20,64}$/, { error: 'invalidValue' }) }).strict();
export type SandboxQrBody = z.infer<typeof SandboxQrBody>;
export const SandboxQrConfirmBody = SandboxQrBody.extend({ approve: z.boolean({ error: 'required' }) }).strict();
export type SandboxQrConfirmBody = z.infer<typeof SandboxQrConfirmBody>;
export const SandboxQrView = z
  .object({
    method: QrMethodCode,
    amount: pence(),
    merchant: z.string(),
    tradeNo: z.string(),
    status: z.enum(['pending', 'succeeded', 'declined', 'expired']),
    expiresAt: epochTime(),
  })
  .strict();
export type SandboxQrView = z.infer<typeof SandboxQrView>;

// ---- wallet ----
export const WalletInfo = z
  .object({
    /** available + frozen */
    balance: pence(),
    available: pence(),
    frozen: pence(),
    hasPaymentPassword: z.boolean(),
  })
  .strict();
export type WalletInfo = z.infer<typeof WalletInfo>;

export const WalletTransactionsBody = z
  .object({
    direction: z.enum(['all', 'income', 'expense'], { error: 'invalidValue' }).default('all'),
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(10),
  })
  .strict();
export type WalletTransactionsBody = z.infer<typeof WalletTransactionsBody>;
export type WalletTransactionsInput = z.input<typeof WalletTransactionsBody>;
/** The ledger call may be sent without a body: all directions, first page. */
export const WalletTransactionsRequest = WalletTransactionsBody.optional();

/** settlement and settlementReversal are the goods owner's: sales paid to them, refunds taken back (rules/refund.ts). */
export const WalletTransactionType = z.enum(['topUp', 'payment', 'refund', 'withdrawal', 'openingCredit', 'penalty', 'settlement', 'settlementReversal']);
export type WalletTransactionType = z.infer<typeof WalletTransactionType>;
export const WalletTransaction = z
  .object({
    serialNo: z.string(),
    transactionId: z.string(),
    time: epochTime(),
    direction: z.enum(['income', 'expense']),
    type: WalletTransactionType,
    amount: pence(),
    /** available + frozen after this movement */
    balanceAfter: pence(),
    remarks: z.string(),
  })
  .strict();
export type WalletTransaction = z.infer<typeof WalletTransaction>;
/** A page of the ledger with the number of movements in the chosen direction. */
export const WalletTransactionPage = countedListOf(WalletTransaction);
export type WalletTransactionPage = z.infer<typeof WalletTransactionPage>;

export const SetPaymentPasswordBody = z
  .object({ loginPassword: Password, paymentPassword: PaymentPassword, confirmPaymentPassword: PaymentPassword })
  .strict()
  .refine((value) => value.paymentPassword === value.confirmPaymentPassword, { error: 'passwordsDiffer', path: ['confirmPaymentPassword'] });
export type SetPaymentPasswordBody = z.infer<typeof SetPaymentPasswordBody>;

/** A forgotten payment password is replaced with a code e-mailed to the account's address (scene paymentPassword). */
export const ResetPaymentPasswordBody = z
  .object({ code: VerificationCode, paymentPassword: PaymentPassword, confirmPaymentPassword: PaymentPassword })
  .strict()
  .refine((value) => value.paymentPassword === value.confirmPaymentPassword, { error: 'passwordsDiffer', path: ['confirmPaymentPassword'] });
export type ResetPaymentPasswordBody = z.infer<typeof ResetPaymentPasswordBody>;

export const SavedCard = z
  .object({
    id: rowId(),
    brand: z.enum(['visa', 'mastercard']),
    last4: z.string(),
    holderName: z.string(),
    expiryMonth: z.number().int(),
    expiryYear: z.number().int(),
    billingAddressId: rowId().nullable(),
    createdAt: epochTime(),
  })
  .strict();
export type SavedCard = z.infer<typeof SavedCard>;
export const SavedCardList = z.array(SavedCard);

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

export const Withdrawal = z
  .object({
    withdrawalNo: z.string(),
    amount: pence(),
    cardLast4: z.string(),
    /** 'pending' while the bank transfer runs (amount frozen), then 'completed' */
    status: z.enum(['pending', 'completed']),
    remarks: z.string(),
    createdAt: epochTime(),
  })
  .strict();
export type Withdrawal = z.infer<typeof Withdrawal>;
export const WithdrawalList = z.array(Withdrawal);

export const TopUpBody = z.object({ amount: Amount, paymentKey: ClientKey, savedCardId: Id, cvv: Cvv }).strict();
export type TopUpBody = z.infer<typeof TopUpBody>;
