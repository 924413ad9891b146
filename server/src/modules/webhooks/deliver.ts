/**
 * The webhook delivery job: posts one event to one endpoint, signed, and logs the attempt on its
 * WebhookDelivery row. A non-2xx answer or no answer throws, so pg-boss retries with exponential backoff; after the
 * last retry the delivery is FAILED, the endpoint disabled (disabledAt, disabledReason) and the admins e-mailed. The `webhook-id` is the event id on every attempt (receivers de-duplicate).
 */
import type { AppDeps } from '../../context';
import { nowOf } from '../../lib/clock';
import type { WebhookJob } from '../events/dispatcher';
import { webhookEndpointDisabled } from '../events/event-types';
import { emit } from '../events/outbox';
import { postWebhook, type PostResult } from './post';
import { endpointSlots } from './endpoint-slots';
import { signatureHeaders, webhookIdOf } from './signing';
import { signingSecretsOf } from './secret-box';
import { inTransaction } from '../../db/retry';
import { fastQuery, toParam } from '../../db/fast-sql';

export interface AttemptInfo {
  retryCount: number;
  retryLimit: number;
}

/** The JSON body: Standard Webhooks' {type, timestamp, data} plus our versioning and ordering fields. */
export function webhookBody(event: {
  eventId: string;
  type: string;
  version: number;
  sequence: number;
  resourceType: string;
  resourceId: string;
  createdAt: Date;
  payload: unknown;
}): string {
  return JSON.stringify({
    type: event.type,
    timestamp: event.createdAt.toISOString(),
    version: event.version,
    resource: { type: event.resourceType, id: event.resourceId, sequence: event.sequence },
    data: event.payload,
  });
}

/** A delivery with its endpoint and event, read in one statement (the event is null once pruned). */
interface DeliveryRow {
  id: string;
  status: string;
  endpointId: string;
  url: string;
  enabled: boolean;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
  eventId: string | null;
  type: string;
  version: number;
  sequence: number;
  resourceType: string;
  resourceId: string;
  createdAt: Date;
  payload: unknown;
}
const DELIVERY_SQL = `SELECT d."id", d."status", d."endpointId", w."url", w."enabled", w."secret", w."previousSecret", w."previousSecretExpiresAt",
    o."eventId"::text, o."type", o."version", o."sequence", o."resourceType", o."resourceId"::text, o."createdAt", o."payload"
  FROM "WebhookDelivery" d JOIN "WebhookEndpoint" w ON w."id" = d."endpointId" LEFT JOIN "OutboxEvent" o ON o."eventId" = d."eventId"
  WHERE d."id" = $1::uuid`;
const ATTEMPT_SQL = `UPDATE "WebhookDelivery" SET "status" = $2::text, "attempts" = "attempts" + 1, "lastAttemptAt" = $3::timestamp,
  "responseStatus" = $4::int, "durationMs" = $5::int, "responseExcerpt" = $6::text, "deliveredAt" = $7::timestamp WHERE "id" = $1::uuid`;

export function webhookDeliverer(deps: AppDeps) {
  const n = deps.config.notify;
  const slots = endpointSlots(n.webhookEndpointConcurrency);
  // The read and the attempt's record go through `pg` directly (through Prisma they are about half of a delivery's
  // CPU); giving up on an endpoint, which writes three rows together, stays a Prisma transaction.
  return async (job: WebhookJob, attempt: AttemptInfo): Promise<void> => {
    const [delivery] = await fastQuery<DeliveryRow>(deps.db, DELIVERY_SQL, [job.deliveryId]);
    if (!delivery || delivery.status === 'SUCCEEDED') return;
    if (!delivery.enabled || !delivery.eventId) {
      const excerpt = delivery.enabled ? 'Event no longer stored' : 'Endpoint disabled';
      await deps.db.webhookDelivery.update({
        where: { id: delivery.id },
        data: { status: 'FAILED', responseExcerpt: excerpt },
      });
      return;
    }
    const event = { ...delivery, eventId: delivery.eventId };
    const body = webhookBody(event);
    const now = nowOf(deps);
    const secrets = signingSecretsOf(delivery, now, deps.config.sessionSecret);
    // Signed once its turn comes: the timestamp is the moment it is sent.
    const result = await slots.run(delivery.endpointId, () =>
      postWebhook(
        delivery.url,
        body,
        signatureHeaders(secrets, webhookIdOf(event.eventId), Math.floor(Date.now() / 1000), body),
        {
          timeoutMs: n.webhookTimeoutMs,
          maxBytes: n.webhookMaxResponseBytes,
          allowPrivate: n.webhookAllowPrivate,
        },
      ),
    );
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const last = attempt.retryCount >= attempt.retryLimit;
    const record = [
      delivery.id,
      ok ? 'SUCCEEDED' : last ? 'FAILED' : 'RETRYING',
      new Date(),
      result.status,
      result.durationMs,
      result.excerpt,
      ok ? new Date() : null,
    ];
    if (ok || !last || job.manual) await fastQuery(deps.db, ATTEMPT_SQL, record);
    else await giveUp(deps, delivery, event.type, record, result, now);
    if (!ok && !job.manual)
      throw new Error(
        `webhook ${delivery.id} to endpoint ${delivery.endpointId}: ${result.status ?? 'no answer'}`,
      );
  };
}

/**
 * Gave up after about a day of retries: the attempt is recorded, the endpoint disabled until an admin enables it
 * again, and the admins told (an e-mail through the outbox), in one transaction.
 */
async function giveUp(
  deps: AppDeps,
  delivery: DeliveryRow,
  type: string,
  record: unknown[],
  result: PostResult,
  now: Date,
) {
  await inTransaction(deps.db, async (tx) => {
    await tx.$executeRawUnsafe(ATTEMPT_SQL, ...record.map(toParam));
    const reason =
      `A delivery of ${type} (${webhookIdOf(delivery.eventId!)}) failed on every retry: ${result.status === null ? result.excerpt : `HTTP ${result.status}`}`.slice(
        0,
        500,
      );
    const disabled = await tx.webhookEndpoint.updateMany({
      where: { id: delivery.endpointId, enabled: true },
      data: { enabled: false, disabledAt: now, disabledReason: reason },
    });
    if (disabled.count === 1) {
      await emit(tx, webhookEndpointDisabled({ id: delivery.endpointId, url: delivery.url }, reason, now));
      deps.log.warn(
        { endpointId: delivery.endpointId, url: delivery.url, deliveryId: delivery.id },
        'webhook endpoint disabled: a delivery failed on every retry',
      );
    }
  });
}
