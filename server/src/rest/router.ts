import { Router } from 'express';
import type { AppDeps } from '../context';
import { restContext } from './context';
import { CATALOG_PARAMS, productRoutes } from './products';
import { catalogParamsOf, catalogRoutes } from './catalog';
import { familyRoutes } from './families';
import { relatedRoutes } from './related';
import { CURSOR_PARAMS } from './cursor-pages';
import { orderRoutes } from './orders';
import { userRoutes } from './users';
import { reviewRoutes } from './reviews';
import { wholesaleRoutes } from './wholesale';
import { purchaseOrderRoutes } from './purchase-orders';
import { companyRoutes } from './companies';
import { punchOutRoutes } from './punchout';
import { punchOutDocumentRoutes } from './punchout-documents';
import { ediRoutes } from './edi';
import { approvalRoutes } from './approvals';
import { bankStatementRoutes } from './bank-statements';
import { statementRoutes } from './statements';
import { creditNoteRoutes } from './credit-notes';
import { eInvoiceRoutes } from './einvoices';
import { shipmentRoutes } from './shipments';
import { pickListRoutes } from './pick-lists';
import { warehouseRoutes } from './warehouses';
import { returnRoutes } from './returns';
import { freightRoutes } from './freight';
import { deliveryDateRoutes } from './delivery-dates';
import { orderListRoutes } from './order-lists';
import { quoteRoutes } from './quotes';
import { taxRoutes } from './tax';
import { auditRoutes } from './audit';
import { catalogCsvRoutes } from './catalog-csv';
import { priceListRoutes } from './price-lists';
import { privacyRoutes } from './privacy';
import { salesRepRoutes } from './sales-reps';
import { myPriceRoutes } from './my-prices';
import { firstUnstorable } from '../lib/text';
import { badInput } from '../errors';
import { carriesCredentials, mayReadPublicCache } from '../auth/session';
import { gateDay, limitedCaller } from '../modules/prices/limited-callers';
import type { PublicCache } from '../lib/public-cache';
import { localState, type SharedState } from '../lib/shared-state';

/** Paths this shim answers: only these get a Context (so the client's static files do not cost a user lookup). */
export const REST_PATHS =
  /^\/(products|userOrder|user-orderd-data|user|admin|user-review|quote|quick-order|checkout|purchase-orders|my-credit|my-ship-to-location|my-statement(?:\.pdf|\.csv)?|my-prices|my-company|my-invitations|submit-order|approval-preview|approvals|order-requests|categories|catalog|product-families|compare|quotes|returns|punchout|edi|order-lists|rep|act-as)(\/|$)/;
/** GETs whose answer is the same for every caller: served from the public read cache (anonymous or a well-signed token). */
const PUBLIC_GETS =
  /^\/(products(\/[^/]+)?|user-review|categories(\/[^/]+)?|catalog\/(facets|products)|product-families(\/[^/]+)?)$/;

/**
 * The REST shim: the spec's §7 paths (README "REST shim"; /openapi.json is generated from these routes) over the same services as GraphQL, so every rule lives once.
 * Errors go to the app's final handler: AppError -> its HTTP status with {error:{code,message}}.
 */
