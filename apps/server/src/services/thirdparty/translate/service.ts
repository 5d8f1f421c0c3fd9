/**
 * Translating a text (docs/product.md §7 translate {query, to}; §8 a failure keeps the original): the
 * configured provider, results cached by hash of provider, language and text. Unconfigured, or the
 * provider failing, is an error the page shows beside the original text — never a made-up answer.
 */
import { createHash } from 'node:crypto';
import type { TranslateBody, Translation } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { enforce } from '../../../platform/rate-limit';
import type { TranslationProvider } from './provider';
import * as store from './store';

export const TRANSLATIONS_PER_MINUTE = 60;

export async function translateText(
  db: Db,
  provider: TranslationProvider | null,
  userId: number,
  body: TranslateBody,
  log: { warn(obj: object, msg: string): void },
): Promise<Translation> {
  if (!provider) fail('translationUnavailable');
  const textHash = createHash('sha256').update(`${provider.name}\u0000${body.to}\u0000${body.query}`).digest('hex');
  const cached = await store.cachedTranslation(db, textHash);
  if (cached !== null) return { translation: cached, to: body.to, provider: provider.name, cached: true };
  await enforce(db, [{ key: `translate:user:${userId}`, windowSeconds: 60, max: TRANSLATIONS_PER_MINUTE }]);
  let translation: string;
  try {
    translation = await provider.translate(body.query, body.to);
  } catch (error) {
    log.warn({ err: error, provider: provider.name }, 'translation failed');
    return fail('translationFailed');
  }
  await store.cacheTranslation(db, { textHash, provider: provider.name, target: body.to, translation });
  return { translation, to: body.to, provider: provider.name, cached: false };
}
