/**
 * RED metrics per GraphQL operation and REST route, and gauges read at scrape time from the same functions
 * /readyz and the caches use (docs/decisions/058). Nothing here reads the database per request: the outbox and
 * job figures are one statement per scrape (outboxHealth, as /readyz), pools and caches are counters in memory.
 */
import crypto from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../context';
import { pgClientOf } from '../db/fast-sql';
import { documentCacheStats, documentReads, peekDocument } from '../lib/graphql-documents';
import { outboxHealth, type OutboxHealth } from '../modules/events/health';
import { withDefaultMetrics } from './counters';
import { methodLabel, operationLabel, routeLabel, routeTemplateOf, statusClass } from './labels';
import type { RequestTrace } from './request-id';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Metrics {
  registry: Registry;
  /** Called by the request-id middleware when a response has finished. */
  observe(req: Request, res: Response, trace: RequestTrace, seconds: number): void;
  /** The exposition text: this app's metrics, then the process's (workers, page renders, Node). */
  text(): Promise<string>;
  contentType: string;
}

/** The operation a GraphQL request ran: Apollo's (trace) or, for an answer the read cache gave, its parsed text's. */
function graphqlOperationOf(req: Request, trace: RequestTrace): { name: string | null; type: string } | null {
  if (trace.operation) return trace.operation;
  const body = req.body as { query?: unknown; operationName?: unknown } | undefined;
  if (typeof body?.query !== 'string') return null;
  const ops = peekDocument(body.query)?.operations;
  const op = ops?.length === 1 ? ops[0] : ops?.find((o) => o.name === body.operationName);
  return op ? { name: op.name ?? null, type: op.mutation ? 'mutation' : 'query' } : null;
}

/** Once per scrape however many gauges read it: the figures /readyz answers, or null when the database is away. */
function perScrape<T>(read: () => Promise<T>, ms = 1000): () => Promise<T> {
  let at = 0;
  let last: Promise<T> | null = null;
  return () => {
    if (!last || Date.now() - at > ms) {
      at = Date.now();
      last = read();
    }
    return last;
  };
}

/** What the metrics read of a cache (lib/versioned-cache.ts). */
export interface CacheFigures {
  readonly hits: number;
  readonly misses: number;
  readonly bytes: number;
  readonly size: number;
}

export function createMetrics(deps: AppDeps, caches: Record<string, CacheFigures | undefined>): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const graphql = new Histogram({
    name: 'gluegun_graphql_request_duration_seconds',
    help: 'GraphQL requests by operation (the client\'s names; any other is "other"), type and outcome.',
    labelNames: ['operation', 'type', 'outcome'] as const,
    buckets: BUCKETS,
    registers,
  });
  const http = new Histogram({
    name: 'gluegun_http_request_duration_seconds',
    help: 'Other HTTP requests (REST, health, files) by route template, method and status class.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: BUCKETS,
    registers,
  });
  const operations = operationLabel();
  const routes = routeLabel();

  const pool = () => pgClientOf(deps.db);
  new Gauge({
    name: 'gluegun_db_pool_connections',
    help: "This instance's PostgreSQL pool (shared by Prisma and the pg statements), by state.",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const p = pool();
      this.set({ state: 'in_use' }, p.totalCount - p.idleCount);
      this.set({ state: 'idle' }, p.idleCount);
      this.set({ state: 'max' }, p.options.max ?? 0);
    },
  });
  new Gauge({
    name: 'gluegun_db_pool_waiting',
    help: 'Requests waiting for a PostgreSQL connection.',
    registers,
    collect() {
      this.set(pool().waitingCount);
    },
  });

  cacheGauges(registers, caches);
  outboxGauges(registers, deps);

  const processRegistry = withDefaultMetrics();
  return {
    registry,
    contentType: registry.contentType,
    observe(req, res, trace, seconds) {
      const isGraphql = req.originalUrl.startsWith('/graphql');
      if (isGraphql && req.method !== 'GET') {
        const op = graphqlOperationOf(req, trace);
        const name = !op ? 'none' : op.name === null ? 'anonymous' : operations.of(op.name);
        const outcome = res.statusCode >= 400 || trace.failed ? 'error' : 'ok';
        graphql.observe({ operation: name, type: op?.type ?? 'none', outcome }, seconds);
        return;
      }
      http.observe(
        {
          route: routes.of(routeTemplateOf(req, res)),
          method: methodLabel(req.method),
          status: statusClass(res.statusCode),
        },
        seconds,
      );
    },
    async text() {
      return `${await registry.metrics()}\n${await processRegistry.metrics()}`;
    },
  };
}

