/** Time left until a deadline, split for display (payment, shipment, auto-confirm receipt, review). */
export interface Remaining {
  totalSeconds: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function remainingUntil(deadlineSeconds: number, nowSeconds: number): Remaining {
  const totalSeconds = Math.max(0, Math.floor(deadlineSeconds - nowSeconds));
  return {
    totalSeconds,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** Which unit pattern fits: days with hours and minutes, hours with minutes, or minutes with seconds. */
export function countdownPattern(remaining: Remaining): 'days' | 'hours' | 'minutes' | 'expired' {
  if (remaining.totalSeconds <= 0) return 'expired';
  if (remaining.days > 0) return 'days';
  if (remaining.hours > 0) return 'hours';
  return 'minutes';
}
