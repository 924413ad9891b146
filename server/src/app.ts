import fs from 'node:fs';
import path from 'node:path';
import express, {
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import helmet from 'helmet';
import compression from 'compression';
import { rateLimit } from 'express-rate-limit';
import type { AppDeps } from './context';
import { createContext } from './context';
import { callerOf } from './auth/request-caller';
import { refuseDeepJson } from './rest/body';
import { idempotency } from './lib/idempotency';
import { isDatabaseOutage, outageContextError, outageErrors } from './lib/outage';
import { openApiDocument, routeDeclarations } from './rest/openapi';
import { getSchema } from './schema';
import { createApolloServer } from './graphql';
import { createRestRouter } from './rest/router';
import { AppError, HTTP_STATUS } from './errors';
import { PublicCache } from './lib/public-cache';
import { SessionCache } from './lib/session-cache';
import { expressMiddleware } from '@as-integrations/express5';
import { publicGraphqlCache } from './graphql-http';
import { setCatalogCountsBytes } from './modules/products/catalog-counts';
import { setDocumentCacheBytes } from './lib/graphql-documents';
import { localState, type SharedState } from './lib/shared-state';
import { requestKind } from './lib/request-kind';
import { requestIds, requestLogOf, requestTraceOf } from './observe/request-id';
import { createMetrics, metricsHandler } from './observe/metrics';
import { fixedHeaders } from './lib/fixed-headers';
import { clientScriptHashes } from './lib/client-csp';
import { pageRenderer, type VisitorQuery } from './lib/page-render';
import { createSignInLimit } from './auth/sign-in-limit';
import { outboxHealth } from './modules/events/health';
import { auditScope } from './modules/audit/scope';

export const BODY_LIMIT = '100kb';
/** POST /admin/bank-statements only: the 2 MB file (import.ts BANK_FILE_MAX_BYTES) with room for JSON escaping. */
export const BANK_STATEMENT_BODY_LIMIT = '3mb';
/** The catalog import's file (modules/catalog-csv/import.ts' MAX_IMPORT_BYTES), with room for its own refusal. */
export const CATALOG_IMPORT_BODY_LIMIT = '6mb';
/** A catalog file imported as a background job (import-job.ts' MAX_JOB_BYTES), with room for its own refusal. */
export const CATALOG_JOB_BODY_LIMIT = '64mb';
const BODY_LIMITS: Record<string, string> = {
  '/admin/bank-statements': BANK_STATEMENT_BODY_LIMIT,
  '/admin/catalog-import': CATALOG_IMPORT_BODY_LIMIT,
  '/admin/catalog-import-jobs': CATALOG_JOB_BODY_LIMIT,
};
export const IMAGES_DIR = path.resolve(__dirname, '..', 'public', 'images');

function tooMany(_req: Request, res: Response) {
  res.status(429).json({
    error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests; wait a minute and try again' },
  });
}

/** How one instance's cache budget is shared between its caches. */
export function cacheBudget(total: number) {
  const sessions = Math.floor(total / 16);
  const documents = Math.floor(total / 4);
  const catalogCounts = Math.floor(total / 64);
  return { sessions, documents, catalogCounts, answers: total - sessions - documents - catalogCounts };
}

/** One Express app: GraphQL at /graphql, the REST shim, product images, the built client, health. */
export async function createApp(deps: AppDeps) {
  const { config, log } = deps;
  // The session-user cache lives on deps: every context (and so every service that changes a user) reaches it.
  // CACHE_MAX_BYTES is shared out (docs/decisions/023): 1/16 session rows, 1/4 GraphQL documents (parsed once per
  // text for the write gate, the answer cache's key and Apollo: lib/graphql-documents.ts), 1/64 the category pages'
  // counts (decision 121), the rest answers.
  const budget = cacheBudget(config.cacheMaxBytes);
  deps.sessions ??= new SessionCache(config.sessionCacheMs, undefined, budget.sessions);
  setDocumentCacheBytes(budget.documents);
  setCatalogCountsBytes(budget.catalogCounts);
  const app = express();
  app.disable('x-powered-by');
  // Only a configured proxy may set X-Forwarded-For; otherwise a client could pick its own rate-limit key.
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);

  // The public read cache is cleared by every write this process serves (useWriteInvalidation).
  const cache = new PublicCache(config.publicCacheMs, undefined, budget.answers);
  const metrics = config.metrics.enabled
    ? createMetrics(deps, { answers: cache, sessions: deps.sessions })
    : null;
  // First: every later log line, error answer and metric of the request knows its id (observe/request-id.ts).
  app.use(requestIds(log, metrics?.observe));
  app.use(auditScope());
  useHealth(app, deps);
  if (metrics && config.metrics.onApp) app.get('/metrics', metricsHandler(metrics, config.metrics.token));
  useSecurityHeaders(app, config);
  // gzip for clients that ask (browsers): the client bundle, the catalog JSON. Load tools that do not ask pay nothing.
  app.use(compression({ threshold: 1024 }));

  // A bank statement export may be larger than any other request (up to 2 MB of file, as JSON text).
  app.post('/admin/bank-statements', express.json({ limit: BANK_STATEMENT_BODY_LIMIT }));
  // A catalog file (modules/catalog-csv) is sent as JSON text too, up to its own limit.
  app.post('/admin/catalog-import', express.json({ limit: CATALOG_IMPORT_BODY_LIMIT }));
  app.post('/admin/catalog-import-jobs', express.json({ limit: CATALOG_JOB_BODY_LIMIT }));
  // A price list's entries file likewise (modules/prices/price-list-csv.ts), read with the catalog's file limits.
  app.post('/admin/price-lists/:id/entries-import', express.json({ limit: CATALOG_IMPORT_BODY_LIMIT }));
  app.use(express.json({ limit: BODY_LIMIT }));
  app.use(refuseDeepJson);

  const shared = deps.shared ?? localState;
  useWriteInvalidation(app, cache, shared);

  // Sign-in exchanges are counted in the auth service, where a session is minted (auth/sign-in-limit.ts): one
  // counter per client for GraphQL and REST alike, in Redis when several instances share the limits (REDIS_URL).
  deps.signInLimit ??= createSignInLimit(config.authRateLimit, shared.rateLimitStore('signin'));
  const writeLimiter = rateLimit({
    windowMs: 60_000,
    limit: config.writeRateLimit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: tooMany,
    store: shared.rateLimitStore('write'),
    passOnStoreError: true,
    skip: (req) => !requestKind(req).write,
  });
  app.use(writeLimiter);
  // After the limits (a replay is still a request) and before GraphQL and REST run anything.
  app.use(idempotency(deps));

  app.use('/images', express.static(IMAGES_DIR, { maxAge: '7d', fallthrough: false }));

  const apollo = await createApolloServer(log, config.env === 'production');
  const graphqlContext = async (req: Request, res: Response) => {
    const { user, badToken, apiKey } = await callerOf(deps, req).catch((e: unknown) => {
      throw isDatabaseOutage(e) ? outageContextError() : e;
    });
    return createContext(deps, user, badToken, req.ip ?? '', apiKey ?? null, requestTraceOf(res) ?? null);
  };
  app.use(
    '/graphql',
    publicGraphqlCache(cache, shared, deps),
    expressMiddleware(apollo, { context: ({ req, res }) => graphqlContext(req, res) }),
  );

  const restRouter = createRestRouter(deps, cache, shared);
  // The REST paths as OpenAPI 3.1, generated once from the routes above (rest/openapi.ts).
  const openApi = JSON.stringify(openApiDocument(routeDeclarations(restRouter), await getSchema()));
  app.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(openApi);
  });
  app.use(restRouter);

  // Public pages rendered with their data: the same queries a visitor's browser would make, answered in process,
  // charged to a query budget of their own (lib/page-render.ts).
  const visitorQuery: VisitorQuery = async (query, variables) => {
    const response = await apollo.executeOperation(
      { query, variables },
      { contextValue: createContext(deps, null, false, 'page-render', null) },
    );
    return response.body.kind === 'single'
      ? response.body.singleResult
      : { errors: ['an incremental answer'] };
  };
  const renderedPages =
    config.clientDist &&
    pageRenderer(config.clientDist, visitorQuery, log, {
      freshMs: config.publicCacheMs,
      version: () => cache.current(),
    });
  useClient(app, config.clientDist, renderedPages || undefined);
  useErrors(app, log);
  return { app, apollo, cache, metrics };
}

