/**
 * Returns (docs/decisions/069): a buyer asks to send back delivered units; the shop approves (with a restocking fee)
 * or rejects; the buyer may withdraw until the goods arrive; the shop receives them (restocked or scrapped) and the
 * receipt issues the credit note through the credit-note path. Asking runs under the order's row lock, so two
 * requests at once never ask back more than was delivered; receiving takes the company's lock, then the order's.
 */
import {
  MAX_RETURNS_PER_ORDER,
  MAX_RETURN_QUEUE,
  RETURN_MOVES,
  returnApprovalSchema,
  returnNumberText,
  returnReceiptSchema,
  returnRejectionSchema,
  returnRequestSchema,
  returnableUnits,
  type ReturnStatusName,
} from '@gluegun/common';
import { nowOf, type Context, type SessionUser } from '../../context';
import { AppError, badInput, conflict, forbidden, notFound } from '../../errors';
import { allowUser, isAdmin } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { normalizeId, validate } from '../../lib/validate';
import type { PurchaseOrder, ReturnRequest } from '../../generated/prisma/client';
import {
  actorFields,
  loadVisible,
  lockOrder,
  orderLabel,
  seesOrder,
  type Tx,
} from '../purchase-orders/po-common';
import { emit } from '../events/outbox';
import * as events from '../events/event-types';
import { lineStates } from '../shipments/shipping-state';
import { creditUnits } from '../credit-notes/issue';
import { lockCompany } from '../credit-notes/ledger';
import { RETURN_INCLUDE, presentReturn, type ReturnWithLines } from './present';

/** Returns that hold units: not rejected or withdrawn. */
const HOLDING: ReturnStatusName[] = ['REQUESTED', 'APPROVED', 'RECEIVED'];

/** Each line of the order with the units that may still be asked back. */
async function returnable(tx: Tx, po: PurchaseOrder) {
  const [states, held, credited] = await Promise.all([
    lineStates(tx, po.id),
    tx.returnLine.groupBy({
      by: ['invoiceLineId'],
      where: { returnRequest: { purchaseOrderId: po.id, status: { in: HOLDING } } },
      _sum: { quantity: true },
    }),
    // Credit notes of this order not issued by a return: those gave units back already (or credited a cancelled rest).
    tx.creditNoteLine.groupBy({
      by: ['invoiceLineId'],
      where: { creditNote: { purchaseOrderId: po.id, returnRequest: null } },
      _sum: { quantity: true },
    }),
  ]);
  const sum = (rows: Array<{ invoiceLineId: string; _sum: { quantity: number | null } }>, id: string) =>
    rows.find((r) => r.invoiceLineId === id)?._sum.quantity ?? 0;
  return states.map((s) => ({
    line: s.line,
    left: returnableUnits({
      delivered: s.state.delivered,
      inReturns: sum(held, s.line.id),
      credited: sum(credited, s.line.id),
      cancelled: s.state.cancelled,
    }),
  }));
}

async function reread(tx: Tx, id: string): Promise<ReturnWithLines> {
  return tx.returnRequest.findUniqueOrThrow({ where: { id }, include: RETURN_INCLUDE });
}

const factsOf = (r: ReturnWithLines): events.ReturnFacts => ({
  id: r.id,
  returnNumber: returnNumberText(r.number),
  status: r.status,
  reason: r.reason,
  restockingFeeBp: r.restockingFeeBp,
  creditNoteId: r.creditNoteId,
  lines: r.lines.map((l) => ({
    invoiceLineId: l.invoiceLineId,
    sku: l.invoiceLine.sku,
    quantity: l.quantity,
  })),
});

