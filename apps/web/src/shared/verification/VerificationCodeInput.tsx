import { Input, Space } from 'antd';
import { VERIFICATION_CODE_LENGTH } from '@clearlot/contract';
import { SendCodeButton } from './SendCodeButton';

interface VerificationCodeInputProps {
  /** injected by Form.Item */
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
    <Space.Compact block>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        data-testid={inputTestId}
      />
      <SendCodeButton onSend={onSend} initialWait={initialWait} testId={buttonTestId} />
    </Space.Compact>
  );
}
