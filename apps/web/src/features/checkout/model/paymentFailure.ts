/**
 * What a failed pay call means for the payment page. Every failure is shown where it belongs;
 * this decides the kind, and whether the same payment key may be sent again.
 */
import { ErrorCatalogue, ReloadCodes, SignInRequiredCodes } from '@clearlot/contract/errors';
import { ApiError } from '../../../shared/http/client';

export type PaymentFailureKind =
  /** the app shell already showed it: sign-in dialog or Tips-and-reload */
  | 'shown'
  /** no answer (connection, timeout, a proxy or server fault): the outcome is unknown */
  | 'noAnswer'
  /** the trade was paid meanwhile (another tab, or the first of two clicks) */
  | 'alreadyPaid'
  /** past the payment deadline: the order is closed */
  | 'closed'
  /** the amount changed on the server: the page re-reads the trade */
  | 'amountChanged'
  /** validation of the request (code 1001): on the fields */
  | 'validation'
  /** a refusal to show in the form (declined, wrong password, insufficient balance…) */
  | 'refused';

const NO_ANSWER_CODES: readonly number[] = [ErrorCatalogue.internal.code, ErrorCatalogue.unavailable.code, ErrorCatalogue.tooManyRequests.code];

export function paymentFailureKind(error: unknown): PaymentFailureKind {
  if (!(error instanceof ApiError)) return 'noAnswer';
  if (SignInRequiredCodes.includes(error.code) || ReloadCodes.includes(error.code)) return 'shown';
  if (error.envelope === null || NO_ANSWER_CODES.includes(error.code)) return 'noAnswer';
  switch (error.code) {
    case ErrorCatalogue.alreadyPaid.code:
      return 'alreadyPaid';
    case ErrorCatalogue.paymentTimedOut.code:
      return 'closed';
    case ErrorCatalogue.paymentAmountMismatch.code:
      return 'amountChanged';
    case ErrorCatalogue.validationFailed.code:
      return 'validation';
    default:
      return 'refused';
  }
}

/**
 * After no answer the same key is sent again, so a charge that did go through is never
 * repeated; after any answer (a decline, a wrong password) the next try is a new payment.
 */
export function keepsPaymentKey(kind: PaymentFailureKind): boolean {
  return kind === 'noAnswer';
}
