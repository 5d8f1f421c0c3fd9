import { describe, expect, it } from 'vitest';
import { normaliseVatNumber, vatNumberProblem } from './vat';

describe('vatNumberProblem', () => {
  it('accepts letters and digits up to 20', () => {
    expect(vatNumberProblem('GB123456789')).toBeNull();
    expect(vatNumberProblem('gb123456789')).toBeNull();
    expect(vatNumberProblem('123456789')).toBeNull();
    expect(vatNumberProblem('A'.repeat(20))).toBeNull();
    expect(vatNumberProblem(' GB123456789 ')).toBeNull();
  });

  it('refuses 21 characters', () => {
    expect(vatNumberProblem('GB1234567890123456789')).toBe('vatInvalid');
  });

  it('refuses punctuation and inner spaces', () => {
    expect(vatNumberProblem('GB-123')).toBe('vatInvalid');
    expect(vatNumberProblem('GB 123 456 789')).toBe('vatInvalid');
    expect(vatNumberProblem('GB123.456')).toBe('vatInvalid');
    expect(vatNumberProblem('GB１２３')).toBe('vatInvalid');
  });

  it('requires a value', () => {
    expect(vatNumberProblem('')).toBe('required');
    expect(vatNumberProblem('  ')).toBe('required');
  });

  it('normalises to trimmed upper case', () => {
    expect(normaliseVatNumber(' gb123456789 ')).toBe('GB123456789');
  });
});
