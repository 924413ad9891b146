/**
 * Purchase orders and invoices (issue #20, docs/decisions/016). One checkout turns a buyer's open items into one
 * purchase order: stock reserved for every line or none, prices frozen into invoice lines, an invoice with its
 * number, terms and due date. Payment (awaiting, paid, overdue, void) and fulfilment (unfulfilled, shipped,
 * delivered, cancelled) are separate; admins record payments and move fulfilment; every change is an event.
 * Credit: open invoice value stays within the customer's limit; an overdue invoice holds new checkouts.
 */
import {
  FULFILMENT_MOVES, FULFILMENT_STATUS_LABELS, MAX_CHECKOUT_LINES, MAX_ORDER_TOTAL_CENTS, MESSAGES, PAYMENT_STATUS_LABELS,
  checkoutDetailsSchema, creditTermsSchema, daysOverdue, dueDateFor, formatCents, fulfilmentOf, invoiceNumberFor, isoDay,
  orderNumberText, paymentInputSchema, paymentStatusAt, termsLabel,
  type CheckoutDetails, type FulfilmentStatusName, type PaymentStatusName,
} from '@gluegun/common';
import { nowOf, type Context, type SessionUser } from '../../context';
import { AppError, badInput, conflict, forbidden, notFound } from '../../errors';
import { allowUser, isAdmin, type Operation } from '../../auth/access';
import { withTxRetry } from '../../db/retry';
import { normalizeId, validate } from '../../lib/validate';
import { Prisma, type OrderItem, type PurchaseOrder, type User } from '../../generated/prisma/client';
import { TX_OPTIONS, newOrderItemData, withTotal } from '../orders/order-item.data';
import { checkLines } from '../wholesale/line-check';
import type { InvoiceDocument } from './invoice-document';

type Tx = Prisma.TransactionClient;
/** A purchase order as stored (resolvers' root objects). */
export type PurchaseOrderRow = PurchaseOrder;
type Db = Context['db'] | Tx;

export const VERIFY_EMAIL_TO_INVOICE = 'Verify your e-mail address before paying by invoice: open the link we sent you, then try again.';

/** The payment status a person sees now (OVERDUE computed from the due date). */
export const paymentStatusOf = (ctx: Pick<Context, 'clock'>, po: Pick<PurchaseOrder, 'paymentStatus' | 'dueAt'>): PaymentStatusName =>
  paymentStatusAt(po.paymentStatus, po.dueAt, nowOf(ctx));

// ---------------------------------------------------------------------------------------------------------------
// Credit

export interface CreditView {
  limitCents: number;
  /** Unpaid value of open (not void) invoices. */
  openCents: number;
  availableCents: number;
  termsDays: number;
  /** True while an invoice is overdue (and an admin has not lifted the hold since it fell due). */
  onHold: boolean;
  overdueCount: number;
  overdueCents: number;
  holdLiftedAt: Date | null;
  /** True when an admin set this customer's limit or terms (false: the shop's defaults). */
  custom: boolean;
}

type CreditUser = Pick<User, 'id' | 'creditLimitCents' | 'paymentTermsDays' | 'holdLiftedAt'>;

/** Credit figures of several customers in one query. */
export async function creditOf(ctx: Pick<Context, 'config' | 'clock'>, db: Db, users: CreditUser[]): Promise<Map<string, CreditView>> {
  const now = nowOf(ctx);
  const ids = users.map((u) => u.id);
  const rows = ids.length === 0 ? [] : await db.$queryRaw<Array<{ userId: string; open: bigint | null; overdueCount: bigint; overdue: bigint | null; holding: bigint }>>`
    SELECT u."id" AS "userId",
      sum(po."totalCents" - po."paidCents") AS open,
      count(*) FILTER (WHERE po."dueAt" < ${now}) AS "overdueCount",
      sum(po."totalCents" - po."paidCents") FILTER (WHERE po."dueAt" < ${now}) AS overdue,
      count(*) FILTER (WHERE po."dueAt" < ${now} AND (u."holdLiftedAt" IS NULL OR po."dueAt" > u."holdLiftedAt")) AS holding
    FROM "User" u JOIN "PurchaseOrder" po ON po."userId" = u."id" AND po."paymentStatus" = 'AWAITING_PAYMENT'
    WHERE u."id" = ANY(${ids}::uuid[])
    GROUP BY u."id"`;
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return new Map(users.map((u) => {
    const r = byUser.get(u.id);
    const limitCents = u.creditLimitCents ?? ctx.config.creditLimitCents;
    const openCents = Number(r?.open ?? 0n);
    return [u.id, {
      limitCents,
      openCents,
      availableCents: Math.max(0, limitCents - openCents),
      termsDays: u.paymentTermsDays ?? ctx.config.paymentTermsDays,
      onHold: Number(r?.holding ?? 0n) > 0,
      overdueCount: Number(r?.overdueCount ?? 0n),
      overdueCents: Number(r?.overdue ?? 0n),
      holdLiftedAt: u.holdLiftedAt,
      custom: u.creditLimitCents !== null || u.paymentTermsDays !== null,
    }];
  }));
}

