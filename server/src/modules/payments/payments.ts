/** Money received against an invoice (admins): under the order's row lock, never before the invoice, never past the total. */
import { balanceOf, formatCents, isoDay, paymentInputSchema } from '@gluegun/common';
import { nowOf, type Context, type SessionUser } from '../../context';
import { AppError, badInput, conflict, notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { normalizeId, validate } from '../../lib/validate';
import { actorFields, lockOrder, type Tx } from '../purchase-orders/po-common';
import { emit } from '../events/outbox';
import * as events from '../events/event-types';

/** Records money received against an invoice; the invoice becomes PAID exactly when payments reach its total. */
export async function recordPayment(ctx: Context, rawId: string, input: unknown) {
  const admin = allowUser(ctx, 'recordPayment');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Purchase order');
  const payment = await validate(paymentInputSchema, input ?? {});
  const today = isoDay(nowOf(ctx));
  if (payment.receivedOn > today) throw badInput('Date received cannot be in the future', 'receivedOn');
  return inTransaction(ctx.db, (tx) => applyPayment(tx, admin, id, payment));
}

export interface PaymentFacts {
  amountCents: number;
  receivedOn: string;
  reference: string;
  bankStatementLineId?: string;
}

/**
 * The one way money is recorded against an invoice, inside the caller's transaction: the order's row lock, the
 * checks (not before the invoice, not on a void or paid one, never past the balance), the payment row, the outbox
 * event, the order's events and its new status. recordPayment (typed by hand) and a confirmed bank statement line
 * (bank-statements/confirm.ts) both come through here, so both have the same effects.
 */
export async function applyPayment(tx: Tx, admin: SessionUser, id: string, payment: PaymentFacts) {
  const po = await lockOrder(tx, id);
  const issuedOn = isoDay(po.issuedAt);
  if (payment.receivedOn < issuedOn)
    throw badInput(`Date received cannot be before the invoice was issued (${issuedOn})`, 'receivedOn');
  if (po.paymentStatus === 'VOID')
    throw conflict(`Invoice ${po.invoiceNumber} is void: no payment can be recorded against it`);
  if (po.paymentStatus === 'PAID') throw conflict(`Invoice ${po.invoiceNumber} is already paid in full`);
  const balance = balanceOf(po);
  if (payment.amountCents > balance) {
    throw new AppError(
      'BAD_USER_INPUT',
      `The balance of ${po.invoiceNumber} is ${formatCents(balance)}: record at most that`,
      { field: 'amountCents', balanceCents: balance },
    );
  }
  const paidCents = po.paidCents + payment.amountCents;
  const settled = balanceOf({ ...po, paidCents }) === 0;
  await tx.payment.create({
    data: {
      purchaseOrderId: po.id,
      amountCents: payment.amountCents,
      receivedOn: new Date(`${payment.receivedOn}T00:00:00Z`),
      reference: payment.reference,
      recordedById: admin.id,
      recordedByEmail: admin.email,
      bankStatementLineId: payment.bankStatementLineId ?? null,
    },
  });
  const actor = actorFields(admin);
  await emit(tx, events.paymentRecorded(po, payment));
  await tx.purchaseOrderEvent.createMany({
    data: [
      {
        purchaseOrderId: po.id,
        kind: 'PAYMENT_RECORDED',
        detail: `Ref ${payment.reference}, received ${payment.receivedOn}`,
        amountCents: payment.amountCents,
        ...actor,
      },
      ...(settled
        ? [{ purchaseOrderId: po.id, kind: 'PAID', detail: 'Paid in full', amountCents: paidCents, ...actor }]
        : []),
    ],
  });
  return tx.purchaseOrder.update({
    where: { id: po.id },
    data: { paidCents, paymentStatus: settled ? 'PAID' : 'AWAITING_PAYMENT', version: { increment: 1 } },
  });
}