/** A buyer (or their company admin, or the shop for them) asks to send back delivered units of an order. */
export async function requestReturn(ctx: Context, rawOrderId: string, raw: unknown) {
  const user = allowUser(ctx, 'requestReturn');
  const input = await validate(returnRequestSchema, raw);
  const visible = await loadVisible(ctx, rawOrderId, 'requestReturn');
  return inTransaction(ctx.db, async (tx) => {
    const po = await lockOrder(tx, visible.id);
    const label = orderLabel(po);
    if ((await tx.returnRequest.count({ where: { purchaseOrderId: po.id } })) >= MAX_RETURNS_PER_ORDER) {
      throw conflict(
        `Order ${label} has ${MAX_RETURNS_PER_ORDER} returns, the most one order may have: ask the shop to take the rest back`,
      );
    }
    const lines = await returnable(tx, po);
    const seen = new Set<string>();
    const chosen = input.lines.map((asked, i) => {
      const lineId = normalizeId(asked.invoiceLineId);
      const found = lineId ? lines.find((l) => l.line.id === lineId) : undefined;
      if (!found) throw badInput(`That line is not on order ${label}`, 'lines');
      if (seen.has(found.line.id))
        throw badInput(`Line ${found.line.position} (${found.line.sku}) is named twice`, 'lines');
      seen.add(found.line.id);
      if (asked.quantity > found.left) {
        // Named by the quantity asked, so a form shows the words under it.
        throw new AppError(
          'CONFLICT',
          found.left === 0
            ? `Nothing of line ${found.line.position} (${found.line.sku}) can be returned: only delivered units not already returned or credited can`
            : `Only ${found.left} of line ${found.line.position} (${found.line.sku}) can be returned`,
          { field: `lines[${i}].quantity` },
        );
      }
      return { invoiceLineId: found.line.id, quantity: asked.quantity };
    });
    const made = await tx.returnRequest.create({
      data: {
        purchaseOrderId: po.id,
        companyId: po.companyId,
        reason: input.reason,
        photoLinks: input.photoLinks ?? [],
        requestedById: user.id,
        requestedByEmail: user.email,
        lines: { create: chosen },
      },
    });
    const r = await reread(tx, made.id);
    await tx.purchaseOrderEvent.create({
      data: {
        purchaseOrderId: po.id,
        kind: 'RETURN_REQUESTED',
        detail: `${returnNumberText(r.number)} asked: ${input.reason}`,
        ...actorFields(user),
      },
    });
    await emit(tx, events.returnEvent('return.requested', po, factsOf(r)));
    return presentReturn(r);
  });
}

/** Locks a return and its order (by the caller's sight of the order), checking it may move to `to`. */
async function lockReturn(ctx: Context, tx: Tx, user: SessionUser, rawId: string, to: ReturnStatusName) {
  const id = normalizeId(rawId);
  const head = id
    ? await tx.returnRequest.findUnique({ where: { id }, select: { purchaseOrderId: true } })
    : null;
  if (!head) throw notFound('Return');
  const po = await lockOrder(tx, head.purchaseOrderId);
  if (!isAdmin(ctx) && !seesOrder(user, po)) throw forbidden('This return is not yours');
  const r = await reread(tx, id!);
  if (!RETURN_MOVES[r.status].includes(to)) {
    throw conflict(
      `${returnNumberText(r.number)} is ${r.status.toLowerCase()}: it cannot be ${to === 'CANCELLED' ? 'withdrawn' : to.toLowerCase()} now`,
    );
  }
  return { po, r };
}

async function move(
  tx: Tx,
  po: PurchaseOrder,
  r: ReturnRequest,
  data: Parameters<Tx['returnRequest']['update']>[0]['data'],
  user: SessionUser,
  detail: string,
) {
  await tx.returnRequest.update({ where: { id: r.id }, data });
  const after = await reread(tx, r.id);
  await tx.purchaseOrderEvent.create({
    data: {
      purchaseOrderId: po.id,
      kind: `RETURN_${after.status}`,
      detail: `${returnNumberText(r.number)} ${detail}`,
      ...actorFields(user),
    },
  });
  return after;
}

/** The buyer takes back their request (before the goods arrived). */
export async function withdrawReturn(ctx: Context, rawId: string) {
  const user = allowUser(ctx, 'withdrawReturn');
  return inTransaction(ctx.db, async (tx) => {
    const { po, r } = await lockReturn(ctx, tx, user, rawId, 'CANCELLED');
    return presentReturn(await move(tx, po, r, { status: 'CANCELLED' }, user, 'withdrawn'));
  });
}

