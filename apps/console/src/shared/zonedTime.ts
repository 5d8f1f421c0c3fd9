/**
 * The coupon form's times, on the desk's clock (London's or China's, as every date on the desk is shown): a
 * datetime-local box holds a wall-clock time ("2026-05-01T09:00") on that clock, the API epoch seconds. A box the
 * browser could not read answers null.
 */
import { CHINA_TIME_ZONE, type DateZone, UK_TIME_ZONE } from '@clearlot/contract/format/date';

const TIME_ZONES: Record<DateZone, string> = { london: UK_TIME_ZONE, china: CHINA_TIME_ZONE };

/** The wall clock of `zone` at `millis`, as the box writes it. */
function wallClock(millis: number, zone: DateZone): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONES[zone], year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(millis))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

export const toZonedInput = (seconds: number, zone: DateZone): string => wallClock(seconds * 1000, zone);

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function fromZonedInput(value: string | undefined, zone: DateZone): number | null {
  const match = WALL_CLOCK.exec(value ?? '');
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // the zone's offset at that moment, found from how its clock reads the UTC guess (twice: the offset may change in between)
  let millis = asUtc;
  for (let step = 0; step < 2; step += 1) {
    const shown = WALL_CLOCK.exec(wallClock(millis, zone))!.slice(1).map(Number) as [number, number, number, number, number];
    millis -= Date.UTC(shown[0], shown[1] - 1, shown[2], shown[3], shown[4]) - asUtc;
  }
  return Number.isFinite(millis) ? Math.floor(millis / 1000) : null;
}
