/** The register look-ups (issue 13): used when configured, "not checked" when not, "unavailable" when the register fails. */
import { describe, expect, it } from 'vitest';
import { companiesHouse, hmrcVatCheck, registersFromEnvironment } from './registers';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('register look-ups', () => {
  it('are "not checked" when nothing is configured, and never call out', async () => {
    const registers = registersFromEnvironment({});
    expect(await registers.company.lookUpCompany('01234567')).toEqual({ result: 'notChecked', name: null });
    expect(await registers.vat.lookUpVat('999999973')).toEqual({ result: 'notChecked', name: null });
  });

  it('ask Companies House with the API key, and read active, inactive and unknown companies', async () => {
    const calls: Array<{ url: string; auth: string | null }> = [];
    const answers = [
      json(200, { company_name: 'THAMES SURPLUS LTD', company_status: 'active' }),
      json(200, { company_name: 'OLD LTD', company_status: 'dissolved' }),
      json(404, {}),
      json(500, {}),
    ];
    const register = companiesHouse('key123', {
      baseUrl: 'https://ch.test',
      fetch: (async (url: string, init?: RequestInit) => {
        calls.push({ url, auth: new Headers(init?.headers).get('authorization') });
        return answers.shift()!;
      }) as typeof fetch,
    });
    expect(await register.lookUpCompany('01234567')).toEqual({ result: 'found', name: 'THAMES SURPLUS LTD' });
    expect(await register.lookUpCompany('01234568')).toEqual({ result: 'inactive', name: 'OLD LTD' });
    expect(await register.lookUpCompany('01234569')).toEqual({ result: 'notFound', name: null });
    expect(await register.lookUpCompany('01234560')).toEqual({ result: 'unavailable', name: null });
    expect(calls[0]).toEqual({ url: 'https://ch.test/company/01234567', auth: `Basic ${Buffer.from('key123:').toString('base64')}` });
  });

  it('ask HMRC with a client-credentials token kept between look-ups, and a failure is "unavailable"', async () => {
    const urls: string[] = [];
    const register = hmrcVatCheck('id', 'secret', {
      baseUrl: 'https://hmrc.test',
      fetch: (async (url: string) => {
        urls.push(url);
        if (url.endsWith('/oauth/token')) return json(200, { access_token: 't0k', expires_in: 14400 });
        if (url.endsWith('/999999973')) return json(200, { target: { name: 'Thames Surplus Ltd', vatNumber: '999999973' } });
        if (url.endsWith('/100000034')) return json(404, { code: 'NOT_FOUND' });
        throw new Error('network down');
      }) as typeof fetch,
    });
    expect(await register.lookUpVat('999999973')).toEqual({ result: 'found', name: 'Thames Surplus Ltd' });
    expect(await register.lookUpVat('100000034')).toEqual({ result: 'notFound', name: null });
    expect(await register.lookUpVat('123456782')).toEqual({ result: 'unavailable', name: null });
    expect(urls.filter((url) => url.endsWith('/oauth/token'))).toHaveLength(1);
  });
});
