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
import { postWebhook } from './post';
import { endpointSlots } from './endpoint-slots';
import { signatureHeaders, webhookIdOf } from './signing';
import { signingSecretsOf } from './secret-box';
import { inTransaction } from '../../db/retry';

export interface AttemptInfo { retryCount: number; retryLimit: number }

/** The JSON body: Standard Webhooks' {type, timestamp, data} plus our versioning and ordering fields. */
export function webhookBody(event: { eventId: string; type: string; version: number; sequence: number; resourceType: string; resourceId: string; createdAt: Date; payload: unknown }): string {
  return JSON.stringify({
    type: event.type, timestamp: event.createdAt.toISOString(), version: event.version,
    resource: { type: event.resourceType, id: event.resourceId, sequence: event.sequence }, data: event.payload,
  });
}

export function webhookDeliverer(deps: AppDeps) {
  const n = deps.config.notify;
  const slots = endpointSlots(n.webhookEndpointConcurrency);
  return async (job: WebhookJob, attempt: AttemptInfo): Promise<void> => {
    const delivery = await deps.db.webhookDelivery.findUnique({ where: { id: job.deliveryId }, include: { endpoint: true } });
    if (!delivery || delivery.status === 'SUCCEEDED') return;
    if (!delivery.endpoint.enabled) {
      await deps.db.webhookDelivery.update({ where: { id: delivery.id }, data: { status: 'FAILED', responseExcerpt: 'Endpoint disabled' } });
      return;
    }
    const event = await deps.db.outboxEvent.findUnique({ where: { eventId: delivery.eventId } });
    if (!event) {
      await deps.db.webhookDelivery.update({ where: { id: delivery.id }, data: { status: 'FAILED', responseExcerpt: 'Event no longer stored' } });
      return;
    }
    const body = webhookBody(event);
    const now = nowOf(deps);
    const secrets = signingSecretsOf(delivery.endpoint, now, deps.config.sessionSecret);
    // Signed once its turn comes: the timestamp is the moment it is sent.
    const result = await slots.run(delivery.endpointId, () => postWebhook(delivery.endpoint.url, body,
      signatureHeaders(secrets, webhookIdOf(event.eventId), Math.floor(Date.now() / 1000), body),
      { timeoutMs: n.webhookTimeoutMs, maxBytes: n.webhookMaxResponseBytes, allowPrivate: n.webhookAllowPrivate }));
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const last = attempt.retryCount >= attempt.retryLimit;
    await inTransaction(deps.db, async (tx) => {
      await tx.webhookDelivery.update({
        where: { id: delivery.id },
        data: {
          status: ok ? 'SUCCEEDED' : last ? 'FAILED' : 'RETRYING', attempts: { increment: 1 }, lastAttemptAt: new Date(),
          responseStatus: result.status, durationMs: result.durationMs, responseExcerpt: result.excerpt, deliveredAt: ok ? new Date() : null,
        },
      });
      // Gave up after about a day of retries: stop sending to a dead endpoint until an admin enables it again,
      // and tell the admins (an e-mail through the outbox, written with the change). A manual redelivery that
      // fails is only logged: the admin is looking at it.
      if (!ok && last && !job.manual) {
        const reason = `A delivery of ${event.type} (${webhookIdOf(event.eventId)}) failed on every retry: ${result.status === null ? result.excerpt : `HTTP ${result.status}`}`.slice(0, 500);
        const disabled = await tx.webhookEndpoint.updateMany({ where: { id: delivery.endpointId, enabled: true }, data: { enabled: false, disabledAt: now, disabledReason: reason } });
        if (disabled.count === 1) {
          await emit(tx, webhookEndpointDisabled(delivery.endpoint, reason, now));
          deps.log.warn({ endpointId: delivery.endpointId, url: delivery.endpoint.url, deliveryId: delivery.id }, 'webhook endpoint disabled: a delivery failed on every retry');
        }
      }
    });
    if (!ok && !job.manual) throw new Error(`webhook ${delivery.id} to endpoint ${delivery.endpointId}: ${result.status ?? 'no answer'}`);
  };
}
