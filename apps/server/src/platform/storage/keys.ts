/**
 * What a storage key may be, in both stores: the file service's stored names are letters,
 * digits, '.', '_' and '-', not starting with a dot, so a key can never climb out of the folder
 * or the bucket.
 */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${JSON.stringify(key.slice(0, 40))}`);
}
