/** Manage Products (spec §2): every product with 'Update Product' and 'Delete Product' (after a confirm). */
import { useState } from 'react';
import { Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '@gluegun/common';
import { PageSpinner } from '../../../components/PageSpinner';
import { ProductImage } from '../../../components/ProductImage';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { notifyError, notifySuccess } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { useAdminProducts } from '../api/adminProducts';
import { LoadMoreButton } from '../../../lib/cursorPages';
import { useDeleteProduct } from '../api/deleteProduct';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import { CatalogCsvPanel } from './CatalogCsvPanel';

const t = dashboardCopy.products;

export default function ManageProducts() {
  const { data, loading, error, refetch, loadMore } = useAdminProducts();
  const [more, setMore] = useState(false);
  const [deleteProduct] = useDeleteProduct();
  const [busyId, setBusyId] = useState<string | null>(null);
  const { ask, dialog } = useConfirm();

  async function onDelete(id: string) {
    const question = {
      title: dashboardCopy.confirmDelete,
      confirmLabel: dashboardCopy.delete,
      palette: 'red',
    };
    if (!(await ask({ ...question, keepLabel: dashboardCopy.keep }))) return;
    setBusyId(id);
    try {
      await deleteProduct({ variables: { id } });
      notifySuccess(t.deleted);
    } catch (err) {
      notifyError(t.deleteFailed, errorMessage(err));
    } finally {
      setBusyId(null);
    }
  }

  const items = data?.productConnection.nodes ?? [];
  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        {t.heading}
      </Heading>
      <CatalogCsvPanel onApplied={() => void refetch()} />
      {loading && !data && <PageSpinner label={dashboardCopy.loading} />}
      {error && <ErrorAlert error={error} title={dashboardCopy.errorTitle} onRetry={() => void refetch()} />}
      {data && items.length === 0 && <Text>{t.empty}</Text>}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {items.map((p) => (
          <Card.Root key={p.id} overflow="hidden" size="sm">
            <ProductImage src={p.imageUrl} name={p.name} h="40" w="full" p="2" />
            <Card.Body gap="1">
              <Card.Title as="h3">{p.name}</Card.Title>
              <Text color="fg.muted" lineClamp={2}>
                {p.description}
              </Text>
              <Box fontSize="sm">
                <Text>{t.quantity(p.quantity)}</Text>
                <Text>{t.price(formatCents(p.priceCents))}</Text>
              </Box>
            </Card.Body>
            <Card.Footer>
              <HStack gap="2" wrap="wrap">
                <Button asChild size="sm" colorPalette="orange" aria-label={`${t.update}: ${p.name}`}>
                  <RouterLink to={`/dashboard/update-product/${p.id}`}>{t.update}</RouterLink>
                </Button>
                <Button
                  size="sm"
                  colorPalette="red"
                  variant="outline"
                  loading={busyId === p.id}
                  onClick={() => void onDelete(p.id)}
                  aria-label={`${t.delete}: ${p.name}`}
                >
                  {t.delete}
                </Button>
              </HStack>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
      <LoadMoreButton
        pageInfo={data?.productConnection.pageInfo}
        loading={more}
        label={t.loadMore}
        onMore={(after) => {
          setMore(true);
          void loadMore(after).finally(() => setMore(false));
        }}
      />
      {dialog}
    </Stack>
  );
}
