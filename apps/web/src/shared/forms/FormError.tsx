import { Alert } from '../ui/kit/Alert';

/** A failure that belongs to the whole form rather than one field, above the form. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="error" title={message} className="form-error" />;
}
