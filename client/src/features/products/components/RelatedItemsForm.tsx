/**
 * Update Product's related items (docs/decisions/078): accessories, spare parts and the one replacement of a
 * discontinued item, each a list of SKUs saved on its own. The server refuses unknown items, the product itself,
 * repeats and loops of replacements in words, changing nothing; the refusal is shown under the list it concerns.
 */
import { useState } from 'react';
import { Button, Field, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Form, Formik, Field as FormikField } from 'formik';
import * as yup from 'yup';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { describeError } from '../../../lib/errors';
import { useAdminProductRelated, useSetRelatedProducts } from '../api/related';
import type { RelationKind } from '../../../gql/graphql';

export const relatedFormCopy = {
  heading: 'Related items',
  ACCESSORY: 'Accessories: SKUs, one a line or comma-separated',
  SPARE_PART: 'Spare parts: SKUs, one a line or comma-separated',
  REPLACED_BY: 'Replaced by (for a discontinued item): one SKU, or empty',
  save: (label: string) => `Save ${label}`,
  saved: (label: string) => `${label} saved`,
  short: { ACCESSORY: 'accessories', SPARE_PART: 'spare parts', REPLACED_BY: 'replacement' } as Record<
    RelationKind,
    string
  >,
  oneOnly: 'Give one SKU only: an item has one replacement',
};

/** The SKUs typed, trimmed, in order. */
export const skusOf = (text: string) =>
  text
    .split(/[\n,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

const schema = (kind: RelationKind) =>
  yup.object({
    skus: yup
      .string()
      .max(2000)
      .test('one', relatedFormCopy.oneOnly, (v) => kind !== 'REPLACED_BY' || skusOf(v ?? '').length <= 1),
  });

function KindForm({ productId, kind, initial }: { productId: string; kind: RelationKind; initial: string }) {
  const [save] = useSetRelatedProducts();
  const [said, setSaid] = useState('');
  const id = `related-${kind}`;
  return (
    <Formik
      initialValues={{ skus: initial }}
      enableReinitialize
      validationSchema={schema(kind)}
      onSubmit={async (v, { setFieldError }) => {
        setSaid('');
        try {
          await save({ variables: { productId, kind, related: skusOf(v.skus) } });
          setSaid(relatedFormCopy.saved(relatedFormCopy.short[kind]));
        } catch (e) {
          setFieldError('skus', describeError(e).message);
        }
      }}
    >
      {({ errors, isSubmitting }) => (
        <Form noValidate>
          <Stack gap="2">
            <Field.Root invalid={Boolean(errors.skus)}>
              <Field.Label htmlFor={id}>{relatedFormCopy[kind]}</Field.Label>
              <FormikField as={kind === 'REPLACED_BY' ? Input : Textarea} id={id} name="skus" rows={2} />
              {errors.skus && <Field.ErrorText role="alert">{errors.skus}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" size="sm" variant="outline" alignSelf="flex-start" loading={isSubmitting}>
              {relatedFormCopy.save(relatedFormCopy.short[kind])}
            </Button>
            <LiveStatus>
              {said && (
                <Text color="green.800" fontSize="sm">
                  {said}
                </Text>
              )}
            </LiveStatus>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

export function RelatedItemsForm({ productId }: { productId: string }) {
  const { data, error, refetch } = useAdminProductRelated(productId);
  if (error) return <ErrorAlert error={error} onRetry={() => void refetch()} />;
  if (!data) return null;
  const skus = (kind: RelationKind) =>
    data.product.related
      .filter((r) => r.kind === kind)
      .map((r) => r.product.sku)
      .join('\n');
  return (
    <Stack as="section" aria-labelledby="related-items-heading" gap="4" borderWidth="1px" rounded="lg" p="4">
      <Heading as="h3" size="md" id="related-items-heading">
        {relatedFormCopy.heading}
      </Heading>
      {(['ACCESSORY', 'SPARE_PART', 'REPLACED_BY'] as const).map((k) => (
        <KindForm key={k} productId={productId} kind={k as RelationKind} initial={skus(k as RelationKind)} />
      ))}
    </Stack>
  );
}
