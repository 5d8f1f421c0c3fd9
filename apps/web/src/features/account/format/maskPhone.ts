import { formatPhone } from '@clearlot/contract/rules/phone';

/**
 * A stored phone (E.164) as the profile shows it: in international format with the middle of the
 * national number hidden (docs/product.md §5: an 11-digit number keeps its first 3 and last 4 digits, the
 * middle 4 become asterisks; longer and shorter numbers keep the same ends, very short ones their
 * first and last two). The format's spaces stay, so '+8613812345678' → '+86 138 **** 5678'.
 */
export function maskPhone(e164: string): string {
  const formatted = formatPhone(e164);
  const country = /^\+\d+\s/.exec(formatted)?.[0] ?? '';
  const national = formatted.slice(country.length);
  const digits = national.replace(/\D/g, '');
  const [kept, tail] = digits.length < 8 ? [1, 2] : [3, 4];
  let index = 0;
  const masked = national.replace(/\d/g, (digit) => {
    const position = index++;
    return position < kept || position >= digits.length - tail ? digit : '*';
  });
  return `${country}${masked}`;
}
