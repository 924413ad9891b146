"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createRestRouter = createRestRouter;
const express_1 = require("express");
const context_1 = require("./context");
const products_1 = require("./products");
const cursor_pages_1 = require("./cursor-pages");
const orders_1 = require("./orders");
const users_1 = require("./users");
const reviews_1 = require("./reviews");
const wholesale_1 = require("./wholesale");
const purchase_orders_1 = require("./purchase-orders");
const companies_1 = require("./companies");
const approvals_1 = require("./approvals");
const bank_statements_1 = require("./bank-statements");
const statements_1 = require("./statements");
const credit_notes_1 = require("./credit-notes");
const tax_1 = require("./tax");
const text_1 = require("../lib/text");
const errors_1 = require("../errors");
const session_1 = require("../auth/session");
const shared_state_1 = require("../lib/shared-state");
/** Paths this shim answers: only these get a Context (so the client's static files do not cost a user lookup). */
const REST_PATHS = /^\/(products|userOrder|user-orderd-data|user|admin|user-review|quote|quick-order|checkout|purchase-orders|my-credit|my-statement(?:\.pdf|\.csv)?|my-company|my-invitations|submit-order|approval-preview|approvals|order-requests)(\/|$)/;
/** GETs whose answer is the same for every caller: served from the public read cache (anonymous or a well-signed token). */
const PUBLIC_GETS = /^\/(products(\/[^/]+)?|user-review)$/;
/**
 * The REST shim: the spec's §7 paths (README "REST shim"; /openapi.json is generated from these routes) over the same services as GraphQL, so every rule lives once.
 * Errors go to the app's final handler: AppError -> its HTTP status with {error:{code,message}}.
 */
function createRestRouter(deps, cache, shared = shared_state_1.localState) {
    // Case-sensitive like the REST_PATHS check above: `/Products` is a 404, never a route without a context.
    const router = (0, express_1.Router)({ caseSensitive: true });
    const withContext = (0, context_1.restContext)(deps);
    router.use(async (req, res, next) => {
        if (!REST_PATHS.test(req.path))
            return next();
        if (cache?.enabled && req.method === 'GET' && PUBLIC_GETS.test(req.path)
            && (0, session_1.mayReadPublicCache)(deps.config.sessionSecret, req.headers)
            && (await shared.sync(cache))) {
            // Only the parameters the route reads are part of the key (docs/decisions/023): `?v=1`, `?v=2`... share one
            // entry instead of filling the cache with copies of the catalog.
            const read = req.path === '/products' ? products_1.CATALOG_PARAMS : req.path === '/user-review' ? cursor_pages_1.CURSOR_PARAMS : [];
            // An absent parameter and an empty one differ (`/products?cursor=` is a cursor page, `/products` the spec list).
            const params = read.map((name) => (req.query[name] === undefined ? name : `${name}=${String(req.query[name])}`)).join('&');
            const key = `rest\u0000${req.path}\u0000${params}`;
            const hit = cache.entry(key);
            if (hit !== undefined) {
                for (const [name, value] of Object.entries(hit.headers ?? {}))
                    res.setHeader(name, value);
                res.type('application/json').send(hit.body);
                return;
            }
            res.locals.publicCache = { cache, key, startedAt: cache.current() };
        }
        // Text PostgreSQL cannot store (NUL, lone surrogates) is bad input here, as in GraphQL, never a 500.
        let problem;
        try {
            problem = (0, text_1.firstUnstorable)([decodeURIComponent(req.path), req.query, req.body]);
        }
        catch {
            problem = 'The path is not valid URL encoding';
        }
        if (problem)
            return next((0, errors_1.badInput)(problem));
        withContext(req, res, next);
    });
    router.use((0, credit_notes_1.creditNoteRoutes)()); // under /purchase-orders and /admin/companies: before users.ts' GET /admin/{email}
    router.use((0, tax_1.taxRoutes)()); // GET /admin/tax-rates likewise
    router.use((0, purchase_orders_1.purchaseOrderRoutes)()); // GET /admin/purchase-orders before users.ts' GET /admin/{email}
    router.use((0, companies_1.companyRoutes)()); // GET /admin/companies likewise
    router.use((0, approvals_1.approvalRoutes)());
    router.use((0, bank_statements_1.bankStatementRoutes)()); // GET /admin/bank-statements too
    router.use((0, statements_1.statementRoutes)()); // GET /admin/aging likewise
    router.use((0, users_1.userRoutes)()); // PUT /user/admin/:email is registered before PUT /user/:email there
    router.use((0, products_1.productRoutes)());
    router.use((0, wholesale_1.wholesaleRoutes)()); // POST /user-orderd-data/bulk before the order routes' /:id patterns
    router.use((0, orders_1.orderRoutes)());
    router.use((0, reviews_1.reviewRoutes)());
    return router;
}
//# sourceMappingURL=router.js.map