/**
 * What every part of the purchase-order module shares: the transaction types, how an order is named in messages,
 * who did it (event rows), the order row lock every move takes first, and the one read of an order its buyer or an
 * admin may see. Nothing here imports another part of the module.
 */
import { COMPANY_WIDE_ROLES, orderNumberText } from '@gluegun/common';
import type { Context, SessionUser } from '../../context';
import { forbidden, notFound } from '../../errors';
import { allowUser, isAdmin, type Operation } from '../../auth/access';
import { normalizeId } from '../../lib/validate';
import type { Company, OrderItem, Prisma, PurchaseOrder, User } from '../../generated/prisma/client';
import type { CheckoutFreight } from '../freight/freight';

export type Tx = Prisma.TransactionClient;
/** A purchase order as stored (resolvers' root objects). */
export type PurchaseOrderRow = PurchaseOrder;
export type Db = Context['db'] | Tx;

/**
 * Who did it, as every event row records it (purchase-order events and order-item events alike); someone acting as
 * a buyer is named, with the buyer they acted for (docs/decisions/084).
 */
export const actorFields = (actor: Pick<SessionUser, 'id' | 'email' | 'role' | 'actingAs'>) =>
  actor.actingAs
    ? {
        actorId: actor.actingAs.actorId,
        actorEmail: `${actor.actingAs.actorEmail} acting as ${actor.email}`,
        actorRole: actor.actingAs.actorRole,
      }
    : { actorId: actor.id, actorEmail: actor.email, actorRole: actor.role };

export function orderLabel(po: Pick<PurchaseOrder, 'number'>) {
  return orderNumberText(po.number);
}

/** Lists names for a message: "A, B and 3 more". */
export function nameList(names: string[], max = 4) {
  const shown = names.slice(0, max);
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

/**
 * Locks the order row for the rest of the transaction and returns it as it is now. Every write that moves an
 * order or one of its lines takes this lock first (order, then lines), so a ship and a cancel of the same order
 * run one after the other and the second sees what the first did.
 */
export async function lockOrder(tx: Tx, id: string) {
  const [row] = await tx.$queryRaw<
    Array<{ id: string }>
  >`SELECT "id" FROM "PurchaseOrder" WHERE "id" = ${id}::uuid FOR UPDATE`;
  if (!row) throw notFound('Purchase order');
  return tx.purchaseOrder.findUniqueOrThrow({ where: { id } });
}

/**
 * The purchase orders a customer sees: only orders placed for the company they are in now, since an
 * order belongs to the company it was placed for, not to whoever placed it (someone removed from a company or
 * moved to another reads none of its orders again). Company admins and accounts payable see all of their
 * company's, buyers and requesters the ones they placed for it. The one rule every list, page and single read applies.
 */
export function visibleOrdersWhere(
  user: Pick<SessionUser, 'id' | 'companyId' | 'companyRole'>,
): Prisma.PurchaseOrderWhereInput {
  return COMPANY_WIDE_ROLES.includes(user.companyRole)
    ? { companyId: user.companyId }
    : { companyId: user.companyId, userId: user.id };
}

/** Whether `user` (not a shop admin) may see `po`: the same rule as visibleOrdersWhere, for one row. */
export function seesOrder(
  user: Pick<SessionUser, 'id' | 'companyId' | 'companyRole'>,
  po: Pick<PurchaseOrder, 'userId' | 'companyId'>,
): boolean {
  if (po.companyId !== user.companyId) return false;
  return COMPANY_WIDE_ROLES.includes(user.companyRole) || po.userId === user.id;
}

/** Whether the caller may see `po`: a shop admin, or by seesOrder (for field resolvers that reach an order through another row). */
export function callerSeesOrder(ctx: Context, po: Pick<PurchaseOrder, 'userId' | 'companyId'>): boolean {
  return isAdmin(ctx) || (ctx.user !== null && seesOrder(ctx.user, po));
}

/** A purchase order the caller may see: by visibleOrdersWhere, or an admin (others: 403, as the spec answers for items). */
export async function loadVisible(ctx: Context, rawId: string, op: Operation, db: Db = ctx.db) {
  const user = allowUser(ctx, op);
  const id = normalizeId(rawId);
  if (!id) throw notFound('Purchase order');
  const po = await db.purchaseOrder.findUnique({ where: { id } });
  if (!po) throw notFound('Purchase order');
  if (!isAdmin(ctx) && !seesOrder(user, po)) throw forbidden('This purchase order is not yours');
  return po;
}

/** What checkout holds locked while it places an order: the buyer, their company, the items, their net total and the freight (docs/decisions/076). */
export interface Locked {
  owner: User;
  company: Company;
  items: OrderItem[];
  total: number;
  freight: CheckoutFreight;
}