/** The credit figures of one user row (REST answers after an admin change). */
export const myCreditOf = (ctx: Context, user: CreditUser) => creditOfOne(ctx, ctx.db, user);

async function creditOfOne(ctx: Pick<Context, 'config' | 'clock'>, db: Db, user: CreditUser): Promise<CreditView> {
  return (await creditOf(ctx, db, [user])).get(user.id)!;
}

/** The signed-in customer's credit: limit, open, available, terms, hold. */
export async function myCredit(ctx: Context) {
  const user = allowUser(ctx, 'myCredit');
  const row = await ctx.db.user.findUnique({ where: { id: user.id } });
  if (!row) throw notFound('User');
  return creditOfOne(ctx, ctx.db, row);
}

/** An admin sets a customer's credit limit and payment terms (null = the shop's default). */
export async function setCreditTerms(ctx: Context, rawUserId: string, input: unknown) {
  allowUser(ctx, 'setCreditTerms');
  const userId = normalizeId(rawUserId);
  if (!userId) throw notFound('User');
  const terms = await validate(creditTermsSchema, input ?? {});
  const updated = await ctx.db.user.updateMany({ where: { id: userId }, data: { creditLimitCents: terms.creditLimitCents, paymentTermsDays: terms.paymentTermsDays } });
  if (updated.count === 0) throw notFound('User');
  return ctx.db.user.findUniqueOrThrow({ where: { id: userId } });
}

/** An admin lifts a credit hold: invoices overdue now no longer hold the customer (later ones will). */
export async function liftCreditHold(ctx: Context, rawUserId: string) {
  allowUser(ctx, 'liftCreditHold');
  const userId = normalizeId(rawUserId);
  if (!userId) throw notFound('User');
  const updated = await ctx.db.user.updateMany({ where: { id: userId }, data: { holdLiftedAt: nowOf(ctx) } });
  if (updated.count === 0) throw notFound('User');
  return ctx.db.user.findUniqueOrThrow({ where: { id: userId } });
}

// ---------------------------------------------------------------------------------------------------------------
// Checkout

type Details = Omit<CheckoutDetails, 'companyName' | 'addressLine1' | 'city' | 'postalCode' | 'country'> & {
  companyName: string | null; addressLine1: string | null; city: string | null; postalCode: string | null; country: string | null;
};

interface PlaceArgs {
  /** Who checks out (an admin paying a customer's item acts for the owner). */
  actor: SessionUser;
  ownerId: string;
  itemIds: string[];
  details: Details;
  /** Customers: verified e-mail, credit hold and limit. Admins invoicing on a customer's behalf use their judgement. */
  enforceCredit: boolean;
}

function orderLabel(po: Pick<PurchaseOrder, 'number'>) {
  return orderNumberText(po.number);
}

