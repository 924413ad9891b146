/**
 * An 860 applied to the order its 850 made (docs/decisions/095), by the rules the web shop applies to the same order:
 * - an order waiting for the company's approval holds no stock and no invoice, so its requester may change it: each
 *   quantity and added line goes through the quick order's verdict (quantity rule, stock, contract price), and the
 *   request's net, tax, freight and approval reasons are computed again as at submission, in one transaction;
 *   cancelling it withdraws it and removes its lines;
 * - a placed order is invoiced at placement, so its lines are not changed (the invoice would no longer say what was
 *   ordered); the whole order cancels by the shop's cancel (invoice void, stock back) while nothing has shipped and
 *   nothing is paid or credited.
 * An order is found only among the caller's company's orders that the shop acknowledged with an 855.
 */
import { approvalNumberText, orderNumberText, requiredApproverRoles } from '@gluegun/common';
import { nowOf, type Context, type SessionUser } from '../../context';
import { allowUser } from '../../auth/access';
import { AppError } from '../../errors';
import { inTransaction } from '../../db/retry';
import { prismaSql } from '../../db/sql';
import type { ApprovalRequest, Prisma, PurchaseOrder } from '../../generated/prisma/client';
import { checkLines } from '../wholesale/line-check';
import { catalogViewerOf, pricingOf } from '../prices/contract-entries';
import { addOpenItems } from '../orders/open-items';
import { checkoutTax, lockForCheckout, type Details } from '../purchase-orders/checkout';
import { approvalReasons } from '../purchase-orders/approval-check';
import { freightTaxOf } from '../freight/freight';
import type { Tx } from '../purchase-orders/po-common';
import { cancelUnshippedOrder } from '../fulfilment/fulfilment';
import { readInterchange } from '../x12/x12-read';
import type { ChangeAnswer, ChangeVerdict } from '../x12/x12-change-ack';
import { SetRejection } from './order-850';
import type { Change860, LineChange } from './change-860';

export interface Changed {
  purchaseOrderId: string | null;
  approvalRequestId: string | null;
  answer: ChangeAnswer;
}

const verdict = (l: LineChange, sku: string | null, reason: string | null): ChangeVerdict => ({
  assignedId: l.assignedId,
  code: l.code,
  quantity: l.quantity,
  unit: l.unit,
  sku: sku ?? (l.qualifier === 'VP' ? l.reference : null),
  accepted: reason === null,
  reason,
});
const refuseAll = (change: Change860, reason: string) =>
  change.changes.map((l) => verdict(l, null, l.problem ?? reason));

/** The order (or request) the 860's PO number names, made by an 850 of this company; otherwise the set is refused. */
async function targetOf(ctx: Context, companyId: string, poNumber: string) {
  const [orders, requests] = await Promise.all([
    ctx.db.purchaseOrder.findMany({
      where: { companyId, poNumber },
      select: { id: true },
      orderBy: { createdAt: 'desc' },
      take: 20,
    }),
    ctx.db.approvalRequest.findMany({
      where: { companyId, details: { path: ['poNumber'], equals: poNumber } },
      select: { id: true },
      orderBy: { createdAt: 'desc' },
      take: 20,
    }),
  ]);
  const ack =
    orders.length + requests.length === 0
      ? null
      : await ctx.db.ediDocument.findFirst({
          where: {
            companyId,
            direction: 'OUT',
            kind: '855',
            OR: [
              { purchaseOrderId: { in: orders.map((o) => o.id) } },
              { approvalRequestId: { in: requests.map((r) => r.id) } },
            ],
          },
          orderBy: { createdAt: 'desc' },
          select: { purchaseOrderId: true, approvalRequestId: true, content: true },
        });
  // Another company's order with this number reads exactly as no order at all: nothing tells who else buys here.
  if (!ack)
    throw new SetRejection(
      `No order of your company has PO number ${poNumber}: an 860 changes an order the shop acknowledged for an 850`,
      '5',
      { tag: 'BCH', position: 2 },
    );
  return ack;
}

/** PO1 assigned id -> our SKU, as the 855 the shop sent for the order says (an 860 line may name only its PO1 number). */
function skusOf855(content: string): Map<string, string> {
  const set = readInterchange(content).groups[0]?.transactions[0];
  return new Map(
    (set?.segments ?? []).filter((s) => s.tag === 'PO1' && s.el[5] === 'VP').map((s) => [s.el[0], s.el[6]]),
  );
}

