/**
 * Checkout (issue #20, docs/decisions/016): the owner's open items become one purchase order inside one transaction,
 * or nothing changes. Also the spec's Pay on one item, a one-line order with the buyer's last delivery details.
 */
import {
  MAX_CHECKOUT_LINES, MAX_ORDER_TOTAL_CENTS, checkoutDetailsSchema, dueDateFor, formatCents, invoiceNumberFor, orderStatusWord, termsLabel,
  type CheckoutDetails,
} from '@gluegun/common';
import { nowOf, type Context, type SessionUser } from '../../context';
import { AppError, badInput, conflict, forbidden, notFound } from '../../errors';
import { allowUser, isAdmin, type Operation } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { normalizeId, validate } from '../../lib/validate';
import type { Company, OrderItem, PurchaseOrder, User } from '../../generated/prisma/client';
import { assertCredit } from './credit';
import { refuseIfApprovalNeeded } from './approval-rules';
import { actorFields, nameList, type Tx } from './po-common';
import { emit } from '../events/outbox';
import { taxForOrder, type OrderTax } from '../tax/compute';
import * as events from '../events/event-types';

export const VERIFY_EMAIL_TO_INVOICE = 'Verify your e-mail address before paying by invoice: open the link we sent you, then try again.';

export type Details = Omit<CheckoutDetails, 'companyName' | 'addressLine1' | 'city' | 'postalCode' | 'country'> & {
  companyName: string | null; addressLine1: string | null; city: string | null; postalCode: string | null; country: string | null;
};

export interface PlaceArgs {
  /** Who checks out (an admin paying a customer's item acts for the owner; an approver for the requester). */
  actor: SessionUser;
  ownerId: string;
  itemIds: string[];
  details: Details;
  /** Customers: verified e-mail, credit hold and limit. Admins invoicing on a customer's behalf use their judgement. */
  enforceCredit: boolean;
  /**
   * Spending limits and approval rules (issue #28): 'enforce' refuses an order that needs approval (the way to it
   * is submitOrder); 'skip' for an admin acting for a customer and for an approved request (approvalRequestId).
   */
  approval: 'enforce' | 'skip';
  /** The approval request whose items these are (only that request's approval may check them out). */
  approvalRequestId?: string;
}

/** What a locked checkout has in hand before anything is taken. */
export interface Locked { owner: User; company: Company; items: OrderItem[]; total: number }

type Stock = Map<string, { id: string; quantity: number; sku: string }>;

/**
 * Turns the owner's open items into one purchase order inside one transaction, or changes nothing. Locks the
 * owner's row (two tabs of one buyer queue; the second finds the items taken), then the items, then the products
 * in id order (no deadlock between buyers sharing products), checks stock for every line before taking any.
 */
export async function placePurchaseOrder(ctx: Context, args: PlaceArgs) {
  return inTransaction(ctx.db, async (tx) => {
    const locked = await lockForCheckout(tx, args);
    if (args.approval === 'enforce') await refuseIfApprovalNeeded(ctx, tx, locked);
    return placeLocked(ctx, tx, locked, args);
  });
}

/**
 * The owner's row (two tabs of one buyer queue; the second finds the items taken; a buyer's period limit counts
 * every order before), then the company's (its members' checkouts queue there, so together they never pass its
 * limit), then the items; the total within what one order may be worth.
 */
export async function lockForCheckout(tx: Tx, args: Pick<PlaceArgs, 'ownerId' | 'itemIds' | 'approvalRequestId'>): Promise<Locked> {
  const [owner] = await tx.$queryRaw<User[]>`SELECT * FROM "User" WHERE "id" = ${args.ownerId}::uuid FOR NO KEY UPDATE`;
  if (!owner) throw notFound('User');
  const [company] = await tx.$queryRaw<Company[]>`SELECT * FROM "Company" WHERE "id" = ${owner.companyId}::uuid FOR NO KEY UPDATE`;
  const items = await lockOpenItems(tx, owner, args.itemIds, args.approvalRequestId ?? null);
  const total = items.reduce((sum, i) => sum + i.quantity * i.unitPriceCents, 0);
  if (total > MAX_ORDER_TOTAL_CENTS) {
    throw badInput(`One order can be worth at most ${formatCents(MAX_ORDER_TOTAL_CENTS)}; this is ${formatCents(total)}. Check out fewer items at a time.`, 'itemIds');
  }
  return { owner, company, items, total };
}

