/**
 * Customer credit (docs/decisions/038): a company's held money as signed ledger rows (CustomerCreditEntry) and
 * their sum on the company row (creditBalanceCents, never negative by a CHECK). Every helper runs inside the
 * caller's transaction, after the company's row lock (lockCompany): the company first, then orders in id order.
 */
import { balanceOf, formatCents, orderNumberText } from '@gluegun/common';
import type { SessionUser } from '../../context';
import { conflict, notFound } from '../../errors';
import type { PurchaseOrder } from '../../generated/prisma/client';
import { lockCompany as lockCompanyRow } from '../../db/locks';
import { actorFields, type Tx } from '../purchase-orders/po-common';
import { emit } from '../events/outbox';
import * as events from '../events/event-types';

export type Actor = Pick<SessionUser, 'id' | 'email' | 'role'>;
export type CreditKind = 'CREDIT_NOTE' | 'OVERPAYMENT' | 'APPLIED' | 'REFUNDED';
export interface EntryLinks {
  purchaseOrderId?: string | null;
  creditNoteId?: string | null;
  refundId?: string | null;
  bankStatementLineId?: string | null;
}

/** Locks the company row for the rest of the transaction; every change of its credit takes this lock first. */
export async function lockCompany(tx: Tx, companyId: string) {
  if (!(await lockCompanyRow(tx, companyId, 'FOR UPDATE'))) throw notFound('Company');
  return tx.company.findUniqueOrThrow({ where: { id: companyId } });
}

/** One signed move of the company's credit and the new balance (the CHECK refuses a negative one). */
export async function moveCredit(
  tx: Tx,
  companyId: string,
  kind: CreditKind,
  amountCents: number,
  detail: string,
  actor: Actor,
  links: EntryLinks = {},
) {
  const signed = kind === 'APPLIED' || kind === 'REFUNDED' ? -amountCents : amountCents;
  await tx.customerCreditEntry.create({
    data: {
      companyId,
      kind,
      amountCents: signed,
      detail,
      actorId: actor.id,
      actorEmail: actor.email,
      ...links,
    },
  });
  const company = await tx.company.update({
    where: { id: companyId },
    data: { creditBalanceCents: { increment: signed } },
  });
  return company.creditBalanceCents;
}

/**
 * Applies up to `amountCents` of the company's held credit to one open invoice (locked here), never past its
 * balance: the invoice's paid figure grows, a PAID status when it is settled, its events and outbox events.
 * Returns what was applied (0 when the invoice owes nothing).
 */
export async function applyCreditToOrder(
  tx: Tx,
  actor: Actor,
  po: PurchaseOrder,
  amountCents: number,
  source: string,
): Promise<number> {
  if (po.paymentStatus !== 'AWAITING_PAYMENT') return 0;
  const amount = Math.min(amountCents, balanceOf(po));
  if (amount <= 0) return 0;
  const label = orderNumberText(po.number);
  await moveCredit(tx, po.companyId!, 'APPLIED', amount, `Applied to ${po.invoiceNumber} (${label})`, actor, {
    purchaseOrderId: po.id,
  });
  const paidCents = po.paidCents + amount;
  const settled = balanceOf({ ...po, paidCents }) === 0;
  await tx.purchaseOrderEvent.createMany({
    data: [
      {
        purchaseOrderId: po.id,
        kind: 'CREDIT_APPLIED',
        detail: `Customer credit applied (${source})`,
        amountCents: amount,
        ...actorFields(actor),
      },
      ...(settled
        ? [
            {
              purchaseOrderId: po.id,
              kind: 'PAID',
              detail: 'Paid in full',
              amountCents: paidCents,
              ...actorFields(actor),
            },
          ]
        : []),
    ],
  });
  await emit(tx, events.customerCreditApplied(po, amount, paidCents, settled));
  await tx.purchaseOrder.update({
    where: { id: po.id },
    data: { paidCents, paymentStatus: settled ? 'PAID' : 'AWAITING_PAYMENT', version: { increment: 1 } },
  });
  return amount;
}

/** The company's other open invoices, oldest due first, locked in id order (after the company's lock). */
export async function lockOpenInvoices(tx: Tx, companyId: string, exceptId: string | null) {
  const rows = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT "id" FROM "PurchaseOrder" WHERE "companyId" = ${companyId}::uuid AND "paymentStatus" = 'AWAITING_PAYMENT'
      AND (${exceptId}::uuid IS NULL OR "id" <> ${exceptId}::uuid) ORDER BY "id" FOR UPDATE`;
  const open = await tx.purchaseOrder.findMany({
    where: { id: { in: rows.map((r) => r.id) } },
    orderBy: [{ dueAt: 'asc' }, { number: 'asc' }],
  });
  return open.filter((po) => balanceOf(po) > 0);
}

/** Pays down the company's open invoices with up to `amountCents` of its held credit, oldest due first. */
export async function applyCreditToOpenInvoices(
  tx: Tx,
  actor: Actor,
  companyId: string,
  amountCents: number,
  exceptId: string | null,
  source: string,
) {
  let left = amountCents;
  const paid: Array<{ invoiceNumber: string; amountCents: number }> = [];
  for (const po of await lockOpenInvoices(tx, companyId, exceptId)) {
    if (left <= 0) break;
    const used = await applyCreditToOrder(tx, actor, po, left, source);
    if (used > 0) paid.push({ invoiceNumber: po.invoiceNumber, amountCents: used });
    left -= used;
  }
  return { appliedCents: amountCents - left, invoices: paid };
}

/** A refund out of held credit: the refund row, the ledger's move (refused past the balance), the outbox event. */
export async function refundOut(
  tx: Tx,
  actor: Actor,
  companyId: string,
  refund: {
    amountCents: number;
    paidOn: string;
    method: string;
    reference: string;
    creditNoteId?: string | null;
  },
) {
  const company = await tx.company.findUniqueOrThrow({ where: { id: companyId } });
  if (refund.amountCents > company.creditBalanceCents) {
    throw conflict(
      `${company.name} holds ${formatCents(company.creditBalanceCents)} of credit: refund at most that`,
    );
  }
  const row = await tx.refund.create({
    data: {
      companyId,
      creditNoteId: refund.creditNoteId ?? null,
      amountCents: refund.amountCents,
      paidOn: new Date(`${refund.paidOn}T00:00:00Z`),
      method: refund.method,
      reference: refund.reference,
      recordedById: actor.id,
      recordedByEmail: actor.email,
    },
  });
  await moveCredit(tx, companyId, 'REFUNDED', refund.amountCents, `Refunded: ${refund.reference}`, actor, {
    refundId: row.id,
    creditNoteId: refund.creditNoteId ?? null,
  });
  await emit(tx, events.refundRecorded(row));
  return row;
}
