import type { Router } from 'express';
import { GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { accessOf, scopeOf, type Operation } from '../auth/access';
import { ANSWERS, ANSWER_SCHEMAS } from './openapi-schemas';
import { REP_ANSWERS } from './openapi-rep-schemas';
import { PRICE_LIST_ANSWERS } from './openapi-price-list-schemas';
import { WAREHOUSE_ANSWERS } from './openapi-warehouse-schemas';
import { DELIVERY_ANSWERS } from './openapi-delivery-schemas';
import { punchOutOpenApi } from './punchout-documents';
import { ediOpenApi } from './edi';

/**
 * The OpenAPI 3.1 document of the REST shim, generated from the routes themselves (docs/decisions/030): each
 * route's method, path, operation and success status come from its `handle(op, fn, status)` declaration; who may
 * call it and the scope a key needs from the access declaration; the summary from the GraphQL field of the same
 * operation, when there is one. Nothing is written twice. Served at /openapi.json.
 */
export interface RouteDeclaration {
  method: string;
  path: string;
  operation: Operation;
  status: number;
}

/** Every route of the router (nested routers walked) with the operation and status its handler declares. */
const PURCHASE_ORDER_FILTERS: Array<[string, string]> = [
  ['paymentStatus', 'AWAITING_PAYMENT, PAID, OVERDUE or VOID'],
  ['fulfilmentStatus', 'UNFULFILLED, PARTLY_SHIPPED, SHIPPED, DELIVERED or CANCELLED'],
];
/** `?limit=&cursor=` of the lists answered in cursor pages (rest/cursor-pages.ts). */
const CURSOR_PAGE: Array<[string, string]> = [
  ['limit', '1 to 100: answer one page, the next named by a Link header (without it: the whole list)'],
  ['cursor', "From a previous answer's Link header"],
];
/** A statement's days: both needed, both included, UTC. */
const STATEMENT_RANGE: Array<[string, string]> = [
  ['from', 'First day, YYYY-MM-DD (included)'],
  ['to', 'Last day, YYYY-MM-DD (included; on or after from)'],
];
/** The query parameters each route reads (the routes read them with queryText/queryWhole; documented here once). */
const QUERY_PARAMETERS: Record<string, Array<[string, string]>> = {
  'GET /products': [
    ['offset', 'Skip this many products (catalogs above the REST limit are paged)'],
    ['limit', 'Products per answer (with cursor: 1 to 100)'],
    [
      'cursor',
      "Cursor pages, newest first: empty for the first page, then the one in the previous answer's Link header (with limit, not with offset)",
    ],
  ],
  'GET /userOrder': [
    ['email', "Your own e-mail (admins: anyone's)"],
    ['take', 'At most this many items, newest first'],
    ['skip', 'Skip this many first'],
    ...CURSOR_PAGE,
  ],
  'GET /user-orderd-data': [
    [
      'limit',
      '1 to 100: answer one page, newest first, the next named by a Link header (without it: the whole list)',
    ],
    ['cursor', "From a previous answer's Link header"],
    ['status', 'Only items in this status (with limit)'],
  ],
  'GET /user-review': CURSOR_PAGE,
  'GET /user': CURSOR_PAGE,
  'GET /purchase-orders': CURSOR_PAGE,
  'GET /admin/purchase-orders': [
    ...PURCHASE_ORDER_FILTERS,
    ['take', 'At most this many'],
    ['skip', 'Skip this many first'],
    ...CURSOR_PAGE,
  ],
  'GET /admin/purchase-orders.csv': PURCHASE_ORDER_FILTERS,
  'GET /admin/invoices.csv': PURCHASE_ORDER_FILTERS,
  'GET /approval-preview': [['itemIds', 'Comma-separated ids of your open items']],
  'GET /my-prices': [
    ['productIds', 'Comma-separated product ids, at most 50'],
    ['quantity', "The quantity to price (absent: each product's minimum)"],
  ],
  'GET /admin/companies': [
    ['search', 'Name or member e-mail contains this'],
    ['take', '1 to 100'],
    ['skip', 'Skip this many first'],
  ],
  'GET /admin/bank-statements': [['take', '1 to 200, newest first']],
  'GET /rep/companies/:id/orders': [['take', '1 to 100, newest first (50 without it)']],
  'GET /rep/companies/:id/quotes': [['take', '1 to 50, newest first (50 without it)']],
  'GET /quotes': [
    ['status', 'Only quotes in this status'],
    ['take', '1 to 50, newest first'],
    ['skip', 'Skip this many first'],
  ],
  'GET /admin/quotes': [
    ['status', 'Only quotes in this status'],
    ['companyId', "Only this company's"],
    ['take', '1 to 50, newest first'],
    ['skip', 'Skip this many first'],
  ],
  ...Object.fromEntries(
    ['/catalog/facets', '/catalog/products'].map((p) => [
      `GET ${p}`,
      [
        ['search', "The catalog search, as GraphQL's"],
        ['category', "A category's slug: its products and those below it"],
        ['spec.{key}', 'Values of a specification, comma-separated (spec.stick-diameter=11,15): any of them'],
        ['inStock', 'true: only products with stock for their minimum order'],
        ['minPriceCents', 'List price at least this'],
        ['maxPriceCents', 'List price at most this'],
        ...(p === '/catalog/products'
          ? ([
              ['page', 'From 1'],
              ['pageSize', 'Products a page (the total is in X-Total-Count)'],
            ] as Array<[string, string]>)
          : []),
      ],
    ]),
  ),
  'GET /my-company/part-numbers': [
    [
      'search',
      'A number by its start (case, spaces, hyphens and dots do not count), or an item by the start of its SKU or part of its name',
    ],
    ['limit', '1 to 100 a page, newest first (100 without it); the next page is named by a Link header'],
    ['cursor', "From a previous answer's Link header"],
  ],
  ...Object.fromEntries(
    [
      '/my-statement',
      '/my-statement.pdf',
      '/my-statement.csv',
      '/admin/companies/:id/statement',
      '/admin/companies/:id/statement.pdf',
      '/admin/companies/:id/statement.csv',
    ].map((p) => [`GET ${p}`, STATEMENT_RANGE]),
  ),
  ...Object.fromEntries(
    ['/purchase-orders/:id/e-invoice', '/purchase-orders/:id/credit-notes/:creditNoteId/e-invoice'].map(
      (p) => [
        `GET ${p}`,
        [
          [
            'format',
            'ubl (UBL 2.1, Peppol BIS Billing 3.0; the default), cii (UN/CEFACT CII D16B) or factur-x (the PDF with the CII embedded)',
          ],
        ],
      ],
    ),
  ),
  'GET /admin/bank-statement-lines': [
    ['status', 'PROPOSED (awaiting review), UNMATCHED (the queue), CONFIRMED or IGNORED'],
    ['statementId', 'Only the lines of this import'],
    ['take', '1 to 200'],
    ['skip', 'Skip this many first'],
  ],
};

export function routeDeclarations(router: Router): RouteDeclaration[] {
  const found: RouteDeclaration[] = [];
  type Layer = {
    route?: {
      path: string;
      methods: Record<string, boolean>;
      stack: Array<{ handle?: { operation?: Operation; status?: number } }>;
    };
    handle?: { stack?: Layer[] };
  };
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const declared = layer.route.stack.map((l) => l.handle).find((h) => h?.operation);
        if (!declared?.operation) continue;
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on)
            found.push({
              method,
              path: layer.route.path,
              operation: declared.operation,
              status: declared.status ?? 200,
            });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return found;
}

