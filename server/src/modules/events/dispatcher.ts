/**
 * Moves committed outbox events to jobs (docs/decisions/031). One transaction per batch: the events are locked with
 * FOR UPDATE SKIP LOCKED (a second instance takes the next batch, never the same rows), their jobs are inserted
 * through pg-boss on the same connection, and the events are stamped dispatched. A crash before COMMIT leaves the
 * events waiting and no job; after COMMIT, every job exists once. So each event becomes its jobs exactly once.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { EmailKind } from '@gluegun/common';
import { inSpan } from '../../observe/tracing';
import { isWebhookEventType, type EventType } from './event-types';

export const QUEUES = { email: 'email', webhook: 'webhook', reminders: 'invoice-reminders' } as const;

export interface OutboxRow {
  id: string;
  eventId: string;
  type: EventType;
  resourceType: string;
  resourceId: string;
  sequence: number;
  version: number;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** E-mails to the shop's admins (always sent). */
export type AdminEmailKind = 'webhook_endpoint_disabled';
/** E-mails to someone who is not (yet) a buyer of the order: an invitation to join a company (always sent). */
export type PersonEmailKind = 'company_invitation';
/** E-mails about approvals and credit notes, to the audiences in mail/recipients.ts (always sent). */
export type CompanyEmailKind = 'credit_note' | 'approval_needed' | 'approval_approved' | 'approval_rejected';
/** Quote e-mails (decision 065): the buyer when the shop sends a price, the shop's admins when a buyer asks, counters or accepts. */
export type QuoteEmailKind =
  'quote_requested' | 'quote_sent' | 'quote_countered' | 'quote_accepted' | 'quote_expiring';
/** Return e-mails (decision 069): the shop's admins when a buyer asks, whoever asked when the shop approves, rejects or receives. */
export type ReturnEmailKind = 'return_requested' | 'return_approved' | 'return_rejected' | 'return_received';
/** Scheduled-order e-mails (decision 077): the schedule's owner before each run, after it, and when it is paused, resumed or skipped. */
export type ScheduleEmailKind =
  'order_schedule_reminder' | 'order_schedule_result' | 'order_schedule_changed';
export type JobEmailKind =
  | EmailKind
  | AdminEmailKind
  | PersonEmailKind
  | CompanyEmailKind
  | QuoteEmailKind
  | ReturnEmailKind
  | ScheduleEmailKind;
export interface EmailJob {
  eventId: string;
  kind: JobEmailKind;
}
/** `manual`: an admin's redelivery (one attempt; its failure does not disable the endpoint). */
export interface WebhookJob {
  deliveryId: string;
  manual?: boolean;
}

export type { EmailKind };
/**
 * Which events send which e-mail; who receives each is mail/recipients.ts's table (payment reminders and shipping
 * notices are optional, see common OPTIONAL_EMAILS; the rest transactional).
 */
export const EMAIL_FOR_EVENT: Partial<Record<EventType, JobEmailKind>> = {
  'purchase_order.checked_out': 'order_confirmation',
  'invoice.issued': 'invoice',
  'payment.recorded': 'payment_receipt',
  // Each shipment is the buyer's shipping notice (docs/decisions/061); the order's own move to SHIPPED sends none.
  'shipment.created': 'shipping_notice',
  'purchase_order.delivery_promised': 'delivery_promised',
  'purchase_order.backorder_filled': 'backorder_filled',
  'purchase_order.promise_changed': 'promise_changed',
  'invoice.reminder': 'payment_reminder',
  'invoice.overdue': 'payment_reminder',
  'webhook_endpoint.disabled': 'webhook_endpoint_disabled',
  'user.invited': 'company_invitation',
  'credit_note.issued': 'credit_note',
  'purchase_order.awaiting_approval': 'approval_needed',
  'purchase_order.approved': 'approval_approved',
  'purchase_order.rejected': 'approval_rejected',
  'quote.requested': 'quote_requested',
  'quote.sent': 'quote_sent',
  'quote.countered': 'quote_countered',
  'quote.accepted': 'quote_accepted',
  'quote.expiring': 'quote_expiring',
  'return.requested': 'return_requested',
  'return.approved': 'return_approved',
  'return.rejected': 'return_rejected',
  'return.received': 'return_received',
  'order_schedule.reminder': 'order_schedule_reminder',
  'order_schedule.ran': 'order_schedule_result',
  'order_schedule.changed': 'order_schedule_changed',
};

export interface DispatchOptions {
  /** Create e-mail jobs (false while SMTP is off: nothing would send them). */
  mail: boolean;
  webhookRetryLimit: number;
  webhookRetryDelaySeconds: number;
  batchSize?: number;
}