export function createRestRouter(
  deps: AppDeps,
  cache?: PublicCache,
  shared: SharedState = localState,
): Router {
  // Case-sensitive like the REST_PATHS check above: `/Products` is a 404, never a route without a context.
  const router = Router({ caseSensitive: true });
  const withContext = restContext(deps);
  router.use(async (req, res, next) => {
    if (!REST_PATHS.test(req.path)) return next();
    const day = gateDay(deps);
    if (
      cache?.enabled &&
      req.method === 'GET' &&
      PUBLIC_GETS.test(req.path) &&
      mayReadPublicCache(deps.config.sessionSecret, req.headers) &&
      // A signed-in person's or a key's search finds their company's own part numbers: their answer alone.
      !(
        typeof req.query.search === 'string' &&
        req.query.search.trim() !== '' &&
        carriesCredentials(req.headers)
      ) &&
      (await shared.sync(cache)) &&
      // A company whose price lists limit its catalog reads its own answer (docs/decisions/129).
      !(carriesCredentials(req.headers) && (await limitedCaller(deps, req, cache)))
    ) {
      // Only the parameters the route reads are part of the key (docs/decisions/023): `?v=1`, `?v=2`... share one
      // entry instead of filling the cache with copies of the catalog.
      const read =
        req.path === '/products'
          ? CATALOG_PARAMS
          : req.path === '/user-review'
            ? CURSOR_PARAMS
            : catalogParamsOf(req.path, req.query);
      // An absent parameter and an empty one differ (`/products?cursor=` is a cursor page, `/products` the spec list);
      // values are written as JSON, so a value holding `&` or `=`, or a parameter given twice, has a key of its own.
      const params = read
        .map((name) => (req.query[name] === undefined ? name : `${name}=${JSON.stringify(req.query[name])}`))
        .join('&');
      const key = `rest\u0000${req.path}\u0000${params}`;
      const hit = cache.entry(key);
      if (hit !== undefined) {
        for (const [name, value] of Object.entries(hit.headers ?? {})) res.setHeader(name, value);
        res.type('application/json').send(hit.body);
        return;
      }
      res.locals.publicCache = { cache, key, startedAt: cache.current(), day };
    }
    // Text PostgreSQL cannot store (NUL, lone surrogates) is bad input here, as in GraphQL, never a 500.
    let problem: string | null;
    try {
      problem = firstUnstorable([decodeURIComponent(req.path), req.query, req.body]);
    } catch {
      problem = 'The path is not valid URL encoding';
    }
    if (problem) return next(badInput(problem));
    withContext(req, res, next);
  });
  router.use(quoteRoutes()); // GET /admin/quotes before users.ts' GET /admin/{email}
  router.use(orderListRoutes());
  router.use(returnRoutes()); // under /purchase-orders, /returns and /admin/returns, before users.ts' GET /admin/{email}
  router.use(freightRoutes()); // under /checkout and /admin/purchase-orders
  router.use(deliveryDateRoutes()); // under /admin/purchase-orders, before users.ts' GET /admin/{email}
  router.use(pickListRoutes()); // under /admin/warehouses, before users.ts' GET /admin/{email}
  router.use(warehouseRoutes()); // /admin/warehouses too
  router.use(shipmentRoutes()); // under /purchase-orders and /admin/purchase-orders, before users.ts' GET /admin/{email}
  router.use(creditNoteRoutes()); // under /purchase-orders and /admin/companies: before users.ts' GET /admin/{email}
  router.use(eInvoiceRoutes());
  router.use(taxRoutes()); // GET /admin/tax-rates likewise
  router.use(auditRoutes()); // GET /admin/audit-trail likewise
  router.use(catalogCsvRoutes()); // GET /admin/catalog.csv likewise
  router.use(priceListRoutes());
  router.use(privacyRoutes()); // GET /admin/users/:id/personal-data likewise
  router.use(salesRepRoutes()); // GET /admin/sales-reps likewise
  router.use(purchaseOrderRoutes()); // GET /admin/purchase-orders before users.ts' GET /admin/{email}
  router.use(punchOutDocumentRoutes());
  router.use(ediRoutes()); // GET /admin/edi/documents before users.ts' GET /admin/{email}
  router.use(punchOutRoutes()); // under /admin/companies: before users.ts' GET /admin/{email}
  router.use(companyRoutes()); // GET /admin/companies likewise
  router.use(approvalRoutes());
  router.use(bankStatementRoutes()); // GET /admin/bank-statements too
  router.use(statementRoutes()); // GET /admin/aging likewise
  router.use(myPriceRoutes());
  router.use(userRoutes()); // PUT /user/admin/:email is registered before PUT /user/:email there
  router.use(familyRoutes()); // PUT /products/:id/variant and /packing beside products.ts' PUT /products/:id
  router.use(relatedRoutes()); // /products/:id/related likewise, and /compare
  router.use(productRoutes());
  router.use(catalogRoutes());
  router.use(wholesaleRoutes()); // POST /user-orderd-data/bulk before the order routes' /:id patterns
  router.use(orderRoutes());
  router.use(reviewRoutes());
  return router;
}
