/**
 * Putting products into a buyer's My Orders as open (PENDING) items, whichever path does it (one order, the bulk
 * add, a reorder): the rows at each line's price break, each item's first status event and its order_item.placed
 * outbox event, and the answer when the one-open-item-per-product index refuses an item. Which lines may be added
 * (quantity rule, stock, an item already open) is the caller's check; this writes what it let through.
 */
import { auditSettingParam } from '../../db/audit-context';
import { MESSAGES } from '@gluegun/common';
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/prisma';
import { AppError, conflict, notFound } from '../../errors';
import { Prisma, type OrderItem, type Product } from '../../generated/prisma/client';
import { fastQuery, isUniqueViolation } from '../../db/fast-sql';
import { newOrderItemData, type OrderedLine } from './order-item.data';
import { actorFields } from '../purchase-orders/po-common';
import { emit, firstEventSql } from '../events/outbox';
import { orderItemPlaced } from '../events/event-types';
import { buyerShipToForShareSql } from '../../db/locks';

type Tx = Prisma.TransactionClient;

/** A line to add: its product and the quantity with the unit price of its price break. */
export interface OpenLine {
  product: Pick<Product, 'id' | 'name' | 'imageUrl'> & { weightGrams?: number | null };
  quote: OrderedLine;
}

/**
 * Where the items are written.
 * - `{ tx }`: in the caller's transaction, which has locked the buyer's row and checked the lines (bulk add,
 *   reorder); the items and their events commit or roll back with the rest of it.
 * - `{ db, pricedForLocationId }`: no transaction, one line (placeOrder, the shop's hottest write): one statement
 *   through `pg` writes the item and its events, atomic on its own. It takes the buyer's row FOR SHARE, so it queues
 *   behind a change of ship-to location (docs/decisions/117), and writes nothing if the product was deleted meanwhile
 *   (NOT_FOUND) or the buyer's location is no longer the one the line was priced for (ShipToMoved).
 */
export type OpenItemsAt = { tx: Tx } | { db: Db; pricedForLocationId: string | null };

/** The buyer's ship-to location changed between pricing a line and writing it: price it again and retry. */
export class ShipToMoved extends Error {
  constructor() {
    super('The ship-to location changed after the line was priced');
  }
}

/**
 * How a refusal by the unique index reads: 'ITEM', one item's CONFLICT with reason ALREADY_ORDERED; 'LIST', a
 * CONFLICT saying nothing of the list was added (the transaction rolls back whole).
 */
export type DuplicateAnswer = 'ITEM' | 'LIST';

function duplicate(answer: DuplicateAnswer) {
  return answer === 'ITEM'
    ? new AppError('CONFLICT', MESSAGES.orderDuplicate, { reason: 'ALREADY_ORDERED' })
    : conflict(`Nothing was added: ${MESSAGES.orderDuplicate}`);
}

/**
 * Adds the lines as open items of `user`, each with its first status event and its outbox event, and returns the
 * items written. No lines: no statement at all.
 */
export async function addOpenItems(
  at: OpenItemsAt,
  user: SessionUser,
  lines: OpenLine[],
  options: { phone: string; onDuplicate: DuplicateAnswer },
): Promise<OrderItem[]> {
  if (lines.length === 0) return [];
  if ('db' in at) {
    if (lines.length !== 1) throw new Error('addOpenItems: without a transaction, one line at a time');
    return [await placeOne(at, user, lines[0], options)];
  }
  const { tx } = at;
  let created: OrderItem[];
  try {
    created = await tx.orderItem.createManyAndReturn({
      data: lines.map((l) => newOrderItemData(l.product, user, l.quote, options.phone)),
    });
  } catch (e) {
    // An item placed at the same moment by a path that holds no lock on the buyer: the index refuses it.
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002')
      throw duplicate(options.onDuplicate);
    throw e;
  }
  await tx.orderEvent.createMany({
    data: created.map((item) => ({
      orderItemId: item.id,
      toStatus: 'PENDING' as const,
      ...actorFields(user),
    })),
  });
  await emit(tx, created.map(orderItemPlaced));
  return created;
}

async function placeOne(
  { db, pricedForLocationId }: { db: Db; pricedForLocationId: string | null },
  user: SessionUser,
  line: OpenLine,
  options: { phone: string; onDuplicate: DuplicateAnswer },
) {
  const d = newOrderItemData(line.product, user, line.quote, options.phone);
  const itemId = randomUUID();
  const actor = actorFields(user);
  // Its outbox event rides in the same statement (sequence 1 of a new item): written exactly when the item is.
  const placed = orderItemPlaced({
    id: itemId,
    userId: user.id,
    productId: line.product.id,
    productName: d.productName,
    quantity: d.quantity,
    unitPriceCents: d.unitPriceCents,
  });
  let rows: Array<Partial<OrderItem> & { lockedShipToLocationId: string | null }>;
  try {
    rows = await fastQuery(db, PLACE_ONE_SQL, [
      itemId,
      line.product.id,
      user.id,
      d.productName,
      d.imageUrl,
      d.unitPriceCents,
      d.userName,
      d.userEmail,
      d.userPhone,
      d.quantity,
      randomUUID(),
      actor.actorEmail,
      actor.actorRole,
      randomUUID(),
      JSON.stringify(placed.data),
      auditSettingParam(),
      d.packName,
      d.packCount,
      d.packBaseUnits,
      actor.actorId,
      pricedForLocationId,
    ]);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(options.onDuplicate);
    throw e;
  }
  if (rows.length === 0) throw notFound('User'); // the buyer's row is gone
  const { lockedShipToLocationId, ...item } = rows[0];
  if (item.id) return item as OrderItem;
  if (lockedShipToLocationId !== pricedForLocationId) throw new ShipToMoved();
  throw notFound('Product'); // deleted between the caller's read and the write
}

/**
 * The item and its first status event in one statement; inserts nothing when the product is gone or the buyer's
 * ship-to location is no longer $21. Its one row says which location it found (the buyer's row locked FOR SHARE,
 * which waits for a chooseShipToLocation holding it and then reads the location that committed), with the item's
 * columns null when nothing was written. Timestamps are UTC whatever the server's TimeZone, as Prisma writes them.
 */
const PLACE_ONE_SQL = `
  WITH audit AS (SELECT set_config('gluegun.audit', $16, true) AS who), buyer AS (
    ${buyerShipToForShareSql('$3')}
  ), item AS (
    INSERT INTO "OrderItem" ("id", "productId", "userId", "productName", "imageUrl", "unitPriceCents", "userName", "userEmail", "userPhone", "quantity",
                             "packName", "packCount", "packBaseUnits", "unitWeightGrams", "createdAt", "updatedAt")
    SELECT $1::uuid, p."id", $3::uuid, $4, $5, $6, $7, $8, $9, $10, $17, $18::int, $19::int, p."weightGrams", now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
    FROM "Product" p, audit, buyer WHERE p."id" = $2::uuid AND buyer."shipToLocationId" IS NOT DISTINCT FROM $21::uuid
    RETURNING *
  ), event AS (
    INSERT INTO "OrderEvent" ("id", "orderItemId", "toStatus", "actorId", "actorEmail", "actorRole", "createdAt")
    SELECT $11::uuid, item."id", 'PENDING', $20::uuid, $12, $13::"Role", item."createdAt" FROM item
  )${firstEventSql('order_item.placed', 'order_item', 'item', '$14', '$15')}
  SELECT item.*, buyer."shipToLocationId"::text AS "lockedShipToLocationId" FROM buyer LEFT JOIN item ON true`;
