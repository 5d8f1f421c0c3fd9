/**
 * The CPU slowdown that makes this machine behave like a mid-tier phone in Lighthouse (issue 32), from the
 * benchmarkIndex Lighthouse measures, as Lighthouse's throttling documentation (docs/throttling.md, "CPU
 * throttling") describes: its table gives, for a host of each class, the multiplier that targets a mid-tier
 * mobile and a range to move within by where the host's index falls in its bracket ("higher end, higher
 * multiplier"). The suggested multipliers sit at the brackets' middles:
 *
 *   host class                               benchmarkIndex   suggested (range) for a mid-tier mobile
 *   mid-tier mobile                          125–800          1×
 *   high-end mobile / low-end desktop        800–1500         2× (1–5)
 *   high-end desktop                         1500–2000        4× (2–10)
 *
 * One continuous line through those points (800 → 1×, 1150 → 2×, 1750 → 4×, and on at the last slope up to
 * the table's 10×) keeps the order the table gives without its jumps between overlapping ranges; a host slower
 * than a mid-tier phone is not slowed at all.
 */
const ANCHORS: ReadonlyArray<readonly [index: number, multiplier: number]> = [
  [800, 1],
  [1150, 2],
  [1750, 4],
];
const MAX_MULTIPLIER = 10;

export function midTierSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= ANCHORS[0]![0]) return 1;
  for (let i = 1; i < ANCHORS.length; i += 1) {
    const [x1, y1] = ANCHORS[i]!;
    const [x0, y0] = ANCHORS[i - 1]!;
    if (benchmarkIndex <= x1) return round(y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0));
  }
  const [xa, ya] = ANCHORS[ANCHORS.length - 2]!;
  const [xb, yb] = ANCHORS[ANCHORS.length - 1]!;
  return round(Math.min(MAX_MULTIPLIER, yb + ((benchmarkIndex - xb) * (yb - ya)) / (xb - xa)));
}

const round = (value: number) => Math.round(value * 10) / 10;
