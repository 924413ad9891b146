/**
 * The buyer reference an order's e-invoices carry (BT-10), frozen when it was placed, when it tells the reader
 * something: without the company's own reference it is the PO number or the order number, which the order already
 * shows under their own labels.
 */
export function shownBuyerReference(po: {
  buyerReference?: string | null;
  poNumber?: string | null;
  orderNumber: string;
}): string | null {
  const reference = po.buyerReference?.trim();
  if (!reference || reference === po.poNumber?.trim() || reference === po.orderNumber) return null;
  return reference;
}