export async function apply860(ctx: Context, change: Change860): Promise<Changed> {
  const user = allowUser(ctx, 'ediInbound');
  const target = await targetOf(ctx, user.companyId, change.poNumber);
  const base = {
    purpose: change.purpose,
    poNumber: change.poNumber,
    poDate: change.poDate,
    changeSequence: change.changeSequence,
  };
  if (target.purchaseOrderId) {
    const po = await ctx.db.purchaseOrder.findUniqueOrThrow({ where: { id: target.purchaseOrderId } });
    const answer = await changeOrder(ctx, user, po, change);
    return {
      purchaseOrderId: po.id,
      approvalRequestId: target.approvalRequestId,
      answer: { ...base, shopReference: orderNumberText(po.number), ...answer },
    };
  }
  const requestId = target.approvalRequestId!;
  const skus = skusOf855(target.content);
  let answer: { cancelled: boolean; cancelReason: string | null; lines: ChangeVerdict[]; reference: string };
  try {
    answer = await inTransaction(ctx.db, (tx) => changeRequest(ctx, tx, user, requestId, change, skus));
  } catch (e) {
    // A recomputation the shop's rules refuse (an order over the largest total, say): nothing of it stays.
    if (!(e instanceof AppError)) throw e;
    const request = await ctx.db.approvalRequest.findUniqueOrThrow({
      where: { id: requestId },
      select: { number: true },
    });
    answer = {
      cancelled: false,
      cancelReason: e.message,
      lines: refuseAll(change, e.message),
      reference: approvalNumberText(request.number),
    };
  }
  const { reference, ...rest } = answer;
  return {
    purchaseOrderId: null,
    approvalRequestId: requestId,
    answer: { ...base, shopReference: reference, ...rest },
  };
}

/** A placed order: cancelled whole by the shop's cancel while unshipped; its invoiced lines never changed. */
async function changeOrder(ctx: Context, user: SessionUser, po: PurchaseOrder, change: Change860) {
  const label = orderNumberText(po.number);
  const notYours =
    po.userId !== user.id
      ? `${label} was ordered by another person of your company: only they can change it`
      : null;
  if (change.purpose === 'CANCEL') {
    if (notYours) return { cancelled: false, cancelReason: notYours, lines: [] };
    try {
      await inTransaction(ctx.db, (tx) => cancelUnshippedOrder(ctx, tx, po.id, user));
      return { cancelled: true, cancelReason: null, lines: [] };
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      return { cancelled: false, cancelReason: e.message, lines: [] };
    }
  }
  const reason =
    notYours ??
    (po.fulfilmentStatus === 'CANCELLED'
      ? `${label} is cancelled: nothing is left to change`
      : po.fulfilmentStatus !== 'UNFULFILLED'
        ? `${label} has shipped: its lines are no longer changed`
        : `${label} is placed and its lines are invoiced (invoice ${po.invoiceNumber}): they are not changed; cancel the whole order (BCH01 01) while nothing has shipped, or order more with a new 850`);
  return { cancelled: false, cancelReason: null, lines: refuseAll(change, reason) };
}

/** A request still waiting for approval, changed by its requester in one transaction, or each change refused. */
async function changeRequest(
  ctx: Context,
  tx: Tx,
  user: SessionUser,
  requestId: string,
  change: Change860,
  skus: Map<string, string>,
) {
  await tx.$queryRaw`SELECT "id" FROM "ApprovalRequest" WHERE "id" = ${requestId}::uuid FOR UPDATE`;
  const request = await tx.approvalRequest.findUniqueOrThrow({ where: { id: requestId } });
  const reference = approvalNumberText(request.number);
  const refused = (reason: string) => ({
    cancelled: false,
    cancelReason: reason,
    lines: refuseAll(change, reason),
    reference,
  });
  if (request.status !== 'AWAITING_APPROVAL')
    return refused(`${reference} was ${request.status.toLowerCase()}: nothing is left to change`);
  if (request.requesterId !== user.id)
    return refused(`${reference} was asked for by another person of your company: only they can change it`);
  if (change.purpose === 'CANCEL') {
    // As the requester's Withdraw, except that the lines the 850 brought leave with it rather than wait in My Orders.
    await tx.orderItem.deleteMany({
      where: { approvalRequestId: requestId, status: 'PENDING', purchaseOrderId: null },
    });
    await tx.approvalRequest.update({
      where: { id: requestId },
      data: { status: 'WITHDRAWN', version: { increment: 1 } },
    });
    await step(tx, requestId, 'WITHDRAWN', user, "Cancelled by the buyer's 860");
    return { cancelled: true, cancelReason: null, lines: [], reference };
  }
  if ((await tx.approvalEvent.count({ where: { requestId, kind: 'APPROVED' } })) > 0) {
    return refused(
      `${reference} already has an approval, which would pass on to lines nobody approved: ask your approver to reject it and send a new 850`,
    );
  }
  const lines: ChangeVerdict[] = [];
  for (const l of change.changes)
    lines.push(
      l.problem ? verdict(l, null, l.problem) : await applyLine(ctx, tx, user, request, l, skus, reference),
    );
  if (lines.some((l) => l.accepted)) await recompute(ctx, tx, request, lines);
  return { cancelled: false, cancelReason: null, lines, reference };
}