/** A stable job id for (event, purpose): a job can never be inserted twice for one event. */
export function jobIdFor(eventId: string, purpose: string): string {
  const h = createHash('sha256').update(`${eventId}:${purpose}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Dispatches one batch; returns how many events it took (0: nothing waiting, or all taken by other instances). */
export async function dispatchBatch(pool: pg.Pool, boss: PgBoss, options: DispatchOptions): Promise<number> {
  const client = await pool.connect();
  // A connection lost mid-batch (a database restart, a cut network) is an 'error' event on the client: without a
  // listener it would end the process. The statement under way fails, the batch rolls back, the connection is discarded.
  let broken = false;
  const lost = () => {
    broken = true;
  };
  client.on('error', lost);
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<OutboxRow>(
      `SELECT "id"::text, "eventId", "type", "resourceType", "resourceId", "sequence", "version", "payload", "createdAt"
       FROM "OutboxEvent" WHERE "dispatchedAt" IS NULL ORDER BY "id" LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [options.batchSize ?? 100],
    );
    const jobs: PgBoss.JobInsert[] = [];
    // Manual redeliveries asked for by admins (redeliverWebhook): a new job for the same delivery row, so the
    // same webhook-id; one attempt. Taken like events: locked, job inserted, request cleared, in one transaction.
    const redeliveries = await client.query<{ id: string }>(
      `UPDATE "WebhookDelivery" SET "redeliverRequestedAt" = NULL WHERE "id" IN (
         SELECT "id" FROM "WebhookDelivery" WHERE "redeliverRequestedAt" IS NOT NULL ORDER BY "redeliverRequestedAt" LIMIT $1 FOR UPDATE SKIP LOCKED
       ) RETURNING "id"`,
      [options.batchSize ?? 100],
    );
    for (const d of redeliveries.rows) {
      jobs.push({
        name: QUEUES.webhook,
        data: { deliveryId: d.id, manual: true } satisfies WebhookJob,
        retryLimit: 0,
      });
    }
    if (rows.length === 0) {
      if (jobs.length > 0)
        await boss.insert(jobs, { db: { executeSql: (text, values) => client.query(text, values) } });
      await client.query('COMMIT');
      return redeliveries.rows.length;
    }
    // A span for batches that took events only: an idle outbox is polled every second and would fill traces.
    await inSpan(
      'outbox.dispatch',
      { 'gluegun.outbox.events': rows.length, 'gluegun.outbox.types': [...new Set(rows.map((e) => e.type))] },
      () => queueJobs(client, boss, rows, jobs, options),
    );
    await client.query('COMMIT');
    return rows.length + redeliveries.rows.length;
  } catch (e) {
    if (!broken) await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.off('error', lost);
    client.release(broken);
  }
}

/** The e-mail and webhook jobs of a batch's events, inserted in the batch's transaction, and the events marked sent. */
async function queueJobs(
  client: pg.PoolClient,
  boss: PgBoss,
  rows: OutboxRow[],
  jobs: PgBoss.JobInsert[],
  options: DispatchOptions,
): Promise<void> {
  if (options.mail) {
    for (const e of rows) {
      const kind = EMAIL_FOR_EVENT[e.type];
      if (kind)
        jobs.push({
          id: jobIdFor(e.eventId, `email:${kind}`),
          name: QUEUES.email,
          data: { eventId: e.eventId, kind } satisfies EmailJob,
        });
    }
  }
  // One delivery row per (endpoint, event) that wants it; the unique index makes a repeat impossible. Internal
  // events (an endpoint disabled) go to no endpoint.
  const deliverable = rows.filter((e) => isWebhookEventType(e.type));
  const deliveries = await client.query<{ id: string }>(
    `INSERT INTO "WebhookDelivery" ("id", "endpointId", "eventId", "eventType")
     SELECT gen_random_uuid(), w."id", e."eventId", e."type"
     FROM "WebhookEndpoint" w JOIN unnest($1::uuid[], $2::text[]) AS e("eventId", "type")
       ON w."enabled" AND (cardinality(w."eventTypes") = 0 OR e."type" = ANY(w."eventTypes"))
     ON CONFLICT ("endpointId", "eventId") DO NOTHING RETURNING "id"`,
    [deliverable.map((e) => e.eventId), deliverable.map((e) => e.type)],
  );
  for (const d of deliveries.rows) {
    jobs.push({
      id: d.id,
      name: QUEUES.webhook,
      data: { deliveryId: d.id } satisfies WebhookJob,
      retryLimit: options.webhookRetryLimit,
      retryDelay: options.webhookRetryDelaySeconds,
      retryBackoff: true,
    });
  }
  if (jobs.length > 0) {
    await boss.insert(jobs, { db: { executeSql: (text, values) => client.query(text, values) } });
  }
  await client.query(
    `UPDATE "OutboxEvent" SET "dispatchedAt" = now() AT TIME ZONE 'UTC' WHERE "id" = ANY($1::bigint[])`,
    [rows.map((e) => e.id)],
  );
}
