/** Human-facing reference numbers: a prefix and 12 random Crockford base-32 characters (no I, L, O, U). */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function referenceNo(prefix: string, length = 12): string {
  const bytes = randomBytes(length);
  let out = prefix;
  for (const byte of bytes) out += ALPHABET[byte % 32];
  return out;
}
