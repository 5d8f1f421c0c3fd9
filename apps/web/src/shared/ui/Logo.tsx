/** The ClearLot mark (a shopping bag, as in the favicon) with the wordmark. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="logo">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path className="logo__bag" d="M9 11h14l-2 12H11z" fill="none" strokeWidth="2.4" strokeLinejoin="round" />
        <path className="logo__bag" d="M13 11a3 3 0 0 1 6 0" fill="none" strokeWidth="2.4" />
      </svg>
      <span className="logo__word">ClearLot</span>
    </span>
  );
}
