/**
 * A viewable, printable invoice for one paid order item (issue #17: "Invoice: INV-..." led nowhere). The data is
 * the order item as My Orders reads it; printing hides the shop's frame (navbar, footer, buttons).
 */
import { Badge, Box, Button, Grid, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { formatCents } from '@gluegun/common';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { errorCode } from '../../../lib/apollo';
import { copy } from '../../../lib/copy';
import { statusLabel, statusPalette } from '../../../lib/orderStatus';
import { useMyOrders } from '../api/myOrders';
import { PAYMENT_TERMS_DAYS, formatDate, invoiceDates } from '../paymentTerms';

const t = copy.invoice;

function BackLink() {
  return (
    <Link asChild color="blue.700" textDecoration="underline" _print={{ display: 'none' }}>
      <RouterLink to="/my-orders">{t.back}</RouterLink>
    </Link>
  );
}

export default function InvoicePage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useMyOrders();
  if (errorCode(error) === 'UNAUTHENTICATED') return <Navigate to="/unauthorized" replace />;
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <ErrorAlert error={error} onRetry={() => void refetch()} />;

  const item = data?.myOrders.find((i) => i.id === id);
  const dates = item ? invoiceDates(item) : null;
  if (!item || !item.invoiceReference || !dates) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">{copy.invoice.title('')}</Heading>
        <Text>{t.notFound}</Text>
        <BackLink />
      </Stack>
    );
  }
  const ref = item.invoiceReference;
  const due = formatDate(dates.due);

  return (
    <Stack gap="6" maxW="3xl" mx="auto" w="full">
      <HStack justify="space-between" wrap="wrap" gap="3" _print={{ display: 'none' }}>
        <BackLink />
        <Button colorPalette="orange" onClick={() => window.print()}>{t.print}</Button>
      </HStack>
      <Box as="article" aria-labelledby="invoice-title" borderWidth="1px" rounded="md" p={{ base: '4', md: '8' }} bg="bg"
        _print={{ borderWidth: '0', p: '0' }}>
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4" mb="6">
          <Heading id="invoice-title" as="h1" size="2xl">{t.title(ref)}</Heading>
          <Badge colorPalette={statusPalette(item.status)} variant="outline" size="lg">{t.status}: {statusLabel(item.status)}</Badge>
        </HStack>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="6" mb="6">
          <Box>
            <Heading as="h2" size="sm" mb="1">{t.seller}</Heading>
            {t.sellerAddress.map((line) => <Text key={line}>{line}</Text>)}
          </Box>
          <Box>
            <Heading as="h2" size="sm" mb="1">{t.billTo}</Heading>
            <Text>{item.userName}</Text>
            <Text>{item.userEmail}</Text>
            <Text>{item.userPhone}</Text>
          </Box>
          <Box>
            <Text><Text as="span" fontWeight="semibold">{t.issued}:</Text> {formatDate(dates.issued)}</Text>
            <Text><Text as="span" fontWeight="semibold">{t.due}:</Text> {due}</Text>
          </Box>
        </Grid>
        <Table.Root size="sm" aria-label={t.title(ref)}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t.item}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.quantity}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.unitPrice}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.amount}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <Table.Row>
              <Table.Cell>{item.productName}</Table.Cell>
              <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(item.unitPriceCents)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(item.totalCents)}</Table.Cell>
            </Table.Row>
          </Table.Body>
          <Table.Footer>
            <Table.Row>
              <Table.Cell colSpan={3} fontWeight="bold">{t.total}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="bold">{formatCents(item.totalCents)}</Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
        <Text mt="6">{t.terms(PAYMENT_TERMS_DAYS, due, ref)}</Text>
      </Box>
    </Stack>
  );
}
