"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_OVERLAP_HOURS = void 0;
exports.createWebhookEndpoint = createWebhookEndpoint;
exports.webhookEndpoints = webhookEndpoints;
exports.deleteWebhookEndpoint = deleteWebhookEndpoint;
exports.webhookDeliveries = webhookDeliveries;
exports.rotateWebhookSecret = rotateWebhookSecret;
exports.enableWebhookEndpoint = enableWebhookEndpoint;
exports.redeliverWebhook = redeliverWebhook;
exports.outboxHealth = outboxHealth;
exports.webhookEventTypes = webhookEventTypes;
const access_1 = require("../../auth/access");
const errors_1 = require("../../errors");
const clock_1 = require("../../lib/clock");
const validate_1 = require("../../lib/validate");
const event_types_1 = require("../events/event-types");
const health_1 = require("../events/health");
const ssrf_1 = require("./ssrf");
const signing_1 = require("./signing");
const retry_1 = require("../../db/retry");
const MAX_ENDPOINTS = 50;
const isEventType = (t) => event_types_1.EVENT_TYPES.includes(t);
async function createWebhookEndpoint(ctx, input) {
    const admin = (0, access_1.allowUser)(ctx, 'createWebhookEndpoint');
    const url = typeof input?.url === 'string' ? input.url.trim() : '';
    const problem = (0, ssrf_1.urlProblem)(url);
    if (problem)
        throw (0, errors_1.badInput)(problem, 'url');
    const rawTypes = input?.eventTypes ?? [];
    if (!Array.isArray(rawTypes) || rawTypes.some((t) => typeof t !== 'string'))
        throw (0, errors_1.badInput)('Event types must be a list of names', 'eventTypes');
    const unknown = rawTypes.filter((t) => !isEventType(t));
    if (unknown.length)
        throw (0, errors_1.badInput)(`Unknown event type ${unknown[0]}; known types: ${event_types_1.EVENT_TYPES.join(', ')}`, 'eventTypes');
    const description = typeof input?.description === 'string' && input.description.trim() ? input.description.trim() : null;
    if (description && description.length > 200)
        throw (0, errors_1.badInput)('The description must be at most 200 characters', 'description');
    try {
        await (0, ssrf_1.checkedAddresses)(new URL(url).hostname, ctx.config.notify.webhookAllowPrivate);
    }
    catch (e) {
        throw (0, errors_1.badInput)(e instanceof ssrf_1.UnsafeUrlError ? e.message : `${new URL(url).hostname} could not be found`, 'url');
    }
    if ((await ctx.db.webhookEndpoint.count()) >= MAX_ENDPOINTS)
        throw (0, errors_1.badInput)(`At most ${MAX_ENDPOINTS} endpoints; delete one first`, 'url');
    const secret = (0, signing_1.newSecret)();
    const endpoint = await ctx.db.webhookEndpoint.create({
        data: { url, eventTypes: [...new Set(rawTypes)], description, secret, createdById: admin.id },
    });
    return { endpoint, secret };
}
async function webhookEndpoints(ctx) {
    (0, access_1.allowUser)(ctx, 'webhookEndpoints');
    return ctx.db.webhookEndpoint.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}
