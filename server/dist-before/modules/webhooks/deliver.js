"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.webhookBody = webhookBody;
exports.webhookDeliverer = webhookDeliverer;
const clock_1 = require("../../lib/clock");
const event_types_1 = require("../events/event-types");
const outbox_1 = require("../events/outbox");
const post_1 = require("./post");
const signing_1 = require("./signing");
const retry_1 = require("../../db/retry");
/** The JSON body: Standard Webhooks' {type, timestamp, data} plus our versioning and ordering fields. */
function webhookBody(event) {
    return JSON.stringify({
        type: event.type, timestamp: event.createdAt.toISOString(), version: event.version,
        resource: { type: event.resourceType, id: event.resourceId, sequence: event.sequence }, data: event.payload,
    });
}
function webhookDeliverer(deps) {
    const n = deps.config.notify;
    return async (job, attempt) => {
        const delivery = await deps.db.webhookDelivery.findUnique({ where: { id: job.deliveryId }, include: { endpoint: true } });
        if (!delivery || delivery.status === 'SUCCEEDED')
            return;
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
        const now = (0, clock_1.nowOf)(deps);
        const headers = (0, signing_1.signatureHeaders)((0, signing_1.signingSecrets)(delivery.endpoint, now), (0, signing_1.webhookIdOf)(event.eventId), Math.floor(Date.now() / 1000), body);
        const result = await (0, post_1.postWebhook)(delivery.endpoint.url, body, headers, { timeoutMs: n.webhookTimeoutMs, maxBytes: n.webhookMaxResponseBytes, allowPrivate: n.webhookAllowPrivate });
        const ok = result.status !== null && result.status >= 200 && result.status < 300;
        const last = attempt.retryCount >= attempt.retryLimit;
        await (0, retry_1.inTransaction)(deps.db, async (tx) => {
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
                const reason = `A delivery of ${event.type} (${(0, signing_1.webhookIdOf)(event.eventId)}) failed on every retry: ${result.status === null ? result.excerpt : `HTTP ${result.status}`}`.slice(0, 500);
                const disabled = await tx.webhookEndpoint.updateMany({ where: { id: delivery.endpointId, enabled: true }, data: { enabled: false, disabledAt: now, disabledReason: reason } });
                if (disabled.count === 1) {
                    await (0, outbox_1.emit)(tx, (0, event_types_1.webhookEndpointDisabled)(delivery.endpoint, reason, now));
                    deps.log.warn({ endpointId: delivery.endpointId, url: delivery.endpoint.url, deliveryId: delivery.id }, 'webhook endpoint disabled: a delivery failed on every retry');
                }
            }
        });
        if (!ok && !job.manual)
            throw new Error(`webhook ${delivery.id} to endpoint ${delivery.endpointId}: ${result.status ?? 'no answer'}`);
    };
}
//# sourceMappingURL=deliver.js.map