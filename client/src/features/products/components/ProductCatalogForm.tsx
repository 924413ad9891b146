/**
 * Update Product's second form: the categories the product sits in (indented by the tree) and one value per
 * specification (a choice, a number in its unit, or text; empty is none), saved with setProductCatalog. Saving
 * moves the product's version, so `onSaved` reloads the product for the form above, which sends its version.
 */
import { useState } from 'react';
import { Button, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { ErrorAlert, FormErrorAlert } from '../../../components/ErrorAlert';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { LiveStatus } from '../../../components/LiveStatus';
import { useFormField, useRefusals } from '../../../components/form/formOutcome';
import { catalogAdminCopy as t } from '../../../lib/catalogAdminCopy';
import { flattenTree } from '../../../lib/categoryTree';
import { SELECT_STYLE } from '../../../lib/countries';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import { describeError } from '../../../lib/errors';
import { PageSpinner } from '../../../components/PageSpinner';
import { useProductCatalog, useSetProductCatalog } from '../api/productCatalog';
import {
  productCatalogValues,
  toProductCatalogVariables,
  type ProductCatalogValues,
} from './productCatalogForm';
import { CheckboxList } from '../../../components/form/CheckboxList';

const FIELD_OF = { categories: 'categories', specs: 'specs' } as const;

interface Spec {
  key: string;
  name: string;
  kind: string;
  unit?: string | null;
  choices: readonly string[];
}

function SpecInput({ spec }: { spec: Spec }) {
  const [field, meta] = useFormField<string>(`specs.${spec.key}`);
  const id = `spec-${spec.key}`;
  return (
    <Field.Root invalid={Boolean(meta.touched && meta.error)}>
      <Field.Label htmlFor={id}>{spec.name}</Field.Label>
      {spec.kind === 'CHOICE' ? (
        <NativeSelect.Root>
          <NativeSelect.Field id={id} {...field} {...SELECT_STYLE}>
            <option value="">{t.noValue}</option>
            {spec.choices.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      ) : (
        <Input id={id} {...field} inputMode={spec.kind === 'NUMBER' ? 'decimal' : undefined} />
      )}
      {spec.kind === 'NUMBER' && spec.unit && <Field.HelperText>{t.unitAfter(spec.unit)}</Field.HelperText>}
    </Field.Root>
  );
}

export function ProductCatalogForm({
  productId,
  onSaved,
}: {
  productId: string;
  onSaved(): Promise<unknown>;
}) {
  const { data, loading, error, refetch } = useProductCatalog(productId);
  const [setProductCatalog] = useSetProductCatalog();
  const [formError, setFormError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const refusals = useRefusals<ProductCatalogValues>(FIELD_OF);
  if (loading && !data) return <PageSpinner label={dashboardCopy.loading} />;
  if (error) return <ErrorAlert error={error} onRetry={() => void refetch()} />;
  if (!data) return null;
  const tree = flattenTree(data.categories);
  const initialValues = productCatalogValues(data.product, data.specifications);
  return (
    <Stack as="section" gap="4" aria-labelledby="product-catalog-heading" maxW="xl">
      <Heading as="h3" size="lg" id="product-catalog-heading">
        {t.productHeading}
      </Heading>
      <Text>{t.productIntro}</Text>
      <Formik<ProductCatalogValues>
        initialValues={initialValues}
        validate={refusals.validate}
        enableReinitialize
        onSubmit={async (values, helpers) => {
          setFormError(null);
          setSaid('');
          try {
            await setProductCatalog({
              variables: toProductCatalogVariables(
                productId,
                values,
                data.specifications,
                tree.map((n) => n.category.slug),
              ),
            });
            await onSaved();
            setSaid(t.productCatalogSaved);
          } catch (e) {
            setFormError(refusals.show(describeError(e), values, helpers));
          }
        }}
      >
        {({ isSubmitting, errors, touched }) => (
          <Form noValidate onSubmitCapture={refusals.forget} aria-label={t.productHeading}>
            <FocusFirstInvalid />
            <Stack gap="4" borderWidth="1px" rounded="md" p="4">
              <CheckboxList
                name="categories"
                legend={t.productCategories}
                options={tree.map(({ category, depth }) => ({
                  value: category.slug,
                  label: category.name,
                  indent: depth,
                }))}
              />
              <Stack as="fieldset" gap="3" minW="0">
                <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
                  {t.productSpecifications}
                </Text>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  {data.specifications.map((s) => (
                    <SpecInput key={s.key} spec={s} />
                  ))}
                </SimpleGrid>
                {/* A refused value (field 'specs') names no one input: it shows under them all until one changes. */}
                {touched.specs && typeof errors.specs === 'string' && (
                  <Text color="fg.error" fontSize="sm" role="alert">
                    {errors.specs}
                  </Text>
                )}
              </Stack>
              {formError && <FormErrorAlert revealKey={formError}>{formError}</FormErrorAlert>}
              <LiveStatus>
                {said && (
                  <Text fontWeight="medium" color="green.800">
                    {said}
                  </Text>
                )}
              </LiveStatus>
              <Button type="submit" colorPalette="orange" loading={isSubmitting} alignSelf="flex-start">
                {t.saveProductCatalog}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