/** The shop approves a return, with a restocking fee in percent (0 for none). */
export async function approveReturn(ctx: Context, rawId: string, raw: unknown) {
  const admin = allowUser(ctx, 'approveReturn');
  const input = await validate(returnApprovalSchema, raw ?? {});
  const feeBp = Math.round((input.restockingFeePercent ?? 0) * 100);
  return inTransaction(ctx.db, async (tx) => {
    const { po, r } = await lockReturn(ctx, tx, admin, rawId, 'APPROVED');
    const after = await move(
      tx,
      po,
      r,
      { status: 'APPROVED', restockingFeeBp: feeBp, decidedByEmail: admin.email, decidedAt: nowOf(ctx) },
      admin,
      `approved${feeBp ? ` with a ${feeBp / 100} % restocking fee` : ''}`,
    );
    await emit(tx, events.returnEvent('return.approved', po, factsOf(after)));
    return presentReturn(after);
  });
}

/** The shop rejects a return, saying why. */
export async function rejectReturn(ctx: Context, rawId: string, raw: unknown) {
  const admin = allowUser(ctx, 'rejectReturn');
  const input = await validate(returnRejectionSchema, raw ?? {});
  return inTransaction(ctx.db, async (tx) => {
    const { po, r } = await lockReturn(ctx, tx, admin, rawId, 'REJECTED');
    const after = await move(
      tx,
      po,
      r,
      {
        status: 'REJECTED',
        rejectionReason: input.reason,
        decidedByEmail: admin.email,
        decidedAt: nowOf(ctx),
      },
      admin,
      `rejected: ${input.reason}`,
    );
    await emit(tx, events.returnEvent('return.rejected', po, factsOf(after)));
    return presentReturn(after);
  });
}

/** The goods arrived: restocked or scrapped, and credited less the restocking fee. */
export async function receiveReturn(ctx: Context, rawId: string, raw: unknown) {
  const admin = allowUser(ctx, 'receiveReturn');
  const input = await validate(returnReceiptSchema, raw ?? {});
  const id = normalizeId(rawId);
  if (!id) throw notFound('Return');
  return inTransaction(ctx.db, async (tx) => {
    // The credit note locks the company before the order: the same order here.
    const head = await tx.returnRequest.findUnique({ where: { id }, select: { companyId: true } });
    if (head?.companyId) await lockCompany(tx, head.companyId);
    const { po, r } = await lockReturn(ctx, tx, admin, id, 'RECEIVED');
    const label = returnNumberText(r.number);
    const credited = await creditUnits(
      tx,
      admin,
      po,
      r.lines.map((l) => ({ lineId: l.invoiceLineId, quantity: l.quantity })),
      {
        reason: `Return ${label}: ${r.reason}`,
        returnStock: input.disposition === 'RESTOCK',
        settlement: 'HOLD',
        restockingFeeBp: r.restockingFeeBp,
      },
    );
    const after = await move(
      tx,
      po,
      r,
      {
        status: 'RECEIVED',
        disposition: input.disposition,
        receiptNote: input.note ?? '',
        receivedByEmail: admin.email,
        receivedAt: nowOf(ctx),
        creditNoteId: credited?.note.id ?? null,
      },
      admin,
      `received (${input.disposition === 'RESTOCK' ? 'restocked' : 'scrapped'})${credited ? `, credited by ${credited.note.creditNoteNumber}` : ', nothing left to credit'}`,
    );
    await emit(tx, events.returnEvent('return.received', credited?.after ?? po, factsOf(after)));
    return presentReturn(after);
  });
}

/** The returns of an order the caller may see (its own read decided that), oldest first. */
export async function returnsOf(ctx: Context, po: Pick<PurchaseOrder, 'id'>) {
  const rows = await ctx.db.returnRequest.findMany({
    where: { purchaseOrderId: po.id },
    include: RETURN_INCLUDE,
    orderBy: { number: 'asc' },
  });
  return rows.map(presentReturn);
}

/** The shop's returns queue: returns in a status (default: those waiting on the shop), newest first. */
export async function returnRequests(ctx: Context, status?: string | null) {
  allowUser(ctx, 'returnRequests');
  if (status != null && !(HOLDING as string[]).concat(['REJECTED', 'CANCELLED']).includes(status)) {
    throw badInput('status is one of REQUESTED, APPROVED, REJECTED, CANCELLED, RECEIVED', 'status');
  }
  const where = status
    ? { status: status as ReturnStatusName }
    : { status: { in: ['REQUESTED', 'APPROVED'] as ReturnStatusName[] } };
  const rows = await ctx.db.returnRequest.findMany({
    where,
    include: RETURN_INCLUDE,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: MAX_RETURN_QUEUE,
  });
  return rows.map(presentReturn);
}
