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
import { graphqlHttpHandler } from './graphql-http';

export const BODY_LIMIT = '100kb';
export const IMAGES_DIR = path.resolve(__dirname, '..', 'public', 'images');

/** Any request that may change data. GraphQL: anything that mentions `mutation` (over-matching is harmless). */
const mayWrite = (req: Request) =>
  !['GET', 'HEAD', 'OPTIONS'].includes(req.method) &&
  (req.path !== '/graphql' || typeof req.body?.query !== 'string' || /\bmutation\b/.test(req.body.query));

const isMutation = (req: Request) =>
  req.method === 'POST' && typeof req.body?.query === 'string' && /^\s*mutation\b/.test(req.body.query);
const isExchange = (req: Request) =>
  (req.method === 'PUT' && /^\/user\/[^/]+$/.test(req.path) && !req.path.startsWith('/user/admin')) ||
  (req.path === '/graphql' && typeof req.body?.query === 'string' && req.body.query.includes('exchangeToken'));

function tooMany(_req: Request, res: Response) {
  res.status(429).json({ error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests; wait a minute and try again' } });
}

/** One Express app: GraphQL at /graphql, the REST shim, product images, the built client, health. */
export async function createApp(deps: AppDeps) {
  const { config, log } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('etag', false);

  // One JSON log line per request; no headers, no bodies, no tokens.
  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      log.info({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
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

  // Helmet's CSP is off for /graphql only: the Sandbox landing page loads Apollo's embed script.
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
        'script-src': ["'self'", 'https://apis.google.com'],
        'frame-src': ["'self'", 'https://*.firebaseapp.com', 'https://*.web.app', ...emulator],
        'connect-src': ["'self'", ...emulator, 'https:'],
      },
    },
  });
  const looseHelmet = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  app.use((req, res, next) => (req.path === '/graphql' ? looseHelmet : strictHelmet)(req, res, next));

  // gzip for clients that ask (browsers): the client bundle, the catalog JSON. Load tools that do not ask pay nothing.
  app.use(compression({ threshold: 1024 }));

  app.use(express.json({ limit: BODY_LIMIT }));

  // The public read cache is cleared by every write this process serves, before its answer leaves
  // (and again if the client goes away mid-request): whoever wrote sees their change on the next read.
  const cache = new PublicCache(config.publicCacheMs);
  app.use((req, res, next) => {
    if (cache.enabled && mayWrite(req)) {
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      res.end = ((...args: unknown[]) => {
        cache.invalidate();
        return end(...args);
      }) as Response['end'];
      res.once('close', () => cache.invalidate());
    }
    next();
  });

  const authLimiter = rateLimit({ windowMs: 60_000, limit: config.authRateLimit, standardHeaders: 'draft-8', legacyHeaders: false, handler: tooMany, skip: (req) => !isExchange(req) });
  const writeLimiter = rateLimit({
    windowMs: 60_000, limit: config.writeRateLimit, standardHeaders: 'draft-8', legacyHeaders: false, handler: tooMany,
    skip: (req) => !(isMutation(req) || (req.path !== '/graphql' && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method))),
  });
  app.use(authLimiter, writeLimiter);

  app.use('/images', express.static(IMAGES_DIR, { maxAge: '7d', fallthrough: false }));

  const apollo = await createApolloServer(log, config.env === 'production');
  const graphqlContext = async (req: Request) => {
    const { user, badToken } = await resolveUser(deps, req.headers);
    return createContext(deps, user, badToken, req.ip ?? '');
  };
  app.use('/graphql', graphqlHttpHandler(apollo, graphqlContext, cache));

  app.use(createRestRouter(deps, cache));

  if (config.clientDist && fs.existsSync(path.join(config.clientDist, 'index.html'))) {
    const dist = config.clientDist;
    app.use(express.static(dist, { index: false, maxAge: '1h', setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
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
