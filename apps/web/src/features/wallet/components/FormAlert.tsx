import { Alert } from 'antd';

/** The server's reason for refusing a form (declined card, locked wallet…) shown above its buttons. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} role="alert" style={{ marginBottom: 16 }} data-testid="wallet-form-error" />;
}
