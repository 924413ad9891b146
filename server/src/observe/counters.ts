/**
 * Counters of things that happen away from a request (job workers, page renders, the query budget), one set per
 * process: they are bumped where the thing happens and read by /metrics (observe/metrics.ts) with Node's defaults.
 */
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';

export const processRegistry = new Registry();

export const webhookDeliveries = new Counter({
  name: 'gluegun_webhook_deliveries_total',
  help: 'Webhook delivery attempts by result (ok: 2xx or nothing left to send; failed: retried later).',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});
export const emails = new Counter({
  name: 'gluegun_emails_total',
  help: 'E-mail jobs by result (sent, or failed and retried by the job queue).',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});
export const pageRenders = new Counter({
  name: 'gluegun_page_renders_total',
  help: 'Public pages rendered with their data (rendered), that fell back to the built page (failed), or sent as built while renders queued (skipped).',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});
export const renderedPagesServed = new Counter({
  name: 'gluegun_rendered_pages_served_total',
  help: 'Answers that sent a page rendered with its data.',
  registers: [processRegistry],
});
export const queryCostSpent = new Counter({
  name: 'gluegun_graphql_query_cost_spent_total',
  help: "Query cost points taken from callers' budgets (graphql-cost.ts).",
  registers: [processRegistry],
});
export const queryCostThrottled = new Counter({
  name: 'gluegun_graphql_query_cost_throttled_total',
  help: "GraphQL operations refused because the caller's query budget was used up.",
  registers: [processRegistry],
});

// Every result at zero from the start: a dashboard's rate() and a scrape see the series before the first event.
for (const result of ['ok', 'failed']) webhookDeliveries.inc({ result }, 0);
for (const result of ['sent', 'failed']) emails.inc({ result }, 0);
for (const result of ['rendered', 'failed', 'skipped']) pageRenders.inc({ result }, 0);

let defaults = false;
/** Node's own metrics (event loop lag, heap, GC, handles), registered once per process. */
export function withDefaultMetrics(): Registry {
  if (!defaults) {
    defaults = true;
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A job function counted by its outcome: `ok` when it returns, `failed` when it throws (the queue retries it). */
export function countedJob<A extends unknown[]>(
  counter: Counter<'result'>,
  ok: string,
  fn: (...args: A) => Promise<void>,
) {
  return async (...args: A): Promise<void> => {
    try {
      await fn(...args);
      counter.inc({ result: ok });
    } catch (e) {
      counter.inc({ result: 'failed' });
      throw e;
    }
  };
}
