import type { ReactElement, ReactNode } from 'react';
import { type Control, type ControllerRenderProps, type FieldPath, type FieldValues, type RegisterOptions, useController } from 'react-hook-form';
import { Field } from '../ui/kit/Field';

export interface FormFieldProps<V extends FieldValues, N extends FieldPath<V>> {
  control: Control<V>;
  name: N;
  label?: ReactNode;
  help?: ReactNode;
  required?: boolean;
  rules?: Omit<RegisterOptions<V, N>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
  className?: string;
  'data-testid'?: string;
  /** the control, given the field's value, onChange, onBlur, name and ref */
  children: (field: ControllerRenderProps<V, N>) => ReactElement;
}

/**
 * A react-hook-form field in the kit's Field: the label names the control, the help and the problem
 * describe it. The problem shows once the field was left or the form submitted.
 */
export function FormField<V extends FieldValues, N extends FieldPath<V>>({
  control,
  name,
  label,
  help,
  required,
  rules,
  className,
  'data-testid': testId,
  children,
}: FormFieldProps<V, N>) {
  const { field, fieldState } = useController({ control, name, rules });
  return (
    <Field label={label} help={help} required={required} error={fieldState.error?.message} className={className} data-testid={testId}>
      {children(field)}
    </Field>
  );
}
