/** Invoices and payments written straight into PostgreSQL at chosen moments, for statement and aging tests. */
import type { Harness } from '../support/harness';

let serial = 0;
const DAY = 86_400_000;

/** An invoice of `userId` (its company by the trigger) issued at `issuedAt`, due at `dueAt`. */
export async function invoice(
  h: Harness,
  userId: string,
  issuedAt: string,
  dueAt: string,
  totalCents: number,
  extra: { paymentStatus?: 'VOID' | 'PAID' } = {},
) {
  serial += 1;
  const issued = new Date(issuedAt);
  return h.db.purchaseOrder.create({
    data: {
      userId,
      buyerName: 'B',
      buyerEmail: 'b@example.com',
      contactPhone: '5550100',
      invoiceNumber: `INV-S-${process.pid}-${String(serial).padStart(4, '0')}`,
      issuedAt: issued,
      termsDays: Math.round((new Date(dueAt).getTime() - issued.getTime()) / DAY),
      dueAt: new Date(dueAt),
      subtotalCents: totalCents,
      totalCents,
      paymentStatus: extra.paymentStatus ?? 'AWAITING_PAYMENT',
      createdAt: issued,
    },
  });
}

/** A payment received on `receivedOn` (YYYY-MM-DD); the order's paid sum and status follow as recordPayment leaves them. */
export async function pay(
  h: Harness,
  po: { id: string; totalCents: number },
  amountCents: number,
  receivedOn: string,
  reference = 'Transfer',
) {
  await h.db.payment.create({
    data: {
      purchaseOrderId: po.id,
      amountCents,
      receivedOn: new Date(`${receivedOn}T00:00:00Z`),
      reference,
      recordedByEmail: 'admin@example.com',
    },
  });
  const now = await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } });
  const paidCents = now.paidCents + amountCents;
  await h.db.purchaseOrder.update({
    where: { id: po.id },
    data: { paidCents, ...(paidCents >= now.totalCents ? { paymentStatus: 'PAID' as const } : {}) },
  });
}

/** The order was cancelled at `at` (its invoice void), as fulfilment.ts records it. */
export async function cancelledAt(h: Harness, poId: string, at: string) {
  await h.db.purchaseOrder.update({
    where: { id: poId },
    data: { paymentStatus: 'VOID', fulfilmentStatus: 'CANCELLED' },
  });
  await h.db.purchaseOrderEvent.create({
    data: {
      purchaseOrderId: poId,
      kind: 'CANCELLED',
      actorEmail: 'admin@example.com',
      createdAt: new Date(at),
    },
  });
}
