/** VAT number rule of docs/product.md §5: letters and digits only, at most 20 characters. */
import type { Bilingual, ValidationMessageKey } from '../messages';

export const VAT_NUMBER_MAX = 20;

/** Stored spelling: surrounding white space removed, letters upper case ('gb123456789' → 'GB123456789'). */
export function normaliseVatNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** Checks a VAT number (surrounding white space ignored). Blank is 'required'; optional fields skip the rule when blank. */
export function vatNumberProblem(value: string): ValidationMessageKey | null {
  const vat = value.trim();
  if (vat.length === 0) return 'required';
  return vat.length <= VAT_NUMBER_MAX && /^[A-Za-z0-9]+$/.test(vat) ? null : 'vatInvalid';
}

/*
 * VAT on sales (issue 35 item 2; docs/decisions.md "VAT"). Every amount is whole pence.
 *
 * - A product's rate is one of the UK's three: standard 20%, reduced 5%, zero. Prices are stored and
 *   quoted ex VAT (net); VAT is added on top.
 * - Rounding is per line: a line's VAT is its net (after any coupon) × the rate, rounded to the nearest
 *   penny, a half penny up (HMRC VAT Notice 700 §17.6 allows line-level rounding to the nearest penny when
 *   it is applied consistently). An invoice's VAT per rate and its total VAT are the sums of its lines'
 *   VAT, so what the buyer was charged line by line and what the invoice says always agree.
 * - Delivery charged with the goods follows the goods' VAT (HMRC VAT Notice 700/24 §2): with goods at one
 *   rate it is taxed at that rate; with goods at several rates it is apportioned in proportion to the
 *   goods' net value at each rate (after coupons), each part taxed at its rate (`apportionByRate`).
 * - Coupons are discounts: they reduce the taxable amount (VAT is on the net after the coupon). Points
 *   are a means of payment: they pay part of the gross and do not change the VAT.
 */

export const VAT_RATES = ['standard', 'reduced', 'zero'] as const;
export type VatRate = (typeof VAT_RATES)[number];
/** A product's rate unless its goods owner sets another. */
export const DEFAULT_VAT_RATE: VatRate = 'standard';

/** Each rate in basis points: 20%, 5%, 0%. */
export const VAT_RATE_BASIS_POINTS: Record<VatRate, number> = { standard: 2000, reduced: 500, zero: 0 };

export const VatRateText: Record<VatRate, Bilingual> = {
  standard: { en: 'Standard rate 20%', zh: '标准税率 20%' },
  reduced: { en: 'Reduced rate 5%', zh: '优惠税率 5%' },
  zero: { en: 'Zero rate 0%', zh: '零税率 0%' },
};

/** The rate as a percentage for display: '20%', '5%', '0%'. */
export const vatPercent = (rate: VatRate): string => `${VAT_RATE_BASIS_POINTS[rate] / 100}%`;

function wholePence(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole, non-negative number of pence: ${value}`);
  return value;
}

/** The VAT on `net` pence at `rate`: net × rate to the nearest penny, a half penny up (BigInt keeps it exact). */
export function vatOn(net: number, rate: VatRate): number {
  const exact = BigInt(wholePence(net, 'net')) * BigInt(VAT_RATE_BASIS_POINTS[rate]);
  return Number((exact + 5_000n) / 10_000n);
}

/** A net amount split: the net, its VAT and the gross (net + VAT). */
export interface VatSplit {
  net: number;
  vat: number;
  gross: number;
}

/** `net` pence at `rate`: its VAT (rounded once, here) and gross. */
export function vatSplit(net: number, rate: VatRate): VatSplit {
  const vat = vatOn(net, rate);
  return { net, vat, gross: net + vat };
}

/**
 * A VAT-inclusive amount split (orders placed before prices were quoted ex VAT were charged what is now
 * read as a gross): the net is gross ÷ (1 + rate) to the nearest penny, the VAT the rest.
 */
export function vatInclusiveSplit(gross: number, rate: VatRate): VatSplit {
  const points = BigInt(VAT_RATE_BASIS_POINTS[rate]);
  const exact = BigInt(wholePence(gross, 'gross')) * 10_000n;
  const whole = 10_000n + points;
  const net = Number((exact * 2n + whole) / (whole * 2n));
  return { net, vat: gross - net, gross };
}

/** One rate's part of an amount: its net and its VAT. */
export interface VatPart {
  rate: VatRate;
  net: number;
  vat: number;
}

/**
 * `amount` shared among `weights` in proportion, whole pence adding up to `amount` exactly: floors,
 * then one penny each to the largest remainders, the earlier on a tie (the rule coupon shares use).
 * All weights 0: everything to the first.
 */
export function shareByWeight(amount: number, weights: readonly number[]): number[] {
  wholePence(amount, 'amount');
  const whole = weights.reduce((total, weight) => total + BigInt(wholePence(weight, 'weight')), 0n);
  if (amount === 0 || weights.length === 0) return weights.map(() => 0);
  if (whole === 0n) return weights.map((_, index) => (index === 0 ? amount : 0));
  const parts = weights.map((weight, index) => {
    const exact = BigInt(amount) * BigInt(weight);
    return { index, share: Number(exact / whole), remainder: exact % whole };
  });
  let pennies = amount - parts.reduce((total, part) => total + part.share, 0);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const part of byRemainder) {
    if (pennies === 0) break;
    part.share += 1;
    pennies -= 1;
  }
  return parts.map((part) => part.share);
}

/**
 * Delivery charged with goods (HMRC VAT Notice 700/24 §2): `net` pence of delivery apportioned over the
 * rates of the goods it carries in proportion to their net value at each rate, each part taxed at its
 * rate. Goods whose net is all 0 (coupons took it all) share it by their value before the coupons
 * (`fallback`); no goods at all: the standard rate. Rates in the order standard, reduced, zero; a rate
 * with no goods gets no part.
 */
export function apportionByRate(net: number, goods: ReadonlyArray<{ rate: VatRate; net: number; before?: number }>): VatPart[] {
  const rates = VAT_RATES.filter((rate) => goods.some((line) => line.rate === rate));
  if (rates.length === 0) return net === 0 ? [] : [{ rate: DEFAULT_VAT_RATE, net, vat: vatOn(net, DEFAULT_VAT_RATE) }];
  const valueAt = (pick: (line: { net: number; before?: number }) => number) =>
    rates.map((rate) => goods.filter((line) => line.rate === rate).reduce((total, line) => total + pick(line), 0));
  let weights = valueAt((line) => line.net);
  if (weights.every((weight) => weight === 0)) weights = valueAt((line) => line.before ?? 0);
  const shares = shareByWeight(net, weights);
  return rates.map((rate, index) => ({ rate, net: shares[index]!, vat: vatOn(shares[index]!, rate) }));
}

/** Net and VAT per rate added up, in the order standard, reduced, zero; rates with nothing left out. */
export function vatByRate(parts: ReadonlyArray<VatPart>): VatPart[] {
  return VAT_RATES.flatMap((rate) => {
    const at = parts.filter((part) => part.rate === rate);
    if (at.length === 0) return [];
    return [{ rate, net: at.reduce((total, part) => total + part.net, 0), vat: at.reduce((total, part) => total + part.vat, 0) }];
  });
}
