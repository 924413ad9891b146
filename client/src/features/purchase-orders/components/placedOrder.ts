/** What My Orders needs to confirm a checkout, carried in the router's state from the checkout page. */
export interface PlacedOrder {
  id: string;
  orderNumber: string;
  invoiceNumber: string;
  totalCents: number;
  dueAt: string;
  termsDays: number;
}

/** Open items: placed, not yet on a purchase order (checkout and the spec's Pay take them from here). */
export function isOpenItem(item: { status: string; purchaseOrder?: { id: string } | null }): boolean {
  return !item.purchaseOrder && item.status === 'PENDING';
}

export function placedFromState(state: unknown): PlacedOrder | null {
  const placed = (state as { placed?: PlacedOrder } | null)?.placed;
  return placed && typeof placed.id === 'string' ? placed : null;
}
