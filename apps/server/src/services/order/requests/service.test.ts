import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import { replayOf, requestFingerprint } from './service';

describe('the request core: one request per client key', () => {
  const body = {
    clientKey: 'k1',
    orderNo: 'CLR1',
    lines: [
      { orderItemId: 2, quantity: 1 },
      { orderItemId: 1, quantity: 3 },
    ],
  };
  const sorted = (rest: Omit<typeof body, 'clientKey'>) => ({ ...rest, lines: [...rest.lines].sort((a, b) => a.orderItemId - b.orderItemId) });

  it('fingerprints the request without its key, in the canonical form the caller gives', () => {
    expect(requestFingerprint(body)).toBe(requestFingerprint({ ...body, clientKey: 'another key' }));
    expect(requestFingerprint(body)).not.toBe(requestFingerprint({ ...body, orderNo: 'CLR2' }));
    const reordered = { ...body, lines: [...body.lines].reverse() };
    expect(requestFingerprint(body)).not.toBe(requestFingerprint(reordered));
    expect(requestFingerprint(body, sorted)).toBe(requestFingerprint(reordered, sorted));
  });

  it('replays the same request, refuses another under the same key, and has nothing to replay for a new key', () => {
    const hash = requestFingerprint(body);
    expect(replayOf({ no: 'RT1', requestHash: hash }, hash, 'returnKeyReused')).toBe('RT1');
    expect(replayOf(null, hash, 'returnKeyReused')).toBeNull();
    expect(() => replayOf({ no: 'RT1', requestHash: 'other' }, hash, 'returnKeyReused')).toThrow(AppError);
  });
});
