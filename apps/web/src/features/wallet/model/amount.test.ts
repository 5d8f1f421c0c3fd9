import { describe, expect, it } from 'vitest';
import { normaliseAmountInput, parsePounds, topUpProblem, withdrawalProblem } from './amount';

describe('normaliseAmountInput', () => {
  it('keeps digits, one point and two decimals', () => {
    expect(normaliseAmountInput('12.345')).toBe('12.34');
    expect(normaliseAmountInput('1a2')).toBe('12');
    expect(normaliseAmountInput('£1,250.5')).toBe('1250.5');
    expect(normaliseAmountInput('1.2.3')).toBe('1.23');
    expect(normaliseAmountInput('.5')).toBe('.5');
    expect(normaliseAmountInput('-3')).toBe('3');
  });
});

describe('parsePounds', () => {
  it('turns pounds into whole pence without float error', () => {
    expect(parsePounds('12.34')).toBe(1234);
    expect(parsePounds('0.1')).toBe(10);
    expect(parsePounds('1,000')).toBe(100000);
    expect(parsePounds('£5')).toBe(500);
    expect(parsePounds('.5')).toBe(50);
  });
  it('refuses blank, negative, text and a third decimal', () => {
    expect(parsePounds('')).toBeNull();
    expect(parsePounds('-1')).toBeNull();
    expect(parsePounds('ten')).toBeNull();
    expect(parsePounds('1.005')).toBeNull();
    expect(parsePounds('.')).toBeNull();
  });
});

describe('withdrawalProblem', () => {
  const available = 500_000; // £5,000.00
  it('says why an amount cannot be withdrawn', () => {
    expect(withdrawalProblem('', available)).toBe('required');
    expect(withdrawalProblem('0', available)).toBe('withdrawalZero');
    expect(withdrawalProblem('0.00', available)).toBe('withdrawalZero');
    expect(withdrawalProblem('abc', available)).toBe('amountInvalid');
    expect(withdrawalProblem('1.999', available)).toBe('amountInvalid');
    expect(withdrawalProblem('5000.01', available)).toBe('aboveAvailable');
  });
  it('accepts up to the whole available balance', () => {
    expect(withdrawalProblem('5000', available)).toBeNull();
    expect(withdrawalProblem('0.01', available)).toBeNull();
  });
});

describe('topUpProblem', () => {
  it('follows the contract amount rule', () => {
    expect(topUpProblem(' ')).toBe('required');
    expect(topUpProblem('0')).toBe('amountInvalid');
    expect(topUpProblem('1000000.01')).toBe('amountInvalid');
    expect(topUpProblem('1000000')).toBeNull();
    expect(topUpProblem('25.50')).toBeNull();
  });
});
