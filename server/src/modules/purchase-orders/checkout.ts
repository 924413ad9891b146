/**
 * Checkout (docs/decisions/016): the owner's open items become one purchase order inside one transaction,
 * or nothing changes. Also the spec's Pay on one item, a one-line order with the buyer's last delivery details.
 */
import {
  MAX_CHECKOUT_LINES,
  MAX_ORDER_TOTAL_CENTS,
  checkoutDetailsSchema,
  quoteNumberText,
  quoteStillValid,
  formatCents,
  orderStatusWord,
} from '@gluegun/common';
import { nowOf, type Context } from '../../context';
import { AppError, badInput, conflict, forbidden, notFound } from '../../errors';
import { allowUser, isAdmin, type Operation } from '../../auth/access';
import { inPgTransaction, type Sql } from '../../db/sql';
import { ORDER_ITEM_COLUMNS } from '../../db/columns';
import { normalizeId, validate } from '../../lib/validate';
import type { OrderItem, User } from '../../generated/prisma/client';
import { assertCredit } from '../credit/credit';
import { refuseIfApprovalNeeded } from './approval-check';
import { nameList, type Locked } from './po-common';
import { taxForOrder } from '../tax/compute';
import { checkoutFreight, freightTaxOf } from '../freight/freight';
import { lineDatesOf, refuseEarlyDelivery } from './delivery-dates';
import { createOrder, reserveAndInvoice, type Details, type PlaceArgs, type Stock } from './order-writes';
import { lockedCompanyRow, lockedUserRow } from '../../db/locks';
import { VISIBLE_IDS_SQL, catalogViewerOf, visibleParams } from '../prices/contract-entries';

export type { Details, PlaceArgs } from './order-writes';

export const VERIFY_EMAIL_TO_INVOICE =
  'Verify your e-mail address before paying by invoice: open the link we sent you, then try again.';

/**
 * Turns the owner's open items into one purchase order inside one transaction, or changes nothing. Locks the
 * owner's row (two tabs of one buyer queue; the second finds the items taken), then the items, then the products
 * in id order (no deadlock between buyers sharing products), checks stock for every line before taking any.
 * Its statements run on `pg` (docs/decisions/043: Prisma's compiled queries were over half of a checkout's CPU);
 * an approval places an order with the same statements inside its own Prisma transaction (prismaSql).
 */
export async function placePurchaseOrder(ctx: Context, args: PlaceArgs) {
  return inPgTransaction(ctx.db, (sql) => placeInTransaction(ctx, sql, args));
}

/**
 * Checkout's statements inside the caller's transaction. The bench's baseline runs this very function on its own
 * `pg` connection, so both sides send the same statements whatever checkout comes to read.
 */
export async function placeInTransaction(ctx: Context, sql: Sql, args: PlaceArgs) {
  const locked = await lockForCheckout(sql, args);
  if (args.approval === 'enforce') await refuseIfApprovalNeeded(ctx, sql, locked);
  return placeLocked(ctx, sql, locked, args);
}

/**
 * The owner's row (two tabs of one buyer queue; the second finds the items taken; a buyer's period limit counts
 * every order before), then the company's (its members' checkouts queue there, so together they never pass its
 * limit), then the items; the total within what one order may be worth.
 */
export async function lockForCheckout(
  sql: Sql,
  args: Pick<PlaceArgs, 'ownerId' | 'itemIds' | 'approvalRequestId' | 'shippingMethodId'>,
): Promise<Locked> {
  const owner = await lockedUserRow(sql, args.ownerId);
  if (!owner) throw notFound('User');
  const company = (await lockedCompanyRow(sql, owner.companyId))!;
  const items = await lockOpenItems(sql, owner, args.itemIds, args.approvalRequestId ?? null);
  const total = items.reduce((sum, i) => sum + i.quantity * i.unitPriceCents, 0);
  if (total > MAX_ORDER_TOTAL_CENTS) {
    throw badInput(
      `One order can be worth at most ${formatCents(MAX_ORDER_TOTAL_CENTS)}; this is ${formatCents(total)}. Check out fewer items at a time.`,
      'itemIds',
    );
  }
  return {
    owner,
    company,
    items,
    total,
    freight: await checkoutFreight(sql, { company, items, total }, args.shippingMethodId),
  };
}

