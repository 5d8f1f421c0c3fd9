import { describe, expect, it } from 'vitest';
import { qrMethodOfPath, qrPaymentPath } from './qrMethod';

describe('qr method', () => {
  it('reads the wallet from the address', () => {
    expect(qrMethodOfPath('/qrpay')).toBe(1);
    expect(qrMethodOfPath('/payByWeChat')).toBe(2);
  });

  it('builds the page address for a trade', () => {
    expect(qrPaymentPath(1, 'TR123456')).toBe('/qrpay?tradeNo=TR123456');
    expect(qrPaymentPath(2, 'TR123456')).toBe('/payByWeChat?tradeNo=TR123456');
  });
});
