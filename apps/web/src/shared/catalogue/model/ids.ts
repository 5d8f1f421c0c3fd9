/** Ids in URLs (productId, goods owner id, topic id): positive 32-bit integers, anything else is no id. */
const MAX_ID = 2_147_483_647;

export function parseId(value: unknown): number | null {
  const number = typeof value === 'string' ? (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= MAX_ID ? number : null;
}