async function applyLine(
  ctx: Context,
  tx: Tx,
  user: SessionUser,
  request: ApprovalRequest,
  l: LineChange,
  skus: Map<string, string>,
  label: string,
): Promise<ChangeVerdict> {
  const reference = l.reference || skus.get(l.assignedId) || '';
  if (!reference)
    return verdict(
      l,
      null,
      `POC line ${l.assignedId} names no product, and ${label} has no PO1 line ${l.assignedId}`,
    );
  const quantity = l.quantity ?? 1;
  const [checked] = await checkLines(
    tx,
    [{ lineNumber: 1, reference, quantityText: String(quantity), quantity, problem: null }],
    {
      companyId: user.companyId,
      pricing: pricingOf(ctx),
      viewer: catalogViewerOf(ctx),
      userId: l.code === 'AI' ? user.id : undefined,
    },
  );
  if (!checked.product)
    return verdict(l, null, checked.problems[0]?.message ?? `${reference} is not a product of the shop`);
  const sku = checked.product.sku;
  const items = await tx.orderItem.findMany({
    where: { approvalRequestId: request.id, purchaseOrderId: null },
  });
  const item = items.find((i) => i.productId === checked.product!.id);
  const ruled = checked.problems.find((p) => p.code !== 'ALREADY_ORDERED');
  if (l.code === 'AI') {
    if (item) return verdict(l, sku, `${sku} is already on ${label}: change its quantity with QI or QD`);
    if (checked.problems.length > 0) return verdict(l, sku, checked.problems[0].message);
    const [added] = await addOpenItems({ tx }, user, [{ product: checked.product, quote: checked.quote! }], {
      phone: items[0]?.userPhone ?? '',
      onDuplicate: 'LIST',
    });
    await tx.orderItem.update({ where: { id: added.id }, data: { approvalRequestId: request.id } });
    return verdict(l, sku, null);
  }
  if (!item) return verdict(l, sku, `${sku} is not on ${label}${l.code === 'DI' ? '' : ': add it with AI'}`);
  if (l.code === 'DI') {
    if (items.length === 1)
      return verdict(
        l,
        sku,
        `${sku} is the only line of ${label}: cancel the whole order (BCH01 01) instead`,
      );
    await tx.orderItem.delete({ where: { id: item.id } });
    return verdict(l, sku, null);
  }
  if (l.code === 'QI' ? quantity <= item.quantity : quantity >= item.quantity) {
    return verdict(
      l,
      sku,
      `${l.code} ${l.code === 'QI' ? 'raises' : 'lowers'} the quantity, but ${quantity} is not ${l.code === 'QI' ? 'more' : 'less'} than the ${item.quantity} ordered (POC03 is the new quantity)`,
    );
  }
  if (ruled) return verdict(l, sku, ruled.message);
  const q = checked.quote!;
  await tx.orderItem.update({
    where: { id: item.id },
    data: { quantity: q.quantity, unitPriceCents: q.unitPriceCents },
  });
  return verdict(l, sku, null);
}

/** The request's money and approval reasons as submission computes them, over its lines as changed. */
async function recompute(ctx: Context, tx: Tx, request: ApprovalRequest, lines: ChangeVerdict[]) {
  const sql = prismaSql(tx);
  const items = await tx.orderItem.findMany({
    where: { approvalRequestId: request.id, purchaseOrderId: null },
    select: { id: true },
  });
  const locked = await lockForCheckout(sql, {
    ownerId: request.requesterId!,
    itemIds: items.map((i) => i.id),
    approvalRequestId: request.id,
    shippingMethodId: request.shippingMethodId,
  });
  const reasons = await approvalReasons(ctx, sql, locked);
  const tax = await checkoutTax(ctx, sql, locked, request.details as unknown as Details, nowOf(ctx));
  const freightTaxCents = freightTaxOf(locked.freight.freightCents, tax.taxRateMillionths);
  // A change never lets an order skip the approval it waits for: with no reason left, the approver still decides.
  await tx.approvalRequest.update({
    where: { id: request.id },
    data: {
      totalCents: locked.total,
      taxCents: tax.taxCents + freightTaxCents,
      taxName: tax.taxName,
      taxRateMillionths: tax.taxRateMillionths,
      taxRounding: tax.taxRounding,
      taxExemptCertificate: tax.taxExemptCertificate,
      freightCents: locked.freight.freightCents,
      freightTaxCents,
      freightPending: locked.freight.pending,
      ...(reasons.length
        ? {
            reasons: reasons as unknown as Prisma.InputJsonValue,
            requiredRoles: requiredApproverRoles(reasons),
          }
        : {}),
      version: { increment: 1 },
    },
  });
  const taken = lines
    .filter((l) => l.accepted)
    .map((l) => `${l.code} ${l.sku ?? l.assignedId}${l.quantity === null ? '' : ` ${l.quantity}`}`);
  await step(
    tx,
    request.id,
    'CHANGED',
    { id: request.requesterId!, email: request.requesterEmail },
    `Changed by the buyer's 860: ${taken.join(', ')}`.slice(0, 500),
  );
}

async function step(
  tx: Tx,
  requestId: string,
  kind: string,
  actor: Pick<SessionUser, 'id' | 'email'>,
  detail: string,
) {
  await tx.approvalEvent.create({
    data: { requestId, kind, actorId: actor.id, actorEmail: actor.email, detail },
  });
}
