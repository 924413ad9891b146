/**
 * Orders that wait for approval (docs/decisions/037): submitOrder places an order that needs no
 * approval and submits one that does (it holds no stock and no credit); approving runs the normal checkout at that
 * moment, all or nothing, and says exactly what stopped it; rejecting needs a reason and gives the items back.
 * Nobody approves their own order. Every step is an ApprovalEvent (who, when, which role) and an outbox event.
 */
import {
  APPROVER_ROLES,
  COMPANY_WIDE_ROLES,
  MAX_REJECTION_REASON_LENGTH,
  approvalNumberText,
  checkoutDetailsSchema,
  isApprovalComplete,
  requiredApproverRoles,
  slotFor,
  type CompanyRoleName,
} from '@gluegun/common';
import { nowOf, type Context, type SessionUser } from '../../context';
import { AppError, badInput, conflict, forbidden, notFound } from '../../errors';
import { allowUser, isAdmin } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { inPgTransaction, prismaSql, type Sql } from '../../db/sql';
import { normalizeId, validate } from '../../lib/validate';
import { randomUUID } from 'node:crypto';
import { Prisma, type ApprovalRequest } from '../../generated/prisma/client';
import { emit } from '../events/outbox';
import { lockUser } from '../../db/locks';
import { pricingDay } from '../prices/contract-entries';
import { repriceItems } from '../prices/reprice-open-items';
import { recordApprovedInvoice } from '../x12/outbound';
import * as events from '../events/event-types';
import {
  VERIFY_EMAIL_TO_INVOICE,
  checkoutTax,
  itemIdsOf,
  lockForCheckout,
  placeLocked,
  type Details,
} from '../purchase-orders/checkout';
import { approvalReasons } from '../purchase-orders/approval-check';
import {
  lineDatesKept,
  lineDatesOf,
  refuseEarlyDelivery,
  storedLineDates,
} from '../purchase-orders/delivery-dates';
import { taxLineOf } from '../tax/compute';
import { freightTaxOf } from '../freight/freight';
import { callerSeesOrder, type Tx } from '../purchase-orders/po-common';

/** Checkout through the approval rules: a purchase order, or a request waiting for approval. */
export async function submitOrder(
  ctx: Context,
  input: { itemIds?: unknown; details?: unknown; shippingMethodId?: unknown; lineDeliveryDates?: unknown },
) {
  const user = allowUser(ctx, 'submitOrder');
  if (!user.emailVerified)
    throw new AppError('FORBIDDEN', VERIFY_EMAIL_TO_INVOICE, { reason: 'EMAIL_NOT_VERIFIED' });
  const itemIds = itemIdsOf(input?.itemIds);
  const details = (await validate(checkoutDetailsSchema, input?.details ?? {})) as Details;
  const lineDates = lineDatesOf(input?.lineDeliveryDates, itemIds);
  // On `pg`, as checkout (docs/decisions/043): an order that needs no approval is placed by the same statements.
  return inPgTransaction(ctx.db, async (sql) => {
    const locked = await lockForCheckout(sql, {
      ownerId: user.id,
      itemIds,
      shippingMethodId: input?.shippingMethodId,
    });
    await refuseEarlyDelivery(sql, locked.items, details.requestedDeliveryDate, nowOf(ctx));
    const reasons = await approvalReasons(ctx, sql, locked);
    if (reasons.length === 0) {
      const purchaseOrder = await placeLocked(ctx, sql, locked, {
        actor: user,
        ownerId: user.id,
        itemIds,
        details,
        enforceCredit: true,
        approval: 'skip',
        shippingMethodId: input?.shippingMethodId,
        lineDates,
      });
      return { purchaseOrder, approvalRequest: null };
    }
    const written = new Date();
    // The tax quote checkout would freeze now for this ship-to, kept so the approver reads net, tax and total.
    const tax = await checkoutTax(ctx, sql, locked, details, nowOf(ctx));
    const freightTaxCents = freightTaxOf(locked.freight.freightCents, tax.taxRateMillionths);
    const [request] = await sql.rows<ApprovalRequest>(INSERT_REQUEST_SQL, [
      randomUUID(),
      locked.owner.companyId,
      user.id,
      user.email,
      JSON.stringify({ ...details, lineDeliveryDates: storedLineDates(lineDates) }),
      locked.total,
      JSON.stringify(reasons),
      requiredApproverRoles(reasons),
      written,
      written,
      tax.taxCents + freightTaxCents,
      tax.taxName,
      tax.taxRateMillionths,
      tax.taxRounding,
      tax.taxExemptCertificate,
      locked.freight.methodId,
      locked.freight.freightCents,
      freightTaxCents,
      locked.freight.pending,
    ]);
    const moved = await sql.run(
      `UPDATE "OrderItem" SET "approvalRequestId" = $2::uuid, "updatedAt" = $3
      WHERE "id" = ANY($1::uuid[]) AND "approvalRequestId" IS NULL AND "purchaseOrderId" IS NULL AND "status" = 'PENDING'`,
      [itemIds, request.id, written],
    );
    if (moved !== itemIds.length)
      throw conflict('These items were changed meanwhile; reload My Orders and try again');
    await step(
      sql,
      request.id,
      'SUBMITTED',
      user,
      null,
      `${itemIds.length} line${itemIds.length === 1 ? '' : 's'}`,
    );
    await emit(sql, events.approvalMoved(request, 'awaiting_approval'));
    return { purchaseOrder: null, approvalRequest: request };
  });
}