const ERROR = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR } },
});

function successContent(method: string, path: string) {
  if (path.endsWith('.pdf') || path.endsWith('/pdf'))
    return { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } };
  if (path.endsWith('.csv')) return { 'text/csv': { schema: { type: 'string' } } };
  // E-invoices: UBL or CII XML, or a Factur-X PDF (?format=).
  if (path.endsWith('/e-invoice'))
    return {
      'application/xml': { schema: { type: 'string' } },
      'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
    };
  return {
    'application/json': {
      schema:
        ANSWERS[`${method.toUpperCase()} ${path}`] ??
        REP_ANSWERS[`${method.toUpperCase()} ${path}`] ??
        PRICE_LIST_ANSWERS[`${method.toUpperCase()} ${path}`] ??
        WAREHOUSE_ANSWERS[`${method.toUpperCase()} ${path}`] ??
        DELIVERY_ANSWERS[`${method.toUpperCase()} ${path}`] ??
        {},
    },
  };
}

function descriptions(schema: GraphQLSchema | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const type of [schema?.getQueryType(), schema?.getMutationType()]) {
    if (!(type instanceof GraphQLObjectType)) continue;
    for (const [name, field] of Object.entries(type.getFields()))
      if (field.description) out.set(name, field.description);
  }
  return out;
}

