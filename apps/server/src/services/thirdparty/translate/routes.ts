/** POST /srs-thirdparty-service/translate/baidu {query, to} (docs/product.md §7), whichever provider is configured. */
import type { FastifyInstance } from 'fastify';
import { TranslateBody, Translation } from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/routes';
import type { TranslationProvider } from './provider';
import { translateText } from './service';

export function registerTranslateRoutes(app: FastifyInstance, db: Db, provider: TranslationProvider | null): void {
  route(
    app,
    'POST',
    '/translate/baidu',
    {
      body: TranslateBody,
      response: Translation,
      auth: 'required',
      summary: 'Translate a text (chat messages, reviews); unavailable when no provider is configured',
      tags: ['thirdparty'],
    },
    ({ body, request }) => translateText(db, provider, sessionOf(request).userId, body, request.log),
  );
}
