/** The confirmation of a checkout, on My Orders: order and invoice numbers, total, due date and terms, and links. */
import { Alert, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents, formatDay } from '@gluegun/common';
import { DownloadButton } from './DownloadButton';
import { invoicePdfPath } from '../download';
import { purchaseOrderCopy } from '../copy';
import type { PlacedOrder } from './placedOrder';

const t = purchaseOrderCopy.placed;

export function PlacedOrderAlert({ placed }: { placed: PlacedOrder }) {
  return (
    <Alert.Root status="success" role="status" aria-label={t.title(placed.orderNumber)}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontSize="lg">{t.title(placed.orderNumber)}</Alert.Title>
        <Alert.Description>
          <Stack gap="1" mt="1">
            <Text>{t.invoice(placed.invoiceNumber)}</Text>
            <Text>{t.total(formatCents(placed.totalCents))}</Text>
            <Text>{t.due(formatDay(placed.dueAt), placed.termsDays)}</Text>
            <HStack gap="3" wrap="wrap" mt="2" align="flex-start">
              <Link asChild color="green.900" fontWeight="semibold" textDecoration="underline">
                <RouterLink to={`/my-orders/invoices/${placed.id}`}>
                  {purchaseOrderCopy.list.viewInvoice}
                </RouterLink>
              </Link>
              <DownloadButton
                path={invoicePdfPath(placed.id)}
                fileName={`${placed.invoiceNumber}.pdf`}
                what={purchaseOrderCopy.download.pdfWhat}
                size="xs"
              >
                {purchaseOrderCopy.download.pdf}
              </DownloadButton>
            </HStack>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