export function openApiDocument(routes: RouteDeclaration[], schema?: GraphQLSchema) {
  const summaries = descriptions(schema);
  const paths: Record<string, Record<string, unknown>> = {};
  const used = new Map<string, number>();
  const query = (method: string, path: string) =>
    (QUERY_PARAMETERS[`${method.toUpperCase()} ${path}`] ?? []).map(([name, description]) => ({
      name,
      in: 'query',
      required: false,
      description,
      schema: { type: 'string' },
    }));
  for (const r of routes) {
    const path = r.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const params = [...r.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    params.push(...(query(r.method, r.path) as never[]));
    const write = r.method !== 'get';
    if (write) {
      params.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string' },
      } as never);
    }
    const access = accessOf(r.operation);
    const scope = scopeOf(r.operation);
    const n = (used.get(r.operation) ?? 0) + 1;
    used.set(r.operation, n);
    const who = access === 'PUBLIC' ? 'Anyone.' : access === 'ADMIN' ? 'Admins only.' : 'Signed-in callers.';
    const key =
      scope === undefined
        ? ''
        : scope === null
          ? ' Not with an API key.'
          : ` API keys need the scope \`${scope}\`.`;
    paths[path] ??= {};
    paths[path][r.method] = {
      operationId: n === 1 ? r.operation : `${r.operation}${n}`,
      summary: summaries.get(r.operation) ?? r.operation,
      description: `${who}${key}${write ? ' Send an `Idempotency-Key` header to make a retry safe: the same key and body within 24 hours answer the first result again.' : ''}`,
      'x-access': access,
      ...(scope ? { 'x-scope': scope } : {}),
      security: access === 'PUBLIC' ? [{}, { bearer: [] }, { apiKey: [] }] : [{ bearer: [] }, { apiKey: [] }],
      ...(params.length ? { parameters: params } : {}),
      ...(write && r.method !== 'delete'
        ? {
            requestBody: { required: false, content: { 'application/json': { schema: { type: 'object' } } } },
          }
        : {}),
      responses: {
        [String(r.status)]: { description: 'Done', content: successContent(r.method, r.path) },
        400: errorResponse('Refused input; `error.message` says what to fix'),
        ...(access === 'PUBLIC'
          ? {}
          : {
              401: errorResponse('No valid session token or API key'),
              403: errorResponse("Not allowed (role, ownership or the key's scopes)"),
            }),
        404: errorResponse('Not found'),
        ...(write ? { 422: errorResponse('The Idempotency-Key was used for a different request') } : {}),
      },
      // PunchOut documents answer cXML, HTML pages and redirects (rest/punchout-documents.ts).
      ...punchOutOpenApi(path),
      ...ediOpenApi(path),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Glue-gun wholesale shop REST API',
      version: '1.0.0',
      description: 'The REST shim over the same services as GraphQL at /graphql.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token from sign-in, or an API key (gg_live_...)',
        },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description:
            'An API key (gg_live_...), created by a shop admin or, for one company, by its company admin',
        },
      },
      schemas: ANSWER_SCHEMAS,
    },
    paths,
  };
}
