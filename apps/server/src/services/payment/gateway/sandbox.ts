/**
 * The sandbox card gateway. It stands in for a real acquirer: it checks a card's structure,
 * tokenises it and decides whether a charge is approved. SANDBOX_DECLINED_CARDS are declined,
 * every other valid Visa or Mastercard number is approved. The decision is recorded in the
 * token itself (as a real gateway records it against the token on its side), so a saved card
 * keeps the outcome of the number it was made from and nothing lives in one process's memory.
 * The full number and the CVV go no further than this module: callers keep brand, last 4 and
 * token only.
 */
import { randomBytes } from 'node:crypto';
import { type CardBrand, CARD_LENGTHS, SANDBOX_DECLINED_CARDS, cardExpiryProblem, cvvProblem, detectCardBrand, luhnValid, normaliseCardNumber } from '@clearlot/contract';
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

const TOKEN = /^sbx_(ok|decline)_[A-Za-z0-9_-]{24}$/;

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
  const outcome = SANDBOX_DECLINED_CARDS.includes(number) ? 'decline' : 'ok';
  return { token: `sbx_${outcome}_${randomBytes(18).toString('base64url')}`, brand, last4: number.slice(-4) };
}

/** Charges a tokenised card; the CVV is asked again for a saved card. */
export function chargeToken(token: string, charge: { amount: number; cvv: string; expiryMonth: number; expiryYear: number }): ChargeDecision {
  const match = TOKEN.exec(token);
  if (!match) fail('cardParameterError');
  if (!Number.isSafeInteger(charge.amount) || charge.amount <= 0) fail('cardParameterError');
  checkExpiry(charge.expiryMonth, charge.expiryYear);
  checkCvv(charge.cvv);
  return match[1] === 'ok' ? 'approved' : 'declined';
}

/** Verifies a card before it is saved (a zero-value authorisation). */
export function verifyCard(card: TokenisedCard): ChargeDecision {
  return TOKEN.exec(card.token)?.[1] === 'ok' ? 'approved' : 'declined';
}
