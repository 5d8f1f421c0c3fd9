import { Alert } from '../../../shared/ui/kit/Alert';

/** The server's reason for refusing a form (declined card, locked wallet…) shown above its buttons. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="error" title={message} className="wallet-form__alert" data-testid="wallet-form-error" />;
}
