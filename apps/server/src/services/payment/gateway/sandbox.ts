/**
 * The sandbox card gateway. It stands in for a real acquirer: it checks a card's structure,
 * tokenises it, decides whether a charge is approved and refunds charges. SANDBOX_DECLINED_CARDS
 * are declined, every other valid Visa or Mastercard number is approved; refunds to
 * SANDBOX_REFUND_FAILING_CARDS are refused, every other refund is made. The decision is recorded in the
 * token itself (as a real gateway records it against the token on its side), so a saved card
 * keeps the outcome of the number it was made from and nothing lives in one process's memory.
 * The full number and the CVV go no further than this module: callers keep brand, last 4 and
 * token only.
 */
import { randomBytes } from 'node:crypto';
import {
  type CardBrand,
  CARD_LENGTHS,
  SANDBOX_DECLINED_CARDS,
  SANDBOX_REFUND_FAILING_CARDS,
  cardExpiryProblem,
  cvvProblem,
  detectCardBrand,
  luhnValid,
  normaliseCardNumber,
} from '@clearlot/contract';
import { fail } from '../../../platform/errors';

export interface CardDetails {
  number: string;
  holderName: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

export interface TokenisedCard {
  token: string;
  brand: CardBrand;
  last4: string;
}

export type ChargeDecision = 'approved' | 'declined';

/** ok: charges approved and refunds made; norefund: charges approved, refunds refused; decline: charges declined. */
const TOKEN = /^sbx_(ok|norefund|decline)_[A-Za-z0-9_-]{24}$/;
type TokenOutcome = 'ok' | 'norefund' | 'decline';
const outcomeOf = (token: string | null): TokenOutcome | null => (token ? ((TOKEN.exec(token)?.[1] as TokenOutcome | undefined) ?? null) : null);

function checkExpiry(expiryMonth: number, expiryYear: number): void {
  if (cardExpiryProblem(expiryMonth, expiryYear)) fail('cardParameterError');
}

function checkCvv(cvv: string): void {
  if (cvvProblem(cvv)) fail('cardParameterError');
}

/**
 * Checks a new card the way the acquirer would (brand, length, Luhn, holder, expiry, CVV) and
 * gives its token. Anything structurally wrong is cardParameterError.
 */
export function tokeniseCard(card: CardDetails): TokenisedCard {
  const number = normaliseCardNumber(card.number);
  const brand = detectCardBrand(number);
  if (!brand || !CARD_LENGTHS.includes(number.length) || (brand === 'mastercard' && number.length !== 16) || !luhnValid(number)) fail('cardParameterError');
  if (card.holderName.trim() === '') fail('cardParameterError');
  checkExpiry(card.expiryMonth, card.expiryYear);
  checkCvv(card.cvv);
  const outcome: TokenOutcome = SANDBOX_DECLINED_CARDS.includes(number) ? 'decline' : SANDBOX_REFUND_FAILING_CARDS.includes(number) ? 'norefund' : 'ok';
  return { token: `sbx_${outcome}_${randomBytes(18).toString('base64url')}`, brand, last4: number.slice(-4) };
}

/** Charges a tokenised card; the CVV is asked again for a saved card. */
export function chargeToken(token: string, charge: { amount: number; cvv: string; expiryMonth: number; expiryYear: number }): ChargeDecision {
  const outcome = outcomeOf(token);
  if (!outcome) fail('cardParameterError');
  if (!Number.isSafeInteger(charge.amount) || charge.amount <= 0) fail('cardParameterError');
  checkExpiry(charge.expiryMonth, charge.expiryYear);
  checkCvv(charge.cvv);
  return outcome === 'decline' ? 'declined' : 'approved';
}

/** Verifies a card before it is saved (a zero-value authorisation). */
export function verifyCard(card: TokenisedCard): ChargeDecision {
  return outcomeOf(card.token) === 'decline' ? 'declined' : 'approved';
}

export type RefundDecision = 'refunded' | 'refused';

/**
 * Refunds `amount` pence of a charge back to the card it was made with (its token). A token that
 * was never charged is a caller's bug.
 */
export function refundCharge(token: string | null, amount: number): RefundDecision {
  const outcome = outcomeOf(token);
  if (outcome === null || outcome === 'decline') throw new Error('a card refund needs the token of an approved charge');
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`a card refund must be a positive whole number of pence, got ${amount}`);
  return outcome === 'ok' ? 'refunded' : 'refused';
}
