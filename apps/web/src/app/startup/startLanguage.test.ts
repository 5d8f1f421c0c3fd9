import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_LOCAL_INFO, lookupLocalInfo } from '../../shared/location/localInfo';
import { resolveStartLanguage } from './startLanguage';

const envelope = (data: unknown, code = 200) => ({ json: async () => ({ code, message: '', messageEn: '', data }) }) as Response;

describe('resolveStartLanguage', () => {
  it('uses the stored language and looks the location up in the background', async () => {
    const lookup = vi.fn(async () => ({ country: 'CN', city: 'Shanghai' }));
    const setLocalInfo = vi.fn();
    const result = await resolveStartLanguage({ storedLanguage: () => 'en', lookupLocalInfo: lookup, setLocalInfo });
    expect(result).toEqual({ language: 'en', firstVisit: false });
    await Promise.resolve();
    expect(setLocalInfo).toHaveBeenCalledWith({ country: 'CN', city: 'Shanghai' });
  });

  it('picks Chinese for a first visit from China and English elsewhere', async () => {
    const fromChina = await resolveStartLanguage({
      storedLanguage: () => null,
      lookupLocalInfo: async () => ({ country: 'CN', city: 'Beijing' }),
      setLocalInfo: () => {},
    });
    expect(fromChina).toEqual({ language: 'zh', firstVisit: true });
    const fromFrance = await resolveStartLanguage({
      storedLanguage: () => null,
      lookupLocalInfo: async () => ({ country: 'FR', city: 'Paris' }),
      setLocalInfo: () => {},
    });
    expect(fromFrance).toEqual({ language: 'en', firstVisit: true });
  });
});

describe('lookupLocalInfo', () => {
  it('reads countryCode and city from the envelope', async () => {
    const fetchImpl = vi.fn(async () => envelope({ countryCode: 'cn', city: 'Shenzhen' }));
    expect(await lookupLocalInfo(fetchImpl as unknown as typeof fetch)).toEqual({ country: 'CN', city: 'Shenzhen' });
    expect(fetchImpl).toHaveBeenCalledWith('/srs-thirdparty-service/ip/country', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('falls back to GB / London on an error code, a network failure or a timeout', async () => {
    expect(await lookupLocalInfo((async () => envelope(null, 4015)) as unknown as typeof fetch)).toEqual(FALLBACK_LOCAL_INFO);
    expect(await lookupLocalInfo((async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).toEqual(FALLBACK_LOCAL_INFO);
    const never = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as unknown as typeof fetch;
    expect(await lookupLocalInfo(never, 20)).toEqual(FALLBACK_LOCAL_INFO);
  });
});
