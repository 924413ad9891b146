/** The signed-in user's order items (spec §2). 401 -> /unauthorized, 403 -> /forbidden (spec §6). */
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { errorCode } from '../../../lib/apollo';
import { copy } from '../../../lib/copy';
import { useMyOrders } from '../api/myOrders';
import { OrderItemCard } from './OrderItemCard';

export default function MyOrdersPage() {
  const { data, loading, error, refetch } = useMyOrders();
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED') return <Navigate to="/unauthorized" replace />;
  if (code === 'FORBIDDEN') return <Navigate to="/forbidden" replace />;
  const items = data?.myOrders ?? [];

  return (
    <Stack gap="6">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h1" size="3xl">{copy.orders.title}</Heading>
        <Button asChild variant="outline" colorPalette="orange"><RouterLink to="/quick-order">{copy.orders.quickOrder}</RouterLink></Button>
      </HStack>
      {loading && !data && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && items.length === 0 && <Text>{copy.orders.empty}</Text>}
      {items.map((item) => <OrderItemCard key={item.id} item={item} />)}
    </Stack>
  );
}
