/** The catalog forms' labelled native select, styled like the country select (SELECT_STYLE). */
import { useEffect, useRef } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';
import { useFormField } from '../../../components/form/formOutcome';
import { SELECT_STYLE } from '../../../lib/countries';

export function SelectField({
  name,
  label,
  options,
  hint,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
}) {
  const [field, meta] = useFormField<string>(name);
  return (
    <Field.Root invalid={Boolean(meta.touched && meta.error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} {...SELECT_STYLE}>
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

/**
 * An edit form opens above the list whose Edit was pressed, often off screen (a phone): when `editing`, it comes
 * into view with its first field focused.
 */
export function useFocusOnOpen(editing: boolean) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!editing) return;
    const first = ref.current?.querySelector<HTMLElement>('input, select');
    ref.current?.scrollIntoView({ block: 'start' });
    first?.focus({ preventScroll: true });
  }, [editing]);
  return ref;
}
