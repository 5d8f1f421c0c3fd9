/** Time-of-day greeting for visitors (docs/product.md §2 account card): before noon, before 6 pm, otherwise evening. */
export type DayPart = 'morning' | 'afternoon' | 'evening';

export function dayPart(date: Date): DayPart {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