/** Hits, misses, bytes and entries of the in-process caches: counters they keep, read at scrape time. */
function cacheGauges(registers: Registry[], caches: Record<string, CacheFigures | undefined>): void {
  const cacheStats = () => [
    ...Object.entries(caches).flatMap(([name, c]) =>
      c ? [{ name, hits: c.hits, misses: c.misses, bytes: c.bytes, entries: c.size }] : [],
    ),
    { name: 'documents', ...documentReads, ...documentCacheStats() },
  ];
  new Counter({
    name: 'gluegun_cache_hits_total',
    help: 'Reads answered from an in-process cache.',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      this.reset();
      for (const c of cacheStats()) this.inc({ cache: c.name }, c.hits);
    },
  });
  new Counter({
    name: 'gluegun_cache_misses_total',
    help: 'Reads an in-process cache could not answer.',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      this.reset();
      for (const c of cacheStats()) this.inc({ cache: c.name }, c.misses);
    },
  });
  new Gauge({
    name: 'gluegun_cache_bytes',
    help: 'Bytes an in-process cache holds (its share of CACHE_MAX_BYTES).',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      for (const c of cacheStats()) this.set({ cache: c.name }, c.bytes);
    },
  });
  new Gauge({
    name: 'gluegun_cache_entries',
    help: 'Entries an in-process cache holds.',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      for (const c of cacheStats()) this.set({ cache: c.name }, c.entries);
    },
  });
}

/** The outbox and job queue as /readyz reports them (modules/events/health.ts): one statement per scrape. */
function outboxGauges(registers: Registry[], deps: AppDeps): void {
  const outbox = perScrape(() => outboxHealth(deps.db).catch((): OutboxHealth | null => null));
  const fromOutbox = (
    name: string,
    help: string,
    pick: (h: OutboxHealth) => Array<[Record<string, string>, number]>,
    labelNames: string[] = [],
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        const h = await outbox();
        if (h) for (const [labels, value] of pick(h)) this.set(labels, value);
      },
    });
  fromOutbox('gluegun_outbox_waiting_events', 'Outbox events not yet dispatched.', (h) => [[{}, h.waiting]]);
  fromOutbox(
    'gluegun_outbox_oldest_waiting_seconds',
    'Age of the oldest outbox event not yet dispatched.',
    (h) => [[{}, h.oldestWaitingSeconds]],
  );
  fromOutbox(
    'gluegun_jobs_queued',
    'Jobs created or waiting for a retry in the job queue (pg-boss), by queue.',
    (h) => [
      [{ queue: 'email' }, h.queuedEmails],
      [{ queue: 'webhook' }, h.queuedWebhooks],
    ],
    ['queue'],
  );
  fromOutbox('gluegun_jobs_oldest_queued_seconds', 'How long the oldest queued job has waited.', (h) => [
    [{}, h.oldestQueuedSeconds],
  ]);
  fromOutbox(
    'gluegun_webhook_deliveries',
    'Webhook deliveries now retrying or given up (failed), and endpoints disabled.',
    (h) => [
      [{ state: 'retrying' }, h.retryingDeliveries],
      [{ state: 'failed' }, h.failedDeliveries],
      [{ state: 'endpoint_disabled' }, h.disabledEndpoints],
    ],
    ['state'],
  );
}

/** Whether an Authorization header carries `Bearer <token>`, compared in constant time (over digests of equal length). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));
}

/** GET /metrics on the app: open in development, or for `Authorization: Bearer METRICS_TOKEN`. */
export function metricsHandler(metrics: Metrics, token: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (token && !bearerMatches(req.headers.authorization, token)) {
      res
        .status(401)
        .setHeader('WWW-Authenticate', 'Bearer')
        .json({ error: { code: 'UNAUTHENTICATED', message: 'A metrics token is required' } });
      return;
    }
    metrics.text().then((text) => {
      res.type(metrics.contentType).send(text);
    }, next);
  };
}
