/** Third-party service: offline IP geolocation (docs/product.md §7: fallback GB/London on the client). */
import type { FastifyInstance } from 'fastify';
import geoip from 'geoip-country';
import { IpCountryQuery, IpCountryResult } from '@clearlot/contract';
import type { AppConfig } from '../../platform/config';
import { fail } from '../../platform/errors';
import { route } from '../../platform/routes';

export function lookupCountry(ip: string): IpCountryResult | null {
  const found = geoip.lookup(ip.replace(/^::ffff:/, ''));
  return found ? { countryCode: found.country, city: found.capital || null } : null;
}

export function thirdPartyRoutes(config: AppConfig) {
  return async function thirdPartyService(app: FastifyInstance) {
    route(app, 'GET', '/ip/country', { response: IpCountryResult, query: IpCountryQuery, summary: "The caller's country from its IP (offline data)", tags: ['thirdparty'] }, ({ query, request }) => {
      const ip = query.ip && config.mode !== 'production' ? query.ip : request.ip;
      return lookupCountry(ip) ?? fail('noIpInformation');
    });
  };
}
