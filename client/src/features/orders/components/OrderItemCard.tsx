/** One order item with its status, history, invoice link and the actions its status allows (or why there are none). */
import { useState } from 'react';
import { Badge, Button, Card, Flex, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CUSTOMER_DELETABLE_STATUSES, MESSAGES, formatCents, type OrderStatusName } from '@gluegun/common';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ProductImage } from '../../../components/ProductImage';
import { notifySuccess } from '../../../components/toaster';
import { errorCode } from '../../../lib/apollo';
import { copy } from '../../../lib/copy';
import { wholesaleCopy } from '../../../lib/wholesaleCopy';
import { statusLabel, statusPalette } from '../../../lib/orderStatus';
import type { MyOrdersQuery } from '../../../gql/graphql';
import { usePayOrderItem } from '../api/payOrderItem';
import { useCancelOrderItem } from '../api/cancelOrderItem';
import { useDeleteOrderItem } from '../api/deleteOrderItem';
import { PayDialog } from '../../purchase-orders/components/PayDialog';

type OrderItem = MyOrdersQuery['myOrderConnection']['nodes'][number];
type OrderEvent = OrderItem['events'][number];

/** Customers see who moved their item as a role, never an admin's e-mail. */
function who(event: OrderEvent): string {
  if (event.actorRole === 'ADMIN') return ` ${copy.orders.byShop}`;
  if (event.actorRole === 'CUSTOMER') return ` ${copy.orders.byYou}`;
  return '';
}

/** Pay, Cancel and Delete on one item; Cancel and Delete ask first. A refusal shows on the card, a lost session at /unauthorized. */
function useItemActions(item: OrderItem) {
  const navigate = useNavigate();
  const [pay] = usePayOrderItem();
  const [cancel, cancelState] = useCancelOrderItem();
  const [remove, removeState] = useDeleteOrderItem();
  const [error, setError] = useState<unknown>(null);
  const { ask, dialog } = useConfirm();

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      notifySuccess(done);
    } catch (e) {
      const code = errorCode(e);
      if (code === 'UNAUTHENTICATED') navigate('/unauthorized');
      else setError(e);
    }
  };

  const onDelete = async () => {
    const question = { title: MESSAGES.confirmDelete, confirmLabel: copy.orders.delete, palette: 'red' };
    if (!(await ask({ ...question, keepLabel: copy.orders.keep }))) return;
    void run(() => remove({ variables: { id: item.id } }), copy.orders.deleted);
  };

  // Cancelling cannot be undone (an invoiced line takes its order and invoice with it): ask first, like Delete.
  const onCancel = async () => {
    const title = copy.orders.confirmCancel(item.productName, Boolean(item.invoiceReference));
    const question = { title, confirmLabel: copy.orders.cancelConfirm, palette: 'red' };
    if (!(await ask({ ...question, keepLabel: copy.orders.keep }))) return;
    void run(() => cancel({ variables: { id: item.id } }), copy.orders.cancelled);
  };

  // The Pay dialog shows its own refusals: this one throws them to it.
  const onPay = async () => {
    await pay({ variables: { id: item.id } });
    notifySuccess(copy.orders.paid);
  };

  return {
    error,
    onDelete: () => void onDelete(),
    onCancel: () => void onCancel(),
    onPay,
    cancelling: cancelState.loading,
    deleting: removeState.loading,
    dialog,
  };
}

function History({ events }: { events: readonly OrderEvent[] }) {
  return (
    <>
      <Text fontSize="sm" color="fg.muted" mt="2">
        {copy.orders.history}
      </Text>
      <List.Root fontSize="sm" color="fg.muted" ps="4">
        {events.map((ev) => (
          <List.Item key={ev.id}>
            {new Date(ev.createdAt).toLocaleString()}: {statusLabel(ev.toStatus)}
            {who(ev)}
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}

export function OrderItemCard({ item }: { item: OrderItem }) {
  const { error, onDelete, onCancel, onPay, cancelling, deleting, dialog } = useItemActions(item);
  const [confirming, setConfirming] = useState(false);
  const status = item.status as OrderStatusName;
  const busy = cancelling || deleting;
  const canPay = item.nextStatuses.includes('INVOICED');
  const canCancel = item.nextStatuses.includes('CANCELLED');
  const canDelete = CUSTOMER_DELETABLE_STATUSES.includes(status);
  const why = copy.orders.why[status];

  return (
    <Card.Root variant="outline" as="article" aria-label={item.productName}>
      <Card.Body>
        <Flex gap="5" direction={{ base: 'column', sm: 'row' }}>
          <ProductImage
            src={item.imageUrl}
            name={item.productName}
            w={{ base: 'full', sm: '120px' }}
            h={{ base: '160px', sm: '120px' }}
            rounded="md"
            flexShrink={0}
          />
          <Stack flex="1" gap="1">
            <HStack justify="space-between" wrap="wrap">
              <Text as="h2" fontWeight="bold" fontSize="lg">
                {item.productName}
              </Text>
              <Badge colorPalette={statusPalette(status)} variant="outline" size="lg">
                {statusLabel(status)}
              </Badge>
            </HStack>
            {item.customerPartNumber && (
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                {wholesaleCopy.yourPartNumber(item.customerPartNumber)}
              </Text>
            )}
            <Text>{copy.orders.pricePerPiece(formatCents(item.unitPriceCents))}</Text>
            <Text>{copy.orders.quantity(item.quantity)}</Text>
            {item.packCount !== null && (
              <Text fontSize="sm" color="fg.muted">
                {item.orderedAs}
              </Text>
            )}
            <Text fontWeight="semibold">{copy.orders.total(formatCents(item.totalCents))}</Text>
            {item.invoiceReference && (
              <Link asChild color="blue.700" textDecoration="underline" alignSelf="flex-start">
                <RouterLink to={`/my-orders/invoice/${item.id}`}>
                  {copy.orders.invoice(item.invoiceReference)}
                </RouterLink>
              </Link>
            )}
            <History events={item.events} />
            {error != null && <ErrorAlert error={error} />}
          </Stack>
        </Flex>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap" justifyContent="flex-end" alignItems="center">
        {why && (
          <Text fontSize="sm" color="fg.muted" flex="1" minW="12rem">
            {why}
          </Text>
        )}
        {canPay && (
          <Button colorPalette="orange" disabled={busy} onClick={() => setConfirming(true)}>
            {copy.orders.pay}
          </Button>
        )}
        {canCancel && (
          <Button variant="outline" disabled={busy} loading={cancelling} onClick={onCancel}>
            {copy.orders.cancel}
          </Button>
        )}
        {canDelete && (
          <Button colorPalette="red" variant="subtle" disabled={busy} loading={deleting} onClick={onDelete}>
            {copy.orders.delete}
          </Button>
        )}
      </Card.Footer>
      {canPay && (
        <PayDialog open={confirming} item={item} onClose={() => setConfirming(false)} onPay={onPay} />
      )}
      {dialog}
    </Card.Root>
  );
}
