/**
 * The printable invoice of a purchase order: seller, bill to, deliver to, invoice / order / PO numbers,
 * issue and due dates, terms, lines, subtotal, total, paid and balance, where to pay, payments and status. Its buyer
 * and admins may open it (the server checks). Printing hides the shop's frame and the buttons.
 *
 * "Bill to" is the buying company by its legal name and tax id, then the person who ordered.
 * The seller and the "Pay to" block come from the server (configuration) in the rows and order
 * the PDF prints (remittanceRows from @gluegun/common), with the invoice's own RF payment reference.
 */
import { Fragment } from 'react';
import { Box, Button, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import {
  REMITTANCE_HEADING,
  billToLines,
  formatCents,
  formatDay,
  invoiceTotalRows,
  remittanceRows,
  sellerLines,
  shownBuyerReference,
  termsLabel,
} from '@gluegun/common';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { DownloadButton } from './DownloadButton';
import { InvoiceLinesTable } from './InvoiceLinesTable';
import { PurchaseOrderBadges } from './PurchaseOrderBadges';
import { CreditNotesSection } from './CreditNotesSection';
import { OrderReturnsSection } from './returns/OrderReturnsSection';
import { errorCode } from '../../../lib/apollo';
import { useAuth } from '../../../lib/auth';
import { invoiceEInvoicePath, invoicePdfPath } from '../download';
import { EInvoiceButtons } from './EInvoiceButtons';
import { purchaseOrderCopy } from '../copy';
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
      <Heading as="h2" size="sm" mb="1">
        {title}
      </Heading>
      {lines.filter(Boolean).map((line, i) => (
        <Text key={`${i}-${line}`} overflowWrap="anywhere">
          {line}
        </Text>
      ))}
    </Box>
  );
}

/** Where to pay: the same rows, in the same order, as the PDF's "Pay to" box. */
function Remittance({ remittance }: { remittance: Order['remittance'] }) {
  return (
    <Box
      as="section"
      aria-labelledby="remittance-title"
      mt="6"
      borderWidth="1px"
      rounded="md"
      p="4"
      _print={{ borderColor: 'gray.400' }}
    >
      <Heading id="remittance-title" as="h2" size="sm" mb="1">
        {REMITTANCE_HEADING}
      </Heading>
      <Text mb="2">{remittance.instructions}</Text>
      <Grid
        as="dl"
        templateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
        columnGap="6"
        rowGap={{ base: '0', sm: '1' }}
      >
        {remittanceRows(remittance).map((row) => (
          <Fragment key={row.label}>
            <Text as="dt" color="fg.muted">
              {row.label}
            </Text>
            <Text as="dd" fontWeight="semibold" overflowWrap="anywhere" mb={{ base: '1', sm: '0' }}>
              {row.value}
            </Text>
          </Fragment>
        ))}
      </Grid>
    </Box>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text>
      <Text as="span" fontWeight="semibold">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

// The same rows as the PDF and the e-mail: Net, Tax, Total, Credited, Paid (received), Given back, Balance.
const totalsOf = (po: Order) =>
  invoiceTotalRows({ ...po, taxLabel: po.tax.label }).map((r) => ({
    label: r.label,
    cents: r.cents,
    bold: r.strong,
  }));

/** The day the buyer asked for and the day the shop promised (marked when later than asked), when there are any. */
function DeliveryFacts({
  po,
}: {
  po: { requestedDeliveryOn?: string | null; promisedDeliveryOn?: string | null; promisedLate?: boolean };
}) {
  return (
    <>
      {po.requestedDeliveryOn && (
        <Fact label={t.requestedDelivery} value={formatDay(po.requestedDeliveryOn)} />
      )}
      {po.promisedDeliveryOn && (
        <Fact
          label={t.promisedDelivery}
          value={
            po.promisedLate
              ? t.promisedLater(formatDay(po.promisedDeliveryOn))
              : formatDay(po.promisedDeliveryOn)
          }
        />
      )}
    </>
  );
}

/** The invoice's last line: it asks to be paid (quoting the RF reference) only while a balance is owed. */
function closingNote(po: Order): string {
  if (po.paymentStatus === 'VOID') return t.voidNote;
  if (po.balanceCents <= 0) return t.settledNote;
  const ref = po.remittance.paymentReference;
  return po.termsDays === 0 ? t.dueOnReceipt(ref) : t.terms(po.termsDays, formatDay(po.dueAt), ref);
}

function BackLink({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Link asChild color="blue.700" textDecoration="underline" _print={{ display: 'none' }}>
      {isAdmin ? (
        <RouterLink to="/dashboard/purchase-orders">{t.backAdmin}</RouterLink>
      ) : (
        <RouterLink to="/my-orders">{t.back}</RouterLink>
      )}
    </Link>
  );
}

/** Seller, bill to (the PDF's rows) and deliver to. */
function InvoiceParties({ po }: { po: Order }) {
  const address = po.addressLine1
    ? [
        po.companyName,
        po.addressLine1,
        po.addressLine2,
        [po.postalCode, po.city].filter(Boolean).join(' '),
        po.region,
        countryName(po.country),
      ]
    : [po.companyName, t.toBeConfirmed];
  // The location the order was priced for, named as it was then (a later rename or removal leaves it).
  if (po.shipToLocationLabel) address.push(t.shipToLocation(po.shipToLocationLabel));
  return (
    <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }} gap="6" mb="6">
      <Block title={t.seller} lines={[po.seller.name, ...sellerLines(po.seller), po.seller.email]} />
      {/* The buying company's legal name, billing address and tax id, then who ordered: the PDF's "Bill to" rows. */}
      <Block title={t.billTo} lines={[po.billToName, ...billToLines(po), po.buyerEmail, po.contactPhone]} />
      <Block title={t.deliverTo} lines={address} />
    </Grid>
  );
}

