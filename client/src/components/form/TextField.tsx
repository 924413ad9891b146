/**
 * The labelled Formik fields every form uses (log-in, sign-up, checkout, product, payment, credit, review): the label,
 * an optional hint, and the validation message once touched (or set by the server through setFieldError). One module
 * for both: a second one would be one more chunk named in the first page's preload list. A field the form emptied
 * after a save stays quiet when it loses focus (useFormField).
 */
import { Field, Input, Textarea, type InputProps } from '@chakra-ui/react';
import { useFormField } from './formOutcome';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
  placeholder?: string;
  /** The field must be filled (aria-required). */
  required?: boolean;
  /** Shows the required mark after the label; by default whenever the field is required. */
  mark?: boolean;
  /** A line under the field that says what to type. */
  hint?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** The id of a <datalist> of suggestions. */
  list?: string;
}

export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  required = false,
  mark = required,
  hint,
  rows,
  list,
}: TextFieldProps) {
  const [field, meta] = useFormField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label>
        {label}
        {mark && <Field.RequiredIndicator />}
      </Field.Label>
      {rows ? (
        <Textarea {...field} rows={rows} placeholder={placeholder} />
      ) : (
        <Input
          {...field}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder}
          list={list}
        />
      )}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A dollars field (price, payment amount, credit limit): typed as text, converted with lib/money, a decimal keypad on phones. */
export function MoneyField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'rows'>) {
  return <TextField {...props} inputMode="decimal" />;
}
