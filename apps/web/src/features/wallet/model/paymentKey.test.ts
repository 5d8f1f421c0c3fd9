import { describe, expect, it } from 'vitest';
import { ClientKey } from '@clearlot/contract';
import { newPaymentKey, refusedBeforeCharge } from './paymentKey';

describe('newPaymentKey', () => {
  it('uses crypto.randomUUID when the page has it', () => {
    const key = newPaymentKey(crypto);
    expect(ClientKey.safeParse(key).success).toBe(true);
  });
  it('builds a valid v4 UUID without randomUUID (plain http)', () => {
    const keys = new Set<string>();
    for (let index = 0; index < 50; index++) {
      const key = newPaymentKey({ getRandomValues: (array) => crypto.getRandomValues(array) });
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(ClientKey.safeParse(key).success).toBe(true);
      keys.add(key);
    }
    expect(keys.size).toBe(50);
  });
});

describe('refusedBeforeCharge', () => {
  it('allows a new key after a validation failure, a declined card or a card parameter error', () => {
    expect(refusedBeforeCharge(1001)).toBe(true);
    expect(refusedBeforeCharge(8006)).toBe(true);
    expect(refusedBeforeCharge(8007)).toBe(true);
    expect(refusedBeforeCharge(8012)).toBe(true);
  });
  it('keeps the key when the outcome is unknown or the key was already used', () => {
    expect(refusedBeforeCharge(0)).toBe(false);
    expect(refusedBeforeCharge(8005)).toBe(false);
    expect(refusedBeforeCharge(500)).toBe(false);
  });
});