/** Every column of a request, its roles as a list (PostgreSQL sends an array of an enum as text). */
const REQUEST_COLUMNS = Object.values(Prisma.ApprovalRequestScalarFieldEnum)
  .map((f) => (f === 'requiredRoles' ? '"requiredRoles"::text[] AS "requiredRoles"' : `"${f}"`))
  .join(', ');
const INSERT_REQUEST_SQL = `INSERT INTO "ApprovalRequest" ("id", "companyId", "requesterId", "requesterEmail", "details", "totalCents", "reasons", "requiredRoles", "createdAt", "updatedAt",
  "taxCents", "taxName", "taxRateMillionths", "taxRounding", "taxExemptCertificate", "shippingMethodId", "freightCents", "freightTaxCents", "freightPending")
  VALUES ($1::uuid, $2::uuid, $3::uuid, $4, $5::jsonb, $6::int, $7::jsonb, $8::text[]::"CompanyRole"[], $9, $10, $11::int, $12, $13::int, $14, $15, $16::uuid, $17::int, $18::int, $19) RETURNING ${REQUEST_COLUMNS}`;

/**
 * A request's money as every surface names it: net (the stored "totalCents", the items before tax), the tax quoted
 * at submission, and the total (net + tax, what checkout showed); its tax line as orders read theirs.
 */
export const requestFigures = (
  r: Pick<
    ApprovalRequest,
    | 'totalCents'
    | 'taxCents'
    | 'taxName'
    | 'taxRateMillionths'
    | 'taxRounding'
    | 'taxExemptCertificate'
    | 'freightCents'
    | 'freightPending'
  >,
) => ({
  netCents: r.totalCents,
  freightCents: r.freightCents,
  freightPending: r.freightPending,
  taxCents: r.taxCents,
  totalCents: r.totalCents + r.freightCents + r.taxCents,
  tax: taxLineOf(r),
});

/** Where the request would ship to (its checkout details without the contact phone, PO number and notes). */
export const requestShipTo = (r: { details: unknown }) => {
  const d = (r.details ?? {}) as Partial<Details>;
  return {
    companyName: d.companyName ?? null,
    addressLine1: d.addressLine1 ?? null,
    addressLine2: d.addressLine2 ?? null,
    city: d.city ?? null,
    region: d.region ?? null,
    postalCode: d.postalCode ?? null,
    country: d.country ?? null,
  };
};
const INSERT_STEP_SQL = `INSERT INTO "ApprovalEvent" ("id", "requestId", "kind", "actorId", "actorEmail", "role", "detail", "createdAt")
  VALUES ($1::uuid, $2::uuid, $3, $4::uuid, $5, $6::"CompanyRole", $7, $8)`;

