/**
 * The outbox's health for /readyz: events not yet dispatched and the age of the oldest (a growing age means no
 * instance runs jobs, JOBS_ENABLED), the e-mails and webhook deliveries queued in the job runner and how long the
 * oldest has waited (a growing age means the workers do not keep up), and webhook deliveries that gave up.
 * Informational: a backlog does not take an instance out of the load balancer, it serves requests fine. Admins read
 * the same figures in GraphQL (`outboxHealth`, for the dashboard).
 */
import type { Db } from '../../db/prisma';
import { QUEUES } from './dispatcher';

export interface OutboxHealth {
  waiting: number;
  oldestWaitingSeconds: number;
  failedDeliveries: number;
  retryingDeliveries: number;
  disabledEndpoints: number;
  queuedEmails: number;
  queuedWebhooks: number;
  oldestQueuedSeconds: number;
}

/** Jobs created or waiting for a retry, per queue, and the oldest one's age; none while pg-boss has made no tables. */
async function queued(
  db: Db,
): Promise<Pick<OutboxHealth, 'queuedEmails' | 'queuedWebhooks' | 'oldestQueuedSeconds'>> {
  const [{ present }] = await db.$queryRaw<
    Array<{ present: boolean }>
  >`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`;
  if (!present) return { queuedEmails: 0, queuedWebhooks: 0, oldestQueuedSeconds: 0 };
  const [row] = await db.$queryRaw<Array<{ emails: number; webhooks: number; oldest: number | null }>>`
    SELECT count(*) FILTER (WHERE name = ${QUEUES.email})::int AS emails,
           count(*) FILTER (WHERE name = ${QUEUES.webhook})::int AS webhooks,
           extract(epoch FROM now() - min(created_on))::int AS oldest
    FROM pgboss.job WHERE name IN (${QUEUES.email}, ${QUEUES.webhook}) AND state IN ('created', 'retry')`;
  return {
    queuedEmails: row.emails,
    queuedWebhooks: row.webhooks,
    oldestQueuedSeconds: Math.max(0, row.oldest ?? 0),
  };
}

export async function outboxHealth(db: Db): Promise<OutboxHealth> {
  const [row] = await db.$queryRaw<
    Array<{ waiting: number; oldest: number | null; failed: number; retrying: number; disabled: number }>
  >`
    SELECT (SELECT count(*)::int FROM "OutboxEvent" WHERE "dispatchedAt" IS NULL) AS waiting,
           (SELECT extract(epoch FROM (now() AT TIME ZONE 'UTC') - min("createdAt"))::int FROM "OutboxEvent" WHERE "dispatchedAt" IS NULL) AS oldest,
           (SELECT count(*)::int FROM "WebhookDelivery" WHERE "status" = 'FAILED') AS failed,
           (SELECT count(*)::int FROM "WebhookDelivery" WHERE "status" = 'RETRYING') AS retrying,
           (SELECT count(*)::int FROM "WebhookEndpoint" WHERE NOT "enabled") AS disabled`;
  return {
    waiting: row.waiting,
    oldestWaitingSeconds: Math.max(0, row.oldest ?? 0),
    failedDeliveries: row.failed,
    retryingDeliveries: row.retrying,
    disabledEndpoints: row.disabled,
    ...(await queued(db)),
  };
}
