/** Text display helpers (docs/product.md §5): address lines, masked phone numbers and the 8-digit hash. */

/** An address stored comma-separated is shown with spaces: 'Flat 2, 10 High St,London' → 'Flat 2 10 High St London'. */
export function formatAddress(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .replace(/\s*[,，]\s*/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * An 11-digit phone number keeps its first 3 and last 4 digits, the middle 4 become asterisks:
 * '13800138000' → '138****8000'. Any other value is returned unchanged (mask 3+4+4 of docs/product.md §9).
 */
export function maskPhone(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return /^\d{11}$/.test(value) ? `${value.slice(0, 3)}****${value.slice(7)}` : value;
}

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** The UTF-8 bytes of a string (so the hash matches other languages' FNV-1a over UTF-8). */
function utf8Bytes(value: string): number[] {
  const bytes: number[] = [];
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  return bytes;
}

/** 32-bit FNV-1a of the string's UTF-8 bytes, as an unsigned integer. */
export function fnv1a32(value: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of utf8Bytes(value)) {
    hash ^= byte;
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/** A deterministic 8-digit hash of a string: FNV-1a 32-bit mod 10^8, zero-padded, so always exactly 8 digits. */
export function hash8(value: string): string {
  return String(fnv1a32(value) % 100_000_000).padStart(8, '0');
}
