/**
 * The credit-note tests' world: a buyer (their own company) with invoices of two lines each, and an admin. Invoices
 * are made through the real checkout, so lines, totals and stock are what a shopper's would be.
 */
import type { Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import type { User } from '../../src/generated/prisma/client';

export const TODAY = new Date().toISOString().slice(0, 10);

export const PO_FIGURES = `id invoiceNumber totalCents creditedCents paidCents balanceCents paymentStatus
  lines { id position quantity unitPriceCents productId }
  creditNotes { id creditNoteNumber amountCents appliedToInvoiceCents releasedCents settlement returnStock reason lines { invoiceLineId quantity lineTotalCents } }`;
export const ISSUE = `mutation($id: ID!, $i: CreditNoteInput!) { issueCreditNote(purchaseOrderId: $id, input: $i) {
  id number creditNoteNumber amountCents appliedToInvoiceCents releasedCents settlement lines { invoiceLineId quantity lineTotalCents } } }`;
export const REFUND = `mutation($c: ID!, $r: RefundInput!) { recordRefund(companyId: $c, refund: $r) { id amountCents paidOn method reference } }`;
export const APPLY = `mutation($id: ID!, $a: Int) { applyCustomerCredit(purchaseOrderId: $id, amountCents: $a) { id creditedCents paidCents balanceCents paymentStatus } }`;
export const PO_QUERY = `query($id: ID!) { purchaseOrder(id: $id) { ${PO_FIGURES} } }`;

/** An invoice of two lines (100 and 200 units) for `buyer`, at the given unit prices. */
export async function invoiceFor(
  h: Harness,
  buyer: User,
  prices: [number, number] = [150, 275],
  quantities: [number, number] = [100, 200],
) {
  const ids: string[] = [];
  const productIds: string[] = [];
  for (let i = 0; i < 2; i++) {
    const product = await h.factories.createProduct(h.db, { quantity: 100_000, priceCents: prices[i] });
    productIds.push(product.id);
    const item = await orders.placeOrder(ctxFor(h, buyer), {
      productId: product.id,
      quantity: quantities[i],
      phone: '5550100',
    });
    ids.push(item.id);
  }
  const po = await pos.checkout(ctxFor(h, buyer), {
    itemIds: ids,
    details: {
      companyName: 'Credit Test Co',
      addressLine1: '1 Road',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
      country: 'GB',
      contactPhone: '+44 113 496 0000',
    },
  });
  return { po, productIds };
}

export async function makeWorld(h: Harness) {
  const buyer = await h.signedIn();
  const admin = await h.signedIn('ADMIN');
  return { buyer, admin, companyId: buyer.user.companyId };
}

/** What the REST and GraphQL answers must agree on, and the rule they all keep. */
export function expectReconciled(po: {
  totalCents: number;
  creditedCents: number;
  paidCents: number;
  balanceCents: number;
}) {
  expect(po.balanceCents).toBe(po.totalCents - po.creditedCents - po.paidCents);
  expect(po.balanceCents).toBeGreaterThanOrEqual(0);
}
