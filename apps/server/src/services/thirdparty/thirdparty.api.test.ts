import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IpCountryResult } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../testing/harness';

const IP_COUNTRY = '/srs-thirdparty-service/ip/country';

describe.each(engines)('IP country look-up on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers an address the data does not know (this machine) as null data, not as a 404', async () => {
    const local = await t.get<IpCountryResult | null>(IP_COUNTRY);
    expect(local).toEqual({ status: 200, body: expect.objectContaining({ code: 200, data: null }) });
    const privateNetwork = await t.get<IpCountryResult | null>(`${IP_COUNTRY}?ip=192.168.1.20`);
    expect([privateNetwork.status, privateNetwork.body.data]).toEqual([200, null]);
  });
});