/** Readiness (/readyz) and liveness (/healthz). */
function useHealth(app: Express, deps: AppDeps) {
  // Readiness: a load balancer sends requests only while this answers 200. Fails while draining (SIGTERM), or
  // when PostgreSQL or (with REDIS_URL) Redis cannot be reached. /healthz below is liveness (process and DB).
  app.get('/readyz', async (_req, res) => {
    if (deps.lifecycle?.draining) {
      res.status(503).json({ status: 'draining' });
      return;
    }
    const [database, coordination, outbox] = await Promise.all([
      deps.db.$queryRaw`SELECT 1`.then(
        () => true,
        () => false,
      ),
      (deps.shared ?? localState).healthy(),
      outboxHealth(deps.db).catch(() => null),
    ]);
    res
      .status(database && coordination ? 200 : 503)
      .json({ status: database && coordination ? 'ready' : 'unavailable', database, coordination, outbox });
  });

  app.get('/healthz', async (_req, res) => {
    try {
      await deps.db.$queryRaw`SELECT 1`;
      res.json({ status: 'ok' });
    } catch (e) {
      deps.log.error({ err: e }, 'health check failed');
      res.status(503).json({ status: 'unavailable' });
    }
  });
}

/** The Content Security Policy and other headers: strict for the shop, sandboxed for Apollo Sandbox at /graphql. */
function useSecurityHeaders(app: Express, config: AppDeps['config']) {
  // /graphql's landing page (Apollo Sandbox) runs Apollo's CDN script: it gets a CSP with `sandbox` and no
  // allow-same-origin, so it runs in an opaque origin and can never read the shop's token in localStorage
  // (docs/decisions/011). Its requests then come from origin "null": /graphql answers CORS for it, without
  // credentials (tokens are bearer headers the page would have to be given by hand).
  // The local Auth emulator answers on FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099 under `npm start`; a port
  // of its own under `npm test`); without one (production) no http: origin is allowed.
  const emulatorPort = config.firebaseAuthEmulatorHost?.split(':').pop();
  const emulator = emulatorPort
    ? [`http://127.0.0.1:${emulatorPort}`, `http://localhost:${emulatorPort}`]
    : [];
  const strictHelmet = helmet({
    contentSecurityPolicy: {
      // Firebase sign-in: Google's popup flow loads gapi from apis.google.com and frames the project's auth
      // domain (*.firebaseapp.com / *.web.app) or, locally, the emulator.
      directives: {
        'img-src': ["'self'", 'data:', 'https:', 'http:'],
        'script-src': ["'self'", 'https://apis.google.com', ...clientScriptHashes(config.clientDist)],
        'frame-src': ["'self'", 'https://*.firebaseapp.com', 'https://*.web.app', ...emulator],
        'connect-src': ["'self'", ...emulator, 'https:'],
      },
    },
  });
  const sandboxHelmet = helmet({
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        sandbox: [
          'allow-scripts',
          'allow-forms',
          'allow-popups',
          'allow-popups-to-escape-sandbox',
          'allow-modals',
        ],
        'default-src': ["'none'"],
        'script-src': ["'unsafe-inline'", 'https://embeddable-sandbox.cdn.apollographql.com'],
        'style-src': ["'unsafe-inline'", 'https:'],
        'img-src': ['https:', 'data:'],
        'font-src': ['https:', 'data:'],
        'frame-src': ['https://sandbox.embed.apollographql.com'],
        'connect-src': ['*'],
      },
    },
  });
  // Both header sets are fixed (no per-request directive): worked out once here, then set as they are on each response.
  const strict = fixedHeaders(strictHelmet);
  const sandbox = fixedHeaders(sandboxHelmet);
  app.use((req, res, next) => (req.path === '/graphql' ? sandbox : strict)(req, res, next));
  app.use('/graphql', (req, res, next) => {
    if (req.headers.origin === 'null') {
      res.setHeader('Access-Control-Allow-Origin', 'null');
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
        res.setHeader(
          'Access-Control-Allow-Headers',
          'content-type, authorization, x-api-key, idempotency-key, apollo-require-preflight, x-apollo-operation-name',
        );
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    }
    next();
  });
}

