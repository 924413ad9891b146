/**
 * What checkout writes, in its own `pg` transaction or an approval's Prisma one: the purchase order with its frozen
 * lines and event, then the stock taken and the items moved onto it (checkout.ts decides whether it may).
 */
import { dueDateFor, invoiceNumberFor, termsLabel, type CheckoutDetails } from '@gluegun/common';
import { randomUUID } from 'node:crypto';
import type { Context, SessionUser } from '../../context';
import { conflict } from '../../errors';
import type { Sql } from '../../db/sql';
import { PURCHASE_ORDER_COLUMNS } from '../../db/columns';
import type { Company, OrderItem, PurchaseOrder, User } from '../../generated/prisma/client';
import { actorFields, type Locked } from './po-common';
import { emit } from '../events/outbox';
import type { OrderTax } from '../tax/compute';
import * as events from '../events/event-types';
import { takeForOrder } from '../stock/stock';
import { promiseLines, type LineDates } from './delivery-dates';

export type Details = Omit<
  CheckoutDetails,
  'companyName' | 'addressLine1' | 'city' | 'postalCode' | 'country'
> & {
  companyName: string | null;
  addressLine1: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
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
   * Spending limits and approval rules: 'enforce' refuses an order that needs approval (the way to it
   * is submitOrder); 'skip' for an admin acting for a customer and for an approved request (approvalRequestId).
   */
  approval: 'enforce' | 'skip';
  /** The approval request whose items these are (only that request's approval may check them out). */
  approvalRequestId?: string;
  /** The buyer's shipping method (absent: the shop's default); the freight itself is always computed here. */
  shippingMethodId?: unknown;
  /** The buyer's requested day per line (checkout's lineDeliveryDates); the rest take the order's day. */
  lineDates?: LineDates;
}

export type Stock = Map<
  string,
  { id: string; quantity: number; sku: string; partNumber: string | null; backordersAllowed: boolean }
>;

/**
 * The delivery details a purchase order copies from checkout, column by column (a new field of Details fails to
 * compile here until it has its column).
 */
const DETAIL_COLUMNS = {
  poNumber: true,
  companyName: true,
  addressLine1: true,
  addressLine2: true,
  city: true,
  region: true,
  postalCode: true,
  country: true,
  contactPhone: true,
  notes: true,
  requestedDeliveryDate: true,
} satisfies Record<keyof Details, true>;
const DETAIL_KEYS = Object.keys(DETAIL_COLUMNS) as Array<keyof Details>;

