import net from 'node:net';
import type { Config } from './config';
import { createApp } from './app';
import { createHttpServer } from './http-server';
import type { AppDeps } from './context';
import { createPrisma } from './db/prisma';
import { migrate } from './db/migrate';
import { startEmbeddedPostgres, type EmbeddedDb } from './db/embedded';
import { createFirebaseVerifier, type IdTokenVerifier } from './auth/firebase';
import { createLogger } from './logger';
import { seedIfEmpty } from './db/seed';
import { localState, redisState } from './lib/shared-state';
import { startJobRunner, type JobRunner } from './modules/events/job-runner';
import { jobHandlers } from './job-handlers';
import { listenMetrics } from './observe/metrics-server';
import { startImportSweep } from './modules/catalog-csv/import-sweep';

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  /** The outbox dispatcher and job workers (unset with JOBS_ENABLED=0). */
  jobs?: JobRunner;
  close(): Promise<void>;
}

/** Starts everything: database (embedded when no DATABASE_URL), migrations, optional seed, HTTP server. */
export async function startServer(
  config: Config,
  options: { seed?: boolean; seedRange?: boolean; verifier?: IdTokenVerifier } = {},
): Promise<RunningServer> {
  const log = createLogger(config.logLevel);
  let embedded: EmbeddedDb | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir);
    databaseUrl = embedded.url;
    log.info({ dataDir: config.dataDir }, 'started embedded PostgreSQL');
  }
  const applied = await migrate(databaseUrl);
  if (applied.length) log.info({ applied }, 'applied migrations');
  const db = createPrisma(databaseUrl, config.dbPoolSize, { fastSql: config.fastSql });
  const shared = config.redisUrl ? await redisState(config.redisUrl, log, config.redisKeyPrefix) : localState;
  const lifecycle = { draining: false };
  const deps: AppDeps = {
    config: { ...config, databaseUrl },
    db,
    log,
    verifier: options.verifier ?? createFirebaseVerifier(config),
    shared,
    lifecycle,
  };
  if (options.seed) {
    const seeded = await seedIfEmpty(db, { range: options.seedRange });
    if (seeded) log.info(seeded, 'seeded the catalog');
  }
  const { app, apollo, metrics } = await createApp(deps);
  if (!config.notify.smtpUrl)
    log.info('e-mail is off: set SMTP_URL to send order, invoice, receipt and shipping e-mails');
  // Catalog import jobs a restart cut short are marked failed, here and on every other instance.
  const importSweep = startImportSweep(db, log);
  const jobs = config.notify.jobsEnabled
    ? await startJobRunner(databaseUrl, config.notify, log, jobHandlers(deps))
    : undefined;
  const server = createHttpServer(app); // answers oversized headers 431 on Node 24 too (its default resets)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const port = (server.address() as import('node:net').AddressInfo).port;
  const metricsServer =
    metrics && config.metrics.port !== undefined ? await listenMetrics(metrics, config.metrics) : undefined;
  if (config.env === 'production' && config.metrics.enabled && !metricsServer && !config.metrics.onApp)
    log.warn('metrics are not served: set METRICS_PORT or METRICS_TOKEN');
  const url = `http://127.0.0.1:${port}`;
  log.info(
    {
      url,
      graphql: `${url}/graphql`,
      env: config.env,
      shared: shared.distributed ? 'redis' : 'this process',
      dbPoolSize: config.dbPoolSize,
    },
    'glue-gun shop listening',
  );
  // Sign-in's library is loaded once the shop answers, so neither the start nor the first sign-in waits for it.
  setImmediate(() => {
    try {
      deps.verifier.warm?.();
    } catch (err) {
      log.error(
        { err },
        'sign-in could not be set up (firebase-admin); every sign-in will fail until this is fixed',
      );
    }
  });

  let closing: Promise<void> | undefined;
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
        await new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
        clearInterval(reaper);
        metricsServer?.close();
        await apollo.stop();
        // Jobs after requests (a last request may still write events), before the pool they use.
        await jobs?.stop(config.drainTimeoutMs);
        importSweep.stop();
        await db.$disconnect();
        await shared.close();
        if (embedded) await embedded.stop();
      })();
      return closing;
    },
  };
}
