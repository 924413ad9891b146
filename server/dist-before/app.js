"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.IMAGES_DIR = exports.BANK_STATEMENT_BODY_LIMIT = exports.BODY_LIMIT = void 0;
exports.cacheBudget = cacheBudget;
exports.createApp = createApp;
const node_fs_1 = __importDefault(require("node:fs"));
const node_path_1 = __importDefault(require("node:path"));
const express_1 = __importDefault(require("express"));
const helmet_1 = __importDefault(require("helmet"));
const compression_1 = __importDefault(require("compression"));
const express_rate_limit_1 = require("express-rate-limit");
const context_1 = require("./context");
const request_caller_1 = require("./auth/request-caller");
const idempotency_1 = require("./lib/idempotency");
const openapi_1 = require("./rest/openapi");
const schema_1 = require("./schema");
const graphql_1 = require("./graphql");
const router_1 = require("./rest/router");
const errors_1 = require("./errors");
const public_cache_1 = require("./lib/public-cache");
const session_cache_1 = require("./lib/session-cache");
const express5_1 = require("@as-integrations/express5");
const graphql_http_1 = require("./graphql-http");
const graphql_documents_1 = require("./lib/graphql-documents");
const shared_state_1 = require("./lib/shared-state");
const request_kind_1 = require("./lib/request-kind");
const text_1 = require("./lib/text");
const fixed_headers_1 = require("./lib/fixed-headers");
const client_csp_1 = require("./lib/client-csp");
const sign_in_limit_1 = require("./auth/sign-in-limit");
const health_1 = require("./modules/events/health");
exports.BODY_LIMIT = '100kb';
/** POST /admin/bank-statements only: the 2 MB file (import.ts BANK_FILE_MAX_BYTES) with room for JSON escaping. */
exports.BANK_STATEMENT_BODY_LIMIT = '3mb';
exports.IMAGES_DIR = node_path_1.default.resolve(__dirname, '..', 'public', 'images');
function tooMany(_req, res) {
    res.status(429).json({ error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests; wait a minute and try again' } });
}
/** How one instance's cache budget is shared between its caches. */
function cacheBudget(total) {
    const sessions = Math.floor(total / 16);
    const documents = Math.floor(total / 4);
    return { sessions, documents, answers: total - sessions - documents };
}
/** One Express app: GraphQL at /graphql, the REST shim, product images, the built client, health. */
async function createApp(deps) {
    const { config, log } = deps;
    // The session-user cache lives on deps: every context (and so every service that changes a user) reaches it.
    // CACHE_MAX_BYTES is shared out (docs/decisions/023): 1/16 session rows, 1/4 GraphQL documents (parsed once per
    // text for the write gate, the answer cache's key and Apollo: lib/graphql-documents.ts), the rest answers.
    const budget = cacheBudget(config.cacheMaxBytes);
    deps.sessions ??= new session_cache_1.SessionCache(config.sessionCacheMs, undefined, budget.sessions);
    (0, graphql_documents_1.setDocumentCacheBytes)(budget.documents);
    const app = (0, express_1.default)();
    app.disable('x-powered-by');
    // Only a configured proxy may set X-Forwarded-For; otherwise a client could pick its own rate-limit key.
    app.set('trust proxy', config.trustProxy);
    app.set('etag', false);
    useRequestLog(app, log);
    useHealth(app, deps);
    useSecurityHeaders(app, config);
    // gzip for clients that ask (browsers): the client bundle, the catalog JSON. Load tools that do not ask pay nothing.
    app.use((0, compression_1.default)({ threshold: 1024 }));
    // A bank statement export may be larger than any other request (issue #29 item 2: up to 2 MB of file, as JSON text).
    app.post('/admin/bank-statements', express_1.default.json({ limit: exports.BANK_STATEMENT_BODY_LIMIT }));
    app.use(express_1.default.json({ limit: exports.BODY_LIMIT }));
    // The public read cache is cleared by every write this process serves (useWriteInvalidation).
    const cache = new public_cache_1.PublicCache(config.publicCacheMs, undefined, budget.answers);
    const shared = deps.shared ?? shared_state_1.localState;
    useWriteInvalidation(app, cache, shared);
    // Sign-in exchanges are counted in the auth service, where a session is minted (auth/sign-in-limit.ts): one
    // counter per client for GraphQL and REST alike, in Redis when several instances share the limits (REDIS_URL).
    deps.signInLimit ??= (0, sign_in_limit_1.createSignInLimit)(config.authRateLimit, shared.rateLimitStore('signin'));
    const writeLimiter = (0, express_rate_limit_1.rateLimit)({
        windowMs: 60_000, limit: config.writeRateLimit, standardHeaders: 'draft-8', legacyHeaders: false, handler: tooMany,
        store: shared.rateLimitStore('write'), passOnStoreError: true,
        skip: (req) => !(0, request_kind_1.requestKind)(req).write,
    });
    app.use(writeLimiter);
    // After the limits (a replay is still a request) and before GraphQL and REST run anything.
    app.use((0, idempotency_1.idempotency)(deps));
    app.use('/images', express_1.default.static(exports.IMAGES_DIR, { maxAge: '7d', fallthrough: false }));
    const apollo = await (0, graphql_1.createApolloServer)(log, config.env === 'production');
    const graphqlContext = async (req) => {
        const { user, badToken, apiKey } = await (0, request_caller_1.callerOf)(deps, req);
        return (0, context_1.createContext)(deps, user, badToken, req.ip ?? '', apiKey ?? null);
    };
    app.use('/graphql', (0, graphql_http_1.publicGraphqlCache)(cache, shared, deps), (0, express5_1.expressMiddleware)(apollo, { context: ({ req }) => graphqlContext(req) }));
    const restRouter = (0, router_1.createRestRouter)(deps, cache, shared);
    // The REST paths as OpenAPI 3.1, generated once from the routes above (rest/openapi.ts).
    const openApi = JSON.stringify((0, openapi_1.openApiDocument)((0, openapi_1.routeDeclarations)(restRouter), await (0, schema_1.getSchema)()));
    app.get('/openapi.json', (_req, res) => { res.type('application/json').send(openApi); });
    app.use(restRouter);
    useClient(app, config.clientDist);
    useErrors(app, log);
    return { app, apollo, cache };
}
/** One JSON log line per request; no headers, no bodies, no tokens. */
function useRequestLog(app, log) {
    app.use((req, res, next) => {
        const start = process.hrtime.bigint();
        res.on('finish', () => {
            const ms = Number(process.hrtime.bigint() - start) / 1e6;
            // originalUrl: a mounted handler (/graphql) sees its path with the mount stripped ("/") until it returns.
            log.info({ method: req.method, path: (0, text_1.redactPath)(req.originalUrl.split('?')[0]), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
        });
        next();
    });
}
/** Readiness (/readyz) and liveness (/healthz). */
function useHealth(app, deps) {
    // Readiness: a load balancer sends requests only while this answers 200. Fails while draining (SIGTERM), or
    // when PostgreSQL or (with REDIS_URL) Redis cannot be reached. /healthz below is liveness (process and DB).
    app.get('/readyz', async (_req, res) => {
        if (deps.lifecycle?.draining) {
            res.status(503).json({ status: 'draining' });
            return;
        }
        const [database, coordination, outbox] = await Promise.all([
            deps.db.$queryRaw `SELECT 1`.then(() => true, () => false),
            (deps.shared ?? shared_state_1.localState).healthy(),
            (0, health_1.outboxHealth)(deps.db).catch(() => null),
        ]);
        res.status(database && coordination ? 200 : 503).json({ status: database && coordination ? 'ready' : 'unavailable', database, coordination, outbox });
    });
    app.get('/healthz', async (_req, res) => {
        try {
            await deps.db.$queryRaw `SELECT 1`;
            res.json({ status: 'ok' });
        }
        catch (e) {
            deps.log.error({ err: e }, 'health check failed');
            res.status(503).json({ status: 'unavailable' });
        }
    });
}
/** The Content Security Policy and other headers: strict for the shop, sandboxed for Apollo Sandbox at /graphql. */
function useSecurityHeaders(app, config) {
    // /graphql's landing page (Apollo Sandbox) runs Apollo's CDN script: it gets a CSP with `sandbox` and no
    // allow-same-origin, so it runs in an opaque origin and can never read the shop's token in localStorage
    // (docs/decisions/011). Its requests then come from origin "null": /graphql answers CORS for it, without
    // credentials (tokens are bearer headers the page would have to be given by hand).
    // The local Auth emulator answers on FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099 under `npm start`; a port
    // of its own under `npm test`); without one (production) no http: origin is allowed.
    const emulatorPort = config.firebaseAuthEmulatorHost?.split(':').pop();
    const emulator = emulatorPort ? [`http://127.0.0.1:${emulatorPort}`, `http://localhost:${emulatorPort}`] : [];
    const strictHelmet = (0, helmet_1.default)({
        contentSecurityPolicy: {
            // Firebase sign-in: Google's popup flow loads gapi from apis.google.com and frames the project's auth
            // domain (*.firebaseapp.com / *.web.app) or, locally, the emulator.
            directives: {
                'img-src': ["'self'", 'data:', 'https:', 'http:'],
                'script-src': ["'self'", 'https://apis.google.com', ...(0, client_csp_1.clientScriptHashes)(config.clientDist)],
                'frame-src': ["'self'", 'https://*.firebaseapp.com', 'https://*.web.app', ...emulator],
                'connect-src': ["'self'", ...emulator, 'https:'],
            },
        },
    });
    const sandboxHelmet = (0, helmet_1.default)({
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
    // Both header sets are fixed (no per-request directive): worked out once here, then set as they are on each response.
    const strict = (0, fixed_headers_1.fixedHeaders)(strictHelmet);
    const sandbox = (0, fixed_headers_1.fixedHeaders)(sandboxHelmet);
    app.use((req, res, next) => (req.path === '/graphql' ? sandbox : strict)(req, res, next));
    app.use('/graphql', (req, res, next) => {
        if (req.headers.origin === 'null') {
            res.setHeader('Access-Control-Allow-Origin', 'null');
            res.setHeader('Vary', 'Origin');
            if (req.method === 'OPTIONS') {
                res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
                res.setHeader('Access-Control-Allow-Headers', 'content-type, authorization, x-api-key, idempotency-key, apollo-require-preflight, x-apollo-operation-name');
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
function useWriteInvalidation(app, cache, shared) {
    app.use((req, res, next) => {
        if (cache.enabled && (0, request_kind_1.requestKind)(req).write) {
            const end = res.end.bind(res);
            let ended = false;
            res.end = ((...args) => {
                if (ended)
                    return res;
                ended = true;
                cache.invalidate();
                if (!shared.distributed)
                    return end(...args);
                void shared.announceWrite().finally(() => {
                    cache.invalidate();
                    end(...args);
                });
                return res;
            });
            res.once('close', () => cache.invalidate());
        }
        next();
    });
}
/** The built client: assets, pre-rendered pages, and the app shell for client-side routes. */
function useClient(app, clientDist) {
    if (clientDist && node_fs_1.default.existsSync(node_path_1.default.join(clientDist, 'index.html'))) {
        const dist = clientDist;
        // `extensions`: /shop is answered by the pre-rendered shop.html when the build made one (client/prerender-plugin.ts).
        app.use(express_1.default.static(dist, { index: false, extensions: ['html'], maxAge: '1h', setHeaders: (res, file) => {
                if (file.includes(`${node_path_1.default.sep}assets${node_path_1.default.sep}`))
                    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
                // Pages name the current build's assets: revalidated on each visit, like index.html below.
                else if (file.endsWith('.html'))
                    res.setHeader('Cache-Control', 'no-cache');
            } }));
        // Client-side routes: any other GET that wants HTML gets the app shell (its router shows not-found).
        app.get(/.*/, (req, res, next) => {
            if (!req.accepts('html'))
                return next();
            res.sendFile(node_path_1.default.join(dist, 'index.html'));
        });
    }
}
/** 404 for anything else; errors: known ones with their status and message; body parser errors as 400/413; the rest logged, generic 500. */
function useErrors(app, log) {
    app.use((req, res) => {
        res.status(404).json({ error: { code: 'NOT_FOUND', message: `No route for ${req.method} ${req.path}` } });
    });
    app.use((err, req, res, _next) => {
        if (err instanceof errors_1.AppError) {
            // The documented reason (RefusalReason) and the field it concerns, as GraphQL's extensions carry them.
            const field = typeof err.extensions.field === 'string' ? err.extensions.field : undefined;
            res.status(errors_1.HTTP_STATUS[err.code]).json({ error: { code: err.code, reason: err.reason, message: err.message, ...(field ? { field } : {}) } });
            return;
        }
        const status = err.status ?? err.statusCode;
        if (status && status >= 400 && status < 500) {
            const type = err.type;
            const message = type === 'entity.too.large' ? `Request body is larger than ${req.path === '/admin/bank-statements' ? exports.BANK_STATEMENT_BODY_LIMIT : exports.BODY_LIMIT}`
                : type === 'entity.parse.failed' ? 'Request body is not valid JSON'
                    : status === 404 ? `No route for ${req.method} ${req.path}` : 'Bad request';
            const code = status === 404 ? 'NOT_FOUND' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
            // A GraphQL client reads `errors` (Apollo's own refusals are shaped so); a REST client reads `error`.
            if (req.path === '/graphql')
                res.status(status).json({ errors: [{ message, extensions: { code } }] });
            else
                res.status(status).json({ error: { code, message } });
            return;
        }
        log.error({ err, method: req.method, path: req.path }, 'unexpected error');
        res.status(500).json({ error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' } });
    });
}
//# sourceMappingURL=app.js.map