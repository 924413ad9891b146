import DataLoader from 'dataloader';
import type { Db } from './db/prisma';
import type {
  Category,
  Specification,
  Company,
  CreditNote,
  CreditNoteLine,
  InvoiceLine,
  OrderEvent,
  OrderItem,
  Payment,
  Product,
  PurchaseOrder,
  PurchaseOrderEvent,
  User,
} from './generated/prisma/client';
import type { Config } from './config';
import { creditOf, type CreditView } from './modules/credit/credit-figures';
import { presentCreditNote } from './modules/credit-notes/present';
import { fastQuery } from './db/fast-sql';
import { poolSql } from './db/sql';
import { PRODUCT_ROW_COLUMNS, USER_COLUMNS } from './db/columns';
import { catalogLoaders, type ProductSpecView } from './modules/catalog/catalog-tree';
import { SHIPMENT_LINES, type ShipmentWithLines } from './modules/shipments/shipping-state';

/** Per-request batch loaders: one query per field type per request, never one per row. */
export interface Loaders {
  product: DataLoader<string, Product | null>;
  user: DataLoader<string, User | null>;
  orderEvents: DataLoader<string, OrderEvent[]>;
  purchaseOrder: DataLoader<string, PurchaseOrder | null>;
  invoiceLines: DataLoader<string, InvoiceLine[]>;
  purchaseOrderItems: DataLoader<string, OrderItem[]>;
  payments: DataLoader<string, Payment[]>;
  purchaseOrderEvents: DataLoader<string, PurchaseOrderEvent[]>;
  /** Credit figures of a user's company, by user id (null for an unknown user). */
  credit: DataLoader<string, CreditView | null>;
  /** Companies by id. */
  company: DataLoader<string, Company | null>;
  /** A company's members, oldest first, by company id. */
  companyMembers: DataLoader<string, User[]>;
  /** Credit figures by company id. */
  companyCredit: DataLoader<string, CreditView | null>;
  /** A purchase order's credit notes with their lines, oldest first (docs/decisions/038). */
  creditNotes: DataLoader<string, Array<ReturnType<typeof presentCreditNote>>>;
  /** The whole category tree in order, under the one key 'all' (it is small and read by every catalog field). */
  categoryTree: DataLoader<string, Category[]>;
  /** Per category id, its products with its descendants', under the key 'all'. */
  categoryCounts: DataLoader<string, Map<string, number>>;
  categoryFilters: DataLoader<string, Specification[]>;
  productCategories: DataLoader<string, Category[]>;
  productSpecs: DataLoader<string, ProductSpecView[]>;
  /** A company's own part number for an item, keyed `companyId:productId` (null: none). */
  partNumber: DataLoader<string, string | null>;
  /** A purchase order's shipments with their lines, in order (docs/decisions/061). */
  shipments: DataLoader<string, ShipmentWithLines[]>;
}

/** Rows of one query grouped by a key, in the order the keys were asked for. */
function groupBy<T>(ids: readonly string[], rows: T[], keyOf: (row: T) => string | null): T[][] {
  const groups = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const r of rows) {
    const key = keyOf(r);
    if (key !== null) groups.get(key)?.push(r);
  }
  return ids.map((id) => groups.get(id) ?? []);
}

function byId<T extends { id: string }>(ids: readonly string[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => map.get(id) ?? null);
}

/** A list's products and users by id: one statement each (the bench's baseline sends these texts too). */
export const PRODUCTS_BY_ID_SQL = `SELECT ${PRODUCT_ROW_COLUMNS} FROM "Product" WHERE "id" = ANY($1::uuid[])`;
export const USERS_BY_ID_SQL = `SELECT ${USER_COLUMNS} FROM "User" WHERE "id" = ANY($1::uuid[])`;

