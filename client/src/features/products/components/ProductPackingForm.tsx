/**
 * Update Product's third form (docs/decisions/066): the family the product is a variant of with its value for each
 * option, a new family when none fits, its pack sizes, and the weight and size of one unit. Saving moves the
 * product's version, so `onSaved` reloads the product for the first form.
 */
import { useState } from 'react';
import {
  Button,
  Field,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Field as FormikField, Form, Formik } from 'formik';
import { ErrorAlert, FormErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { PageSpinner } from '../../../components/PageSpinner';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import { describeError } from '../../../lib/errors';
import {
  useProductPacking,
  useSaveProductFamily,
  useSetProductPacking,
  useSetProductVariant,
} from '../api/productPacking';
import { packingInput, packingValues, type PackingValues } from './productPackingForm';

export const packingCopy = {
  heading: 'Variant and packing',
  family: 'Family',
  noFamily: 'None (a product of its own)',
  newFamily: 'New family',
  newFamilyName: 'Family name',
  newFamilyOptions: 'Options, comma-separated (e.g. Diameter, Colour)',
  createFamily: 'Create family',
  packs: 'Pack sizes, one a line: name, units (e.g. Case of 250, 250)',
  weight: 'Weight of one unit (g)',
  leadTime: 'Lead time in working days (0: ships the same working day)',
  length: 'Length (mm)',
  width: 'Width (mm)',
  height: 'Height (mm)',
  save: 'Save variant and packing',
  saved: 'Variant and packing saved',
};

function TextField({ name, label, inputMode }: { name: string; label: string; inputMode?: 'numeric' }) {
  return (
    <Field.Root>
      <Field.Label htmlFor={`packing-${name}`}>{label}</Field.Label>
      <FormikField as={Input} id={`packing-${name}`} name={name} inputMode={inputMode} />
    </Field.Root>
  );
}

function NewFamily() {
  const [save, { loading }] = useSaveProductFamily();
  const [name, setName] = useState('');
  const [options, setOptions] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = async () => {
    setProblem(null);
    try {
      await save({
        variables: {
          input: {
            name,
            optionNames: options
              .split(',')
              .map((o) => o.trim())
              .filter((o) => o !== ''),
          },
        },
      });
      setName('');
      setOptions('');
    } catch (e) {
      setProblem(describeError(e).message);
    }
  };
  return (
    <Stack as="fieldset" gap="2" borderWidth="1px" rounded="md" p="3">
      <Text as="legend" fontWeight="medium" fontSize="sm">
        {packingCopy.newFamily}
      </Text>
      <Field.Root>
        <Field.Label htmlFor="new-family-name">{packingCopy.newFamilyName}</Field.Label>
        <Input id="new-family-name" value={name} onChange={(e) => setName(e.target.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label htmlFor="new-family-options">{packingCopy.newFamilyOptions}</Field.Label>
        <Input id="new-family-options" value={options} onChange={(e) => setOptions(e.target.value)} />
      </Field.Root>
      {problem && (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      )}
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        loading={loading}
        onClick={() => void create()}
      >
        {packingCopy.createFamily}
      </Button>
    </Stack>
  );
}

export function ProductPackingForm({
  productId,
  onSaved,
}: {
  productId: string;
  onSaved(): Promise<unknown>;
}) {
  const { data, loading, error, refetch } = useProductPacking(productId);
  const [setVariant] = useSetProductVariant();
  const [setPacking] = useSetProductPacking();
  const [formError, setFormError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  if (loading && !data) return <PageSpinner label={dashboardCopy.loading} />;
  if (error) return <ErrorAlert error={error} onRetry={() => void refetch()} />;
  if (!data) return null;
  const save = async (v: PackingValues) => {
    setFormError(null);
    setSaid('');
    try {
      const family = data.productFamilies.find((f) => f.id === v.familyId);
      await setVariant({
        variables: {
          productId,
          familyId: family?.id ?? null,
          optionValues: family ? family.optionNames.map((_, i) => v.optionValues[i] ?? '') : [],
        },
      });
      await setPacking({ variables: { productId, input: packingInput(v) } });
      await onSaved();
      setSaid(packingCopy.saved);
    } catch (e) {
      setFormError(describeError(e).message);
    }
  };
  return (
    <Stack as="section" gap="4" aria-labelledby="product-packing-heading" maxW="xl">
      <Heading as="h3" size="lg" id="product-packing-heading">
        {packingCopy.heading}
      </Heading>
      <NewFamily />
      <Formik<PackingValues> initialValues={packingValues(data.product)} enableReinitialize onSubmit={save}>
        {({ values, isSubmitting, handleChange }) => {
          const family = data.productFamilies.find((f) => f.id === values.familyId);
          return (
            <Form noValidate aria-label={packingCopy.heading}>
              <Stack gap="4" borderWidth="1px" rounded="md" p="4">
                <Field.Root>
                  <Field.Label htmlFor="packing-family">{packingCopy.family}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      id="packing-family"
                      name="familyId"
                      value={values.familyId}
                      onChange={handleChange}
                    >
                      <option value="">{packingCopy.noFamily}</option>
                      {data.productFamilies.map((f) => (
                        <option key={f.id} value={f.id}>
                          {f.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                  </NativeSelect.Root>
                </Field.Root>
                {family && (
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    {family.optionNames.map((name, i) => (
                      <TextField key={name} name={`optionValues.${i}`} label={name} />
                    ))}
                  </SimpleGrid>
                )}
                <Field.Root>
                  <Field.Label htmlFor="packing-packs">{packingCopy.packs}</Field.Label>
                  <FormikField as={Textarea} id="packing-packs" name="packs" rows={3} />
                </Field.Root>
                <TextField name="weightGrams" label={packingCopy.weight} inputMode="numeric" />
                <TextField name="leadTimeDays" label={packingCopy.leadTime} inputMode="numeric" />
                <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
                  <TextField name="lengthMm" label={packingCopy.length} inputMode="numeric" />
                  <TextField name="widthMm" label={packingCopy.width} inputMode="numeric" />
                  <TextField name="heightMm" label={packingCopy.height} inputMode="numeric" />
                </SimpleGrid>
                {formError && <FormErrorAlert revealKey={formError}>{formError}</FormErrorAlert>}
                <LiveStatus>
                  {said && (
                    <Text fontWeight="medium" color="green.800">
                      {said}
                    </Text>
                  )}
                </LiveStatus>
                <Button type="submit" colorPalette="orange" loading={isSubmitting} alignSelf="flex-start">
                  {packingCopy.save}
                </Button>
              </Stack>
            </Form>
          );
        }}
      </Formik>
    </Stack>
  );
}
