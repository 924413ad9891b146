/**
 * Update Product, prefilled from product(id). The spec's original only logged the values; here the submit
 * really saves (updateProduct) and confirms with a toast. It sends the `version` it loaded: if the product
 * changed meanwhile (another edit, or stock moved by a payment), the server refuses instead of overwriting,
 * and the form offers to load the current values.
 */
import { useState } from 'react';
import { Button, Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert, FormErrorAlert } from '../../../components/ErrorAlert';
import { notifySuccess } from '../../../components/toaster';
import { describeError, type ShownError } from '../../../lib/errors';
import { useAdminProduct } from '../api/adminProduct';
import { useUpdateProduct } from '../api/updateProduct';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import { ProductForm } from './ProductForm';
import { ProductCatalogForm } from './ProductCatalogForm';
import { ProductPackingForm } from './ProductPackingForm';
import { RelatedItemsForm } from './RelatedItemsForm';
import { WarehouseStockForm } from './WarehouseStockForm';
import { showFieldError, toProductForm, toProductInput } from './productFormSchema';

export default function UpdateProductPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useAdminProduct(id);
  const [updateProduct] = useUpdateProduct();
  const [serverError, setServerError] = useState<unknown>(null);
  const [changed, setChanged] = useState<ShownError | null>(null);
  const [reloading, setReloading] = useState(false);
  const t = dashboardCopy.productForm;

  const reload = async () => {
    setReloading(true);
    try {
      await refetch();
      setChanged(null);
    } finally {
      setReloading(false);
    }
  };

  // Like every form refusal: announced, scrolled into view and focused, "Load the current values" next.
  const notice = changed && (
    <FormErrorAlert
      status="warning"
      title={t.changedTitle}
      revealKey={changed}
      action={
        <Button size="sm" colorPalette="orange" loading={reloading} onClick={() => void reload()}>
          {t.loadCurrent}
        </Button>
      }
    >
      {changed.message}
    </FormErrorAlert>
  );

  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        {t.updateHeading}
      </Heading>
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
          notice={notice}
          onSubmit={async (values, { setFieldError }) => {
            setServerError(null);
            setChanged(null);
            try {
              // The version loaded with the form: a product changed meanwhile is refused, not overwritten.
              await updateProduct({
                variables: {
                  id,
                  input: { ...toProductInput(values, 'update'), version: data.product.version },
                },
              });
              notifySuccess(t.updated);
            } catch (err) {
              const shown = describeError(err);
              if (shown.reason === 'PRODUCT_CHANGED') setChanged(shown);
              else if (!showFieldError(shown, setFieldError)) setServerError(err);
            }
          }}
        />
      )}
      {/* Saving it moves the product's version: the refetch gives the form above the version it must send. */}
      {data && <WarehouseStockForm productId={id} onSaved={refetch} />}
      {data && <ProductCatalogForm productId={id} onSaved={refetch} />}
      {data && <ProductPackingForm productId={id} onSaved={refetch} />}
      {data && <RelatedItemsForm productId={id} />}
    </Stack>
  );
}