/** Lists names for a message: "A, B and 3 more". */
function nameList(names: string[], max = 4) {
  const shown = names.slice(0, max);
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

/**
 * Turns the owner's open items into one purchase order inside one transaction, or changes nothing. Locks the
 * owner's row (two tabs of one buyer queue; the second finds the items taken), then the items, then the products
 * in id order (no deadlock between buyers sharing products), checks stock for every line before taking any.
 */
async function placePurchaseOrder(ctx: Context, args: PlaceArgs) {
  const now = nowOf(ctx);
  const created = await withTxRetry(() => ctx.db.$transaction(async (tx) => {
    const [owner] = await tx.$queryRaw<User[]>`SELECT * FROM "User" WHERE "id" = ${args.ownerId}::uuid FOR NO KEY UPDATE`;
    if (!owner) throw notFound('User');
    await tx.$queryRaw`SELECT 1 FROM "OrderItem" WHERE "id" = ANY(${args.itemIds}::uuid[]) ORDER BY "id" FOR UPDATE`;
    const items = await tx.orderItem.findMany({ where: { id: { in: args.itemIds } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    const found = new Set(items.map((i) => i.id));
    if (args.itemIds.some((id) => !found.has(id))) {
      throw new AppError('NOT_FOUND', 'Some of these items no longer exist: reload My Orders and try again', { field: 'itemIds', reason: 'ITEM_GONE' });
    }
    if (items.some((i) => i.userId !== owner.id)) throw forbidden('You can only check out your own items');
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
    const productIds = items.map((i) => i.productId!);
    const products = await tx.$queryRaw<Array<{ id: string; quantity: number; sku: string }>>`
      SELECT "id", "quantity", "sku" FROM "Product" WHERE "id" = ANY(${productIds}::uuid[]) ORDER BY "id" FOR NO KEY UPDATE`;
    const stock = new Map(products.map((p) => [p.id, p]));
    const short = items.filter((i) => (stock.get(i.productId!)?.quantity ?? 0) < i.quantity);
    if (short.length > 0) {
      const described = short.map((i) => `${i.productName} (${i.quantity} wanted, ${stock.get(i.productId!)?.quantity ?? 0} left)`);
      throw new AppError('CONFLICT', `Not enough stock, nothing was reserved: ${nameList(described)}`, {
        field: 'itemIds', reason: 'OUT_OF_STOCK',
        lines: short.map((i) => ({ itemId: i.id, productName: i.productName, wanted: i.quantity, available: stock.get(i.productId!)?.quantity ?? 0 })),
      });
    }
    const total = items.reduce((sum, i) => sum + i.quantity * i.unitPriceCents, 0);
    if (total > MAX_ORDER_TOTAL_CENTS) {
      throw badInput(`One order can be worth at most ${formatCents(MAX_ORDER_TOTAL_CENTS)}; this is ${formatCents(total)}. Check out fewer items at a time.`, 'itemIds');
    }
    if (args.enforceCredit) await assertCredit(ctx, tx, owner, total);

    const [{ n }] = await tx.$queryRaw<Array<{ n: number }>>`SELECT nextval(pg_get_serial_sequence('"PurchaseOrder"', 'number'))::int AS n`;
    const termsDays = owner.paymentTermsDays ?? ctx.config.paymentTermsDays;
    const po = await tx.purchaseOrder.create({
      data: {
        number: n,
        userId: owner.id,
        buyerName: owner.displayName || owner.email,
        buyerEmail: owner.email,
        ...args.details,
        invoiceNumber: invoiceNumberFor(n),
        issuedAt: now,
        termsDays,
        dueAt: dueDateFor(now, termsDays),
        subtotalCents: total,
        totalCents: total,
        lines: {
          create: items.map((i, index) => ({
            position: index + 1, orderItemId: i.id, productId: i.productId, sku: stock.get(i.productId!)!.sku, productName: i.productName,
            imageUrl: i.imageUrl, quantity: i.quantity, unitPriceCents: i.unitPriceCents, lineTotalCents: i.quantity * i.unitPriceCents,
          })),
        },
        events: {
          create: {
            kind: 'CHECKED_OUT',
            detail: `${items.length} line${items.length === 1 ? '' : 's'}, ${termsLabel(termsDays)}${args.details.poNumber ? `, PO ${args.details.poNumber}` : ''}`,
            amountCents: total, actorId: args.actor.id, actorEmail: args.actor.email, actorRole: args.actor.role,
          },
        },
      },
    });
    await tx.$executeRaw`
      UPDATE "Product" p SET "quantity" = p."quantity" - x.q, "version" = p."version" + 1, "updatedAt" = now()
      FROM unnest(${productIds}::uuid[], ${items.map((i) => i.quantity)}::int[]) AS x(id, q) WHERE p."id" = x.id`;
    const moved = await tx.orderItem.updateMany({
      where: { id: { in: args.itemIds }, status: 'PENDING', purchaseOrderId: null },
      data: { status: 'PAID', stockReserved: true, invoiceReference: po.invoiceNumber, invoicedAt: now, purchaseOrderId: po.id },
    });
    if (moved.count !== items.length) throw conflict('These items were changed meanwhile; reload My Orders and try again');
    await tx.orderEvent.createMany({
      data: items.map((i) => ({ orderItemId: i.id, fromStatus: 'PENDING' as const, toStatus: 'PAID' as const, actorId: args.actor.id, actorEmail: args.actor.email, actorRole: args.actor.role })),
    });
    return po;
  }, TX_OPTIONS));
  return created;
}

/** Inside the checkout transaction, after the owner's row lock: hold first, then the limit. */
async function assertCredit(ctx: Context, tx: Tx, owner: User, amount: number) {
  const credit = await creditOfOne(ctx, tx, owner);
  if (credit.onHold) {
    throw new AppError(
      'CONFLICT',
      `Your account is on hold: ${credit.overdueCount} invoice${credit.overdueCount === 1 ? ' is' : 's are'} overdue (${formatCents(credit.overdueCents)}). Pay ${credit.overdueCount === 1 ? 'it' : 'them'}, or ask the shop to lift the hold, then check out again.`,
      { reason: 'CREDIT_HOLD', overdueCents: credit.overdueCents },
    );
  }
  if (credit.openCents + amount > credit.limitCents) {
    throw new AppError(
      'CONFLICT',
      `This order of ${formatCents(amount)} would go over your credit limit of ${formatCents(credit.limitCents)}: ${formatCents(credit.availableCents)} is available. Pay open invoices, check out fewer items, or ask the shop to raise your limit.`,
      { reason: 'CREDIT_LIMIT', availableCents: credit.availableCents },
    );
  }
}

function itemIdsOf(raw: unknown): string[] {
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
  return placePurchaseOrder(ctx, { actor: user, ownerId: user.id, itemIds, details: details as Details, enforceCredit: true });
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
 * verified e-mail and stay within their credit; an admin moving a customer's item to PAID invoices on their behalf.
 */
export async function invoiceOneItem(ctx: Context, item: OrderItem) {
  const actor = allowUser(ctx, 'payOrderItem');
  const byOwner = item.userId === actor.id;
  if (!byOwner && !isAdmin(ctx)) throw forbidden('This order item is not yours');
  if (byOwner && !actor.emailVerified) throw new AppError('FORBIDDEN', VERIFY_EMAIL_TO_INVOICE, { reason: 'EMAIL_NOT_VERIFIED' });
  if (!item.userId) throw conflict('This item belongs to a deleted account and cannot be invoiced');
  if (item.status !== 'PENDING' || item.purchaseOrderId) throw badInput(`An order item cannot go from ${item.status} to PAID`, 'status');
  const details = await lastDetails(ctx, item.userId, item.userPhone);
  return placePurchaseOrder(ctx, { actor, ownerId: item.userId, itemIds: [item.id], details, enforceCredit: byOwner && !isAdmin(ctx) });
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

/** A purchase order the caller may see: the buyer or an admin (others: 403, as the spec answers for items). */
async function loadVisible(ctx: Context, rawId: string, op: Operation, db: Db = ctx.db) {
  const user = allowUser(ctx, op);
  const id = normalizeId(rawId);
  if (!id) throw notFound('Purchase order');
  const po = await db.purchaseOrder.findUnique({ where: { id } });
  if (!po) throw notFound('Purchase order');
  if (po.userId !== user.id && !isAdmin(ctx)) throw forbidden('This purchase order is not yours');
  return po;
}

export async function purchaseOrder(ctx: Context, id: string) {
  return loadVisible(ctx, id, 'purchaseOrder');
}

export async function myPurchaseOrders(ctx: Context) {
  const user = allowUser(ctx, 'myPurchaseOrders');
  return ctx.db.purchaseOrder.findMany({ where: { userId: user.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

export interface PurchaseOrderFilter {
  /** AWAITING_PAYMENT (not yet due), OVERDUE, PAID or VOID. */
  paymentStatus?: PaymentStatusName | null;
  fulfilmentStatus?: FulfilmentStatusName | null;
  take?: number;
  skip?: number;
}

function whereFor(ctx: Context, filter: PurchaseOrderFilter): Prisma.PurchaseOrderWhereInput {
  const now = nowOf(ctx);
  const where: Prisma.PurchaseOrderWhereInput = {};
  if (filter.paymentStatus === 'OVERDUE') Object.assign(where, { paymentStatus: 'AWAITING_PAYMENT', dueAt: { lt: now } });
  else if (filter.paymentStatus === 'AWAITING_PAYMENT') Object.assign(where, { paymentStatus: 'AWAITING_PAYMENT', dueAt: { gte: now } });
  else if (filter.paymentStatus) where.paymentStatus = filter.paymentStatus;
  if (filter.fulfilmentStatus) where.fulfilmentStatus = filter.fulfilmentStatus;
  return where;
}

/** Admins: every purchase order, newest first, filtered by payment (incl. overdue) and fulfilment status. */
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

// ---------------------------------------------------------------------------------------------------------------
// Payments and fulfilment (admins)

/** Locks the order row for the rest of the transaction and returns it as it is now. */
async function lockOrder(tx: Tx, id: string) {
  const [row] = await tx.$queryRaw<Array<{ id: string }>>`SELECT "id" FROM "PurchaseOrder" WHERE "id" = ${id}::uuid FOR UPDATE`;
  if (!row) throw notFound('Purchase order');
  return tx.purchaseOrder.findUniqueOrThrow({ where: { id } });
}

/** Records money received against an invoice; the invoice becomes PAID exactly when payments reach its total. */
export async function recordPayment(ctx: Context, rawId: string, input: unknown) {
  const admin = allowUser(ctx, 'recordPayment');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Purchase order');
  const payment = await validate(paymentInputSchema, input ?? {});
  const today = isoDay(nowOf(ctx));
  if (payment.receivedOn > today) throw badInput('Date received cannot be in the future', 'receivedOn');
  return withTxRetry(() => ctx.db.$transaction(async (tx) => {
    const po = await lockOrder(tx, id);
    if (po.paymentStatus === 'VOID') throw conflict(`Invoice ${po.invoiceNumber} is void: no payment can be recorded against it`);
    if (po.paymentStatus === 'PAID') throw conflict(`Invoice ${po.invoiceNumber} is already paid in full`);
    const balance = po.totalCents - po.paidCents;
    if (payment.amountCents > balance) {
      throw new AppError('BAD_USER_INPUT', `The balance of ${po.invoiceNumber} is ${formatCents(balance)}: record at most that`, { field: 'amountCents', balanceCents: balance });
    }
    const paidCents = po.paidCents + payment.amountCents;
    const settled = paidCents === po.totalCents;
    await tx.payment.create({
      data: {
        purchaseOrderId: po.id, amountCents: payment.amountCents, receivedOn: new Date(`${payment.receivedOn}T00:00:00Z`),
        reference: payment.reference, recordedById: admin.id, recordedByEmail: admin.email,
      },
    });
    const actor = { actorId: admin.id, actorEmail: admin.email, actorRole: admin.role };
    await tx.purchaseOrderEvent.createMany({
      data: [
        { purchaseOrderId: po.id, kind: 'PAYMENT_RECORDED', detail: `Ref ${payment.reference}, received ${payment.receivedOn}`, amountCents: payment.amountCents, ...actor },
        ...(settled ? [{ purchaseOrderId: po.id, kind: 'PAID', detail: 'Paid in full', amountCents: paidCents, ...actor }] : []),
      ],
    });
    return tx.purchaseOrder.update({
      where: { id: po.id },
      data: { paidCents, paymentStatus: settled ? 'PAID' : 'AWAITING_PAYMENT', version: { increment: 1 } },
    });
  }, TX_OPTIONS));
}

/** After a line moved: the order's fulfilment from its lines, with an event when it changed. */
export async function refreshFulfilment(tx: Tx, purchaseOrderId: string, actor: SessionUser) {
  const po = await tx.purchaseOrder.findUnique({ where: { id: purchaseOrderId }, include: { items: { select: { status: true } } } });
  if (!po || po.items.length === 0) return;
  const next = fulfilmentOf(po.items.map((i) => i.status));
  if (next === po.fulfilmentStatus) return;
  await tx.purchaseOrder.update({ where: { id: po.id }, data: { fulfilmentStatus: next, version: { increment: 1 } } });
  await tx.purchaseOrderEvent.create({
    data: { purchaseOrderId: po.id, kind: next, detail: `Fulfilment ${FULFILMENT_STATUS_LABELS[po.fulfilmentStatus as FulfilmentStatusName].toLowerCase()} -> ${FULFILMENT_STATUS_LABELS[next].toLowerCase()}`, actorId: actor.id, actorEmail: actor.email, actorRole: actor.role },
  });
}

/**
 * Moves a whole order: SHIPPED ships every invoiced line, DELIVERED delivers every shipped one, CANCELLED returns
 * the stock of every line and voids the invoice (refused once money was recorded or a line shipped).
 */
export async function updateFulfilment(ctx: Context, rawId: string, to: FulfilmentStatusName) {
  const admin = allowUser(ctx, 'updateFulfilment');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Purchase order');
  return withTxRetry(() => ctx.db.$transaction(async (tx) => {
    const po = await lockOrder(tx, id);
    return moveOrder(tx, po, to, admin);
  }, TX_OPTIONS));
}

async function moveOrder(tx: Tx, po: PurchaseOrder, to: FulfilmentStatusName, actor: SessionUser) {
  const from = po.fulfilmentStatus as FulfilmentStatusName;
  if (!FULFILMENT_MOVES[from].includes(to)) {
    throw badInput(`Order ${orderLabel(po)} cannot go from ${FULFILMENT_STATUS_LABELS[from].toLowerCase()} to ${FULFILMENT_STATUS_LABELS[to].toLowerCase()}`, 'status');
  }
  const items = await tx.orderItem.findMany({ where: { purchaseOrderId: po.id } });
  const eventsFor = (moved: OrderItem[], toStatus: 'SHIPPED' | 'DELIVERED' | 'CANCELLED') => moved.map((i) => ({
    orderItemId: i.id, fromStatus: i.status, toStatus, actorId: actor.id, actorEmail: actor.email, actorRole: actor.role,
  }));
  const data: Prisma.PurchaseOrderUpdateInput = { fulfilmentStatus: to, version: { increment: 1 } };
  let detail: string;
  if (to === 'CANCELLED') {
    if (po.paidCents > 0) throw conflict(`Payments of ${formatCents(po.paidCents)} are recorded on ${orderLabel(po)}: it cannot be cancelled`);
    const gone = items.filter((i) => i.status === 'SHIPPED' || i.status === 'DELIVERED');
    if (gone.length > 0) throw conflict(`${gone.length} line${gone.length === 1 ? ' has' : 's have'} shipped on ${orderLabel(po)}: it cannot be cancelled`);
    const live = items.filter((i) => i.status !== 'CANCELLED');
    const reserved = live.filter((i) => i.stockReserved && i.productId);
    if (reserved.length > 0) {
      await tx.$executeRaw`
        UPDATE "Product" p SET "quantity" = p."quantity" + x.q, "version" = p."version" + 1, "updatedAt" = now()
        FROM unnest(${reserved.map((i) => i.productId!)}::uuid[], ${reserved.map((i) => i.quantity)}::int[]) AS x(id, q) WHERE p."id" = x.id`;
    }
    await tx.orderItem.updateMany({ where: { id: { in: live.map((i) => i.id) } }, data: { status: 'CANCELLED', stockReserved: false } });
    await tx.orderEvent.createMany({ data: eventsFor(live, 'CANCELLED') });
    data.paymentStatus = 'VOID';
    detail = `Cancelled; invoice ${po.invoiceNumber} void; stock returned`;
  } else {
    const toItem = to === 'SHIPPED' ? 'SHIPPED' : 'DELIVERED';
    const fromItem = toItem === 'SHIPPED' ? 'PAID' : 'SHIPPED';
    const moving = items.filter((i) => i.status === fromItem);
    await tx.orderItem.updateMany({ where: { id: { in: moving.map((i) => i.id) } }, data: { status: toItem } });
    await tx.orderEvent.createMany({ data: eventsFor(moving, toItem) });
    detail = `${moving.length} line${moving.length === 1 ? '' : 's'} ${to === 'SHIPPED' ? 'shipped' : 'delivered'}`;
  }
  await tx.purchaseOrderEvent.create({ data: { purchaseOrderId: po.id, kind: to, detail, actorId: actor.id, actorEmail: actor.email, actorRole: actor.role } });
  return tx.purchaseOrder.update({ where: { id: po.id }, data });
}

/**
 * An item-level move on an item that belongs to an order (the spec's Update Status and cancel): cancelling the
 * only line cancels the order; a line of a larger order is refused (the invoice would no longer add up).
 */
export async function cancelOrderOfItem(ctx: Context, tx: Tx, item: OrderItem, actor: SessionUser) {
  const po = await lockOrder(tx, item.purchaseOrderId!);
  const others = await tx.orderItem.count({ where: { purchaseOrderId: po.id, id: { not: item.id }, status: { not: 'CANCELLED' } } });
  if (others > 0) {
    throw conflict(`This item is one of ${others + 1} lines on order ${orderLabel(po)} (invoice ${po.invoiceNumber}): cancel the whole order on the Purchase Orders page`);
  }
  return moveOrder(tx, po, 'CANCELLED', actor);
}

/** The order number of an item's order, for messages ("cancel SO-000012 first"). */
export async function orderLabelOf(db: Db, purchaseOrderId: string) {
  const po = await db.purchaseOrder.findUnique({ where: { id: purchaseOrderId }, select: { number: true, paymentStatus: true } });
  return po ? { label: orderNumberText(po.number), paymentStatus: po.paymentStatus } : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Reorder

/**
 * Puts an order's lines back as open items at today's prices and rules: each line that fits is added, each that
 * does not is named with its reason (no longer sold, quantity rule changed, not enough stock, already open).
 */
export async function reorder(ctx: Context, rawId: string) {
  const user = allowUser(ctx, 'reorder');
  const po = await loadVisible(ctx, rawId, 'reorder');
  if (po.userId !== user.id) throw forbidden('You can only reorder your own orders');
  const lines = await ctx.db.invoiceLine.findMany({ where: { purchaseOrderId: po.id }, orderBy: { position: 'asc' } });
  try {
    return await withTxRetry(() => ctx.db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${user.id}::uuid FOR NO KEY UPDATE`;
      const candidates = lines.map((l) => ({
        lineNumber: l.position, reference: l.productId ?? '', quantityText: String(l.quantity), quantity: l.quantity,
        problem: l.productId ? null : 'This product is no longer sold',
      }));
      const checked = await checkLines(tx, candidates, { idsOnly: true, userId: user.id, refuseDuplicates: true });
      const ok = checked.filter((l) => l.problems.length === 0 && l.product && l.quote);
      const created = ok.length === 0 ? [] : await tx.orderItem.createManyAndReturn({
        data: ok.map((l) => newOrderItemData(l.product!, user, l.quote!, po.contactPhone)),
      });
      if (created.length > 0) {
        await tx.orderEvent.createMany({
          data: created.map((item) => ({ orderItemId: item.id, toStatus: 'PENDING' as const, actorId: user.id, actorEmail: user.email, actorRole: user.role })),
        });
      }
      const refused = checked.filter((l) => l.problems.length > 0).map((l) => {
        const line = lines.find((x) => x.position === l.lineNumber)!;
        const first = l.problems[0];
        const reason = l.problem ?? (first?.code === 'UNKNOWN_PRODUCT' ? 'This product is no longer sold'
          : first?.code === 'ALREADY_ORDERED' ? 'Already in your open items' : first?.message ?? 'This line cannot be ordered');
        return { productName: line.productName, sku: line.sku, quantity: line.quantity, reason };
      });
      return { items: created.map(withTotal), addedCount: created.length, refused };
    }, TX_OPTIONS));
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') throw conflict(`Nothing was added: ${MESSAGES.orderDuplicate}`);
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Invoice documents and exports

function addressLines(po: PurchaseOrder): string[] {
  if (!po.addressLine1) return ['To be confirmed'];
  const cityLine = [po.city, po.region, po.postalCode].filter(Boolean).join(', ');
  return [po.companyName, po.addressLine1, po.addressLine2, cityLine, po.country].filter((l): l is string => Boolean(l));
}

/** What the invoice of an order shows (PDF, CSV), from the frozen lines and recorded payments. */
export async function invoiceDocumentOf(ctx: Context, po: PurchaseOrder): Promise<InvoiceDocument> {
  const [lines, payments] = await Promise.all([
    ctx.db.invoiceLine.findMany({ where: { purchaseOrderId: po.id }, orderBy: { position: 'asc' } }),
    ctx.db.payment.findMany({ where: { purchaseOrderId: po.id }, orderBy: [{ receivedOn: 'asc' }, { createdAt: 'asc' }] }),
  ]);
  return documentFrom(ctx, po, lines, payments);
}

function documentFrom(
  ctx: Context, po: PurchaseOrder,
  lines: Array<{ position: number; sku: string; productName: string; quantity: number; unitPriceCents: number; lineTotalCents: number }>,
  payments: Array<{ receivedOn: Date; reference: string; amountCents: number }>,
): InvoiceDocument {
  return {
    invoiceNumber: po.invoiceNumber,
    orderNumber: orderNumberText(po.number),
    poNumber: po.poNumber,
    issuedOn: isoDay(po.issuedAt),
    dueOn: isoDay(po.dueAt),
    termsDays: po.termsDays,
    paymentStatusLabel: PAYMENT_STATUS_LABELS[paymentStatusOf(ctx, po)],
    seller: { ...ctx.config.seller },
    buyer: { name: po.buyerName, lines: [po.companyName].filter((l): l is string => Boolean(l)), email: po.buyerEmail, phone: po.contactPhone },
    deliverTo: addressLines(po),
    lines: lines.map((l) => ({ position: l.position, sku: l.sku, productName: l.productName, quantity: l.quantity, unitPriceCents: l.unitPriceCents, lineTotalCents: l.lineTotalCents })),
    subtotalCents: po.subtotalCents,
    totalCents: po.totalCents,
    paidCents: po.paidCents,
    balanceCents: po.totalCents - po.paidCents,
    payments: payments.map((p) => ({ receivedOn: isoDay(p.receivedOn), reference: p.reference, amountCents: p.amountCents })),
    notes: po.notes,
    currency: 'USD',
  };
}

/** The invoice document of an order the caller may see (owner or admin). */
export async function invoiceDocument(ctx: Context, id: string) {
  const po = await loadVisible(ctx, id, 'invoiceDocument');
  return invoiceDocumentOf(ctx, po);
}

/** Most rows one export holds (a clear message above it: filter first). */
export const MAX_EXPORT_ORDERS = 10_000;

/** Admins: the filtered orders with their lines and payments, for the CSV exports. */
export async function ordersForExport(ctx: Context, op: Operation, filter: PurchaseOrderFilter) {
  allowUser(ctx, op);
  const where = whereFor(ctx, filter);
  const count = await ctx.db.purchaseOrder.count({ where });
  if (count > MAX_EXPORT_ORDERS) throw badInput(`At most ${MAX_EXPORT_ORDERS} orders in one export; these filters match ${count}. Narrow them first.`, 'paymentStatus');
  const rows = await ctx.db.purchaseOrder.findMany({
    where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    include: { lines: { orderBy: { position: 'asc' } }, payments: { orderBy: [{ receivedOn: 'asc' }, { createdAt: 'asc' }] } },
  });
  return rows.map((po) => ({
    po,
    document: documentFrom(ctx, po, po.lines, po.payments),
    paymentStatusLabel: PAYMENT_STATUS_LABELS[paymentStatusOf(ctx, po)],
    fulfilmentStatusLabel: FULFILMENT_STATUS_LABELS[po.fulfilmentStatus as FulfilmentStatusName],
  }));
}

export { daysOverdue };

/** A purchase order with its lines, payments and events as plain data (REST answers). */
export async function purchaseOrderView(ctx: Context, po: PurchaseOrder) {
  const [lines, payments, events] = await Promise.all([
    ctx.loaders.invoiceLines.load(po.id),
    ctx.loaders.payments.load(po.id),
    ctx.loaders.purchaseOrderEvents.load(po.id),
  ]);
  const admin = isAdmin(ctx);
  return {
    ...po,
    orderNumber: orderNumberText(po.number),
    balanceCents: po.totalCents - po.paidCents,
    paymentStatus: paymentStatusOf(ctx, po),
    daysOverdue: po.paymentStatus === 'AWAITING_PAYMENT' ? daysOverdue(po.dueAt, nowOf(ctx)) : 0,
    lines,
    payments: payments.map((p) => ({ ...p, receivedOn: isoDay(p.receivedOn), recordedByEmail: admin ? p.recordedByEmail : null, recordedById: admin ? p.recordedById : null })),
    events: events.map((e) => ({ ...e, actorEmail: admin ? e.actorEmail : null, actorId: admin ? e.actorId : null })),
  };
}
