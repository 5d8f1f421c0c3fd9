import { Alert } from 'antd';

/** A failure that belongs to the whole form rather than one field. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} />;
}