/** The invoice's numbers, days and terms; the buyer reads their reference as theirs, the shop as the buyer's. */
function InvoiceFacts({ po, isAdmin }: { po: Order; isAdmin: boolean }) {
  const isVoid = po.paymentStatus === 'VOID';
  const reference = shownBuyerReference(po);
  return (
    <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="1" columnGap="6" mb="6">
      <Fact label={t.invoiceNumber} value={po.invoiceNumber} />
      <Fact label={t.orderNumber} value={po.orderNumber} />
      {po.poNumber && <Fact label={t.poNumber} value={po.poNumber} />}
      {reference && <Fact label={isAdmin ? t.buyerReference : t.yourReference} value={reference} />}
      <Fact label={t.issued} value={formatDay(po.issuedAt)} />
      {!isVoid && <Fact label={t.due} value={formatDay(po.dueAt)} />}
      <Fact label={t.termsLabel} value={termsLabel(po.termsDays)} />
      <DeliveryFacts po={po} />
    </Grid>
  );
}

export default function PurchaseOrderInvoicePage() {
  const { purchaseOrderId = '' } = useParams();
  const { isAdmin } = useAuth();
  const { data, loading, error, refetch } = usePurchaseOrder(purchaseOrderId);
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED') return <Navigate to="/unauthorized" replace />;
  if (code === 'FORBIDDEN') return <Navigate to="/forbidden" replace />;
  if (loading && !data) return <PageSpinner />;
  const back = <BackLink isAdmin={isAdmin} />;
  if (!data) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {t.heading}
        </Heading>
        {error && (
          <ErrorAlert error={error} onRetry={code === 'NOT_FOUND' ? undefined : () => void refetch()} />
        )}
        {back}
      </Stack>
    );
  }
  const po = data.purchaseOrder;
  // A void invoice asks for nothing: no due date, no bank details, no "please pay".
  const isVoid = po.paymentStatus === 'VOID';
  const owing = !isVoid && po.balanceCents > 0;

  return (
    <Stack gap="6" maxW="4xl" mx="auto" w="full">
      <HStack justify="space-between" wrap="wrap" gap="3" _print={{ display: 'none' }}>
        {back}
        <HStack gap="2" wrap="wrap" align="flex-start">
          <DownloadButton
            path={invoicePdfPath(po.id)}
            fileName={`${po.invoiceNumber}.pdf`}
            what={purchaseOrderCopy.download.pdfWhat}
            size="md"
          >
            {purchaseOrderCopy.download.pdf}
          </DownloadButton>
          <Button colorPalette="orange" onClick={() => window.print()}>
            {t.print}
          </Button>
          <EInvoiceButtons
            number={po.invoiceNumber}
            pathFor={(format) => invoiceEInvoicePath(po.id, format)}
          />
        </HStack>
      </HStack>
      <Box
        as="article"
        aria-labelledby="invoice-title"
        borderWidth="1px"
        rounded="md"
        p={{ base: '4', md: '8' }}
        bg="bg"
        _print={{ borderWidth: '0', p: '0' }}
      >
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4" mb="6">
          <Heading id="invoice-title" as="h1" size="2xl">
            {t.title(po.invoiceNumber)}
          </Heading>
          <HStack gap="2" aria-label={t.status} role="group">
            <PurchaseOrderBadges
              paymentStatus={po.paymentStatus}
              daysOverdue={po.daysOverdue}
              fulfilmentStatus={po.fulfilmentStatus}
            />
          </HStack>
        </HStack>
        <InvoiceParties po={po} />
        <InvoiceFacts po={po} isAdmin={isAdmin} />
        <InvoiceLinesTable lines={po.lines} label={t.title(po.invoiceNumber)} totals={totalsOf(po)} />
        {po.tax.exemptionCertificate && (
          <Text mt="2" fontSize="sm">
            {t.exempt(po.tax.exemptionCertificate)}
          </Text>
        )}
        {owing && <Remittance remittance={po.remittance} />}
        <Box mt="6">
          <Heading as="h2" size="sm" mb="1">
            {t.payments}
          </Heading>
          {po.payments.length === 0 ? (
            <Text>{t.noPayments}</Text>
          ) : (
            po.payments.map((p) => (
              <Text key={p.id}>
                {t.payment(formatCents(p.amountCents), formatDay(p.receivedOn), p.reference)}
              </Text>
            ))
          )}
        </Box>
        <CreditNotesSection po={po} />
        {po.notes && (
          <Box mt="4">
            <Heading as="h2" size="sm" mb="1">
              {t.notes}
            </Heading>
            <Text whiteSpace="pre-line">{po.notes}</Text>
          </Box>
        )}
        {/* Quoting the RF reference (not only the invoice number) lets the bank carry a check digit with the transfer. */}
        <Text mt="6">{closingNote(po)}</Text>
      </Box>
      <OrderReturnsSection orderId={po.id} />
    </Stack>
  );
}