/** One step of a request's history (a Prisma transaction's, or checkout's Sql). */
async function step(
  tx: Tx | Sql,
  requestId: string,
  kind: string,
  actor: Pick<SessionUser, 'id' | 'email'>,
  role: CompanyRoleName | null,
  detail: string | null,
) {
  const sql = 'run' in tx ? tx : prismaSql(tx);
  await sql.run(INSERT_STEP_SQL, [
    randomUUID(),
    requestId,
    kind,
    actor.id,
    actor.email,
    role,
    detail,
    new Date(),
  ]);
}

/** The request, locked, in the caller's company and still waiting; the roles already filled by approvals. */
async function lockWaiting(tx: Tx, ctx: Context, caller: SessionUser, rawId: string) {
  const id = normalizeId(rawId);
  const [locked] = id
    ? await tx.$queryRaw<
        Array<{ id: string }>
      >`SELECT "id" FROM "ApprovalRequest" WHERE "id" = ${id}::uuid FOR UPDATE`
    : [];
  if (!locked) throw notFound('Approval request');
  // Read through Prisma under the lock (a raw row would bring the enum array as text).
  const request = await tx.approvalRequest.findUniqueOrThrow({ where: { id: locked.id } });
  if (request.companyId !== caller.companyId && !isAdmin(ctx))
    throw forbidden("This request is not your company's");
  if (request.status !== 'AWAITING_APPROVAL')
    throw conflict(`${approvalNumberText(request.number)} was already ${request.status.toLowerCase()}`);
  const approvals = await tx.approvalEvent.findMany({ where: { requestId: request.id, kind: 'APPROVED' } });
  return { request, approvals, filled: approvals.map((a) => a.role!).filter(Boolean) };
}

/** The role `caller` would approve for, or a refusal saying why they may not. */
function slotOf(
  caller: SessionUser,
  request: ApprovalRequest,
  filled: CompanyRoleName[],
  approvedBy: Array<string | null>,
) {
  if (request.requesterId === caller.id)
    throw forbidden('Nobody approves their own order', { reason: 'NOT_APPROVER' });
  if (approvedBy.includes(caller.id))
    throw forbidden('You already approved this order: it waits for someone else', { reason: 'NOT_APPROVER' });
  const slot = slotFor(request.requiredRoles, filled, caller.companyRole);
  if (!slot) throw forbidden('This order does not wait for your approval', { reason: 'NOT_APPROVER' });
  return slot;
}

