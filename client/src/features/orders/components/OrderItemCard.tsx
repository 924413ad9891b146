/** One order item with its status, history and the actions its status allows. */
import { useState } from 'react';
import { Badge, Button, Card, Flex, HStack, Image, List, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { CUSTOMER_DELETABLE_STATUSES, MESSAGES, formatCents, type OrderStatusName } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { showPlaceholderImage } from '../../../components/imageFallback';
import { notifySuccess } from '../../../components/toaster';
import { errorCode } from '../../../lib/apollo';
import { copy } from '../../../lib/copy';
import type { MyOrdersQuery } from '../../../gql/graphql';
import { usePayOrderItem } from '../api/payOrderItem';
import { useCancelOrderItem } from '../api/cancelOrderItem';
import { useDeleteOrderItem } from '../api/deleteOrderItem';

type OrderItem = MyOrdersQuery['myOrders'][number];

const STATUS_COLOR: Record<OrderStatusName, string> = {
  PENDING: 'yellow', PAID: 'blue', SHIPPED: 'purple', DELIVERED: 'green', CANCELLED: 'gray',
};

export function OrderItemCard({ item }: { item: OrderItem }) {
  const navigate = useNavigate();
  const [pay, payState] = usePayOrderItem();
  const [cancel, cancelState] = useCancelOrderItem();
  const [remove, removeState] = useDeleteOrderItem();
  const [error, setError] = useState<unknown>(null);
  const status = item.status as OrderStatusName;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      notifySuccess(done);
    } catch (e) {
      const code = errorCode(e);
      if (code === 'UNAUTHENTICATED') navigate('/unauthorized');
      else if (code === 'FORBIDDEN') navigate('/forbidden');
      else setError(e);
    }
  };

  const onDelete = () => {
    if (!window.confirm(MESSAGES.confirmDelete)) return;
    void run(() => remove({ variables: { id: item.id } }), copy.orders.deleted);
  };

  const busy = payState.loading || cancelState.loading || removeState.loading;

  return (
    <Card.Root variant="outline" as="article" aria-label={item.productName}>
      <Card.Body>
        <Flex gap="5" direction={{ base: 'column', sm: 'row' }}>
          <Image src={item.imageUrl} alt={copy.product.imageAlt(item.productName)} boxSize={{ base: 'full', sm: '120px' }} maxH="200px" objectFit="contain" bg="gray.50" rounded="md" onError={showPlaceholderImage} />
          <Stack flex="1" gap="1">
            <HStack justify="space-between" wrap="wrap">
              <Text fontWeight="bold" fontSize="lg">{item.productName}</Text>
              <Badge colorPalette={STATUS_COLOR[status]} size="lg">{copy.orders.status[status]}</Badge>
            </HStack>
            <Text>{copy.orders.pricePerPiece(formatCents(item.unitPriceCents))}</Text>
            <Text>{copy.orders.quantity(item.quantity)}</Text>
            <Text fontWeight="semibold">{copy.orders.total(formatCents(item.quantity * item.unitPriceCents))}</Text>
            {item.invoiceReference && <Text color="blue.600">{copy.orders.invoice(item.invoiceReference)}</Text>}
            <Text fontSize="sm" color="fg.muted" mt="2">{copy.orders.history}</Text>
            <List.Root fontSize="sm" color="fg.muted" ps="4">
              {item.events.map((ev) => (
                <List.Item key={ev.id}>
                  {new Date(ev.createdAt).toLocaleString()}: {copy.orders.status[ev.toStatus as OrderStatusName]}
                </List.Item>
              ))}
            </List.Root>
            {error != null && <ErrorAlert error={error} />}
          </Stack>
        </Flex>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap" justifyContent="flex-end">
        {status === 'PENDING' && (
          <Button colorPalette="orange" disabled={busy} loading={payState.loading}
            onClick={() => void run(() => pay({ variables: { id: item.id } }), copy.orders.paid)}>
            {copy.orders.pay}
          </Button>
        )}
        {item.nextStatuses.includes('CANCELLED') && (
          <Button variant="outline" disabled={busy} loading={cancelState.loading}
            onClick={() => void run(() => cancel({ variables: { id: item.id } }), copy.orders.cancelled)}>
            {copy.orders.cancel}
          </Button>
        )}
        {CUSTOMER_DELETABLE_STATUSES.includes(status) && (
          <Button colorPalette="red" variant="subtle" disabled={busy} loading={removeState.loading} onClick={onDelete}>
            {copy.orders.delete}
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
