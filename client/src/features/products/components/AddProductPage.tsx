/** Post Product (spec §2): success toast 'Thanks!! Post Completed' and a cleared form; errors stay visible. */
import { useState } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { notifySuccess } from '../../../components/toaster';
import { resetAfterSuccess } from '../../../components/form/formOutcome';
import { useCreateProduct } from '../api/createProduct';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import { ProductForm } from './ProductForm';
import { emptyProductForm, showFieldError, toProductInput } from './productFormSchema';
import { describeError } from '../../../lib/errors';

export default function AddProductPage() {
  const [createProduct] = useCreateProduct();
  const [serverError, setServerError] = useState<unknown>(null);

  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        {dashboardCopy.productForm.postHeading}
      </Heading>
      <ProductForm
        initialValues={emptyProductForm}
        submitLabel={dashboardCopy.productForm.post}
        serverError={serverError}
        onSubmit={async (values, { resetForm, setFieldError }) => {
          setServerError(null);
          try {
            await createProduct({ variables: { input: toProductInput(values) } });
            notifySuccess(dashboardCopy.productForm.posted);
            resetAfterSuccess({ resetForm });
          } catch (error) {
            if (!showFieldError(describeError(error), setFieldError)) setServerError(error);
          }
        }}
      />
    </Stack>
  );
}