/** An approver approves; the last approval needed places the order by the normal checkout, or nothing changes. */
export async function approveOrder(ctx: Context, rawId: string) {
  const caller = allowUser(ctx, 'approveOrder');
  try {
    return await inTransaction(ctx.db, async (tx) => {
      const { request, approvals, filled } = await lockWaiting(tx, ctx, caller, rawId);
      const slot = slotOf(
        caller,
        request,
        filled,
        approvals.map((a) => a.actorId),
      );
      await step(tx, request.id, 'APPROVED', caller, slot, null);
      if (!isApprovalComplete(request.requiredRoles, [...filled, slot]))
        return tx.approvalRequest.findUniqueOrThrow({ where: { id: request.id } });
      if (!request.requesterId)
        throw conflict('The person who asked for this order no longer has an account: reject it');
      // Approved lines cost what the requester's contract says today, not when they asked: the change is said.
      await lockUser(tx, request.requesterId);
      const repricedItems = await repriceItems(
        tx,
        { id: request.requesterId, companyId: request.companyId },
        pricingDay(ctx),
        { kind: 'request', approvalRequestId: request.id },
      );
      const itemIds = (
        await tx.orderItem.findMany({ where: { approvalRequestId: request.id }, select: { id: true } })
      ).map((i) => i.id);
      const args = {
        actor: caller,
        ownerId: request.requesterId,
        itemIds,
        details: request.details as unknown as Details,
        enforceCredit: true,
        approval: 'skip' as const,
        approvalRequestId: request.id,
        shippingMethodId: request.shippingMethodId,
        lineDates: lineDatesKept(request.details, itemIds),
      };
      const sql = prismaSql(tx);
      const locked = await lockForCheckout(sql, args);
      if (locked.owner.companyId !== request.companyId)
        throw conflict('The person who asked for this order moved to another company: reject it');
      const po = await placeLocked(ctx, sql, locked, args);
      const done = await tx.approvalRequest.update({
        where: { id: request.id },
        data: { status: 'APPROVED', purchaseOrderId: po.id, version: { increment: 1 } },
      });
      await step(tx, request.id, 'PLACED', caller, null, po.invoiceNumber);
      await recordApprovedInvoice(tx, ctx.config, request.id, po.id, nowOf(ctx));
      await emit(
        tx,
        events.approvalMoved(done, 'approved', {
          purchaseOrderId: po.id,
          invoiceNumber: po.invoiceNumber,
          repricedItems,
        }),
      );
      return done;
    });
  } catch (e) {
    if (
      !(e instanceof AppError) ||
      e.code === 'FORBIDDEN' ||
      e.code === 'NOT_FOUND' ||
      e.reason === 'STATE_CONFLICT'
    )
      throw e;
    // The checkout refused (stock, credit, hold, items): nothing changed, the approval is not kept, and the approver
    // reads exactly what stopped it (then fixes it, or rejects the order with that reason).
    throw new AppError(
      'CONFLICT',
      `The order was not placed, so your approval was not recorded: ${e.message}`,
      { reason: 'NOT_PLACED', cause: e.reason },
    );
  }
}

/** An approver the request waits for (or a company admin) rejects it with a reason; its items are open again. */
export async function rejectOrder(ctx: Context, rawId: string, rawReason: unknown) {
  const caller = allowUser(ctx, 'rejectOrder');
  const reason = typeof rawReason === 'string' ? rawReason.trim() : '';
  if (!reason) throw badInput('Say why the order is rejected', 'reason');
  if (reason.length > MAX_REJECTION_REASON_LENGTH)
    throw badInput(`The reason must be at most ${MAX_REJECTION_REASON_LENGTH} characters`, 'reason');
  return inTransaction(ctx.db, async (tx) => {
    const { request, approvals, filled } = await lockWaiting(tx, ctx, caller, rawId);
    const role =
      caller.companyRole === 'COMPANY_ADMIN' && request.requesterId !== caller.id
        ? 'COMPANY_ADMIN'
        : slotOf(
            caller,
            request,
            filled,
            approvals.map((a) => a.actorId),
          );
    return close(tx, request, 'REJECTED', caller, role, reason);
  });
}

/** The requester takes back a request still waiting; its items are open again. */
export async function withdrawOrderRequest(ctx: Context, rawId: string) {
  const caller = allowUser(ctx, 'withdrawOrderRequest');
  return inTransaction(ctx.db, async (tx) => {
    const { request } = await lockWaiting(tx, ctx, caller, rawId);
    if (request.requesterId !== caller.id)
      throw forbidden('Only the person who asked for this order can withdraw it');
    return close(tx, request, 'WITHDRAWN', caller, null, null);
  });
}

async function close(
  tx: Tx,
  request: ApprovalRequest,
  status: 'REJECTED' | 'WITHDRAWN',
  actor: SessionUser,
  role: CompanyRoleName | null,
  reason: string | null,
) {
  await tx.orderItem.updateMany({
    where: { approvalRequestId: request.id, status: 'PENDING', purchaseOrderId: null },
    data: { approvalRequestId: null },
  });
  const done = await tx.approvalRequest.update({
    where: { id: request.id },
    data: { status, rejectionReason: reason, version: { increment: 1 } },
  });
  await step(tx, request.id, status, actor, role, reason);
  if (status === 'REJECTED') await emit(tx, events.approvalMoved(done, 'rejected', { reason }));
  return done;
}

