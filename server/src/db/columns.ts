import { Prisma } from '../generated/prisma/client';

/**
 * Every scalar column of a model, quoted, in Prisma's field order: what the reads on `pg` (db/fast-sql.ts,
 * docs/decisions/043) select, so that a row is the same object whichever client read it. Read from the generated
 * client, so a new column joins them by itself. Field name = column name: the schema maps none (no `@map`).
 */
const columnsOf = (fields: Record<string, string>) =>
  Object.values(fields)
    .map((f) => `"${f}"`)
    .join(', ');

export const ORDER_ITEM_COLUMNS = columnsOf(Prisma.OrderItemScalarFieldEnum);
export const USER_COLUMNS = columnsOf(Prisma.UserScalarFieldEnum);
export const PRODUCT_ROW_COLUMNS = columnsOf(Prisma.ProductScalarFieldEnum);

export const COMPANY_COLUMNS = columnsOf(Prisma.CompanyScalarFieldEnum);
export const PURCHASE_ORDER_COLUMNS = columnsOf(Prisma.PurchaseOrderScalarFieldEnum);
