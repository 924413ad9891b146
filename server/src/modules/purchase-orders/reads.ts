/** Reading purchase orders: one (buyer or admin), the buyer's own, and the admins' filtered list. */
import { overdueCutoff, type FulfilmentStatusName, type PaymentStatusName } from '@gluegun/common';
import { nowOf, type Context, type SessionUser } from '../../context';
import { badInput } from '../../errors';
import { allowUser } from '../../auth/access';
import { normalizeId } from '../../lib/validate';
import type { Prisma } from '../../generated/prisma/client';
import { loadVisible, visibleOrdersWhere } from './po-common';

export async function purchaseOrder(ctx: Context, id: string) {
  return loadVisible(ctx, id, 'purchaseOrder');
}

/**
 * The purchase orders a customer sees (`myPurchaseOrders`, `myPurchaseOrderConnection`): po-common's one rule
 * (company admins and accounts payable all of their company's, buyers the ones they placed for it).
 */
export function visiblePurchaseOrdersWhere(_ctx: Context, user: SessionUser): Prisma.PurchaseOrderWhereInput {
  return visibleOrdersWhere(user);
}

export async function myPurchaseOrders(ctx: Context) {
  const user = allowUser(ctx, 'myPurchaseOrders');
  return ctx.db.purchaseOrder.findMany({
    where: visiblePurchaseOrdersWhere(ctx, user),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

export interface PurchaseOrderFilter {
  /** AWAITING_PAYMENT (not yet due), OVERDUE, PAID or VOID. */
  paymentStatus?: PaymentStatusName | null;
  fulfilmentStatus?: FulfilmentStatusName | null;
  /** Only the orders placed for this company. */
  companyId?: string | null;
  take?: number;
  skip?: number;
}

export function whereFor(ctx: Context, filter: PurchaseOrderFilter): Prisma.PurchaseOrderWhereInput {
  const now = overdueCutoff(nowOf(ctx));
  const where: Prisma.PurchaseOrderWhereInput = {};
  if (filter.paymentStatus === 'OVERDUE')
    Object.assign(where, { paymentStatus: 'AWAITING_PAYMENT', dueAt: { lt: now } });
  else if (filter.paymentStatus === 'AWAITING_PAYMENT')
    Object.assign(where, { paymentStatus: 'AWAITING_PAYMENT', dueAt: { gte: now } });
  else if (filter.paymentStatus) where.paymentStatus = filter.paymentStatus;
  if (filter.fulfilmentStatus) where.fulfilmentStatus = filter.fulfilmentStatus;
  if (filter.companyId !== undefined && filter.companyId !== null && filter.companyId !== '') {
    const companyId = normalizeId(filter.companyId);
    if (!companyId) throw badInput("companyId must be a company's id", 'companyId');
    where.companyId = companyId;
  }
  return where;
}

/** Admins: every purchase order, newest first, filtered by payment (incl. overdue) and fulfilment status and company. */
export async function purchaseOrders(ctx: Context, filter: PurchaseOrderFilter = {}) {
  allowUser(ctx, 'purchaseOrders');
  const take = filter.take ?? 50;
  const skip = filter.skip ?? 0;
  if (!Number.isInteger(take) || take < 1 || take > 500) throw badInput('take must be from 1 to 500', 'take');
  if (!Number.isInteger(skip) || skip < 0) throw badInput('skip must be 0 or more', 'skip');
  const where = whereFor(ctx, filter);
  const [rows, total] = await Promise.all([
    ctx.db.purchaseOrder.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take, skip }),
    ctx.db.purchaseOrder.count({ where }),
  ]);
  return { rows, total };
}
