import { Switch as BaseSwitch } from '@base-ui/react/switch';
import { cx } from './cx';
import './forms.css';
import { useFieldIds } from './Field';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** shows a spinner look and ignores clicks while the change is saved */
  loading?: boolean;
  className?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** An on/off switch for a setting that takes effect at once (Base UI's Switch: role switch, Space toggles). */
export function Switch({ checked, onChange, disabled, loading, className, 'aria-label': ariaLabel, 'data-testid': testId }: SwitchProps) {
  const field = useFieldIds();
  return (
    <BaseSwitch.Root
      id={field?.id}
      checked={checked}
      disabled={disabled || loading}
      onCheckedChange={(next) => onChange(next)}
      className={cx('kit-switch', loading && 'kit-switch--loading', className)}
      aria-label={ariaLabel}
      aria-describedby={field?.describedBy}
      aria-busy={loading || undefined}
      data-testid={testId}
    >
      <BaseSwitch.Thumb className="kit-switch__thumb" />
    </BaseSwitch.Root>
  );
}
