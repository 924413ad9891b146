/**
 * Purchase Orders (admins): every order, newest first, filtered by payment status (Overdue included),
 * fulfilment and the buying company (find it by name or click a row's company), 50 a page by cursor (Previous goes back to the rows seen). Record payments, ship in shipments (the Ship dialog) or whole, deliver, cancel, open or download invoices and packing slips, and export
 * the orders or invoices matching the current filters as CSV.
 */
import { useState } from 'react';
import { Button, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  FULFILMENT_STATUSES,
  FULFILMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
} from '@gluegun/common';
import { DownloadButton } from './DownloadButton';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { notifyError, notifySuccess } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import { useCursorPager } from '../../../lib/cursorPages';
import { purchaseOrderCopy } from '../copy';
import type { FulfilmentStatus, PaymentStatus } from '../../../gql/graphql';
import {
  PURCHASE_ORDERS_PAGE,
  useAdminPurchaseOrders,
  type PurchaseOrderFilters,
} from '../api/adminPurchaseOrders';
import { useUpdateFulfilment } from '../api/updateFulfilment';
import { PurchaseOrderRow, type AdminPurchaseOrder } from './PurchaseOrderRow';
import { CompanyFilter } from './CompanyFilter';
import { RecordPaymentDialog, type PaymentTarget } from './RecordPaymentDialog';
import { IssueCreditNoteDialog, type CreditTarget } from './IssueCreditNoteDialog';
import { ShipDialog } from './ShipDialog';
import { useShipmentActions } from './useShipmentActions';

const t = purchaseOrderCopy.admin;

