/**
 * An order's shipments: each with its number, carrier and service, tracking number and a link to track it, when it
 * shipped (and, for the shop, the warehouse it left from) and whether it was delivered, its lines, and its packing
 * slip. The shop also marks one delivered here. Nothing at all while the order has no shipment.
 */
import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { formatDay } from '@gluegun/common';
import { DownloadButton } from './DownloadButton';
import { packingSlipPath } from '../download';
import { shipmentCopy as t } from '../shipmentCopy';

export interface ShipmentView {
  id: string;
  shipmentNumber: string;
  carrier: string;
  service: string;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  shippedAt: string;
  deliveredAt?: string | null;
  warehouseName?: string | null;
  lines: ReadonlyArray<{ invoiceLineId: string; sku: string; productName: string; quantity: number }>;
}

export function ShipmentsList({
  orderId,
  orderNumber,
  shipments,
  busy = false,
  onDelivered,
  headingAs = 'h4',
}: {
  orderId: string;
  orderNumber: string;
  shipments: readonly ShipmentView[];
  busy?: boolean;
  /** The heading's level under the page's own (a row of a list under an h2: h3; a card with an h3: h4). */
  headingAs?: 'h3' | 'h4';
  /** Offered to the shop: mark a shipment delivered (absent: the buyer's view). */
  onDelivered?(shipment: ShipmentView): void;
}) {
  if (shipments.length === 0) return null;
  const headingId = `shipments-${orderId}`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading id={headingId} as={headingAs} size="sm" mb="2">{`${t.heading}: ${orderNumber}`}</Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {shipments.map((s) => (
          <Box as="li" key={s.id} borderWidth="1px" rounded="md" p="3" aria-label={s.shipmentNumber}>
            <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
              <Stack gap="0" minW="0">
                <Text fontWeight="bold">{t.shipmentTitle(s.shipmentNumber, formatDay(s.shippedAt))}</Text>
                <Text overflowWrap="anywhere">{t.via(s.carrier, s.service)}</Text>
                {s.trackingNumber && (
                  <Text fontSize="sm" overflowWrap="anywhere">
                    {t.tracking(s.trackingNumber)}
                  </Text>
                )}
                {s.warehouseName && (
                  <Text fontSize="sm" overflowWrap="anywhere">
                    {t.leftFrom(s.warehouseName)}
                  </Text>
                )}
              </Stack>
              <Text fontWeight="semibold">
                {s.deliveredAt ? t.delivered(formatDay(s.deliveredAt)) : t.inTransit}
              </Text>
            </HStack>
            <Stack as="ul" listStyleType="none" gap="0" mt="2" fontSize="sm">
              {s.lines.map((l) => (
                <Text as="li" key={l.invoiceLineId} overflowWrap="anywhere">
                  {t.line(l.quantity, l.sku, l.productName)}
                </Text>
              ))}
            </Stack>
            <HStack gap="2" mt="2" wrap="wrap" _print={{ display: 'none' }}>
              {/* Links are stored only as https (the server checks), so the buyer never follows anything else from here. */}
              {s.trackingUrl?.startsWith('https://') && (
                <Link
                  href={s.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  fontSize="sm"
                  color="blue.700"
                  textDecoration="underline"
                  aria-label={t.trackLabel(s.shipmentNumber)}
                >
                  {t.track}
                </Link>
              )}
              <DownloadButton
                size="xs"
                path={packingSlipPath(orderId, s.id)}
                fileName={`packing-slip-${s.shipmentNumber}.pdf`}
                what={t.slipWhat}
                aria-label={t.slipLabel(s.shipmentNumber)}
              >
                {t.slip}
              </DownloadButton>
              {onDelivered && !s.deliveredAt && (
                <Button
                  size="xs"
                  colorPalette="orange"
                  disabled={busy}
                  aria-label={t.markDeliveredLabel(s.shipmentNumber)}
                  onClick={() => onDelivered(s)}
                >
                  {t.markDelivered}
                </Button>
              )}
            </HStack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