/** `($1, $2, ...), ($n, ...)`: the placeholders of `rows` rows of `width` values. */
const valuesList = (rows: number, width: number) =>
  Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`,
  ).join(', ');

const PO_INSERT_COLUMNS = [
  'id',
  'number',
  'userId',
  'companyId',
  'buyerName',
  'buyerEmail',
  ...DETAIL_KEYS,
  'invoiceNumber',
  'issuedAt',
  'termsDays',
  'dueAt',
  'subtotalCents',
  'totalCents',
  'taxCents',
  'taxName',
  'taxRateMillionths',
  'taxRounding',
  'taxExemptCertificate',
  'createdAt',
  'updatedAt',
  'freightCents',
  'freightTaxCents',
  'shippingMethodName',
  'freightNote',
  'freightPending',
  'shipToLocationId',
  'shipToLocationLabel',
];
const UUID_COLUMNS = new Set(['id', 'userId', 'companyId', 'shipToLocationId']);
// The bill-to name and tax id are left out: the database's trigger copies them from the company.
const INSERT_PO_SQL = `INSERT INTO "PurchaseOrder" (${PO_INSERT_COLUMNS.map((c) => `"${c}"`).join(', ')})
  VALUES (${PO_INSERT_COLUMNS.map((c, i) => `$${i + 1}${UUID_COLUMNS.has(c) ? '::uuid' : ''}`).join(', ')})
  RETURNING ${PURCHASE_ORDER_COLUMNS}`;
const LINE_COLUMNS = [
  'id',
  'purchaseOrderId',
  'position',
  'orderItemId',
  'productId',
  'sku',
  'customerPartNumber',
  'productName',
  'imageUrl',
  'quantity',
  'unitPriceCents',
  'lineTotalCents',
  'taxCents',
];
const insertLinesSql = (n: number) =>
  `INSERT INTO "InvoiceLine" (${LINE_COLUMNS.map((c) => `"${c}"`).join(', ')}) VALUES ${valuesList(n, LINE_COLUMNS.length)}`;
/**
 * The location the owner's lines were priced for (their ship-to, only while it is their company's, as COMPANY_LISTS
 * counts it) with its label now: the order keeps both, so a location renamed or removed later changes nothing on it.
 */
async function shipToOf(sql: Sql, owner: User, company: Company) {
  if (!owner.shipToLocationId) return null;
  const [location] = await sql.rows<{ id: string; label: string }>(
    'SELECT "id"::text AS "id", "label" FROM "CompanyLocation" WHERE "id" = $1::uuid AND "companyId" = $2::uuid',
    [owner.shipToLocationId, company.id],
  );
  return location ?? null;
}

const INSERT_PO_EVENT_SQL = `INSERT INTO "PurchaseOrderEvent" ("id", "purchaseOrderId", "kind", "detail", "amountCents", "actorId", "actorEmail", "actorRole", "createdAt")
  VALUES ($1::uuid, $2::uuid, $3, $4, $5::int, $6::uuid, $7, $8::"Role", $9)`;

/** The purchase order row with its frozen invoice lines and its CHECKED_OUT event, on the owner's terms. */
export async function createOrder(
  ctx: Context,
  sql: Sql,
  o: {
    owner: User;
    company: Company;
    items: OrderItem[];
    stock: Stock;
    total: number;
    tax: OrderTax & { freightTaxCents: number };
    freight: Locked['freight'];
    now: Date;
    args: PlaceArgs;
  },
): Promise<PurchaseOrder> {
  const { owner, company, items, stock, total, tax, freight, now, args } = o;
  const invoiced = total + freight.freightCents + tax.taxCents;
  const [{ n }] = await sql.rows<{ n: number }>(
    `SELECT nextval(pg_get_serial_sequence('"PurchaseOrder"', 'number'))::int AS n`,
  );
  const termsDays = company.paymentTermsDays ?? ctx.config.paymentTermsDays;
  const detail = `${items.length} line${items.length === 1 ? '' : 's'}, ${termsLabel(termsDays)}${args.details.poNumber ? `, PO ${args.details.poNumber}` : ''}`;
  const written = new Date();
  const shipTo = await shipToOf(sql, owner, company);
  const [po] = await sql.rows<PurchaseOrder>(INSERT_PO_SQL, [
    randomUUID(),
    n,
    owner.id,
    company.id,
    owner.displayName || owner.email,
    owner.email,
    ...DETAIL_KEYS.map((k) => args.details[k] ?? null),
    invoiceNumberFor(n),
    now,
    termsDays,
    dueDateFor(now, termsDays),
    total,
    invoiced,
    tax.taxCents,
    tax.taxName,
    tax.taxRateMillionths,
    tax.taxRounding,
    tax.taxExemptCertificate,
    written,
    written,
    freight.freightCents,
    tax.freightTaxCents,
    freight.methodName,
    freight.note,
    freight.pending,
    shipTo?.id ?? null,
    shipTo?.label ?? null,
  ]);
  // An order has a line per item (an approval request left without items would place an order of none, as before).
  if (items.length > 0)
    await sql.run(
      insertLinesSql(items.length),
      items.flatMap((i, index) => [
        randomUUID(),
        po.id,
        index + 1,
        i.id,
        i.productId,
        stock.get(i.productId!)!.sku,
        stock.get(i.productId!)!.partNumber,
        i.productName,
        i.imageUrl,
        i.quantity,
        i.unitPriceCents,
        i.quantity * i.unitPriceCents,
        tax.lineTaxCents[index],
      ]),
    );
  const actor = actorFields(args.actor);
  await sql.run(INSERT_PO_EVENT_SQL, [
    randomUUID(),
    po.id,
    'CHECKED_OUT',
    detail,
    invoiced,
    actor.actorId,
    actor.actorEmail,
    actor.actorRole,
    written,
  ]);
  return po;
}

const MOVE_ITEMS_SQL = `UPDATE "OrderItem" SET "status" = 'INVOICED', "stockReserved" = true, "invoiceReference" = $2, "invoicedAt" = $3,
  "purchaseOrderId" = $4::uuid, "updatedAt" = $5 WHERE "id" = ANY($1::uuid[]) AND "status" = 'PENDING' AND "purchaseOrderId" IS NULL`;
const ITEM_EVENTS_SQL = `INSERT INTO "OrderEvent" ("id", "orderItemId", "fromStatus", "toStatus", "actorId", "actorEmail", "actorRole", "createdAt")
  SELECT gen_random_uuid(), x.id, 'PENDING', 'INVOICED', $2::uuid, $3, $4::"Role", $5 FROM unnest($1::uuid[]) AS x(id)`;

/** Takes the stock from the warehouses (docs/decisions/082), moves the items to INVOICED on the order, and writes their events and the outbox event. */
export async function reserveAndInvoice(sql: Sql, po: PurchaseOrder, items: OrderItem[], args: PlaceArgs) {
  await takeForOrder(sql, po.id);
  await promiseLines(sql, po, args.lineDates, !args.approvalRequestId);
  const moved = await sql.run(MOVE_ITEMS_SQL, [
    args.itemIds,
    po.invoiceNumber,
    po.issuedAt,
    po.id,
    new Date(),
  ]);
  if (moved !== items.length)
    throw conflict('These items were changed meanwhile; reload My Orders and try again');
  await emit(sql, events.checkedOut(po, items.length));
  const actor = actorFields(args.actor);
  await sql.run(ITEM_EVENTS_SQL, [
    items.map((i) => i.id),
    actor.actorId,
    actor.actorEmail,
    actor.actorRole,
    new Date(),
  ]);
}
