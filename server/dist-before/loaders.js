"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.createLoaders = createLoaders;
const dataloader_1 = __importDefault(require("dataloader"));
const credit_figures_1 = require("./modules/purchase-orders/credit-figures");
const present_1 = require("./modules/credit-notes/present");
const fast_sql_1 = require("./db/fast-sql");
const sql_1 = require("./db/sql");
const columns_1 = require("./db/columns");
/** Rows of one query grouped by a key, in the order the keys were asked for. */
function groupBy(ids, rows, keyOf) {
    const groups = new Map(ids.map((id) => [id, []]));
    for (const r of rows) {
        const key = keyOf(r);
        if (key !== null)
            groups.get(key)?.push(r);
    }
    return ids.map((id) => groups.get(id) ?? []);
}
function byId(ids, rows) {
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
}
function createLoaders(db, deps) {
    return {
        // Products and users of a list of items (an admin's 500): on `pg`, one statement each, as Prisma sent them.
        product: new dataloader_1.default(async (ids) => byId(ids, await (0, fast_sql_1.fastQuery)(db, `SELECT ${columns_1.PRODUCT_ROW_COLUMNS} FROM "Product" WHERE "id" = ANY($1::uuid[])`, [ids]))),
        user: new dataloader_1.default(async (ids) => byId(ids, await (0, fast_sql_1.fastQuery)(db, `SELECT ${columns_1.USER_COLUMNS} FROM "User" WHERE "id" = ANY($1::uuid[])`, [ids]))),
        company: new dataloader_1.default(async (ids) => byId(ids, await db.company.findMany({ where: { id: { in: [...ids] } } }))),
        companyMembers: new dataloader_1.default(async (ids) => groupBy(ids, await db.user.findMany({
            where: { companyId: { in: [...ids] } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        }), (u) => u.companyId)),
        companyCredit: new dataloader_1.default(async (ids) => {
            const companies = await db.company.findMany({ where: { id: { in: [...ids] } } });
            const views = await (0, credit_figures_1.creditOf)(deps, (0, sql_1.poolSql)(db), companies);
            return ids.map((id) => views.get(id) ?? null);
        }),
        orderEvents: new dataloader_1.default(async (ids) => {
            const rows = await db.orderEvent.findMany({
                where: { orderItemId: { in: [...ids] } },
                orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            });
            const groups = new Map(ids.map((id) => [id, []]));
            for (const r of rows)
                groups.get(r.orderItemId)?.push(r);
            return ids.map((id) => groups.get(id) ?? []);
        }),
        purchaseOrder: new dataloader_1.default(async (ids) => byId(ids, await db.purchaseOrder.findMany({ where: { id: { in: [...ids] } } }))),
        invoiceLines: new dataloader_1.default(async (ids) => groupBy(ids, await db.invoiceLine.findMany({
            where: { purchaseOrderId: { in: [...ids] } }, orderBy: [{ purchaseOrderId: 'asc' }, { position: 'asc' }],
        }), (r) => r.purchaseOrderId)),
        purchaseOrderItems: new dataloader_1.default(async (ids) => groupBy(ids, await db.orderItem.findMany({
            where: { purchaseOrderId: { in: [...ids] } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        }), (r) => r.purchaseOrderId)),
        payments: new dataloader_1.default(async (ids) => groupBy(ids, await db.payment.findMany({
            where: { purchaseOrderId: { in: [...ids] } }, orderBy: [{ receivedOn: 'asc' }, { createdAt: 'asc' }],
        }), (r) => r.purchaseOrderId)),
        purchaseOrderEvents: new dataloader_1.default(async (ids) => groupBy(ids, await db.purchaseOrderEvent.findMany({
            where: { purchaseOrderId: { in: [...ids] } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        }), (r) => r.purchaseOrderId)),
        creditNotes: new dataloader_1.default(async (ids) => groupBy(ids, await db.creditNote.findMany({
            where: { purchaseOrderId: { in: [...ids] } }, include: { lines: true }, orderBy: { number: 'asc' },
        }), (r) => r.purchaseOrderId).map((notes) => notes.map(present_1.presentCreditNote))),
        credit: new dataloader_1.default(async (ids) => {
            // A user's credit is their company's (issue #28): one query for the companies, one for their figures.
            // Prisma reads the users, then their companies, in two statements: a user who moved company in between (an
            // accepted invitation deletes the empty company left behind) comes back without one. Read again once; a user
            // still without one (moving again) has no figures in this answer rather than failing the whole page.
            const read = () => db.user.findMany({ where: { id: { in: [...ids] } }, select: { id: true, company: true } });
            let found = await read();
            if (found.some((u) => u.company === null))
                found = await read();
            const users = found.filter((u) => u.company !== null);
            const companies = [...new Map(users.map((u) => [u.company.id, u.company])).values()];
            const views = await (0, credit_figures_1.creditOf)(deps, (0, sql_1.poolSql)(db), companies);
            const byUser = new Map(users.map((u) => [u.id, views.get(u.company.id) ?? null]));
            return ids.map((id) => byUser.get(id) ?? null);
        }),
    };
}
//# sourceMappingURL=loaders.js.map