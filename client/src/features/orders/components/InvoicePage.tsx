/**
 * The earlier per-item invoice address (/my-orders/invoice/:itemId). Invoices now belong to purchase
 * orders: an item on one goes to its purchase order's invoice; an item without one has no invoice yet.
 */
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { errorCode } from '../../../lib/apollo';
import { purchaseOrderCopy } from '../../purchase-orders/copy';
import { useMyOrderLinks } from '../api/myOrders';

const t = purchaseOrderCopy.invoice;

export default function InvoicePage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useMyOrderLinks();
  if (errorCode(error) === 'UNAUTHENTICATED') return <Navigate to="/unauthorized" replace />;
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <ErrorAlert error={error} onRetry={() => void refetch()} />;

  const item = data?.myOrders.find((i) => i.id === id);
  if (item?.purchaseOrder) return <Navigate to={`/my-orders/invoices/${item.purchaseOrder.id}`} replace />;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t.heading}
      </Heading>
      <Text>{t.notFound}</Text>
      <Link asChild color="blue.700" textDecoration="underline" alignSelf="flex-start">
        <RouterLink to="/my-orders">{t.back}</RouterLink>
      </Link>
    </Stack>
  );
}
