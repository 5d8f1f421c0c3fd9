/**
 * Human-facing reference numbers (orders CL…, trades TR…, payments PY…, refunds RF…, ledger WL…):
 * a prefix and random Crockford base-32 characters (no I, L, O, U). In the platform because
 * several services number what they record and none should import another for it.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function referenceNo(prefix: string, length = 12): string {
  const bytes = randomBytes(length);
  let out = prefix;
  for (const byte of bytes) out += ALPHABET[byte % 32];
  return out;
}
