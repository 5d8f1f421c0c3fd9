import { Input } from '../ui/kit/Input';
import { VERIFICATION_CODE_LENGTH } from '@clearlot/contract';
import { SendCodeButton } from './SendCodeButton';
import './verification.css';

interface VerificationCodeInputProps {
  /** the box's id (a Field's label names it without one) */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onSend: () => Promise<number | null>;
  initialWait?: number;
  inputTestId?: string;
  buttonTestId?: string;
}

/** The 6-digit code box with its "Send code" button; non-digits are dropped as typed or pasted. */
export function VerificationCodeInput({ id, value, onChange, onSend, initialWait, inputTestId, buttonTestId }: VerificationCodeInputProps) {
  return (
    <div className="code-input">
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        data-testid={inputTestId}
        className="code-input__box"
      />
      <SendCodeButton onSend={onSend} initialWait={initialWait} testId={buttonTestId} />
    </div>
  );
}
