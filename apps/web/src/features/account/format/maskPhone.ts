/**
 * Phone numbers are shown masked (spec §5: an 11-digit number keeps its first 3 and last 4
 * digits, the middle 4 become asterisks). Longer or shorter numbers keep the same ends;
 * the dial code of a stored "+44 7700900123" stays visible.
 */
export function maskPhone(value: string): string {
  const match = /^(\+\d{1,4}\s)?(.*)$/.exec(value.trim());
  const prefix = match?.[1] ?? '';
  const digits = (match?.[2] ?? '').replace(/\s+/g, '');
  if (digits.length < 8) return `${prefix}${digits.slice(0, 1)}${'*'.repeat(Math.max(0, digits.length - 3))}${digits.slice(-2)}`;
  return `${prefix}${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`;
}
