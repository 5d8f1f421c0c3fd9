import { describe, expect, it } from 'vitest';
import { FALLBACK_LOCAL_INFO, lookupLocalInfo } from './localInfo';

const answering = (payload: unknown) => (() => Promise.resolve(new Response(JSON.stringify(payload)))) as unknown as typeof fetch;

describe('lookupLocalInfo', () => {
  it('reads the country the server names', async () => {
    expect(await lookupLocalInfo(answering({ code: 200, data: { countryCode: 'cn', city: 'Beijing' } }))).toEqual({ country: 'CN', city: 'Beijing' });
  });

  it('falls back to GB / London when the server answers that it does not know (null data, as on this machine)', async () => {
    expect(await lookupLocalInfo(answering({ code: 200, data: null, message: '', messageEn: '' }))).toEqual(FALLBACK_LOCAL_INFO);
  });

  it('falls back when the look-up fails', async () => {
    expect(await lookupLocalInfo((() => Promise.reject(new Error('offline'))) as unknown as typeof fetch)).toEqual(FALLBACK_LOCAL_INFO);
  });
});