/** The export URL for the current filters (the same query parameters the REST routes read). */
function exportPath(base: string, filters: PurchaseOrderFilters): string {
  const params = new URLSearchParams();
  if (filters.paymentStatus) params.set('paymentStatus', filters.paymentStatus);
  if (filters.fulfilmentStatus) params.set('fulfilmentStatus', filters.fulfilmentStatus);
  if (filters.company) params.set('companyId', filters.company.id);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

function FilterSelect<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: T | null;
  options: readonly T[];
  labels: Record<T, string>;
  onChange(value: T | null): void;
}) {
  return (
    <Field.Root maxW="16rem">
      <Field.Label>{label}</Field.Label>
      {/* The browser's own select: the shop's theme carries no native-select recipe (app/theme.ts). */}
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(e) => onChange((e.target.value || null) as T | null)}
          w="full"
          h="9"
          px="2"
          borderWidth="1px"
          borderColor="border"
          rounded="l2"
          bg="bg"
          fontSize="sm"
        >
          <option value="">{t.all}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {labels[o]}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The list's filters (payment, fulfilment, company) and the two exports of what they select. */
function OrderFilters({
  filters,
  onFilter: filter,
}: {
  filters: PurchaseOrderFilters;
  onFilter(next: Partial<PurchaseOrderFilters>): void;
}) {
  return (
    <HStack gap="4" wrap="wrap" align="flex-end">
      <FilterSelect<PaymentStatus>
        label={t.paymentFilter}
        value={filters.paymentStatus}
        options={PAYMENT_STATUSES}
        labels={PAYMENT_STATUS_LABELS}
        onChange={(paymentStatus) => filter({ paymentStatus })}
      />
      <FilterSelect<FulfilmentStatus>
        label={t.fulfilmentFilter}
        value={filters.fulfilmentStatus}
        options={FULFILMENT_STATUSES}
        labels={FULFILMENT_STATUS_LABELS}
        onChange={(fulfilmentStatus) => filter({ fulfilmentStatus })}
      />
      <CompanyFilter value={filters.company} onChange={(company) => filter({ company })} />
      <DownloadButton
        path={exportPath('/admin/purchase-orders.csv', filters)}
        fileName="purchase-orders.csv"
        what={t.ordersWhat}
      >
        {t.exportOrders}
      </DownloadButton>
      <DownloadButton
        path={exportPath('/admin/invoices.csv', filters)}
        fileName="invoices.csv"
        what={t.invoicesWhat}
      >
        {t.exportInvoices}
      </DownloadButton>
    </HStack>
  );
}

/** Previous and next under the list, with where the admin is. */
function PageNav({
  page,
  pages,
  loading,
  hasNext,
  onPrevious,
  onNext,
}: {
  page: number;
  pages: number;
  loading: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
}) {
  return (
    <HStack as="nav" aria-label={t.pagination} justify="center" gap="3">
      <Button size="sm" variant="outline" disabled={page === 1 || loading} onClick={onPrevious}>
        {t.previous}
      </Button>
      <Text>{t.page(page, pages)}</Text>
      <Button size="sm" variant="outline" disabled={!hasNext || loading} onClick={onNext}>
        {t.next}
      </Button>
    </HStack>
  );
}

export default function PurchaseOrdersPage() {
  const [filters, setFilters] = useState<PurchaseOrderFilters>({
    paymentStatus: null,
    fulfilmentStatus: null,
    company: null,
  });
  const pager = useCursorPager();
  const { page } = pager;
  const {
    data: current,
    previousData,
    loading,
    error,
    refetch,
  } = useAdminPurchaseOrders(filters, pager.after);
  // While another filter or page loads, the last list stays (dimmed, aria-busy) instead of a spinner in its place:
  // emptying the list and filling it again would move everything under it (a layout shift of 0.145 on a phone).
  const data = current ?? previousData;
  const stale = !current && Boolean(previousData);
  // Rows are keyed per filter and page: another filter's answer is a new list, not the old rows moved about (a row
  // that moves counts as a layout shift, a new one does not).
  const listKey = `${stale ? 'stale-' : ''}${filters.paymentStatus ?? 'all'}-${filters.fulfilmentStatus ?? 'all'}-${filters.company?.id ?? 'all'}-${page}`;
  const [updateFulfilment] = useUpdateFulfilment();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const [crediting, setCrediting] = useState<CreditTarget | null>(null);
  const shipments = useShipmentActions(refetch, setBusyId);

  const total = data?.purchaseOrderConnection.totalCount ?? 0;
  const rows = data?.purchaseOrderConnection.nodes ?? [];
  const pages = Math.max(1, Math.ceil(total / PURCHASE_ORDERS_PAGE));
  const filter = (next: Partial<PurchaseOrderFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    pager.reset();
  };

  async function onMove(po: AdminPurchaseOrder, status: string) {
    setBusyId(po.id);
    try {
      await updateFulfilment({ variables: { id: po.id, status: status as FulfilmentStatus } });
      notifySuccess(t.moved(po.orderNumber, FULFILMENT_STATUS_LABELS[status as FulfilmentStatus] ?? status));
      void refetch();
    } catch (err) {
      notifyError(t.moveFailed, errorMessage(err));
      void refetch();
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        {t.heading}
      </Heading>
      <OrderFilters filters={filters} onFilter={filter} />
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {/* The results take at least a screen: a short answer (2 paid orders) and a long one (All) then leave what is
          below them (pagination, footer) off screen alike, so switching filters moves nothing into or out of view. */}
      <Stack gap="4" minH="100dvh">
        {loading && !data && <PageSpinner label={dashboardCopy.loading} />}
        {data && (
          <Text color="fg.muted" role="status">
            {t.count(total)}
          </Text>
        )}
        {data && rows.length === 0 && <Text>{t.empty}</Text>}
        {rows.length > 0 && (
          <Stack
            as="ul"
            listStyleType="none"
            gap="3"
            aria-label={t.heading}
            aria-busy={stale || loading}
            opacity={stale ? 0.6 : 1}
          >
            {rows.map((po) => (
              <PurchaseOrderRow
                key={`${listKey}-${po.id}`}
                po={po}
                busy={busyId === po.id}
                onMove={(o, s) => void onMove(o, s)}
                onCompany={filters.company ? undefined : (company) => filter({ company })}
                onRecordPayment={(o) =>
                  setPaying({ id: o.id, invoiceNumber: o.invoiceNumber, balanceCents: o.balanceCents })
                }
                onIssueCreditNote={setCrediting}
                onShip={shipments.openShip}
                onDelivered={shipments.onDelivered}
              />
            ))}
          </Stack>
        )}
      </Stack>
      {(page > 1 || Boolean(data?.purchaseOrderConnection.pageInfo.hasNextPage)) && (
        <PageNav
          page={page}
          pages={pages}
          loading={loading}
          hasNext={Boolean(current?.purchaseOrderConnection.pageInfo.hasNextPage)}
          onPrevious={pager.previous}
          onNext={() => pager.next(current?.purchaseOrderConnection.pageInfo)}
        />
      )}
      <RecordPaymentDialog
        order={paying}
        onClose={() => {
          setPaying(null);
          void refetch();
        }}
      />
      <IssueCreditNoteDialog
        order={crediting}
        onClose={() => {
          setCrediting(null);
          void refetch();
        }}
      />
      <ShipDialog order={shipments.shipping} onClose={shipments.closeShip} />
    </Stack>
  );
}
