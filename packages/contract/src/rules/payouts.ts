/**
 * Paying goods owners (issue 35 item 4; issue 33 item 6; docs/decisions.md "Goods owners paid"). Plain constants and
 * functions, the one home of the arithmetic: the server settles and pays with them, the console shows and the tests
 * check with them.
 *
 * Each goods owner has a ledger of signed entries in pence whose sum is their balance: a completed order's sale (+) and
 * the platform's commission on it (−), a refund or compensation after settlement (−) with the commission on it given
 * back (+), a payout (−), and a payout Stripe refused, put back (+). An order's entries are due (may be paid out) once
 * its return window has passed after it completed; a payout and its reversal count at once.
 */
import type { Bilingual } from '../messages';
import { PLATFORM_FEE_BASIS_POINTS, platformFee, settlementClawback } from './refund';

/** The commission rate, a platform setting in basis points: 0 to 50.00%, 4.00% until operations change it. */
export const COMMISSION_DEFAULT_BASIS_POINTS = PLATFORM_FEE_BASIS_POINTS;
export const COMMISSION_MIN_BASIS_POINTS = 0;
export const COMMISSION_MAX_BASIS_POINTS = 5_000;

export const OWNER_LEDGER_KINDS = ['sale', 'commission', 'refund', 'payout', 'payoutReversal'] as const;
export type OwnerLedgerKind = (typeof OWNER_LEDGER_KINDS)[number];

export const OwnerLedgerKindText: Record<OwnerLedgerKind, Bilingual> = {
  sale: { en: 'Sale', zh: '销售' },
  commission: { en: 'Platform commission', zh: '平台佣金' },
  refund: { en: 'Refund or compensation', zh: '退款或补偿' },
  payout: { en: 'Payout', zh: '结算打款' },
  payoutReversal: { en: 'Payout returned', zh: '打款退回' },
};

