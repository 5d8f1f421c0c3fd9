interface CookieSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** the accessible name: what the switch turns on */
  label: string;
}

/**
 * An on/off switch (WAI-ARIA switch): a button that reports its state with aria-checked and
 * toggles on click, Enter or Space. Drawn like the rest of the app's controls (cookieOptions.css).
 */
export function CookieSwitch({ checked, onChange, label }: CookieSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      className={checked ? 'cookie-switch cookie-switch--on' : 'cookie-switch'}
      onClick={() => onChange(!checked)}
    >
      <span className="cookie-switch__handle" aria-hidden />
    </button>
  );
}
