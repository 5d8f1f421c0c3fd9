import { useFieldIds } from '../../../../shared/ui/kit/Field';
import { NumberInput, type NumberInputProps } from '../../../../shared/ui/kit/NumberInput';

/**
 * The kit's number field inside a form Field: named by the Field's label and described by its help and
 * problem, as the kit's text boxes are (NumberInput itself stays free of the Field, and of the form styles,
 * for the listing and product pages that use it alone).
 */
export function FieldNumberInput(props: NumberInputProps) {
  const field = useFieldIds();
  return <NumberInput {...props} id={props.id ?? field?.id} aria-describedby={field?.describedBy} aria-invalid={field?.invalid || undefined} />;
}
