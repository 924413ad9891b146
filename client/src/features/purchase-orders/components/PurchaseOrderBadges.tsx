/**
 * Payment and fulfilment badges of a purchase order, one look on every screen (My Orders, the invoice, the admin's
 * Purchase Orders). Labels come from @gluegun/common; an overdue invoice says by how many days, in red.
 */
import { Badge, HStack } from '@chakra-ui/react';
import {
  FULFILMENT_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type FulfilmentStatusName,
  type PaymentStatusName,
} from '@gluegun/common';
import { purchaseOrderCopy } from '../copy';

const PAYMENT_PALETTE: Record<PaymentStatusName, string> = {
  AWAITING_PAYMENT: 'yellow',
  PAID: 'green',
  OVERDUE: 'red',
  VOID: 'gray',
};
const FULFILMENT_PALETTE: Record<FulfilmentStatusName, string> = {
  UNFULFILLED: 'blue',
  PARTLY_SHIPPED: 'cyan',
  SHIPPED: 'purple',
  DELIVERED: 'green',
  CANCELLED: 'gray',
};

function paymentText(status: string, daysOverdue: number): string {
  if (status === 'OVERDUE' && daysOverdue > 0) return purchaseOrderCopy.badges.overdue(daysOverdue);
  return PAYMENT_STATUS_LABELS[status as PaymentStatusName] ?? status;
}

function PaymentBadge({ status, daysOverdue = 0 }: { status: string; daysOverdue?: number }) {
  return (
    <Badge
      colorPalette={PAYMENT_PALETTE[status as PaymentStatusName] ?? 'gray'}
      variant={status === 'OVERDUE' ? 'solid' : 'outline'}
      title={purchaseOrderCopy.badges.payment}
    >
      {paymentText(status, daysOverdue)}
    </Badge>
  );
}

function FulfilmentBadge({ status }: { status: string }) {
  return (
    <Badge
      colorPalette={FULFILMENT_PALETTE[status as FulfilmentStatusName] ?? 'gray'}
      variant="outline"
      title={purchaseOrderCopy.badges.fulfilment}
    >
      {FULFILMENT_STATUS_LABELS[status as FulfilmentStatusName] ?? status}
    </Badge>
  );
}

export function PurchaseOrderBadges({
  paymentStatus,
  daysOverdue,
  fulfilmentStatus,
}: {
  paymentStatus: string;
  daysOverdue: number;
  fulfilmentStatus: string;
}) {
  return (
    <HStack gap="2" wrap="wrap">
      <PaymentBadge status={paymentStatus} daysOverdue={daysOverdue} />
      <FulfilmentBadge status={fulfilmentStatus} />
    </HStack>
  );
}
