/** A labelled native select inside a Formik form (country, company role), its message under it like TextField's. */
import { Field, NativeSelect } from '@chakra-ui/react';
import { useFormField } from '../../../components/form/formOutcome';
import { SELECT_STYLE } from '../../../lib/countries';

export interface SelectFieldProps {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  required?: boolean;
  autoComplete?: string;
  hint?: string;
}

export function SelectField({
  name,
  label,
  options,
  required = false,
  autoComplete,
  hint,
}: SelectFieldProps) {
  const [field, meta] = useFormField<string>(name);
  return (
    <Field.Root required={required} invalid={Boolean(meta.touched && meta.error)}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} autoComplete={autoComplete} {...SELECT_STYLE}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