export function createLoaders(db: Db, deps: { config: Config; clock?: () => Date }): Loaders {
  return {
    // Products and users of a list of items (an admin's 500): on `pg`, one statement each, as Prisma sent them.
    product: new DataLoader(async (ids) =>
      byId(ids, await fastQuery<Product>(db, PRODUCTS_BY_ID_SQL, [ids])),
    ),
    user: new DataLoader(async (ids) => byId(ids, await fastQuery<User>(db, USERS_BY_ID_SQL, [ids]))),
    company: new DataLoader(async (ids) =>
      byId(ids, await db.company.findMany({ where: { id: { in: [...ids] } } })),
    ),
    companyMembers: new DataLoader(async (ids) =>
      groupBy(
        ids,
        await db.user.findMany({
          where: { companyId: { in: [...ids] } },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        }),
        (u) => u.companyId,
      ),
    ),
    orderEvents: new DataLoader(async (ids) => {
      const rows = await db.orderEvent.findMany({
        where: { orderItemId: { in: [...ids] } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      const groups = new Map<string, OrderEvent[]>(ids.map((id) => [id, []]));
      for (const r of rows) groups.get(r.orderItemId)?.push(r);
      return ids.map((id) => groups.get(id) ?? []);
    }),
    ...purchaseOrderLoaders(db),
    ...catalogLoaders(db),
    partNumber: new DataLoader(async (keys) => {
      const pairs = keys.map((k) => k.split(':') as [string, string]);
      const rows = await db.customerPartNumber.findMany({
        where: {
          OR: [...new Set(pairs.map(([c]) => c))].map((companyId) => ({
            companyId,
            productId: { in: pairs.filter(([c]) => c === companyId).map(([, p]) => p) },
          })),
        },
        select: { companyId: true, productId: true, partNumber: true },
      });
      const found = new Map(rows.map((r) => [`${r.companyId}:${r.productId}`, r.partNumber]));
      return keys.map((k) => found.get(k) ?? null);
    }),
    ...creditLoaders(db, deps),
  };
}

/** A purchase order's parts, each read for a whole page of orders at once. */
function purchaseOrderLoaders(
  db: Db,
): Pick<
  Loaders,
  | 'purchaseOrder'
  | 'invoiceLines'
  | 'purchaseOrderItems'
  | 'payments'
  | 'purchaseOrderEvents'
  | 'creditNotes'
  | 'shipments'
> {
  return {
    purchaseOrder: new DataLoader(async (ids) =>
      byId(ids, await db.purchaseOrder.findMany({ where: { id: { in: [...ids] } } })),
    ),
    invoiceLines: new DataLoader(async (ids) =>
      groupBy(
        ids,
        await db.invoiceLine.findMany({
          where: { purchaseOrderId: { in: [...ids] } },
          orderBy: [{ purchaseOrderId: 'asc' }, { position: 'asc' }],
        }),
        (r) => r.purchaseOrderId,
      ),
    ),
    purchaseOrderItems: new DataLoader(async (ids) =>
      groupBy(
        ids,
        await db.orderItem.findMany({
          where: { purchaseOrderId: { in: [...ids] } },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        }),
        (r) => r.purchaseOrderId,
      ),
    ),
    payments: new DataLoader(async (ids) =>
      groupBy(
        ids,
        await db.payment.findMany({
          where: { purchaseOrderId: { in: [...ids] } },
          orderBy: [{ receivedOn: 'asc' }, { createdAt: 'asc' }],
        }),
        (r) => r.purchaseOrderId,
      ),
    ),
    purchaseOrderEvents: new DataLoader(async (ids) =>
      groupBy(
        ids,
        await db.purchaseOrderEvent.findMany({
          where: { purchaseOrderId: { in: [...ids] } },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        }),
        (r) => r.purchaseOrderId,
      ),
    ),
    creditNotes: new DataLoader(async (ids) =>
      groupBy(
        ids,
        await db.creditNote.findMany({
          where: { purchaseOrderId: { in: [...ids] } },
          include: { lines: true },
          orderBy: { number: 'asc' },
        }),
        (r: CreditNote & { lines: CreditNoteLine[] }) => r.purchaseOrderId,
      ).map((notes) => notes.map(presentCreditNote)),
    ),
    shipments: new DataLoader(async (ids) =>
      groupBy(
        ids,
        await db.shipment.findMany({
          where: { purchaseOrderId: { in: [...ids] } },
          include: SHIPMENT_LINES,
          orderBy: [{ purchaseOrderId: 'asc' }, { number: 'asc' }],
        }),
        (r) => r.purchaseOrderId,
      ),
    ),
  };
}

/** Credit figures of companies, and of users through their company, computed for a page at once. */
function creditLoaders(
  db: Db,
  deps: { config: Config; clock?: () => Date },
): Pick<Loaders, 'companyCredit' | 'credit'> {
  return {
    companyCredit: new DataLoader(async (ids) => {
      const companies = await db.company.findMany({ where: { id: { in: [...ids] } } });
      const views = await creditOf(deps, poolSql(db), companies);
      return ids.map((id) => views.get(id) ?? null);
    }),
    credit: new DataLoader(async (ids) => {
      // A user's credit is their company's: one query for the companies, one for their figures.
      // Prisma reads the users, then their companies, in two statements: a user who moved company in between (an
      // accepted invitation deletes the empty company left behind) comes back without one. Read again once; a user
      // still without one (moving again) has no figures in this answer rather than failing the whole page.
      const read = () =>
        db.user.findMany({ where: { id: { in: [...ids] } }, select: { id: true, company: true } });
      let found = await read();
      if (found.some((u) => u.company === null)) found = await read();
      const users = found.filter(
        (u): u is typeof u & { company: NonNullable<typeof u.company> } => u.company !== null,
      );
      const companies = [...new Map(users.map((u) => [u.company.id, u.company])).values()];
      const views = await creditOf(deps, poolSql(db), companies);
      const byUser = new Map(users.map((u) => [u.id, views.get(u.company.id) ?? null]));
      return ids.map((id) => byUser.get(id) ?? null);
    }),
  };
}