/** The approver roles an approval by `role` can count for (its own and those below it; none for requesters and accounts payable). */
const fillableRoles = (role: CompanyRoleName) => APPROVER_ROLES.filter((r) => slotFor([r], [], role) === r);

/**
 * The requests a customer may read, all in their current company: company admins and accounts payable all of
 * them; others their own, the ones that wait or waited for a role they can approve for, and the ones they decided.
 */
export function visibleRequestsWhere(user: SessionUser): Prisma.ApprovalRequestWhereInput {
  if (COMPANY_WIDE_ROLES.includes(user.companyRole)) return { companyId: user.companyId };
  const readers: Prisma.ApprovalRequestWhereInput[] = [
    { requesterId: user.id },
    { events: { some: { actorId: user.id } } },
  ];
  const roles = fillableRoles(user.companyRole);
  if (roles.length > 0) readers.push({ requiredRoles: { hasSome: roles } });
  return { companyId: user.companyId, OR: readers };
}

/**
 * Whether the caller may see the order behind a request (the one it became, or would become): its requester's
 * order for its company, by the purchase-order rule. A request shows no more of its order than that (an approver
 * reads what to approve, not a colleague's PO number, contact phone or invoice).
 */
export const seesOrderOfRequest = (ctx: Context, r: Pick<ApprovalRequest, 'requesterId' | 'companyId'>) =>
  callerSeesOrder(ctx, { userId: r.requesterId, companyId: r.companyId });

export async function orderRequest(ctx: Context, rawId: string) {
  const user = allowUser(ctx, 'orderRequest');
  const id = normalizeId(rawId);
  const r = id ? await ctx.db.approvalRequest.findUnique({ where: { id } }) : null;
  if (!r) throw notFound('Approval request');
  if (
    !isAdmin(ctx) &&
    (await ctx.db.approvalRequest.count({ where: { AND: [{ id: r.id }, visibleRequestsWhere(user)] } })) === 0
  ) {
    throw forbidden('This request is not yours');
  }
  return r;
}

/** The caller's own requests for their current company (those made for a company they left stay with it). */
export const myRequestsWhere = (user: SessionUser) => ({ requesterId: user.id, companyId: user.companyId });

export async function myOrderRequests(ctx: Context) {
  const user = allowUser(ctx, 'myOrderRequests');
  return ctx.db.approvalRequest.findMany({
    where: myRequestsWhere(user),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 100,
  });
}

/** What waits for the caller's approval: the company's waiting requests (not their own) with a role they can fill. */
export async function approvalQueue(ctx: Context) {
  const user = allowUser(ctx, 'approvalQueue');
  const waiting = await ctx.db.approvalRequest.findMany({
    where: queueWhere(user),
    include: { events: { where: { kind: 'APPROVED' } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: 200,
  });
  return waiting.filter(waitsFor(user));
}

/** The company's waiting requests the caller did not submit: what `waitsFor` then narrows to their queue. */
export const queueWhere = (user: SessionUser) => ({
  companyId: user.companyId,
  status: 'AWAITING_APPROVAL' as const,
  NOT: { requesterId: user.id },
});

/** Whether a waiting request (with its APPROVED events) waits for this caller: not approved by them, and a role they can fill. */
export const waitsFor =
  (user: SessionUser) =>
  (r: {
    requiredRoles: CompanyRoleName[];
    events: Array<{ actorId: string | null; role: CompanyRoleName | null }>;
  }) =>
    !r.events.some((e) => e.actorId === user.id) &&
    slotFor(
      r.requiredRoles,
      r.events.map((e) => e.role!),
      user.companyRole,
    ) !== null;
