/** Order numbers are upper-case letters and digits (contract OrderNo); anything else is not looked up. */
export function isOrderNo(value: string): boolean {
  return /^[A-Z0-9]{6,32}$/.test(value);
}
