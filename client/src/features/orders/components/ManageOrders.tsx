/**
 * All Users Orders (spec §2): image, product, the buyer (name, e-mail, phone: the modal collects them), quantity,
 * total, status, 'Update Status' (moves along the transitions the server allows) and Delete after a confirm.
 * Phones get one card per item with its actions in view; wider screens a table.
 */
import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { formatCents } from '@gluegun/common';
import { PageSpinner } from '../../../components/PageSpinner';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ProductImage } from '../../../components/ProductImage';
import { notifyError, notifySuccess } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { statusLabel, statusPalette } from '../../../lib/orderStatus';
import type { AdminOrdersQuery, OrderStatus } from '../../../gql/graphql';
import { useAdminOrders } from '../api/adminOrders';
import { useCursorPager } from '../../../lib/cursorPages';
import { useUpdateOrderStatus } from '../api/updateOrderStatus';
import { useAdminDeleteOrderItem } from '../api/adminDeleteOrderItem';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import { ScrollTable } from '../../../components/ScrollTable';
import { StatusMenu } from './StatusMenu';

const t = dashboardCopy.orders;
type Order = AdminOrdersQuery['orderConnection']['nodes'][number];
type OnStatus = (id: string, status: OrderStatus) => void;
type OnDelete = (id: string) => void;

function Actions({
  o,
  busy,
  onStatus,
  onDelete,
}: {
  o: Order;
  busy: boolean;
  onStatus: OnStatus;
  onDelete: OnDelete;
}) {
  return (
    <HStack gap="2" wrap="wrap">
      <StatusMenu
        next={o.nextStatuses}
        busy={busy}
        label={`${t.updateStatus}: ${o.productName}, ${o.userEmail}`}
        onChoose={(s) => void onStatus(o.id, s as OrderStatus)}
      />
      <Button
        size="xs"
        colorPalette="red"
        variant="outline"
        disabled={busy}
        onClick={() => void onDelete(o.id)}
        aria-label={`${t.delete}: ${o.productName}, ${o.userEmail}`}
      >
        {t.delete}
      </Button>
    </HStack>
  );
}

/** The purchase order an item was checked out on, by its order number. */
function OrderNumber({ o }: { o: Order }) {
  if (!o.purchaseOrder) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      {t.orderNumber(o.purchaseOrder.orderNumber)}
    </Text>
  );
}

function Buyer({ o }: { o: Order }) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{o.userName || '—'}</Text>
      <Text wordBreak="break-all">{o.userEmail}</Text>
      {/* An erased person's order keeps no phone: no empty link to call. */}
      {/[\d]/.test(o.userPhone) ? (
        <Link href={`tel:${o.userPhone.replace(/[^+\d]/g, '')}`} color="blue.700">
          {o.userPhone}
        </Link>
      ) : (
        <Text color="fg.muted">—</Text>
      )}
    </Stack>
  );
}

interface ListProps {
  orders: Order[];
  busyId: string | null;
  onStatus: OnStatus;
  onDelete: OnDelete;
}

/** The spec's status word, and under it how much has shipped while a line ships in parts (it stays Invoiced). */
function StatusBadge({ o }: { o: Order }) {
  const partly = o.shippedQuantity > 0 && o.shippedQuantity < o.quantity;
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette={statusPalette(o.status)} variant="outline">
        {statusLabel(o.status)}
      </Badge>
      {partly && (
        <Text fontSize="sm" whiteSpace="nowrap">
          {t.shippedOf(o.shippedQuantity, o.quantity)}
        </Text>
      )}
    </Stack>
  );
}

