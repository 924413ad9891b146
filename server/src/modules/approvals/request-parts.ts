/**
 * What an approval request shows beside its own row: its steps, the roles it still waits for and the items it
 * holds, each trimmed to what the caller may see of the order it becomes.
 */
import { slotFor, type CompanyRoleName } from '@gluegun/common';
import type { Context } from '../../context';
import type { ApprovalRequest } from '../../generated/prisma/client';
import { withTotal } from '../orders/order-item.data';
import { seesOrderOfRequest } from './approvals';
import { pricingDay } from '../prices/contract-entries';
import { priceChanges } from '../prices/reprice-open-items';

type Request = Pick<ApprovalRequest, 'id' | 'requesterId' | 'companyId'>;

/** Every step, oldest first; the PLACED step's invoice number only to those who see the order. */
export async function requestSteps(ctx: Context, r: Request) {
  const steps = await ctx.db.approvalEvent.findMany({
    where: { requestId: r.id },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return seesOrderOfRequest(ctx, r)
    ? steps
    : steps.map((s) => (s.kind === 'PLACED' ? { ...s, detail: null } : s));
}

/** The roles still to approve a request that waits; none once it is decided. */
export async function requestWaitingFor(
  ctx: Context,
  r: Pick<ApprovalRequest, 'id' | 'status' | 'requiredRoles'>,
): Promise<CompanyRoleName[]> {
  if (r.status !== 'AWAITING_APPROVAL') return [];
  const filled = (await ctx.db.approvalEvent.findMany({ where: { requestId: r.id, kind: 'APPROVED' } })).map(
    (e) => e.role!,
  );
  return r.requiredRoles.filter(
    (role) => !filled.includes(role) && slotFor(r.requiredRoles, filled, role) === role,
  );
}

/** The items a request holds; an approver reads the lines to approve, not the requester's contact or the order. */
export async function requestItems(ctx: Context, r: Request) {
  const items = (
    await ctx.db.orderItem.findMany({
      where: { approvalRequestId: r.id },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    })
  ).map(withTotal);
  if (seesOrderOfRequest(ctx, r)) return items;
  return items.map((i) => ({
    ...i,
    userId: null,
    userPhone: '',
    invoiceReference: null,
    invoicedAt: null,
    purchaseOrderId: null,
  }));
}

/**
 * While a request waits: its lines whose price the requester's contract has changed since they asked, with both
 * prices. Approving places them at the new price, so the approver reads the change before deciding.
 */
export async function requestPriceChanges(
  ctx: Context,
  r: Pick<ApprovalRequest, 'id' | 'status' | 'requesterId' | 'companyId'>,
) {
  if (r.status !== 'AWAITING_APPROVAL' || !r.requesterId) return [];
  return priceChanges(ctx.db, { id: r.requesterId, companyId: r.companyId }, pricingDay(ctx), {
    kind: 'request',
    approvalRequestId: r.id,
  });
}
