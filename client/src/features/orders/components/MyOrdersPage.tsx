/** The signed-in user's order items (spec §2). 401 -> /unauthorized, 403 -> /forbidden (spec §6). */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { formatCents } from '@gluegun/common';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { errorCode } from '../../../lib/apollo';
import { copy } from '../../../lib/copy';
import { useMyOrders } from '../api/myOrders';
import { OrderItemCard } from './OrderItemCard';

/** Open = still to pay, or invoiced and not shipped yet. */
const OPEN = ['PENDING', 'PAID'];

export default function MyOrdersPage() {
  const { data, loading, error, refetch } = useMyOrders();
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED') return <Navigate to="/unauthorized" replace />;
  if (code === 'FORBIDDEN') return <Navigate to="/forbidden" replace />;
  const items = data?.myOrders ?? [];
  const open = items.filter((i) => OPEN.includes(i.status));
  // The server's line totals, summed; never quantity x price again here.
  const openTotal = open.reduce((sum, i) => sum + i.totalCents, 0);

  return (
    <Stack gap="6">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h1" size="3xl">{copy.orders.title}</Heading>
        <Button asChild variant="outline" colorPalette="orange"><RouterLink to="/quick-order">{copy.orders.quickOrder}</RouterLink></Button>
      </HStack>
      {loading && !data && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && items.length === 0 && <Text>{copy.orders.empty}</Text>}
      {open.length > 0 && (
        <Box borderWidth="1px" rounded="md" p="4" bg="orange.50" role="group" aria-label={copy.orders.openTotalLabel}>
          <Text fontSize="lg" fontWeight="bold">{copy.orders.openTotalLabel}: {formatCents(openTotal)}</Text>
          <Text fontSize="sm" color="fg.muted">{copy.orders.openTotalHint(open.length)}</Text>
        </Box>
      )}
      {items.map((item) => <OrderItemCard key={item.id} item={item} />)}
    </Stack>
  );
}
