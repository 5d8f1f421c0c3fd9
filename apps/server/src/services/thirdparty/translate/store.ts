/** The translation cache: one row per (provider, target language, text), by hash. */
import type { Queryable } from '../../../platform/db';

export async function cachedTranslation(db: Queryable, textHash: string): Promise<string | null> {
  const [row] = await db.query<{ translation: string }>('select translation from translation_cache where text_hash = $1', [textHash]);
  return row?.translation ?? null;
}

export async function cacheTranslation(db: Queryable, entry: { textHash: string; provider: string; target: string; translation: string }): Promise<void> {
  await db.query('insert into translation_cache (text_hash, provider, target, translation) values ($1, $2, $3, $4) on conflict (text_hash) do nothing', [
    entry.textHash,
    entry.provider,
    entry.target,
    entry.translation,
  ]);
}
