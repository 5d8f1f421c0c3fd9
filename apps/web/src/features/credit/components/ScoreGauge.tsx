import { CREDIT_MAX, CREDIT_MIN } from '@clearlot/contract/rules/credit';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** the open part of the ring, at the bottom (a dashboard dial) */
const GAP_DEGREES = 75;
const ARC = CIRCUMFERENCE * (1 - GAP_DEGREES / 360);

/**
 * The score on a dial from the lowest score to the highest, the figure in the middle. A meter to a
 * screen reader: its name, the score and the range.
 */
export function ScoreGauge({ score, label }: { score: number; label: string }) {
  const share = Math.min(1, Math.max(0, (score - CREDIT_MIN) / (CREDIT_MAX - CREDIT_MIN)));
  return (
    <div className="credit-gauge" role="meter" aria-label={label} aria-valuemin={CREDIT_MIN} aria-valuemax={CREDIT_MAX} aria-valuenow={score}>
      <svg viewBox="0 0 100 100" aria-hidden focusable="false">
        <g transform={`rotate(${90 + GAP_DEGREES / 2} 50 50)`} fill="none" strokeWidth="8" strokeLinecap="round">
          <circle className="credit-gauge__track" cx="50" cy="50" r={RADIUS} strokeDasharray={`${ARC} ${CIRCUMFERENCE}`} />
          {share > 0 && <circle className="credit-gauge__value" cx="50" cy="50" r={RADIUS} strokeDasharray={`${ARC * share} ${CIRCUMFERENCE}`} />}
        </g>
      </svg>
      <span className="credit-gauge__score" data-testid="credit-score">
        {score}
      </span>
    </div>
  );
}
