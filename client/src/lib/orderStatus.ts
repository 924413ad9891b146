/**
 * One label and one colour per order status, for every screen (My Orders, the invoice, Manage Orders and its
 * Update Status menu) reads the same everywhere. An item is "Invoiced", never "Paid": whether money
 * arrived is its purchase order's payment status. Badge palettes use Chakra's subtle
 * variant, whose text keeps at least 4.5:1 against its own background.
 */
import type { OrderStatusName } from '@gluegun/common';

const ORDER_STATUS: Record<OrderStatusName, { label: string; palette: string }> = {
  PENDING: { label: 'Pending', palette: 'yellow' },
  INVOICED: { label: 'Invoiced', palette: 'blue' },
  SHIPPED: { label: 'Shipped', palette: 'purple' },
  DELIVERED: { label: 'Delivered', palette: 'green' },
  CANCELLED: { label: 'Cancelled', palette: 'red' },
};

export function statusLabel(status: string): string {
  return ORDER_STATUS[status as OrderStatusName]?.label ?? status;
}

export function statusPalette(status: string): string {
  return ORDER_STATUS[status as OrderStatusName]?.palette ?? 'gray';
}
