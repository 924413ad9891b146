/**
 * Freight quoted by us (docs/decisions/076): an order placed with freight pending is not asked to be paid until a
 * shop admin sets its freight, once. Setting it adds the freight and its tax at the order's frozen rate to the total,
 * restarts the payment terms from that day, and re-issues the invoice through the outbox (its e-mail tells the buyer).
 */
import { dueDateFor, formatCents, orderFreightSchema, orderNumberText } from '@gluegun/common';
import { randomUUID } from 'node:crypto';
import { nowOf, type Context } from '../../context';
import { AppError, notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { normalizeId, validate } from '../../lib/validate';
import type { PurchaseOrder } from '../../generated/prisma/client';
import { emit } from '../events/outbox';
import { lockOrder, actorFields } from './po-common';
import { freightTaxOf } from '../freight/freight';

/** The invoice re-issued with its freight: the same event checkout sends, so the invoice e-mail and webhooks follow. */
const reissued = (po: PurchaseOrder) => ({
  type: 'invoice.issued' as const,
  resourceType: 'purchase_order' as const,
  resourceId: po.id,
  data: {
    purchaseOrderId: po.id,
    orderNumber: orderNumberText(po.number),
    invoiceNumber: po.invoiceNumber,
    customerId: po.userId,
    totalCents: po.totalCents,
    issuedAt: po.issuedAt.toISOString(),
    dueAt: po.dueAt.toISOString(),
    freightCents: po.freightCents,
    freightSet: true,
  },
});

/** A shop admin sets a pending order's freight; refused once it is set, on a void order, or on one with no freight pending. */
export async function setOrderFreight(
  ctx: Context,
  rawId: unknown,
  rawInput: unknown,
): Promise<PurchaseOrder> {
  const actor = allowUser(ctx, 'setOrderFreight');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Purchase order');
  const { freightCents } = await validate(orderFreightSchema, rawInput ?? {});
  return inTransaction(ctx.db, async (tx) => {
    const po = await lockOrder(tx, id);
    if (!po.freightPending) {
      throw new AppError(
        'CONFLICT',
        po.freightSetAt
          ? `The freight of ${orderNumberText(po.number)} was already set (${formatCents(po.freightCents)}); it cannot be changed here: issue a credit note instead`
          : `${orderNumberText(po.number)} has no freight waiting to be quoted`,
        { field: 'freightCents' },
      );
    }
    if (po.paymentStatus === 'VOID')
      throw new AppError('CONFLICT', `${orderNumberText(po.number)} was cancelled: its freight is not set`, {
        field: 'freightCents',
      });
    const now = nowOf(ctx);
    const freightTaxCents = freightTaxOf(freightCents, po.taxRateMillionths);
    const updated = await tx.purchaseOrder.update({
      where: { id: po.id },
      data: {
        freightCents,
        freightTaxCents,
        taxCents: po.taxCents + freightTaxCents,
        totalCents: po.totalCents + freightCents + freightTaxCents,
        freightPending: false,
        freightSetAt: now,
        freightSetByEmail: actor.email,
        dueAt: dueDateFor(now, po.termsDays),
        version: { increment: 1 },
      },
    });
    const who = actorFields(actor);
    await tx.purchaseOrderEvent.create({
      data: {
        id: randomUUID(),
        purchaseOrderId: po.id,
        kind: 'FREIGHT_SET',
        detail: `Freight ${formatCents(freightCents)}`,
        amountCents: freightCents + freightTaxCents,
        ...who,
        createdAt: new Date(),
      },
    });
    await emit(tx, reissued(updated));
    return updated;
  });
}
