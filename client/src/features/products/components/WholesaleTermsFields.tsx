/** The admin form's wholesale terms: SKU, minimum, case pack, maximum and the volume price breaks. */
import { Box, Button, chakra, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useFormField } from '../../../components/form/formOutcome';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import type { ProductFormValues } from './productFormSchema';

const t = dashboardCopy.terms;

function TermField({
  name,
  label,
  hint,
  inputMode = 'numeric',
  ariaLabel,
  type,
}: {
  name: string;
  label?: string;
  hint?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
  ariaLabel?: string;
  type?: 'date';
}) {
  const [field, meta] = useFormField<string>(name);
  const invalid =
    Boolean(meta.touched && meta.error) || Boolean(meta.error && meta.value !== meta.initialValue);
  return (
    <Field.Root invalid={invalid}>
      {label && <Field.Label>{label}</Field.Label>}
      <Input {...field} type={type} inputMode={type ? undefined : inputMode} aria-label={ariaLabel} />
      {hint && !invalid && <Field.HelperText color="fg.muted">{hint}</Field.HelperText>}
      {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Whether the item may be ordered beyond stock, and when more is expected (docs/decisions/088). */
function BackorderFields() {
  const [field, , helpers] = useFormField<boolean>('backordersAllowed');
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" alignItems="end">
      <chakra.label display="flex" gap="2" alignItems="center" minH="10">
        <chakra.input
          type="checkbox"
          name="backordersAllowed"
          checked={Boolean(field.value)}
          onChange={(e) => void helpers.setValue(e.target.checked)}
          boxSize="5"
          flexShrink={0}
          accentColor="orange.700"
        />
        <Text overflowWrap="anywhere">{t.backordersAllowed}</Text>
      </chakra.label>
      <TermField name="restockOn" label={t.restockOn} hint={t.restockOnHint} type="date" />
    </SimpleGrid>
  );
}

export function WholesaleTermsFields() {
  const { values, errors, submitCount } = useFormikContext<ProductFormValues & { breaksError?: string }>();
  const breaksError = getIn(errors, 'breaksError') as string | undefined;
  return (
    // A plain fieldset: the shop's Chakra system carries only the slot recipes it uses (app/theme.ts).
    <Box as="fieldset" borderWidth="1px" rounded="md" p="4">
      <Box as="legend" fontWeight="semibold" px="1">
        {t.legend}
      </Box>
      <Stack gap="4" mt="2">
        <TermField name="sku" label={t.sku} hint={t.skuHint} inputMode="text" />
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <TermField name="minimum" label={t.minimum} />
          <TermField name="increment" label={t.increment} />
          <TermField name="maximum" label={t.maximum} hint={t.maximumHint} />
        </SimpleGrid>
        <FieldArray name="breaks">
          {({ push, remove }) => (
            <Box>
              <Text fontWeight="medium" mb="2" id="breaks-heading">
                {t.breaks}
              </Text>
              <Stack gap="2" aria-labelledby="breaks-heading">
                {values.breaks.map((_, i) => (
                  <HStack key={i} align="end" gap="2">
                    <TermField
                      name={`breaks.${i}.minQuantity`}
                      ariaLabel={t.breakFrom(i + 1)}
                      label={i === 0 ? t.from : undefined}
                    />
                    <TermField
                      name={`breaks.${i}.price`}
                      ariaLabel={t.breakPrice(i + 1)}
                      label={i === 0 ? t.unitPrice : undefined}
                      inputMode="decimal"
                    />
                    <Button
                      variant="outline"
                      size="md"
                      onClick={() => remove(i)}
                      aria-label={t.removeBreak(i + 1)}
                    >
                      {t.remove}
                    </Button>
                  </HStack>
                ))}
              </Stack>
              <Button mt="2" size="sm" variant="outline" onClick={() => push({ minQuantity: '', price: '' })}>
                {t.addBreak}
              </Button>
              {breaksError && submitCount > 0 && (
                <Text color="red.700" mt="2" role="alert">
                  {breaksError}
                </Text>
              )}
              {!breaksError && (
                <Text fontSize="sm" color="fg.muted" mt="2">
                  {t.breaksHint}
                </Text>
              )}
            </Box>
          )}
        </FieldArray>
        <BackorderFields />
      </Stack>
    </Box>
  );
}