/** How a payout reached the goods owner: a bank transfer finance made and recorded, or a Stripe Connect transfer. */
export const PAYOUT_METHODS = ['bank', 'stripe'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const PayoutMethodText: Record<PayoutMethod, Bilingual> = {
  bank: { en: 'Bank transfer', zh: '银行转账' },
  stripe: { en: 'Stripe transfer', zh: 'Stripe 转账' },
};

/** A payout is paid (a bank transfer recorded, or Stripe took the transfer), pending (Stripe did not answer yet) or failed (Stripe refused it: its money is back in the balance). */
export const PAYOUT_STATUSES = ['paid', 'pending', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PayoutStatusText: Record<PayoutStatus, Bilingual> = {
  paid: { en: 'Paid', zh: '已打款' },
  pending: { en: 'Sending', zh: '转账中' },
  failed: { en: 'Failed, returned to the balance', zh: '失败，已退回余额' },
};

/** A Stripe Connect account id: acct_ and letters or digits. */
export const STRIPE_ACCOUNT_PATTERN = /^acct_[A-Za-z0-9]{8,40}$/;
/** Finance's reference for a payout (the bank transfer's reference): 1 to 100 characters. */
export const PAYOUT_REFERENCE_MAX = 100;

/** Whether `rate` is a commission rate the platform takes: whole basis points from 0 to 5,000. */
export const isCommissionRate = (rate: number): boolean => Number.isSafeInteger(rate) && rate >= COMMISSION_MIN_BASIS_POINTS && rate <= COMMISSION_MAX_BASIS_POINTS;

/** The commission on `gross` pence at `rate` basis points, rounded to the nearest penny (a half penny up). */
export function commissionOf(gross: number, rate: number): number {
  if (!isCommissionRate(rate)) throw new RangeError(`commission rate must be whole basis points from 0 to 5000: ${rate}`);
  return platformFee(gross, rate);
}

/** What the goods owner earns on `gross` pence of sales at `rate`: the gross less the commission. */
export const earnedOf = (gross: number, rate: number): number => gross - commissionOf(gross, rate);

/**
 * A refund of `refund` pence after settlement, when the settlement (less refunds taken back so far) still pays for
 * `settledGross` at `rate`: the refund taken off, and the commission on it given back (their difference is what the
 * goods owner loses). The sums telescope: the owner ends with exactly earnedOf(what the buyer finally paid).
 */
export function refundClawback(settledGross: number, refund: number, rate: number): { refund: number; commissionBack: number; net: number } {
  const net = settlementClawback(settledGross, refund, rate);
  return { refund, commissionBack: refund - net, net };
}

/** Basis points as a percentage with two decimals: 400 → "4.00". */
export const basisPointsToPercent = (rate: number): string => `${Math.floor(rate / 100)}.${String(rate % 100).padStart(2, '0')}`;

/**
 * What may be paid out now: what is due (the sum of the entries whose time has come), never more than the balance
 * (a refund of money not yet due is taken from it) and never below nothing.
 */
export const payableOf = (balance: number, dueSum: number): number => Math.max(0, Math.min(balance, dueSum));

// ---- the settlement statement as a CSV file ----

export interface StatementFigures {
  /** epoch seconds, from (inclusive) and to (exclusive) */
  from: number;
  to: number;
  sales: number;
  commission: number;
  refunds: number;
  payouts: number;
  /** sales − commission − refunds over the period (commission given back with refunds counted in commission) */
  net: number;
  balance: number;
  due: number;
}

export interface StatementLine {
  at: number;
  kind: OwnerLedgerKind;
  reference: string;
  orderNo: string | null;
  /** signed pence */
  amount: number;
}

/** Pence as pounds with two decimals, a minus sign when negative: −1234 → "-12.34". */
export function penceToPounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One text field: quoted when it holds a comma, quote or line break; text a spreadsheet would run as a formula is defused. */
export function csvText(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const StatementWords = {
  title: { en: 'ClearLot settlement statement', zh: 'ClearLot 结算对账单' },
  owner: { en: 'Goods owner', zh: '货主' },
  period: { en: 'Period (UTC)', zh: '期间（UTC）' },
  sales: { en: 'Sales', zh: '销售额' },
  commission: { en: 'Platform commission', zh: '平台佣金' },
  refunds: { en: 'Refunds and compensation', zh: '退款及补偿' },
  net: { en: 'Earned in the period', zh: '本期应得' },
  payouts: { en: 'Paid out in the period', zh: '本期已打款' },
  balance: { en: 'Balance now', zh: '当前余额' },
  due: { en: 'Due now (may be paid out)', zh: '当前可结算' },
  date: { en: 'Date (UTC)', zh: '日期（UTC）' },
  kind: { en: 'Entry', zh: '类型' },
  reference: { en: 'Reference', zh: '参考号' },
  order: { en: 'Order', zh: '订单' },
  amount: { en: 'Amount (GBP)', zh: '金额（英镑）' },
} satisfies Record<string, Bilingual>;

const isoDay = (epoch: number) => new Date(epoch * 1000).toISOString().slice(0, 10);
const isoTime = (epoch: number) => new Date(epoch * 1000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The statement as CSV in one language: UTF-8 with a byte-order mark (so Excel reads Chinese names), CRLF lines, the
 * figures first and then every entry of the period. Amounts are plain numbers (a minus sign is a number, not a formula).
 */
export function statementCsv(ownerName: string, figures: StatementFigures, lines: readonly StatementLine[], language: 'en' | 'zh'): string {
  const w = (key: keyof typeof StatementWords) => csvText(StatementWords[key][language]);
  const rows: string[] = [
    w('title'),
    `${w('owner')},${csvText(ownerName)}`,
    `${w('period')},${isoDay(figures.from)},${isoDay(figures.to - 1)}`,
    `${w('sales')},${penceToPounds(figures.sales)}`,
    `${w('commission')},${penceToPounds(-figures.commission)}`,
    `${w('refunds')},${penceToPounds(-figures.refunds)}`,
    `${w('net')},${penceToPounds(figures.net)}`,
    `${w('payouts')},${penceToPounds(-figures.payouts)}`,
    `${w('balance')},${penceToPounds(figures.balance)}`,
    `${w('due')},${penceToPounds(figures.due)}`,
    '',
    [w('date'), w('kind'), w('reference'), w('order'), w('amount')].join(','),
    ...lines.map((line) =>
      [isoTime(line.at), csvText(OwnerLedgerKindText[line.kind][language]), csvText(line.reference), csvText(line.orderNo ?? ''), penceToPounds(line.amount)].join(','),
    ),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

export const statementFileName = (from: number, to: number, language: 'en' | 'zh'): string => `clearlot-statement-${isoDay(from)}-${isoDay(to - 1)}-${language}.csv`;
