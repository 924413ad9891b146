"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PURCHASE_ORDER_COLUMNS = exports.COMPANY_COLUMNS = exports.PRODUCT_ROW_COLUMNS = exports.USER_COLUMNS = exports.ORDER_ITEM_COLUMNS = void 0;
const client_1 = require("../generated/prisma/client");
/**
 * Every scalar column of a model, quoted, in Prisma's field order: what the reads on `pg` (db/fast-sql.ts,
 * docs/decisions/043) select, so that a row is the same object whichever client read it. Read from the generated
 * client, so a new column joins them by itself. Field name = column name: the schema maps none (no `@map`).
 */
const columnsOf = (fields) => Object.values(fields).map((f) => `"${f}"`).join(', ');
exports.ORDER_ITEM_COLUMNS = columnsOf(client_1.Prisma.OrderItemScalarFieldEnum);
exports.USER_COLUMNS = columnsOf(client_1.Prisma.UserScalarFieldEnum);
exports.PRODUCT_ROW_COLUMNS = columnsOf(client_1.Prisma.ProductScalarFieldEnum);
exports.COMPANY_COLUMNS = columnsOf(client_1.Prisma.CompanyScalarFieldEnum);
exports.PURCHASE_ORDER_COLUMNS = columnsOf(client_1.Prisma.PurchaseOrderScalarFieldEnum);
//# sourceMappingURL=columns.js.map