/** Stock, credit, then the order: all or nothing, inside the caller's transaction after lockForCheckout. */
export async function placeLocked(ctx: Context, tx: Tx, locked: Locked, args: PlaceArgs) {
  const { owner, company, items, total } = locked;
  const stock = await lockStock(tx, items);
  const now = nowOf(ctx);
  // Tax by the ship-to address, frozen on the order (docs/decisions/041); credit counts what the invoice asks for.
  const tax = await taxForOrder(tx, {
    country: args.details.country, region: args.details.region, company, lineNetCents: items.map((i) => i.quantity * i.unitPriceCents), on: now, rounding: ctx.config.taxRounding,
  });
  if (args.enforceCredit) await assertCredit(ctx, tx, company, total + tax.taxCents);
  const po = await createOrder(ctx, tx, { owner, company, items, stock, total, tax, now, args });
  await reserveAndInvoice(tx, po, items, args);
  return po;
}

/** The owner's chosen items, locked: every one still exists, is theirs, open and still sold (else nothing changes). */
async function lockOpenItems(tx: Tx, owner: User, itemIds: string[], approvalRequestId: string | null) {
  await tx.$queryRaw`SELECT 1 FROM "OrderItem" WHERE "id" = ANY(${itemIds}::uuid[]) ORDER BY "id" FOR UPDATE`;
  const items = await tx.orderItem.findMany({ where: { id: { in: itemIds } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const found = new Set(items.map((i) => i.id));
  if (itemIds.some((id) => !found.has(id))) {
    throw new AppError('NOT_FOUND', 'Some of these items no longer exist: reload My Orders and try again', { field: 'itemIds', reason: 'ITEM_GONE' });
  }
  if (items.some((i) => i.userId !== owner.id)) throw forbidden('You can only check out your own items');
  const waiting = items.filter((i) => i.approvalRequestId !== null && i.approvalRequestId !== approvalRequestId && i.status === 'PENDING');
  if (waiting.length > 0) {
    throw new AppError('CONFLICT', `Waiting for approval: ${nameList(waiting.map((i) => i.productName))}. Withdraw that request first, or wait for it.`, {
      field: 'itemIds', reason: 'NOT_OPEN', itemIds: waiting.map((i) => i.id),
    });
  }
  const taken = items.filter((i) => i.status !== 'PENDING' || i.purchaseOrderId !== null);
  if (taken.length > 0) {
    throw new AppError('CONFLICT', `Already checked out or no longer open: ${nameList(taken.map((i) => i.productName))}. Reload My Orders and try again.`, {
      field: 'itemIds', reason: 'NOT_OPEN', itemIds: taken.map((i) => i.id),
    });
  }
  const unsold = items.filter((i) => !i.productId);
  if (unsold.length > 0) {
    throw new AppError('CONFLICT', `No longer sold: ${nameList(unsold.map((i) => i.productName))}. Remove ${unsold.length === 1 ? 'it' : 'them'} and try again.`, {
      field: 'itemIds', reason: 'NOT_SOLD', itemIds: unsold.map((i) => i.id),
    });
  }
  return items;
}

/** The items' products, locked in id order, with enough stock for every line (checked before any is taken). */
async function lockStock(tx: Tx, items: OrderItem[]): Promise<Stock> {
  const productIds = items.map((i) => i.productId!);
  const products = await tx.$queryRaw<Array<{ id: string; quantity: number; sku: string }>>`
    SELECT "id", "quantity", "sku" FROM "Product" WHERE "id" = ANY(${productIds}::uuid[]) ORDER BY "id" FOR NO KEY UPDATE`;
  const stock: Stock = new Map(products.map((p) => [p.id, p]));
  const short = items.filter((i) => (stock.get(i.productId!)?.quantity ?? 0) < i.quantity);
  if (short.length > 0) {
    const described = short.map((i) => `${i.productName} (${i.quantity} wanted, ${stock.get(i.productId!)?.quantity ?? 0} left)`);
    throw new AppError('CONFLICT', `Not enough stock, nothing was reserved: ${nameList(described)}`, {
      field: 'itemIds', reason: 'OUT_OF_STOCK',
      lines: short.map((i) => ({ itemId: i.id, productName: i.productName, wanted: i.quantity, available: stock.get(i.productId!)?.quantity ?? 0 })),
    });
  }
  return stock;
}

/** The purchase order row with its frozen invoice lines and its CHECKED_OUT event, on the owner's terms. */
async function createOrder(ctx: Context, tx: Tx, o: { owner: User; company: Company; items: OrderItem[]; stock: Stock; total: number; tax: OrderTax; now: Date; args: PlaceArgs }) {
  const { owner, company, items, stock, total, tax, now, args } = o;
  const [{ n }] = await tx.$queryRaw<Array<{ n: number }>>`SELECT nextval(pg_get_serial_sequence('"PurchaseOrder"', 'number'))::int AS n`;
  const termsDays = company.paymentTermsDays ?? ctx.config.paymentTermsDays;
  const detail = `${items.length} line${items.length === 1 ? '' : 's'}, ${termsLabel(termsDays)}${args.details.poNumber ? `, PO ${args.details.poNumber}` : ''}`;
  return tx.purchaseOrder.create({
    data: {
      number: n,
      userId: owner.id,
      companyId: company.id,
      buyerName: owner.displayName || owner.email,
      buyerEmail: owner.email,
      ...args.details,
      invoiceNumber: invoiceNumberFor(n),
      issuedAt: now,
      termsDays,
      dueAt: dueDateFor(now, termsDays),
      subtotalCents: total,
      totalCents: total + tax.taxCents,
      taxCents: tax.taxCents, taxName: tax.taxName, taxRateMillionths: tax.taxRateMillionths, taxRounding: tax.taxRounding, taxExemptCertificate: tax.taxExemptCertificate,
      lines: {
        create: items.map((i, index) => ({
          position: index + 1, orderItemId: i.id, productId: i.productId, sku: stock.get(i.productId!)!.sku, productName: i.productName,
          imageUrl: i.imageUrl, quantity: i.quantity, unitPriceCents: i.unitPriceCents, lineTotalCents: i.quantity * i.unitPriceCents,
          taxCents: tax.lineTaxCents[index],
        })),
      },
      events: { create: { kind: 'CHECKED_OUT', detail, amountCents: total + tax.taxCents, ...actorFields(args.actor) } },
    },
  });
}

/** Takes the stock, moves the items to INVOICED on the order, and writes their events and the outbox event. */
async function reserveAndInvoice(tx: Tx, po: PurchaseOrder, items: OrderItem[], args: PlaceArgs) {
  await tx.$executeRaw`
    UPDATE "Product" p SET "quantity" = p."quantity" - x.q, "version" = p."version" + 1, "updatedAt" = now()
    FROM unnest(${items.map((i) => i.productId!)}::uuid[], ${items.map((i) => i.quantity)}::int[]) AS x(id, q) WHERE p."id" = x.id`;
  const moved = await tx.orderItem.updateMany({
    where: { id: { in: args.itemIds }, status: 'PENDING', purchaseOrderId: null },
    data: { status: 'INVOICED', stockReserved: true, invoiceReference: po.invoiceNumber, invoicedAt: po.issuedAt, purchaseOrderId: po.id },
  });
  if (moved.count !== items.length) throw conflict('These items were changed meanwhile; reload My Orders and try again');
  await emit(tx, events.checkedOut(po, items.length));
  await tx.orderEvent.createMany({
    data: items.map((i) => ({ orderItemId: i.id, fromStatus: 'PENDING' as const, toStatus: 'INVOICED' as const, ...actorFields(args.actor) })),
  });
}

export function itemIdsOf(raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length === 0) throw badInput('Choose at least one item to check out', 'itemIds');
  if (raw.length > MAX_CHECKOUT_LINES) throw badInput(`At most ${MAX_CHECKOUT_LINES} items in one order; this has ${raw.length}`, 'itemIds');
  const ids = raw.map(normalizeId);
  if (ids.some((id) => id === null)) {
    throw new AppError('NOT_FOUND', 'Some of these items no longer exist: reload My Orders and try again', { field: 'itemIds', reason: 'ITEM_GONE' });
  }
  const unique = [...new Set(ids as string[])];
  if (unique.length !== ids.length) throw badInput('An item is listed twice', 'itemIds');
  return unique;
}

/** Checkout: the signed-in buyer's chosen open items as one purchase order with their PO number and delivery details. */
export async function checkout(ctx: Context, input: { itemIds?: unknown; details?: unknown }) {
  const user = allowUser(ctx, 'checkout');
  if (!user.emailVerified) throw new AppError('FORBIDDEN', VERIFY_EMAIL_TO_INVOICE, { reason: 'EMAIL_NOT_VERIFIED' });
  const itemIds = itemIdsOf(input?.itemIds);
  const details = await validate(checkoutDetailsSchema, input?.details ?? {});
  return placePurchaseOrder(ctx, { actor: user, ownerId: user.id, itemIds, details: details as Details, enforceCredit: true, approval: 'enforce' });
}

/** The details of the owner's latest order with an address (a one-click Pay reuses them), else none. */
async function lastDetails(ctx: Context, ownerId: string, phone: string): Promise<Details> {
  const last = await ctx.db.purchaseOrder.findFirst({ where: { userId: ownerId, addressLine1: { not: null } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return {
    poNumber: null, notes: null, contactPhone: last?.contactPhone ?? phone,
    companyName: last?.companyName ?? null, addressLine1: last?.addressLine1 ?? null, addressLine2: last?.addressLine2 ?? null,
    city: last?.city ?? null, region: last?.region ?? null, postalCode: last?.postalCode ?? null, country: last?.country ?? null,
  };
}

/**
 * The spec's Pay on one item: a one-line purchase order with the buyer's last delivery details. Customers need a
 * verified e-mail and stay within their credit; an admin moving a customer's item to INVOICED invoices on their behalf.
 */
export async function invoiceOneItem(ctx: Context, item: OrderItem, op: Operation = 'payOrderItem') {
  // The caller's operation (payOrderItem, or an admin's updateOrderStatus): an API key needs that one's scope.
  const actor = allowUser(ctx, op);
  const byOwner = item.userId === actor.id;
  if (!byOwner && !isAdmin(ctx)) throw forbidden('This order item is not yours');
  if (byOwner && !actor.emailVerified) throw new AppError('FORBIDDEN', VERIFY_EMAIL_TO_INVOICE, { reason: 'EMAIL_NOT_VERIFIED' });
  if (!item.userId) throw conflict('This item belongs to a deleted account and cannot be invoiced');
  if (item.status !== 'PENDING' || item.purchaseOrderId) throw badInput(`An order item cannot go from ${orderStatusWord(item.status)} to invoiced`, 'status');
  const details = await lastDetails(ctx, item.userId, item.userPhone);
  const asCustomer = byOwner && !isAdmin(ctx);
  return placePurchaseOrder(ctx, { actor, ownerId: item.userId, itemIds: [item.id], details, enforceCredit: asCustomer, approval: asCustomer ? 'enforce' : 'skip' });
}