/** The tax of the locked items shipped to `details` on `on`: what checkout freezes and an approval request quotes. */
export const checkoutTax = (
  ctx: Context,
  sql: Sql,
  locked: Locked,
  details: Pick<Details, 'country' | 'region'>,
  on: Date,
) =>
  taxForOrder(sql, {
    country: details.country,
    region: details.region,
    company: locked.company,
    lineNetCents: locked.items.map((i) => i.quantity * i.unitPriceCents),
    on,
    rounding: ctx.config.taxRounding,
  });

/** Stock, credit, then the order: all or nothing, inside the caller's transaction after lockForCheckout. */
export async function placeLocked(ctx: Context, sql: Sql, locked: Locked, args: PlaceArgs) {
  const { owner, company, items, total } = locked;
  const now = nowOf(ctx);
  await refuseHidden(sql, owner, items, now);
  await refuseExpiredQuotes(sql, items, now);
  if (!args.approvalRequestId) await refuseEarlyDelivery(sql, items, args.details.requestedDeliveryDate, now);
  const stock = await lockStock(sql, items, company.id);
  // Tax by the ship-to address, frozen on the order (docs/decisions/041); credit counts what the invoice asks for.
  const lineTax = await checkoutTax(ctx, sql, locked, args.details, now);
  // Freight is taxed at the order's rate and its tax is part of the order's (docs/decisions/076).
  const freightTaxCents = freightTaxOf(locked.freight.freightCents, lineTax.taxRateMillionths);
  const tax = { ...lineTax, taxCents: lineTax.taxCents + freightTaxCents, freightTaxCents };
  if (args.enforceCredit)
    await assertCredit(ctx, sql, company, total + locked.freight.freightCents + tax.taxCents);
  const po = await createOrder(ctx, sql, {
    owner,
    company,
    items,
    stock,
    total,
    tax,
    freight: locked.freight,
    now,
    args,
  });
  await reserveAndInvoice(sql, po, items, args);
  return po;
}

/** Items accepted from a quote are ordered only while the quote is valid (docs/decisions/065); the quote's row is read under a share lock so the expiry job waits. */
async function refuseExpiredQuotes(sql: Sql, items: OrderItem[], now: Date) {
  const quoteIds = [...new Set(items.map((i) => i.quoteId).filter((id): id is string => id !== null))];
  if (quoteIds.length === 0) return;
  const quotes = await sql.rows<{ number: number; expiresAt: Date | null }>(
    'SELECT "number", "expiresAt" FROM "Quote" WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR SHARE',
    [quoteIds],
  );
  const expired = quotes.filter((q) => !quoteStillValid(q.expiresAt, now));
  if (expired.length > 0) {
    throw new AppError(
      'CONFLICT',
      `${nameList(expired.map((q) => quoteNumberText(q.number)))} expired: its prices can no longer be ordered. Remove those items or ask for a new quote.`,
      {
        field: 'itemIds',
        reason: 'QUOTE_EXPIRED',
      },
    );
  }
}

/**
 * Items of products the owner's price lists no longer let them see (docs/decisions/129) are refused, named and with
 * their ids so each shows beside its line; nothing is ordered. A shop admin's own items see every product.
 */
async function refuseHidden(sql: Sql, owner: User, items: OrderItem[], now: Date) {
  const viewer = catalogViewerOf({ user: owner, clock: () => now });
  if (!viewer) return;
  const ids = items.map((i) => i.productId!);
  const seen = new Set(
    (await sql.rows<{ id: string }>(VISIBLE_IDS_SQL, visibleParams(viewer, ids))).map((r) => r.id),
  );
  const hidden = items.filter((i) => !seen.has(i.productId!));
  if (hidden.length > 0)
    throw new AppError(
      'CONFLICT',
      `No longer offered to your company: ${nameList(hidden.map((i) => i.productName))}. Remove ${hidden.length === 1 ? 'it' : 'them'} and try again.`,
      { field: 'itemIds', reason: 'NOT_OFFERED', itemIds: hidden.map((i) => i.id) },
    );
}