/**
 * The public read cache is cleared by every write this process serves, before its answer leaves (and again if the
 * client goes away mid-request): whoever wrote sees their change on the next read. With several instances (REDIS_URL)
 * the write is also announced to the others before its answer leaves.
 */
function useWriteInvalidation(app: Express, cache: PublicCache, shared: SharedState) {
  app.use((req, res, next) => {
    if (cache.enabled && requestKind(req).write) {
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      let ended = false;
      res.end = ((...args: unknown[]) => {
        if (ended) return res;
        ended = true;
        cache.invalidate();
        if (!shared.distributed) return end(...args);
        void shared.announceWrite().finally(() => {
          cache.invalidate();
          end(...args);
        });
        return res;
      }) as Response['end'];
      res.once('close', () => cache.invalidate());
    }
    next();
  });
}

/** The built client: assets, pre-rendered pages, and the app shell for client-side routes. */
function useClient(app: Express, clientDist: string | undefined, renderedPages: RequestHandler | undefined) {
  if (clientDist && fs.existsSync(path.join(clientDist, 'index.html'))) {
    const dist = clientDist;
    // `/`, `/home` and the shop's first page with their data when the build kept its render module (lib/page-render.ts).
    if (renderedPages) app.use(renderedPages);
    // `extensions`: /shop is answered by the pre-rendered shop.html when the build made one (client/prerender-plugin.ts).
    app.use(
      express.static(dist, {
        index: false,
        extensions: ['html'],
        maxAge: '1h',
        setHeaders: (res, file) => {
          if (file.includes(`${path.sep}assets${path.sep}`))
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          // Pages name the current build's assets: revalidated on each visit, like index.html below.
          else if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
        },
      }),
    );
    // Client-side routes: any other GET that wants HTML gets the app shell (its router shows not-found).
    app.get(/.*/, (req, res, next) => {
      if (!req.accepts('html')) return next();
      res.sendFile(path.join(dist, 'index.html'));
    });
  }
}

