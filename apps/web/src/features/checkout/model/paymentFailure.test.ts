import { describe, expect, it } from 'vitest';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { ApiError } from '../../../shared/http/client';
import { keepsPaymentKey, paymentFailureKind } from './paymentFailure';

const answered = (code: number) => new ApiError(code, { code, message: '错误', messageEn: 'Problem', data: null }, 'Problem');

describe('paymentFailureKind', () => {
  it('treats a missing answer as unknown outcome, and keeps the key for the retry', () => {
    expect(paymentFailureKind(new ApiError(0, null, 'Network error'))).toBe('noAnswer');
    expect(paymentFailureKind(new ApiError(502, null, 'Bad gateway'))).toBe('noAnswer');
    expect(paymentFailureKind(answered(ErrorCatalogue.internal.code))).toBe('noAnswer');
    expect(paymentFailureKind(new TypeError('boom'))).toBe('noAnswer');
    expect(keepsPaymentKey('noAnswer')).toBe(true);
  });

  it('gives a new key after a decline, a wrong password or a low balance', () => {
    for (const code of [
      ErrorCatalogue.cardDeclined.code,
      ErrorCatalogue.paymentPasswordWrong.code,
      ErrorCatalogue.insufficientBalance.code,
      ErrorCatalogue.cardParameterError.code,
    ]) {
      expect(paymentFailureKind(answered(code))).toBe('refused');
    }
    expect(keepsPaymentKey('refused')).toBe(false);
  });

  it('recognises a trade paid meanwhile, a closed trade and a changed amount', () => {
    expect(paymentFailureKind(answered(ErrorCatalogue.alreadyPaid.code))).toBe('alreadyPaid');
    expect(paymentFailureKind(answered(ErrorCatalogue.paymentTimedOut.code))).toBe('closed');
    expect(paymentFailureKind(answered(ErrorCatalogue.paymentAmountMismatch.code))).toBe('amountChanged');
    expect(paymentFailureKind(answered(ErrorCatalogue.validationFailed.code))).toBe('validation');
  });

  it('leaves sign-in and reload codes to the app shell', () => {
    expect(paymentFailureKind(answered(401))).toBe('shown');
    expect(paymentFailureKind(answered(ErrorCatalogue.clientOutdated.code))).toBe('shown');
  });
});
