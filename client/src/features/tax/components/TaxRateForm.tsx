/**
 * Add or edit a tax rate: Formik with the shared schema (taxRateInputSchema), errors next to their fields, the
 * server's refusal under the field it names (a second rate for the same place: region or country), else above.
 */
import { useMemo, useState } from 'react';
import { Button, chakra, Field, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, useField } from 'formik';
import { taxRateInputSchema } from '@gluegun/common';
import { TextField } from '../../../components/form/TextField';
import { RegionField } from '../../../components/form/RegionField';
import { FormErrorAlert } from '../../../components/ErrorAlert';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { countryOptions, SELECT_STYLE } from '../../../lib/countries';
import { describeError } from '../../../lib/errors';
import { resetAfterSuccess, useRefusals } from '../../../components/form/formOutcome';
import { taxCopy as t } from '../copy';

export interface TaxRateValues {
  country: string;
  region: string;
  name: string;
  ratePercent: string;
  active: boolean;
}
export const emptyTaxRate: TaxRateValues = {
  country: 'US',
  region: '',
  name: '',
  ratePercent: '',
  active: true,
};
const FIELD_OF = { country: 'country', region: 'region', name: 'name', ratePercent: 'ratePercent' } as const;

function CountrySelect() {
  const [field, meta] = useField<string>('country');
  const options = useMemo(() => countryOptions(), []);
  return (
    <Field.Root required invalid={Boolean(meta.touched && meta.error)}>
      <Field.Label>
        {t.country}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} {...SELECT_STYLE}>
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.name}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

function ActiveBox() {
  const [field, , helpers] = useField<boolean>('active');
  return (
    <HStack as="label" gap="2" cursor="pointer">
      {/* A native checkbox: the shop's theme carries no checkbox recipe (app/theme.ts). */}
      <chakra.input
        type="checkbox"
        name="active"
        checked={field.value}
        onChange={(e) => void helpers.setValue(e.target.checked)}
        boxSize="5"
        accentColor="orange.700"
      />
      <Text>{t.active}</Text>
    </HStack>
  );
}

export function TaxRateForm({
  title,
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  title: string;
  initialValues: TaxRateValues;
  submitLabel: string;
  onSubmit(values: TaxRateValues): Promise<void>;
  onCancel?(): void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const refusals = useRefusals<TaxRateValues>(FIELD_OF);
  return (
    <Formik<TaxRateValues>
      initialValues={initialValues}
      validationSchema={taxRateInputSchema}
      validate={refusals.validate}
      enableReinitialize
      onSubmit={async (values, helpers) => {
        setFormError(null);
        try {
          await onSubmit(values);
          resetAfterSuccess(helpers);
        } catch (e) {
          setFormError(refusals.show(describeError(e), values, helpers));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate onSubmitCapture={refusals.forget} aria-label={title}>
          <FocusFirstInvalid />
          <Stack gap="4" borderWidth="1px" rounded="md" p="4">
            <Text as="h3" fontWeight="bold" fontSize="lg">
              {title}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <CountrySelect />
              <RegionField name="region" countryName="country" label={t.region} hint={t.regionHint} />
              <TextField name="name" label={t.name} hint={t.nameHint} required />
              <TextField name="ratePercent" label={t.rate} hint={t.rateHint} inputMode="decimal" required />
            </SimpleGrid>
            <ActiveBox />
            {formError && <FormErrorAlert revealKey={formError}>{formError}</FormErrorAlert>}
            <HStack gap="2" wrap="wrap">
              <Button type="submit" colorPalette="orange" loading={isSubmitting}>
                {submitLabel}
              </Button>
              {onCancel && (
                <Button variant="outline" onClick={onCancel}>
                  {t.cancel}
                </Button>
              )}
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
