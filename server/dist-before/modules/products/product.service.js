"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.escapeLike = exports.REST_CATALOG_LIMIT = exports.CARD_FIELDS = void 0;
exports.listProducts = listProducts;
exports.productSearchWhere = productSearchWhere;
exports.listCatalog = listCatalog;
exports.getProduct = getProduct;
exports.createProduct = createProduct;
exports.updateProduct = updateProduct;
exports.deleteProduct = deleteProduct;
exports.findProductIdByName = findProductIdByName;
const text_1 = require("../../lib/text");
const common_1 = require("@gluegun/common");
const access_1 = require("../../auth/access");
const errors_1 = require("../../errors");
const validate_1 = require("../../lib/validate");
const client_1 = require("../../generated/prisma/client");
const fast_sql_1 = require("../../db/fast-sql");
const product_wholesale_1 = require("./product.wholesale");
const MAX_INT32 = 2_147_483_647;
exports.CARD_FIELDS = {
    id: true, name: true, description: true, imageUrl: true, priceCents: true, quantity: true, version: true, createdAt: true, updatedAt: true,
    ...product_wholesale_1.WHOLESALE_FIELDS,
};
/**
 * CARD_FIELDS as plain SQL: the product reads (one product, a page of the shop, the REST catalog) run through `pg`
 * (db/fast-sql.ts), as the session read and placeOrder do: through Prisma's query compiler they cost about 4x the
 * CPU, the largest share of the spread product-detail path (docs/performance.md, issue #32).
 */
const PRODUCT_COLUMNS = 'id, name, description, "imageUrl", "priceCents", quantity, version, "createdAt", "updatedAt", sku, "minOrderQuantity", '
    + '"orderIncrement", "maxOrderQuantity", "priceBreaks"';
