/**
 * The coupon form's times: a datetime-local box holds a wall-clock time in this computer's zone ("2026-05-01T09:00"),
 * the API epoch seconds. A box the browser could not read answers null.
 */
const pad = (value: number) => String(value).padStart(2, '0');

export function toLocalInput(seconds: number): string {
  const date = new Date(seconds * 1000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string | undefined): number | null {
  if (!value) return null;
  const millis = new Date(value).getTime();
  return Number.isFinite(millis) ? Math.floor(millis / 1000) : null;
}
