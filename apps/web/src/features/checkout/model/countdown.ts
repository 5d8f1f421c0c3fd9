/** Whole seconds from now (milliseconds) to a deadline in epoch seconds; never below zero. */
export function secondsUntil(deadlineEpochSeconds: number, nowMs: number): number {
  return Math.max(0, Math.ceil(deadlineEpochSeconds - nowMs / 1000));
}

/** 'm:ss' under an hour, 'h:mm:ss' from an hour: 1799 → '29:59', 3725 → '1:02:05'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
