import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import compression from 'compression';
import { rateLimit } from 'express-rate-limit';
import type { AppDeps } from './context';
import { createContext } from './context';
import { resolveUser } from './auth/resolve-user';
import { createApolloServer } from './graphql';
import { createRestRouter } from './rest/router';
import { AppError, HTTP_STATUS } from './errors';
import { PublicCache } from './lib/public-cache';
import { SessionCache } from './lib/session-cache';
import { expressMiddleware } from '@as-integrations/express5';
import { publicGraphqlCache, resolvedCaller } from './graphql-http';
import { localState } from './lib/shared-state';
import { requestKind } from './lib/request-kind';
import { redactPath } from './lib/text';
import { clientScriptHashes } from './lib/client-csp';

export const BODY_LIMIT = '100kb';
export const IMAGES_DIR = path.resolve(__dirname, '..', 'public', 'images');

function tooMany(_req: Request, res: Response) {
  res.status(429).json({ error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests; wait a minute and try again' } });
}

/** One Express app: GraphQL at /graphql, the REST shim, product images, the built client, health. */
export async function createApp(deps: AppDeps) {
  const { config, log } = deps;
  // The session-user cache lives on deps: every context (and so every service that changes a user) reaches it.
  deps.sessions ??= new SessionCache(config.sessionCacheMs);
  const app = express();
  app.disable('x-powered-by');
  // Only a configured proxy may set X-Forwarded-For; otherwise a client could pick its own rate-limit key.
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);

  // One JSON log line per request; no headers, no bodies, no tokens.
  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      log.info({ method: req.method, path: redactPath(req.path), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  });

  // Readiness: a load balancer sends requests only while this answers 200. Fails while draining (SIGTERM), or
  // when PostgreSQL or (with REDIS_URL) Redis cannot be reached. /healthz below is liveness (process and DB).
  app.get('/readyz', async (_req, res) => {
    if (deps.lifecycle?.draining) {
      res.status(503).json({ status: 'draining' });
      return;
    }
    const [database, coordination] = await Promise.all([
      deps.db.$queryRaw`SELECT 1`.then(() => true, () => false),
      (deps.shared ?? localState).healthy(),
    ]);
    res.status(database && coordination ? 200 : 503).json({ status: database && coordination ? 'ready' : 'unavailable', database, coordination });
  });

  app.get('/healthz', async (_req, res) => {
    try {
      await deps.db.$queryRaw`SELECT 1`;
      res.json({ status: 'ok' });
    } catch (e) {
      log.error({ err: e }, 'health check failed');
      res.status(503).json({ status: 'unavailable' });
    }
  });

  // /graphql's landing page (Apollo Sandbox) runs Apollo's CDN script: it gets a CSP with `sandbox` and no
  // allow-same-origin, so it runs in an opaque origin and can never read the shop's token in localStorage
  // (docs/decisions/011). Its requests then come from origin "null": /graphql answers CORS for it, without
  // credentials (tokens are bearer headers the page would have to be given by hand).
  // The local Auth emulator answers on FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099 under `npm start`; a port
  // of its own under `npm test`); without one (production) no http: origin is allowed.
  const emulatorPort = config.firebaseAuthEmulatorHost?.split(':').pop();
  const emulator = emulatorPort ? [`http://127.0.0.1:${emulatorPort}`, `http://localhost:${emulatorPort}`] : [];
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
        sandbox: ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-modals'],
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
  app.use((req, res, next) => (req.path === '/graphql' ? sandboxHelmet : strictHelmet)(req, res, next));
  app.use('/graphql', (req, res, next) => {
    if (req.headers.origin === 'null') {
      res.setHeader('Access-Control-Allow-Origin', 'null');
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
        res.setHeader('Access-Control-Allow-Headers', 'content-type, authorization, apollo-require-preflight, x-apollo-operation-name');
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    }
    next();
  });

  // gzip for clients that ask (browsers): the client bundle, the catalog JSON. Load tools that do not ask pay nothing.
  app.use(compression({ threshold: 1024 }));

  app.use(express.json({ limit: BODY_LIMIT }));

  // The public read cache is cleared by every write this process serves, before its answer leaves
  // (and again if the client goes away mid-request): whoever wrote sees their change on the next read.
  // With several instances (REDIS_URL) the write is also announced to the others before its answer leaves.
  const cache = new PublicCache(config.publicCacheMs);
  const shared = deps.shared ?? localState;
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

  // Sign-in: GraphQL's exchangeToken here; the REST sign-in route (PUT /user/:email, any trailing slash) applies
  // the same limiter itself, so both share one counter per client.
  // Counters live in Redis when several instances share the limits (REDIS_URL), else in this process.
  const signInLimiter = rateLimit({
    windowMs: 60_000, limit: config.authRateLimit, standardHeaders: 'draft-8', legacyHeaders: false, handler: tooMany,
    store: shared.rateLimitStore('signin'), passOnStoreError: true,
  });
  const writeLimiter = rateLimit({
    windowMs: 60_000, limit: config.writeRateLimit, standardHeaders: 'draft-8', legacyHeaders: false, handler: tooMany,
    store: shared.rateLimitStore('write'), passOnStoreError: true,
    skip: (req) => !requestKind(req).write,
  });
  app.use(writeLimiter);
  app.use('/graphql', (req, res, next) => (requestKind(req).signIn ? signInLimiter(req, res, next) : next()));

  app.use('/images', express.static(IMAGES_DIR, { maxAge: '7d', fallthrough: false }));

  const apollo = await createApolloServer(log, config.env === 'production');
  const graphqlContext = async (req: Request) => {
    const { user, badToken } = resolvedCaller(req) ?? await resolveUser(deps, req.headers);
    return createContext(deps, user, badToken, req.ip ?? '');
  };
  app.use('/graphql', publicGraphqlCache(cache, shared, deps), expressMiddleware(apollo, { context: ({ req }) => graphqlContext(req) }));

  app.use(createRestRouter(deps, cache, signInLimiter, shared));

  if (config.clientDist && fs.existsSync(path.join(config.clientDist, 'index.html'))) {
    const dist = config.clientDist;
    // `extensions`: /shop is answered by the pre-rendered shop.html when the build made one (client/prerender-plugin.ts).
    app.use(express.static(dist, { index: false, extensions: ['html'], maxAge: '1h', setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      // Pages name the current build's assets: revalidated on each visit, like index.html below.
      else if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
    } }));
    // Client-side routes: any other GET that wants HTML gets the app shell (its router shows not-found).
    app.get(/.*/, (req, res, next) => {
      if (!req.accepts('html')) return next();
      res.sendFile(path.join(dist, 'index.html'));
    });
  }

  app.use((req, res) => {
    res.status(404).json({ error: { code: 'NOT_FOUND', message: `No route for ${req.method} ${req.path}` } });
  });

  // Errors: known ones with their status and message; body parser errors as 400/413; the rest logged, generic 500.
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof AppError) {
      res.status(HTTP_STATUS[err.code]).json({ error: { code: err.code, message: err.message } });
      return;
    }
    const status = (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const type = (err as { type?: string }).type;
      const message = type === 'entity.too.large' ? `Request body is larger than ${BODY_LIMIT}`
        : type === 'entity.parse.failed' ? 'Request body is not valid JSON'
        : status === 404 ? `No route for ${req.method} ${req.path}` : 'Bad request';
      res.status(status).json({ error: { code: status === 404 ? 'NOT_FOUND' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', message } });
      return;
    }
    log.error({ err, method: req.method, path: req.path }, 'unexpected error');
    res.status(500).json({ error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' } });
  });

  return { app, apollo, cache };
}
