import { Form, Input } from 'antd';
import type { z } from 'zod';
import { PASSWORD_MAX } from '@clearlot/contract';
import { sameAsRule, schemaRule } from '../validation';
import { PasswordRules } from './PasswordRules';

/**
 * A new password, its live rule checklist and the re-entry that must match (docs/product.md §5); used by
 * sign-up, password reset and the password change. The form fields are `password` and `confirmPassword`.
 */
export function NewPasswordFields(props: { label: string; confirmLabel: string; password: string; schema: z.ZodType; testIdPrefix: string }) {
  return (
    <>
      <Form.Item required name="password" label={props.label} rules={[schemaRule(props.schema)]}>
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} data-testid={`${props.testIdPrefix}-password`} />
      </Form.Item>
      <PasswordRules value={props.password} />
      <Form.Item required name="confirmPassword" label={props.confirmLabel} dependencies={['password']} rules={[sameAsRule('password')]}>
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} data-testid={`${props.testIdPrefix}-confirm`} />
      </Form.Item>
    </>
  );
}
