/** The Post Product / Update Product form (spec §2, §5): name, price, quantity, img, des, all required. */
import type { ReactNode } from 'react';
import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { Formik, Form, Field as FormikField, type FieldProps, type FormikHelpers } from 'formik';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import { productFormSchema, type ProductFormValues } from './productFormSchema';
import { WholesaleTermsFields } from './WholesaleTermsFields';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';

const t = dashboardCopy.productForm;

interface Props {
  initialValues: ProductFormValues;
  submitLabel: string;
  /** Throw to show the server's error under the form; resolve to keep what the caller decided. */
  onSubmit(values: ProductFormValues, helpers: FormikHelpers<ProductFormValues>): Promise<void>;
  serverError?: unknown;
  /** Shown next to the submit button instead of serverError (e.g. the "changed meanwhile" notice). */
  notice?: ReactNode;
}

function TextField({ name, label, placeholder, type = 'text', inputMode, multiline }: {
  name: keyof ProductFormValues; label: string; placeholder?: string; type?: string;
  inputMode?: 'decimal' | 'numeric'; multiline?: boolean;
}) {
  return (
    <FormikField name={name}>
      {({ field, meta }: FieldProps<string>) => {
        const invalid = Boolean(meta.touched && meta.error);
        return (
          <Field.Root required invalid={invalid}>
            <Field.Label>{label}<Field.RequiredIndicator /></Field.Label>
            {multiline
              ? <Textarea {...field} placeholder={placeholder} rows={4} />
              : <Input {...field} type={type} inputMode={inputMode} placeholder={placeholder} />}
            {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
          </Field.Root>
        );
      }}
    </FormikField>
  );
}

export function ProductForm({ initialValues, submitLabel, onSubmit, serverError, notice }: Props) {
  return (
    <Formik initialValues={initialValues} validationSchema={productFormSchema} onSubmit={onSubmit} enableReinitialize>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={submitLabel}>
          <FocusFirstInvalid />
          <Stack gap="4" maxW="xl">
            <TextField name="name" label={t.name} />
            <TextField name="price" label={t.price} placeholder={t.pricePlaceholder} inputMode="decimal" />
            <TextField name="quantity" label={t.quantity} placeholder={t.quantityPlaceholder} inputMode="numeric" />
            <TextField name="img" label={t.img} placeholder={t.imgPlaceholder} type="url" />
            <TextField name="des" label={t.des} multiline />
            <WholesaleTermsFields />
            {notice ?? (serverError != null && <ErrorAlert error={serverError} />)}
            <Button type="submit" colorPalette="orange" loading={isSubmitting} alignSelf="flex-start">
              {submitLabel}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
