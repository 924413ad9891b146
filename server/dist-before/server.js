"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.startServer = startServer;
const node_net_1 = __importDefault(require("node:net"));
const app_1 = require("./app");
const http_server_1 = require("./http-server");
const prisma_1 = require("./db/prisma");
const migrate_1 = require("./db/migrate");
const embedded_1 = require("./db/embedded");
const firebase_1 = require("./auth/firebase");
const logger_1 = require("./logger");
const seed_1 = require("./db/seed");
const shared_state_1 = require("./lib/shared-state");
const job_runner_1 = require("./modules/events/job-runner");
const job_handlers_1 = require("./modules/events/job-handlers");
/** Starts everything: database (embedded when no DATABASE_URL), migrations, optional seed, HTTP server. */
async function startServer(config, options = {}) {
    const log = (0, logger_1.createLogger)(config.logLevel);
    let embedded;
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
        embedded = await (0, embedded_1.startEmbeddedPostgres)(config.dataDir);
        databaseUrl = embedded.url;
        log.info({ dataDir: config.dataDir }, 'started embedded PostgreSQL');
    }
    const applied = await (0, migrate_1.migrate)(databaseUrl);
    if (applied.length)
        log.info({ applied }, 'applied migrations');
    const db = (0, prisma_1.createPrisma)(databaseUrl, config.dbPoolSize);
    const shared = config.redisUrl ? await (0, shared_state_1.redisState)(config.redisUrl, log, config.redisKeyPrefix) : shared_state_1.localState;
    const lifecycle = { draining: false };
    const deps = {
        config: { ...config, databaseUrl },
        db,
        log,
        verifier: options.verifier ?? (0, firebase_1.createFirebaseVerifier)(config),
        shared,
        lifecycle,
    };
    if (options.seed) {
        const seeded = await (0, seed_1.seedIfEmpty)(db);
        if (seeded)
            log.info(seeded, 'seeded the catalog');
    }
    const { app, apollo } = await (0, app_1.createApp)(deps);
    if (!config.notify.smtpUrl)
        log.info('e-mail is off: set SMTP_URL to send order, invoice, receipt and shipping e-mails');
    const jobs = config.notify.jobsEnabled ? await (0, job_runner_1.startJobRunner)(databaseUrl, config.notify, log, (0, job_handlers_1.jobHandlers)(deps)) : undefined;
    const server = (0, http_server_1.createHttpServer)(app); // answers oversized headers 431 on Node 24 too (its default resets)
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, resolve);
    });
    const port = server.address().port;
    const url = `http://127.0.0.1:${port}`;
    log.info({ url, graphql: `${url}/graphql`, env: config.env, shared: shared.distributed ? 'redis' : 'this process', dbPoolSize: config.dbPoolSize }, 'glue-gun shop listening');
    let closing;
    return {
        url,
        port,
        deps,
        jobs,
        close() {
            // Graceful: stop accepting, let in-flight requests finish, then close the pool and the embedded DB.
            closing ??= (async () => {
                lifecycle.draining = true;
                // Stop listening without http's server.close(), which at once resets every connection without an
                // active request, including sockets whose request arrived but is not parsed yet. Instead idle
                // keep-alive connections are closed every 250 ms, so requests already on the wire are still served.
                const reaper = setInterval(() => server.closeIdleConnections(), 250);
                await new Promise((resolve) => node_net_1.default.Server.prototype.close.call(server, () => resolve()));
                clearInterval(reaper);
                await apollo.stop();
                // Jobs after requests (a last request may still write events), before the pool they use.
                await jobs?.stop(config.drainTimeoutMs);
                await db.$disconnect();
                await shared.close();
                if (embedded)
                    await embedded.stop();
            })();
            return closing;
        },
    };
}
//# sourceMappingURL=server.js.map