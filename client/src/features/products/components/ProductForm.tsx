/** The Post Product / Update Product form (spec §2, §5): name, price, quantity, img, des, all required. */
import type { ReactNode } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { Formik, Form, type FormikHelpers } from 'formik';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import { productFormSchema, type ProductFormValues } from './productFormSchema';
import { WholesaleTermsFields } from './WholesaleTermsFields';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { MoneyField, TextField } from '../../../components/form/TextField';
import { useRefusals } from '../../../components/form/formOutcome';

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

const NO_FIELDS = {} as const;

export function ProductForm({ initialValues, submitLabel, onSubmit, serverError, notice }: Props) {
  const refusals = useRefusals<ProductFormValues>(NO_FIELDS);
  // The pages name the refused field themselves (showFieldError); kept here, it outlasts the form's own checks.
  const submit = (values: ProductFormValues, helpers: FormikHelpers<ProductFormValues>) =>
    onSubmit(values, {
      ...helpers,
      setFieldError: (field, message) =>
        message ? refusals.keep(field, message, values, helpers) : helpers.setFieldError(field, message),
    });
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={productFormSchema}
      validate={refusals.validate}
      onSubmit={submit}
      enableReinitialize
    >
      {({ isSubmitting }) => (
        <Form noValidate onSubmitCapture={refusals.forget} aria-label={submitLabel}>
          <FocusFirstInvalid />
          <Stack gap="4" maxW="xl">
            <TextField name="name" label={t.name} required />
            <MoneyField name="price" label={t.price} placeholder={t.pricePlaceholder} required />
            <TextField
              name="quantity"
              label={t.quantity}
              placeholder={t.quantityPlaceholder}
              inputMode="numeric"
              required
            />
            <TextField name="img" label={t.img} placeholder={t.imgPlaceholder} type="url" required />
            <TextField name="des" label={t.des} rows={4} required />
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
