/**
 * Human-facing reference numbers (orders CL…, trades TR…, payments PY…, refunds RF…, ledger WL…):
 * a prefix and random Crockford base-32 characters (no I, L, O, U). In the platform because
 * several services number what they record and none should import another for it.
 */
import { randomFillSync } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * Random bytes are drawn from the system a few kilobytes at a time and handed out once each (as
 * Node does for randomUUID): a checkout numbers its trade and every order, and one call into
 * OpenSSL per number cost about 1% of the server's time there (docs/benchmarks.md, issue 17).
 */
const pool = Buffer.alloc(4096);
let used = pool.length;

export function referenceNo(prefix: string, length = 12): string {
  if (length > pool.length) throw new RangeError('a reference number is at most 4096 characters');
  if (used + length > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  let out = prefix;
  // 256 is a multiple of 32, so every character is equally likely
  for (let i = used; i < used + length; i += 1) out += ALPHABET[pool[i]! % 32];
  used += length;
  return out;
}