/** Phones: one card per item with its actions in view. */
function OrderCards({ orders, busyId, onStatus, onDelete }: ListProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" display={{ base: 'flex', md: 'none' }} aria-label={t.heading}>
      {orders.map((o) => (
        <Box as="li" key={o.id} borderWidth="1px" rounded="md" p="3">
          <HStack align="flex-start" gap="3">
            <ProductImage src={o.imageUrl} name={o.productName} boxSize="14" rounded="sm" flexShrink={0} />
            <Stack gap="1" flex="1" minW="0">
              <HStack justify="space-between" align="flex-start">
                <Stack gap="0">
                  <Text fontWeight="bold">{o.productName}</Text>
                  <OrderNumber o={o} />
                </Stack>
                <StatusBadge o={o} />
              </HStack>
              <Buyer o={o} />
              <Text>
                {t.quantity}: {o.quantity} · {t.total}: {formatCents(o.totalCents)}
              </Text>
              <Actions o={o} busy={busyId === o.id} onStatus={onStatus} onDelete={onDelete} />
            </Stack>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}

/** Tablet width and up: a table. */
function OrdersTable({ orders, busyId, onStatus, onDelete }: ListProps) {
  return (
    <Box display={{ base: 'none', md: 'block' }}>
      <ScrollTable label={t.heading}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.image}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.product}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.buyer}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.quantity}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.total}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.status}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.actions}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((o) => (
            <Table.Row key={o.id}>
              <Table.Cell>
                <ProductImage src={o.imageUrl} name={o.productName} boxSize="10" rounded="sm" />
              </Table.Cell>
              <Table.Cell>
                <Text>{o.productName}</Text>
                <OrderNumber o={o} />
              </Table.Cell>
              <Table.Cell>
                <Buyer o={o} />
              </Table.Cell>
              <Table.Cell textAlign="end">{o.quantity}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(o.totalCents)}</Table.Cell>
              <Table.Cell>
                <StatusBadge o={o} />
              </Table.Cell>
              <Table.Cell>
                <Actions o={o} busy={busyId === o.id} onStatus={onStatus} onDelete={onDelete} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
    </Box>
  );
}

function Pager({
  page,
  hasNext,
  loading,
  onPrevious,
  onNext,
}: {
  page: number;
  hasNext: boolean;
  loading: boolean;
  onPrevious(): void;
  onNext(): void;
}) {
  return (
    <HStack as="nav" aria-label={t.pagination} justify="center" gap="3">
      <Button size="sm" variant="outline" disabled={page === 1 || loading} onClick={onPrevious}>
        {t.previous}
      </Button>
      <Text>{t.page(page)}</Text>
      <Button size="sm" variant="outline" disabled={!hasNext || loading} onClick={onNext}>
        {t.next}
      </Button>
    </HStack>
  );
}

/** Update Status and Delete, one item at a time (busyId); a failure says why and reloads the page's rows. */
function useOrderActions(refetch: () => unknown) {
  const [updateStatus] = useUpdateOrderStatus();
  const [deleteItem] = useAdminDeleteOrderItem();
  const [busyId, setBusyId] = useState<string | null>(null);
  const { ask, dialog } = useConfirm();

  const act = async (id: string, action: () => Promise<unknown>, done: string, failed: string) => {
    setBusyId(id);
    try {
      await action();
      notifySuccess(done);
    } catch (err) {
      notifyError(failed, errorMessage(err));
      void refetch();
    } finally {
      setBusyId(null);
    }
  };

  const onStatus: OnStatus = (id, status) =>
    void act(
      id,
      () => updateStatus({ variables: { id, status } }),
      t.statusUpdated(statusLabel(status)),
      t.statusFailed,
    );
  const onDelete = async (id: string) => {
    const question = {
      title: dashboardCopy.confirmDelete,
      confirmLabel: dashboardCopy.delete,
      palette: 'red',
    };
    if (!(await ask({ ...question, keepLabel: dashboardCopy.keep }))) return;
    await act(id, () => deleteItem({ variables: { id } }), t.deleted, t.deleteFailed);
  };
  return { busyId, onStatus, onDelete: (id: string) => void onDelete(id), dialog };
}

export default function ManageOrders() {
  const pager = useCursorPager();
  const { page } = pager;
  const { data, loading, error, refetch } = useAdminOrders(pager.after);
  const { busyId, onStatus, onDelete, dialog } = useOrderActions(refetch);

  const orders = data?.orderConnection.nodes ?? [];
  const hasNext = data?.orderConnection.pageInfo.hasNextPage ?? false;
  const list = { orders, busyId, onStatus, onDelete };
  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        {t.heading}
      </Heading>
      {loading && !data && <PageSpinner label={dashboardCopy.loading} />}
      {error && <ErrorAlert error={error} title={dashboardCopy.errorTitle} onRetry={() => void refetch()} />}
      {data && orders.length === 0 && page === 1 && <Text>{t.empty}</Text>}
      {orders.length > 0 && (
        <>
          <OrderCards {...list} />
          <OrdersTable {...list} />
        </>
      )}
      {(page > 1 || hasNext) && (
        <Pager
          page={page}
          hasNext={hasNext}
          loading={loading}
          onPrevious={pager.previous}
          onNext={() => pager.next(data?.orderConnection.pageInfo)}
        />
      )}
      {dialog}
    </Stack>
  );
}
