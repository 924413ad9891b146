import { Field, Input } from '@chakra-ui/react';
import { useField } from 'formik';

/** A labelled Formik text input that shows its validation message once touched. */
export function TextField({ name, label, type = 'text', autoComplete }: { name: string; label: string; type?: string; autoComplete?: string }) {
  const [field, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root required invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input {...field} type={type} autoComplete={autoComplete} />
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