/** 404 for anything else; errors: known ones with their status and message; body parser errors as 400/413; the rest logged, generic 500. */
function useErrors(app: Express, log: AppDeps['log']) {
  app.use((req, res) => {
    res.status(404).json({ error: { code: 'NOT_FOUND', message: `No route for ${req.method} ${req.path}` } });
  });
  app.use(outageErrors(log));
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof AppError) {
      // The documented reason (RefusalReason) and the field it concerns, as GraphQL's extensions carry them.
      const field = typeof err.extensions.field === 'string' ? err.extensions.field : undefined;
      res.status(HTTP_STATUS[err.code]).json({
        error: { code: err.code, reason: err.reason, message: err.message, ...(field ? { field } : {}) },
      });
      return;
    }
    const status =
      (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const type = (err as { type?: string }).type;
      const message =
        type === 'entity.too.large'
          ? `Request body is larger than ${BODY_LIMITS[req.path] ?? BODY_LIMIT}`
          : type === 'file.too.large'
            ? (err as Error).message
            : type === 'entity.parse.failed'
              ? 'Request body is not valid JSON'
              : status === 404
                ? `No route for ${req.method} ${req.path}`
                : 'Bad request';
      const code = status === 404 ? 'NOT_FOUND' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      // A GraphQL client reads `errors` (Apollo's own refusals are shaped so); a REST client reads `error`.
      if (req.path === '/graphql') res.status(status).json({ errors: [{ message, extensions: { code } }] });
      else res.status(status).json({ error: { code, message } });
      return;
    }
    requestLogOf(res, log).error({ err, method: req.method, path: req.path }, 'unexpected error');
    res.status(500).json({ error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' } });
  });
}
