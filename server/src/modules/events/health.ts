/**
 * The outbox's health for /readyz (issue #30): events not yet dispatched and the age of the oldest (a growing age
 * means no instance runs jobs, JOBS_ENABLED), and webhook deliveries that gave up. Informational: a backlog does not
 * take an instance out of the load balancer, it serves requests fine. Admins read the same figures in GraphQL
 * (`outboxHealth`, for the dashboard).
 */
import type { Db } from '../../db/prisma';

export interface OutboxHealth { waiting: number; oldestWaitingSeconds: number; failedDeliveries: number; retryingDeliveries: number; disabledEndpoints: number }

export async function outboxHealth(db: Db): Promise<OutboxHealth> {
  const [row] = await db.$queryRaw<Array<{ waiting: number; oldest: number | null; failed: number; retrying: number; disabled: number }>>`
    SELECT (SELECT count(*)::int FROM "OutboxEvent" WHERE "dispatchedAt" IS NULL) AS waiting,
           (SELECT extract(epoch FROM (now() AT TIME ZONE 'UTC') - min("createdAt"))::int FROM "OutboxEvent" WHERE "dispatchedAt" IS NULL) AS oldest,
           (SELECT count(*)::int FROM "WebhookDelivery" WHERE "status" = 'FAILED') AS failed,
           (SELECT count(*)::int FROM "WebhookDelivery" WHERE "status" = 'RETRYING') AS retrying,
           (SELECT count(*)::int FROM "WebhookEndpoint" WHERE NOT "enabled") AS disabled`;
  return { waiting: row.waiting, oldestWaitingSeconds: Math.max(0, row.oldest ?? 0), failedDeliveries: row.failed, retryingDeliveries: row.retrying, disabledEndpoints: row.disabled };
}
