/**
 * All Users Orders (spec §2): image, product, client e-mail, quantity, total, status, 'Update Status'
 * (moves along ORDER_TRANSITIONS, as the server allows) and Delete after a confirm.
 */
import { useState } from 'react';
import { Badge, Button, Heading, HStack, Image, Stack, Table, Text } from '@chakra-ui/react';
import { formatCents } from '@gluegun/common';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { notifyError, notifySuccess } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import type { OrderStatus } from '../../../gql/graphql';
import { ADMIN_ORDERS_PAGE, useAdminOrders } from '../api/orders';
import { useUpdateOrderStatus } from '../api/updateOrderStatus';
import { useAdminDeleteOrderItem } from '../api/deleteOrderItem';
import { dashboardCopy } from '../copy';
import { ScrollTable } from './ScrollTable';
import { StatusMenu } from './StatusMenu';

const t = dashboardCopy.orders;

const STATUS_COLOURS: Record<OrderStatus, string> = {
  PENDING: 'yellow', PAID: 'blue', SHIPPED: 'purple', DELIVERED: 'green', CANCELLED: 'red',
};

export default function ManageOrders() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useAdminOrders(page);
  const [updateStatus] = useUpdateOrderStatus();
  const [deleteItem] = useAdminDeleteOrderItem();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function onStatus(id: string, status: OrderStatus) {
    setBusyId(id);
    try {
      await updateStatus({ variables: { id, status } });
      notifySuccess(t.statusUpdated(status.toLowerCase()));
    } catch (err) {
      notifyError(t.statusFailed, errorMessage(err));
      void refetch();
    } finally {
      setBusyId(null);
    }
  }

  async function onDelete(id: string) {
    if (!window.confirm(dashboardCopy.confirmDelete)) return;
    setBusyId(id);
    try {
      await deleteItem({ variables: { id } });
      notifySuccess(t.deleted);
    } catch (err) {
      notifyError(t.deleteFailed, errorMessage(err));
      void refetch();
    } finally {
      setBusyId(null);
    }
  }

  const rows = data?.orders ?? [];
  const orders = rows.slice(0, ADMIN_ORDERS_PAGE);
  const hasNext = rows.length > ADMIN_ORDERS_PAGE;
  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">{t.heading}</Heading>
      {loading && !data && <PageSpinner label={dashboardCopy.loading} />}
      {error && <ErrorAlert error={error} title={dashboardCopy.errorTitle} onRetry={() => void refetch()} />}
      {data && orders.length === 0 && page === 1 && <Text>{t.empty}</Text>}
      {orders.length > 0 && (
        <ScrollTable label={t.heading}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t.image}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.product}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.email}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.quantity}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.total}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.status}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.actions}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {orders.map((o) => (
              <Table.Row key={o.id}>
                <Table.Cell><Image src={o.imageUrl} alt={o.productName} boxSize="10" objectFit="cover" rounded="sm" /></Table.Cell>
                <Table.Cell>{o.productName}</Table.Cell>
                <Table.Cell>{o.userEmail}</Table.Cell>
                <Table.Cell textAlign="end">{o.quantity}</Table.Cell>
                <Table.Cell textAlign="end">{formatCents(o.totalCents)}</Table.Cell>
                <Table.Cell><Badge colorPalette={STATUS_COLOURS[o.status]}>{o.status.toLowerCase()}</Badge></Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <StatusMenu next={o.nextStatuses} busy={busyId === o.id}
                      label={`${t.updateStatus}: ${o.productName}, ${o.userEmail}`}
                      onChoose={(s) => void onStatus(o.id, s as OrderStatus)} />
                    <Button size="xs" colorPalette="red" variant="outline" disabled={busyId === o.id}
                      onClick={() => void onDelete(o.id)} aria-label={`${t.delete}: ${o.productName}, ${o.userEmail}`}>
                      {t.delete}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      {(page > 1 || hasNext) && (
        <HStack as="nav" aria-label={t.pagination} justify="center" gap="3">
          <Button size="sm" variant="outline" disabled={page === 1 || loading} onClick={() => setPage(page - 1)}>{t.previous}</Button>
          <Text>{t.page(page)}</Text>
          <Button size="sm" variant="outline" disabled={!hasNext || loading} onClick={() => setPage(page + 1)}>{t.next}</Button>
        </HStack>
      )}
    </Stack>
  );
}
