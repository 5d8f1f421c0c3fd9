import { type Control, type FieldPath, type FieldValues, type PathValue, useController, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_MAX } from '@clearlot/contract';
import { Field } from '../../ui/kit/Field';
import { sameAsRule, schemaRule } from '../rules';
import { PasswordBox } from './PasswordBox';
import { PasswordRules } from './PasswordRules';

export interface NewPasswordFieldsProps<V extends FieldValues> {
  control: Control<V>;
  label: string;
  confirmLabel: string;
  /** the contract's rule for the new password (e.g. `RegisterBody.shape.password`) */
  schema: z.ZodType;
  testIdPrefix: string;
  /** the form's field names; `password` and `confirmPassword` unless given */
  passwordName?: FieldPath<V>;
  confirmName?: FieldPath<V>;
}

/**
 * A new password, its live rule checklist and the re-entry that must match (docs/product.md §5); used by
 * sign-up, password reset and the password change. A changed password checks the re-entry again once
 * that was filled in (antd's `dependencies`).
 */
export function NewPasswordFields<V extends FieldValues>({
  control,
  label,
  confirmLabel,
  schema,
  testIdPrefix,
  passwordName = 'password' as FieldPath<V>,
  confirmName = 'confirmPassword' as FieldPath<V>,
}: NewPasswordFieldsProps<V>) {
  const password = useController({ control, name: passwordName, rules: { validate: schemaRule(schema) } });
  const confirm = useController({ control, name: confirmName, rules: { validate: sameAsRule<V>(passwordName) } });
  const typed = useWatch({ control, name: passwordName }) as unknown;

  return (
    <>
      <Field required label={label} error={password.fieldState.error?.message}>
        <PasswordBox
          {...password.field}
          value={typeof password.field.value === 'string' ? password.field.value : ''}
          onChange={(event) => {
            password.field.onChange(event.target.value);
            // the re-entry is checked again, as the password it must match changed
            if (confirm.fieldState.isTouched || confirm.fieldState.error) confirm.field.onChange(confirm.field.value as PathValue<V, FieldPath<V>>);
          }}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          data-testid={`${testIdPrefix}-password`}
        />
      </Field>
      <PasswordRules value={typeof typed === 'string' ? typed : ''} />
      <Field required label={confirmLabel} error={confirm.fieldState.error?.message}>
        <PasswordBox
          {...confirm.field}
          value={typeof confirm.field.value === 'string' ? confirm.field.value : ''}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          data-testid={`${testIdPrefix}-confirm`}
        />
      </Field>
    </>
  );
}
