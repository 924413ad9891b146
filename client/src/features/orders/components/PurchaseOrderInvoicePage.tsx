/**
 * The printable invoice of a purchase order (issue #20): seller, bill to, deliver to, invoice / order / PO numbers,
 * issue and due dates, terms, lines, subtotal, total, paid and balance, payments and status. Its buyer and admins
 * may open it (the server checks). Printing hides the shop's frame and the buttons.
 */
import { Box, Button, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { formatCents, termsLabel } from '@gluegun/common';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { DownloadButton } from '../../../components/DownloadButton';
import { InvoiceLinesTable } from '../../../components/InvoiceLinesTable';
import { PurchaseOrderBadges } from '../../../components/PurchaseOrderBadges';
import { errorCode } from '../../../lib/apollo';
import { useAuth } from '../../../lib/auth';
import { invoicePdfPath } from '../../../lib/download';
import { formatDay, purchaseOrderCopy } from '../../../lib/purchaseOrderCopy';
import type { PurchaseOrderQuery } from '../../../gql/graphql';
import { usePurchaseOrder } from '../api/purchaseOrder';

const t = purchaseOrderCopy.invoice;
type Order = PurchaseOrderQuery['purchaseOrder'];

function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function Block({ title, lines }: { title: string; lines: Array<string | null | undefined> }) {
  return (
    <Box>
      <Heading as="h2" size="sm" mb="1">{title}</Heading>
      {lines.filter(Boolean).map((line, i) => <Text key={`${i}-${line}`}>{line}</Text>)}
    </Box>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return <Text><Text as="span" fontWeight="semibold">{label}:</Text> {value}</Text>;
}

const totalsOf = (po: Order) => [
  { label: t.subtotal, cents: po.subtotalCents }, { label: t.total, cents: po.totalCents, bold: true },
  { label: t.paid, cents: po.paidCents }, { label: t.balance, cents: po.balanceCents, bold: true },
];

export default function PurchaseOrderInvoicePage() {
  const { purchaseOrderId = '' } = useParams();
  const { isAdmin } = useAuth();
  const { data, loading, error, refetch } = usePurchaseOrder(purchaseOrderId);
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED') return <Navigate to="/unauthorized" replace />;
  if (code === 'FORBIDDEN') return <Navigate to="/forbidden" replace />;
  if (loading && !data) return <PageSpinner />;
  const back = isAdmin
    ? <Link asChild color="blue.700" textDecoration="underline" _print={{ display: 'none' }}><RouterLink to="/dashboard/purchase-orders">{t.backAdmin}</RouterLink></Link>
    : <Link asChild color="blue.700" textDecoration="underline" _print={{ display: 'none' }}><RouterLink to="/my-orders">{t.back}</RouterLink></Link>;
  if (!data) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">{t.heading}</Heading>
        {error && <ErrorAlert error={error} onRetry={code === 'NOT_FOUND' ? undefined : () => void refetch()} />}
        {back}
      </Stack>
    );
  }
  const po = data.purchaseOrder;
  const due = formatDay(po.dueAt);
  const address = po.addressLine1
    ? [po.companyName, po.addressLine1, po.addressLine2, [po.postalCode, po.city].filter(Boolean).join(' '), po.region, countryName(po.country)]
    : [po.companyName, t.toBeConfirmed];

  return (
    <Stack gap="6" maxW="4xl" mx="auto" w="full">
      <HStack justify="space-between" wrap="wrap" gap="3" _print={{ display: 'none' }}>
        {back}
        <HStack gap="2" wrap="wrap" align="flex-start">
          <DownloadButton path={invoicePdfPath(po.id)} fileName={`${po.invoiceNumber}.pdf`} what={purchaseOrderCopy.download.pdfWhat} size="md">
            {purchaseOrderCopy.download.pdf}
          </DownloadButton>
          <Button colorPalette="orange" onClick={() => window.print()}>{t.print}</Button>
        </HStack>
      </HStack>
      <Box as="article" aria-labelledby="invoice-title" borderWidth="1px" rounded="md" p={{ base: '4', md: '8' }} bg="bg"
        _print={{ borderWidth: '0', p: '0' }}>
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4" mb="6">
          <Heading id="invoice-title" as="h1" size="2xl">{t.title(po.invoiceNumber)}</Heading>
          <HStack gap="2" aria-label={t.status} role="group">
            <PurchaseOrderBadges paymentStatus={po.paymentStatus} daysOverdue={po.daysOverdue} fulfilmentStatus={po.fulfilmentStatus} />
          </HStack>
        </HStack>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }} gap="6" mb="6">
          <Block title={t.seller} lines={[...t.sellerLines]} />
          <Block title={t.billTo} lines={[po.buyerName, po.companyName, po.buyerEmail, po.contactPhone]} />
          <Block title={t.deliverTo} lines={address} />
        </Grid>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="1" columnGap="6" mb="6">
          <Fact label={t.invoiceNumber} value={po.invoiceNumber} />
          <Fact label={t.orderNumber} value={po.orderNumber} />
          {po.poNumber && <Fact label={t.poNumber} value={po.poNumber} />}
          <Fact label={t.issued} value={formatDay(po.issuedAt)} />
          <Fact label={t.due} value={due} />
          <Fact label={t.termsLabel} value={termsLabel(po.termsDays)} />
        </Grid>
        <InvoiceLinesTable lines={po.lines} label={t.title(po.invoiceNumber)} totals={totalsOf(po)} />
        <Box mt="6">
          <Heading as="h2" size="sm" mb="1">{t.payments}</Heading>
          {po.payments.length === 0
            ? <Text>{t.noPayments}</Text>
            : po.payments.map((p) => <Text key={p.id}>{t.payment(formatCents(p.amountCents), formatDay(p.receivedOn), p.reference)}</Text>)}
        </Box>
        {po.notes && (
          <Box mt="4">
            <Heading as="h2" size="sm" mb="1">{t.notes}</Heading>
            <Text whiteSpace="pre-line">{po.notes}</Text>
          </Box>
        )}
        <Text mt="6">{po.termsDays === 0 ? t.dueOnReceipt(po.invoiceNumber) : t.terms(po.termsDays, due, po.invoiceNumber)}</Text>
      </Box>
    </Stack>
  );
}