/** Oldest first, as the buyer listed them (ids break a tie, as PostgreSQL orders uuids). */
const byCreatedThenId = (a: OrderItem, b: OrderItem) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The owner's chosen items, locked: every one still exists, is theirs, open and still sold (else nothing changes). */
async function lockOpenItems(sql: Sql, owner: User, itemIds: string[], approvalRequestId: string | null) {
  // Locked in id order (two checkouts sharing items queue, never deadlock) and read as they are once locked.
  const items = (
    await sql.rows<OrderItem>(
      `SELECT ${ORDER_ITEM_COLUMNS} FROM "OrderItem" WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR UPDATE`,
      [itemIds],
    )
  ).sort(byCreatedThenId);
  const found = new Set(items.map((i) => i.id));
  if (itemIds.some((id) => !found.has(id))) {
    throw new AppError('NOT_FOUND', 'Some of these items no longer exist: reload My Orders and try again', {
      field: 'itemIds',
      reason: 'ITEM_GONE',
    });
  }
  if (items.some((i) => i.userId !== owner.id)) throw forbidden('You can only check out your own items');
  const waiting = items.filter(
    (i) =>
      i.approvalRequestId !== null && i.approvalRequestId !== approvalRequestId && i.status === 'PENDING',
  );
  if (waiting.length > 0) {
    throw new AppError(
      'CONFLICT',
      `Waiting for approval: ${nameList(waiting.map((i) => i.productName))}. Withdraw that request first, or wait for it.`,
      {
        field: 'itemIds',
        reason: 'NOT_OPEN',
        itemIds: waiting.map((i) => i.id),
      },
    );
  }
  const taken = items.filter((i) => i.status !== 'PENDING' || i.purchaseOrderId !== null);
  if (taken.length > 0) {
    throw new AppError(
      'CONFLICT',
      `Already checked out or no longer open: ${nameList(taken.map((i) => i.productName))}. Reload My Orders and try again.`,
      {
        field: 'itemIds',
        reason: 'NOT_OPEN',
        itemIds: taken.map((i) => i.id),
      },
    );
  }
  const unsold = items.filter((i) => !i.productId);
  if (unsold.length > 0) {
    throw new AppError(
      'CONFLICT',
      `No longer sold: ${nameList(unsold.map((i) => i.productName))}. Remove ${unsold.length === 1 ? 'it' : 'them'} and try again.`,
      {
        field: 'itemIds',
        reason: 'NOT_SOLD',
        itemIds: unsold.map((i) => i.id),
      },
    );
  }
  return items;
}

/**
 * The items' products, locked in id order, with enough stock for every line that does not allow backorders (checked
 * before any is taken), and the company's own part number for each, which the invoice line keeps.
 */
async function lockStock(sql: Sql, items: OrderItem[], companyId: string): Promise<Stock> {
  const productIds = items.map((i) => i.productId!);
  const products = await sql.rows<Stock extends Map<string, infer P> ? P : never>(LOCK_STOCK_SQL, [
    productIds,
    companyId,
  ]);
  const stock: Stock = new Map(products.map((p) => [p.id, p]));
  // An item that allows backorders takes what is in stock; the rest is backordered (docs/decisions/088).
  const short = items.filter(
    (i) =>
      !stock.get(i.productId!)?.backordersAllowed && (stock.get(i.productId!)?.quantity ?? 0) < i.quantity,
  );
  if (short.length > 0) {
    const described = short.map(
      (i) => `${i.productName} (${i.quantity} wanted, ${stock.get(i.productId!)?.quantity ?? 0} left)`,
    );
    throw new AppError('CONFLICT', `Not enough stock, nothing was reserved: ${nameList(described)}`, {
      field: 'itemIds',
      reason: 'OUT_OF_STOCK',
      lines: short.map((i) => ({
        itemId: i.id,
        productName: i.productName,
        wanted: i.quantity,
        available: stock.get(i.productId!)?.quantity ?? 0,
      })),
    });
  }
  return stock;
}

