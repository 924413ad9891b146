/**
 * The state or region of an address or a tax rate (docs/decisions/049): a select of the country's subdivisions when
 * the shop lists them (US, CA), the ISO code sent; a text field otherwise. A value given another way ("New York" from
 * an earlier order) is shown as its code; one the new country does not have is cleared, so the select never shows a
 * choice that is not the value. The message (the server's or the shared schema's) sits under the field.
 */
import { useEffect, useMemo } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';
import { useField } from 'formik';
import { normalizeRegion, regionWord, subdivisionsOf } from '@gluegun/common';
import { SELECT_STYLE } from '../../lib/countries';
import { TextField } from './TextField';

export interface RegionFieldProps {
  name: string;
  /** The form field holding the country's ISO code. */
  countryName: string;
  label: string;
  autoComplete?: string;
  hint?: string;
}

export function RegionField({ name, countryName, label, autoComplete, hint }: RegionFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const [{ value: country }] = useField<string>(countryName);
  const subdivisions = useMemo(() => subdivisionsOf(country), [country]);
  const listed = subdivisions.length > 0;
  const value = field.value ?? '';
  useEffect(() => {
    if (!listed || value === '' || subdivisions.some((s) => s.code === value)) return;
    const answer = normalizeRegion(country, value);
    void helpers.setValue(answer.ok && answer.region ? answer.region : '', false);
  }, [listed, value, country, subdivisions, helpers]);
  if (!listed) return <TextField name={name} label={label} autoComplete={autoComplete} hint={hint} />;
  return (
    <Field.Root invalid={Boolean(meta.touched && meta.error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} value={value} autoComplete={autoComplete} {...SELECT_STYLE}>
          <option value="">{`No ${regionWord(country)} (whole country)`}</option>
          {subdivisions.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
