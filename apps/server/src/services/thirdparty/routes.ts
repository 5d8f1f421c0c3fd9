/** Third-party service: offline IP geolocation (docs/product.md §7: fallback GB/London on the client). */
import type { FastifyInstance } from 'fastify';
import geoip from 'geoip-country';
import { IpCountryAnswer, IpCountryQuery, type IpCountryResult } from '@clearlot/contract';
import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db';
import { route } from '../../platform/routes';
import type { TranslationProvider } from './translate/provider';
import { registerTranslateRoutes } from './translate/routes';

export function lookupCountry(ip: string): IpCountryResult | null {
  const found = geoip.lookup(ip.replace(/^::ffff:/, ''));
  return found ? { countryCode: found.country, city: found.capital || null } : null;
}

export function thirdPartyRoutes(config: AppConfig, translation: { db: Db; provider: TranslationProvider | null }) {
  return async function thirdPartyService(app: FastifyInstance) {
    // An address the data does not know (this machine, a private network) answers null, not 404: the web asks
    // on every first visit, and an unknown country is an answer it falls back from (GB), not a failure to log.
    route(
      app,
      'GET',
      '/ip/country',
      { response: IpCountryAnswer, query: IpCountryQuery, summary: "The caller's country from its IP (offline data), or null when unknown", tags: ['thirdparty'] },
      ({ query, request }) => {
        const ip = query.ip && config.mode !== 'production' ? query.ip : request.ip;
        return lookupCountry(ip);
      },
    );
    registerTranslateRoutes(app, translation.db, translation.provider);
  };
}