const LOCK_STOCK_SQL = `SELECT p."id", p."quantity", p."sku", p."backordersAllowed", c."partNumber" FROM "Product" p
  LEFT JOIN "CustomerPartNumber" c ON c."productId" = p."id" AND c."companyId" = $2::uuid
  WHERE p."id" = ANY($1::uuid[]) ORDER BY p."id" FOR NO KEY UPDATE OF p`;

export function itemIdsOf(raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length === 0)
    throw badInput('Choose at least one item to check out', 'itemIds');
  if (raw.length > MAX_CHECKOUT_LINES)
    throw badInput(`At most ${MAX_CHECKOUT_LINES} items in one order; this has ${raw.length}`, 'itemIds');
  const ids = raw.map(normalizeId);
  if (ids.some((id) => id === null)) {
    throw new AppError('NOT_FOUND', 'Some of these items no longer exist: reload My Orders and try again', {
      field: 'itemIds',
      reason: 'ITEM_GONE',
    });
  }
  const unique = [...new Set(ids as string[])];
  if (unique.length !== ids.length) throw badInput('An item is listed twice', 'itemIds');
  return unique;
}

/** Checkout: the signed-in buyer's chosen open items as one purchase order with their PO number and delivery details. */
export async function checkout(
  ctx: Context,
  input: { itemIds?: unknown; details?: unknown; shippingMethodId?: unknown; lineDeliveryDates?: unknown },
) {
  const user = allowUser(ctx, 'checkout');
  if (!user.emailVerified)
    throw new AppError('FORBIDDEN', VERIFY_EMAIL_TO_INVOICE, { reason: 'EMAIL_NOT_VERIFIED' });
  const itemIds = itemIdsOf(input?.itemIds);
  const details = await validate(checkoutDetailsSchema, input?.details ?? {});
  return placePurchaseOrder(ctx, {
    actor: user,
    ownerId: user.id,
    itemIds,
    details: details as Details,
    enforceCredit: true,
    approval: 'enforce',
    shippingMethodId: input?.shippingMethodId,
    lineDates: lineDatesOf(input?.lineDeliveryDates, itemIds),
  });
}

/**
 * The details of the owner's latest order with an address for the company they are in now (a one-click Pay reuses
 * them; a former company's orders and addresses are that company's), else none.
 */
async function lastDetails(ctx: Context, ownerId: string, phone: string): Promise<Details> {
  const where = {
    userId: ownerId,
    company: { members: { some: { id: ownerId } } },
    addressLine1: { not: null },
  };
  const last = await ctx.db.purchaseOrder.findFirst({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return {
    poNumber: null,
    notes: null,
    requestedDeliveryDate: null,
    contactPhone: last?.contactPhone ?? phone,
    companyName: last?.companyName ?? null,
    addressLine1: last?.addressLine1 ?? null,
    addressLine2: last?.addressLine2 ?? null,
    city: last?.city ?? null,
    region: last?.region ?? null,
    postalCode: last?.postalCode ?? null,
    country: last?.country ?? null,
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
  if (byOwner && !actor.emailVerified)
    throw new AppError('FORBIDDEN', VERIFY_EMAIL_TO_INVOICE, { reason: 'EMAIL_NOT_VERIFIED' });
  if (!item.userId) throw conflict('This item belongs to a deleted account and cannot be invoiced');
  if (item.status !== 'PENDING' || item.purchaseOrderId)
    throw badInput(`An order item cannot go from ${orderStatusWord(item.status)} to invoiced`, 'status');
  const details = await lastDetails(ctx, item.userId, item.userPhone);
  const asCustomer = byOwner && !isAdmin(ctx);
  return placePurchaseOrder(ctx, {
    actor,
    ownerId: item.userId,
    itemIds: [item.id],
    details,
    enforceCredit: asCustomer,
    approval: asCustomer ? 'enforce' : 'skip',
  });
}