async function deleteWebhookEndpoint(ctx, rawId) {
    (0, access_1.allowUser)(ctx, 'deleteWebhookEndpoint');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Webhook endpoint');
    const gone = await ctx.db.webhookEndpoint.deleteMany({ where: { id } });
    if (gone.count === 0)
        throw (0, errors_1.notFound)('Webhook endpoint');
    return true;
}
async function webhookDeliveries(ctx, rawEndpointId, take = 50) {
    (0, access_1.allowUser)(ctx, 'webhookDeliveries');
    const id = (0, validate_1.normalizeId)(rawEndpointId);
    if (!id)
        throw (0, errors_1.notFound)('Webhook endpoint');
    if (!Number.isInteger(take) || take < 1 || take > 200)
        throw (0, errors_1.badInput)('take must be from 1 to 200', 'take');
    const endpoint = await ctx.db.webhookEndpoint.findUnique({ where: { id }, select: { id: true } });
    if (!endpoint)
        throw (0, errors_1.notFound)('Webhook endpoint');
    return ctx.db.webhookDelivery.findMany({ where: { endpointId: id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take });
}
/** Longest overlap of a rotation: a week, time enough for any receiver to deploy the new secret. */
exports.MAX_OVERLAP_HOURS = 168;
/**
 * A new signing secret, returned this once. For `overlapHours` the previous secret stays valid: deliveries carry
 * a signature with each (space-separated in webhook-signature), so receivers can switch at their own pace. 0 ends
 * the old secret at once. A rotation during an overlap drops the oldest secret (only two are ever valid).
 */
async function rotateWebhookSecret(ctx, rawId, overlapHours) {
    (0, access_1.allowUser)(ctx, 'rotateWebhookSecret');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Webhook endpoint');
    if (typeof overlapHours !== 'number' || !Number.isInteger(overlapHours) || overlapHours < 0 || overlapHours > exports.MAX_OVERLAP_HOURS) {
        throw (0, errors_1.badInput)(`The overlap must be a whole number of hours from 0 to ${exports.MAX_OVERLAP_HOURS}`, 'overlapHours');
    }
    const now = (0, clock_1.nowOf)(ctx);
    const secret = (0, signing_1.newSecret)();
    const endpoint = await (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        const [current] = await tx.$queryRaw `SELECT "secret" FROM "WebhookEndpoint" WHERE "id" = ${id}::uuid FOR UPDATE`;
        if (!current)
            return null;
        return tx.webhookEndpoint.update({
            where: { id },
            data: {
                secret, secretRotatedAt: now,
                previousSecret: overlapHours > 0 ? current.secret : null,
                previousSecretExpiresAt: overlapHours > 0 ? new Date(now.getTime() + overlapHours * 3_600_000) : null,
            },
        });
    });
    if (!endpoint)
        throw (0, errors_1.notFound)('Webhook endpoint');
    return { endpoint, secret };
}
/** Turns an endpoint back on (after retries disabled it): new events are delivered again; missed ones can be redelivered. */
async function enableWebhookEndpoint(ctx, rawId) {
    (0, access_1.allowUser)(ctx, 'enableWebhookEndpoint');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Webhook endpoint');
    const updated = await ctx.db.webhookEndpoint.updateMany({ where: { id }, data: { enabled: true, disabledAt: null, disabledReason: null } });
    if (updated.count === 0)
        throw (0, errors_1.notFound)('Webhook endpoint');
    return ctx.db.webhookEndpoint.findUniqueOrThrow({ where: { id } });
}
/**
 * Sends one delivery again, by hand: one new attempt with the same webhook-id (receivers de-duplicate by it). The
 * request is recorded on the delivery row and the dispatcher makes the job (the same transaction rule as events:
 * no job for a request that rolled back, none lost after commit). Refused while the delivery is still being tried
 * and while its endpoint is disabled.
 */
async function redeliverWebhook(ctx, rawDeliveryId) {
    (0, access_1.allowUser)(ctx, 'redeliverWebhook');
    const id = (0, validate_1.normalizeId)(rawDeliveryId);
    if (!id)
        throw (0, errors_1.notFound)('Webhook delivery');
    const now = (0, clock_1.nowOf)(ctx);
    const result = await (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        const [row] = await tx.$queryRaw `
      SELECT d."status", d."redeliverRequestedAt", w."enabled" FROM "WebhookDelivery" d JOIN "WebhookEndpoint" w ON w."id" = d."endpointId"
      WHERE d."id" = ${id}::uuid FOR UPDATE OF d`;
        if (!row)
            return 'missing';
        if (!row.enabled)
            return 'disabled';
        if (row.redeliverRequestedAt || row.status === 'PENDING' || row.status === 'RETRYING')
            return 'busy';
        return tx.webhookDelivery.update({ where: { id }, data: { status: 'PENDING', redeliverRequestedAt: now } });
    });
    if (result === 'missing')
        throw (0, errors_1.notFound)('Webhook delivery');
    if (result === 'disabled')
        throw (0, errors_1.conflict)('The endpoint is disabled: enable it first, then redeliver');
    if (result === 'busy')
        throw (0, errors_1.conflict)('This delivery is still being sent; wait until it succeeds or fails');
    return result;
}
/** The outbox's health for the admin dashboard: the /readyz figures. */
async function outboxHealth(ctx) {
    (0, access_1.allowUser)(ctx, 'outboxHealth');
    return (0, health_1.outboxHealth)(ctx.db);
}
/** The event types an endpoint may subscribe to, for the dashboard's endpoint form. */
function webhookEventTypes(ctx) {
    (0, access_1.allowUser)(ctx, 'webhookEventTypes');
    return [...event_types_1.EVENT_TYPES];
}
//# sourceMappingURL=webhook.service.js.map