async function listProducts(ctx, args = {}) {
    (0, access_1.allow)(ctx, 'products');
    const page = args.page ?? 1;
    const pageSize = args.pageSize ?? common_1.DEFAULT_PAGE_SIZE;
    if (!Number.isInteger(page) || page < 1 || page > 1_000_000)
        throw (0, errors_1.badInput)('page must be a whole number from 1', 'page');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > common_1.MAX_PAGE_SIZE) {
        throw (0, errors_1.badInput)(`pageSize must be from 1 to ${common_1.MAX_PAGE_SIZE}`, 'pageSize');
    }
    const search = productSearchPattern(args.search);
    const where = search ? 'WHERE name ILIKE $1' : '';
    const params = search ? [search] : [];
    const n = params.length;
    const [items, counted] = await Promise.all([
        (0, fast_sql_1.fastQuery)(ctx.db, `SELECT ${PRODUCT_COLUMNS} FROM "Product" ${where} ORDER BY "createdAt" DESC, id DESC LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, pageSize, (page - 1) * pageSize]),
        (0, fast_sql_1.fastQuery)(ctx.db, `SELECT count(*)::int AS total FROM "Product" ${where}`, params),
    ]);
    const total = counted[0]?.total ?? 0;
    return { items, total, page, pageSize };
}
/** The name search of the product lists, checked: the trimmed text, or null for no search. */
function productSearchText(raw) {
    const search = (raw ?? '').trim();
    if (search.length > 200)
        throw (0, errors_1.badInput)('search must be at most 200 characters', 'search');
    return search || null;
}
/** The name search of `productConnection` (Prisma). `%` and `_` are LIKE wildcards: escaped, they match themselves. */
function productSearchWhere(raw) {
    const search = productSearchText(raw);
    return search ? { name: { contains: (0, text_1.escapeLike)(search), mode: 'insensitive' } } : {};
}
/** The same search as an ILIKE pattern for the plain-SQL lists ("100%" finds "100%", not everything). */
function productSearchPattern(raw) {
    const search = productSearchText(raw);
    return search ? `%${(0, text_1.escapeLike)(search)}%` : null;
}
/** Most products one REST `GET /products` answer holds (about 480 bytes each: at most about 0.5 MB). */
exports.REST_CATALOG_LIMIT = 1000;
/**
 * The REST `GET /products` list, newest first: the whole catalog while it has at most REST_CATALOG_LIMIT products
 * (the spec's "list of products"), else that many per answer, from `offset` (docs/decisions/023).
 */
async function listCatalog(ctx, args = {}) {
    (0, access_1.allow)(ctx, 'products');
    const offset = args.offset ?? 0;
    const limit = args.limit ?? exports.REST_CATALOG_LIMIT;
    if (!Number.isInteger(offset) || offset < 0 || offset > 1_000_000)
        throw (0, errors_1.badInput)('offset must be a whole number from 0 to 1000000', 'offset');
    if (!Number.isInteger(limit) || limit < 1 || limit > exports.REST_CATALOG_LIMIT)
        throw (0, errors_1.badInput)(`limit must be a whole number from 1 to ${exports.REST_CATALOG_LIMIT}`, 'limit');
    const [items, counted] = await Promise.all([
        (0, fast_sql_1.fastQuery)(ctx.db, `SELECT ${PRODUCT_COLUMNS} FROM "Product" ORDER BY "createdAt" DESC, id DESC LIMIT $1 OFFSET $2`, [limit, offset]),
        (0, fast_sql_1.fastQuery)(ctx.db, 'SELECT count(*)::int AS total FROM "Product"', []),
    ]);
    return { items, total: counted[0]?.total ?? 0, offset, limit };
}
/** Escapes LIKE's wildcards (lib/text.ts: the company search uses it too). */
var text_2 = require("../../lib/text");
Object.defineProperty(exports, "escapeLike", { enumerable: true, get: function () { return text_2.escapeLike; } });
async function getProduct(ctx, rawId) {
    (0, access_1.allow)(ctx, 'product');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Product');
    const [product] = await (0, fast_sql_1.fastQuery)(ctx.db, `SELECT ${PRODUCT_COLUMNS} FROM "Product" WHERE id = $1::uuid`, [id]);
    if (!product)
        throw (0, errors_1.notFound)('Product');
    return product;
}
async function createProduct(ctx, input) {
    (0, access_1.allowUser)(ctx, 'createProduct');
    const { quantityRule, priceBreaks, sku, ...fields } = await (0, validate_1.validate)(common_1.productInputSchema, input);
    const data = { ...fields, ...(sku ? { sku } : {}), ...(0, product_wholesale_1.wholesaleData)({ quantityRule, priceBreaks }) };
    return withSkuConflict(sku, () => ctx.db.product.create({ data, select: exports.CARD_FIELDS }));
}
/** A SKU taken by another product is a CONFLICT naming the field, not a crash. */
async function withSkuConflict(sku, write) {
    try {
        return await write();
    }
    catch (e) {
        if (e instanceof client_1.Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
            const message = sku ? `SKU ${sku} is already used by another product` : 'The generated SKU clashed with another product; try again';
            throw new errors_1.AppError('CONFLICT', message, { field: 'sku', reason: 'SKU_TAKEN' });
        }
        throw e;
    }
}
/**
 * An update that leaves out sku, quantityRule or priceBreaks keeps the stored ones (the spec's form and older REST
 * clients send only name, price, quantity, img, des); the whole result is validated together (breaks vs. price).
 */
async function withStoredWholesale(ctx, id, input) {
    const given = (input ?? {});
    if (typeof given !== 'object' || Array.isArray(given))
        return input;
    const stored = await ctx.db.product.findUnique({ where: { id }, select: product_wholesale_1.WHOLESALE_FIELDS });
    if (!stored)
        throw (0, errors_1.notFound)('Product');
    return {
        ...given,
        sku: given.sku ?? stored.sku,
        quantityRule: given.quantityRule ?? (0, product_wholesale_1.quantityRuleOf)(stored),
        priceBreaks: given.priceBreaks ?? (0, product_wholesale_1.priceBreaksOf)(stored),
    };
}
/**
 * Replaces a product's fields if nobody changed it since the caller loaded `version` (an admin's edit, or stock
 * moved by a payment or cancellation): a stale form never silently undoes a stock change.
 */
async function updateProduct(ctx, rawId, input) {
    (0, access_1.allowUser)(ctx, 'updateProduct');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Product');
    const version = input?.version;
    if (version === undefined || version === null)
        throw (0, errors_1.badInput)('version is required: send the version of the product you loaded', 'version');
    // The column is a 32-bit integer: a larger number is bad input naming the field, never a database error.
    if (!Number.isInteger(version) || version < 0 || version > MAX_INT32) {
        throw (0, errors_1.badInput)(`version must be a whole number from 0 to ${MAX_INT32}`, 'version');
    }
    const { quantityRule, priceBreaks, sku, ...fields } = await (0, validate_1.validate)(common_1.productInputSchema, await withStoredWholesale(ctx, id, input));
    const data = { ...fields, ...(sku ? { sku } : {}), ...(0, product_wholesale_1.wholesaleData)({ quantityRule, priceBreaks }) };
    const found = await withSkuConflict(sku, () => ctx.db.product.updateMany({ where: { id, version: version }, data: { ...data, version: { increment: 1 } } }));
    if (found.count === 0) {
        const current = await ctx.db.product.findUnique({ where: { id }, select: { quantity: true } });
        if (!current)
            throw (0, errors_1.notFound)('Product');
        throw new errors_1.AppError('CONFLICT', `This product was changed while you were editing it (stock is now ${current.quantity}). Load the current values and make your change again.`, { reason: 'PRODUCT_CHANGED', field: 'version' });
    }
    return getProduct(ctx, id);
}
/** Deleting a product keeps its order items (they hold a snapshot of name, image and price). */
async function deleteProduct(ctx, rawId) {
    (0, access_1.allowUser)(ctx, 'deleteProduct');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Product');
    const gone = await ctx.db.product.deleteMany({ where: { id } });
    if (gone.count === 0)
        throw (0, errors_1.notFound)('Product');
    return true;
}
/**
 * The id of the product with exactly this name (REST `POST /user-orderd-data` from the spec's form sends
 * only the name). None -> NOT_FOUND; more than one -> BAD_USER_INPUT asking for productId.
 */
async function findProductIdByName(ctx, name) {
    const wanted = String(name ?? '').trim();
    if (!wanted)
        throw (0, errors_1.badInput)('productId or name is required', 'productId');
    const rows = await ctx.db.product.findMany({ where: { name: wanted }, select: { id: true }, take: 2 });
    if (rows.length === 0)
        throw (0, errors_1.notFound)('Product');
    if (rows.length > 1)
        throw (0, errors_1.badInput)('Several products have this name; send productId', 'productId');
    return rows[0].id;
}
//# sourceMappingURL=product.service.js.map